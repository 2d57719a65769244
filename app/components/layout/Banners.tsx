/**
 * Strips above the header: the closable 'Up to 70% sale' banner (links to /sale) and the
 * 'You need to verify your account' banner for unverified customers (links to
 * /cabinet/verify).
 *
 * Closing the sale banner without JavaScript follows a link with `?hide_sale=1`; the layout
 * loader then stores the choice in a cookie and redirects back to the clean URL. With
 * JavaScript the banner hides at once and the same cookie is written in the browser.
 */
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "~/lib/translation";
import { localizePath, type Lang } from "~/lib/i18n";
import { CloseIcon, InfoIcon } from "./icons";

export const HIDE_SALE_PARAM = "hide_sale";
export const SALE_COOKIE = "sale_banner";
export const SALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export function hideSaleHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(HIDE_SALE_PARAM, "1");
  return `${pathname}?${params}`;
}

export function SaleBanner({ percent, lang, cookiePrefix }: { percent: number; lang: Lang; cookiePrefix: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    // a landmark of its own: every piece of the page sits in one (axe 'region')
    <aside aria-label={t("sale")} className="on-dark bg-ink text-white" data-testid="sale-banner">
      <div className="container-shop relative flex min-h-10 items-center justify-center py-2 pr-12 pl-12 text-center text-[13px] font-medium tracking-wide">
        <Link to={localizePath("/sale", lang)} className="underline-offset-4 hover:underline">
          {t("saleBanner", { percent })} <span aria-hidden="true">→</span>
        </Link>
        <a
          href={hideSaleHref(location.pathname, location.search)}
          rel="nofollow"
          className="absolute right-2 inline-flex size-9 items-center justify-center rounded-full text-white/80 transition hover:bg-white/10 hover:text-white sm:right-4"
          data-testid="sale-banner-close"
          onClick={(event) => {
            event.preventDefault();
            setHidden(true);
            const secure = window.location.protocol === "https:" ? "; Secure" : "";
            document.cookie = `${cookiePrefix}${SALE_COOKIE}=closed; Path=/; Max-Age=${SALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
          }}
        >
          <CloseIcon size={16} />
          <span className="sr-only">{t("closeBanner")}</span>
        </a>
      </div>
    </aside>
  );
}

export function VerifyBanner({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <aside aria-label={t("verifyBanner")} className="border-b border-amber-200 bg-amber-50 text-amber-950" data-testid="verify-banner">
      <div className="container-shop flex min-h-10 items-center justify-center gap-2 py-2 text-center text-sm">
        <InfoIcon size={18} className="shrink-0" />
        <Link to={localizePath("/cabinet/verify", lang)} className="font-medium underline underline-offset-4">
          {t("verifyBanner")}
        </Link>
      </div>
    </aside>
  );
}
