/**
 * The focused frame of the checkout page (as shops do it): no sale banner, menu, search,
 * newsletter, footer menus or mobile bar around the form, only what says the page is safe to
 * pay in: the logo (home), a "Secure checkout" note with a lock, "Back to cart", and below the
 * form the cards the shop takes, drawn here as plain lettermarks (no brand artwork).
 */
import { useHydrated } from "~/hooks/useHydrated";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translation";
import { localizePath, type Lang } from "~/lib/i18n";
import { LanguageSwitcher } from "./LanguageSwitcher";

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/** The cards the shop takes: each a 46 × 30 tile with its name set in letters. */
const CARDS = [
  { id: "visa", name: "Visa", bg: "#1a1f71", fg: "#ffffff", mark: "VISA", italic: true },
  { id: "mastercard", name: "Mastercard", bg: "#ffffff", fg: "#111827", mark: "", italic: false },
  { id: "birkart", name: "BirKart", bg: "#0b7a3e", fg: "#ffffff", mark: "BirKart", italic: false },
  { id: "tamkart", name: "TamKart", bg: "#0d4f8b", fg: "#ffffff", mark: "TamKart", italic: false },
] as const;

function CardMark({ card }: { card: (typeof CARDS)[number] }) {
  return (
    <svg viewBox="0 0 46 30" width="46" height="30" role="img" aria-label={card.name} data-testid={`card-mark-${card.id}`}>
      <rect x="0.5" y="0.5" width="45" height="29" rx="4" fill={card.bg} stroke="#d1d5db" />
      {card.id === "mastercard" ? (
        <>
          <circle cx="19" cy="15" r="8" fill="#e23b2e" />
          <circle cx="27" cy="15" r="8" fill="#f4a521" fillOpacity="0.9" />
        </>
      ) : (
        <text
          x="23"
          y="19"
          textAnchor="middle"
          fontFamily="Inter Variable, Arial, sans-serif"
          fontSize={card.mark.length > 4 ? 9 : 12}
          fontWeight="800"
          fontStyle={card.italic ? "italic" : "normal"}
          fill={card.fg}
          aria-hidden="true"
          letterSpacing={card.mark.length > 4 ? 0 : 0.5}
        >
          {card.mark}
        </text>
      )}
    </svg>
  );
}

/** The row of card marks with its label (the checkout's foot; the summary's payment choice). */
export function CardMarks({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`} data-testid="card-marks">
      <span className="text-xs text-muted">{t("checkoutChrome.weAccept")}</span>
      <span className="flex items-center gap-1.5">
        {CARDS.map((c) => (
          <CardMark key={c.id} card={c} />
        ))}
      </span>
    </div>
  );
}

export function CheckoutHeader({ lang, siteTitle }: { lang: Lang; siteTitle: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <header className="border-b border-line bg-white" data-testid="checkout-header" data-hydrated={hydrated || undefined}>
      <div className="container-shop flex h-16 items-center gap-3 sm:gap-6">
        <Link to={localizePath("/", lang)} className="inline-flex shrink-0 items-center" data-testid="logo">
          <img src="/logo.svg" alt={siteTitle} width={150} height={40} className="h-7 w-auto sm:h-9" />
        </Link>
        <p className="inline-flex min-w-0 items-center gap-1.5 text-sm font-semibold text-brand" data-testid="secure-checkout">
          <LockIcon />
          <span className="truncate">{t("checkoutChrome.secure")}</span>
        </p>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitcher className="hidden sm:block" />
          <Link to={localizePath("/cart", lang)} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-ink underline-offset-4 hover:underline" data-testid="checkout-back-to-cart">
            <BackIcon />
            <span className="hidden xs:inline">{t("checkoutChrome.backToCart")}</span>
            <span className="xs:hidden">{t("cart")}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}

export function CheckoutFooter({ siteTitle }: { siteTitle: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-soft" data-testid="checkout-footer">
      <div className="container-shop flex flex-col gap-3 py-6 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
        <CardMarks />
        <p className="inline-flex items-center gap-1.5">
          <LockIcon />
          {t("checkoutChrome.secureLine")}
        </p>
        <p>{t("copyright", { year, site: siteTitle })}</p>
      </div>
    </footer>
  );
}
