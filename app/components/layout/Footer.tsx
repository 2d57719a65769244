/**
 * Footer: newsletter form, the company and for_customer menus, contact phone, social icons,
 * copyright with the current year and one back-to-top control (a link in the last row; with
 * JavaScript it floats while that row is out of view: shown after 300 px of scrolling, hidden
 * 2 s after scrolling stops).
 */
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/lib/translation";
import type { MenuItem } from "../../../backend/content/contract";
import { localizePath, type Lang } from "~/lib/i18n";
import {
  ArrowUpIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  TiktokIcon,
  YoutubeIcon,
} from "./icons";
import { navHref } from "./MainNav";
import { plainMenuItem, type PageLink } from "./nav";
import { whatsappHref } from "./MobileBar";
import { ChromeIcon } from "~/components/ui/Sprite";
import { NEWSLETTER_ANCHOR, NewsletterForm, type NewsletterAnswerState } from "./NewsletterForm";
import { useHydrated } from "~/hooks/useHydrated";

/**
 * The push opt-in (JavaScript only, and only when a VAPID key is configured): its code is
 * fetched after hydration, not with every page; it shows nothing until it knows the browser's
 * permission anyway.
 */
const PushOptIn = lazy(() => import("./PushOptIn").then((m) => ({ default: m.PushOptIn })));

/** The shop's social accounts (spec: facebook, instagram, linkedin, youtube, tiktok; whatsapp from config). */
export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { name: "Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { name: "TikTok", href: "https://www.tiktok.com/", Icon: TiktokIcon },
  { name: "YouTube", href: "https://www.youtube.com/", Icon: YoutubeIcon },
  { name: "LinkedIn", href: "https://www.linkedin.com/", Icon: LinkedinIcon },
] as const;

export const TOP_SHOW_AFTER_PX = 300;
export const TOP_HIDE_AFTER_MS = 2000;

export function Footer({
  lang,
  company,
  forCustomer,
  phone,
  whatsapp,
  siteTitle,
  vapidPublicKey,
  newsletter = null,
}: {
  lang: Lang;
  company: PageLink[];
  forCustomer: PageLink[];
  phone: string;
  whatsapp: string | null;
  siteTitle: string;
  vapidPublicKey: string | null;
  /** the answer to a plain (no-JS) newsletter post, from the layout loader */
  newsletter?: NewsletterAnswerState | null;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const year = new Date().getFullYear();
  const wa = whatsappHref(whatsapp);
  return (
    <footer className="on-dark mt-16 bg-brand text-white" data-testid="footer">
      <section id={NEWSLETTER_ANCHOR} className="scroll-mt-4 border-b border-white/15" aria-labelledby="newsletter-title">
        <div className="container-shop grid gap-6 py-10 md:grid-cols-[1fr_minmax(0,28rem)] md:items-center md:gap-12">
          <div>
            <h2 id="newsletter-title" className="text-xl font-semibold md:text-2xl">
              {t("newsletterTitle")}
            </h2>
            <p className="mt-2 max-w-md text-sm leading-6 text-white/80">{t("newsletterText")}</p>
          </div>
          <NewsletterForm lang={lang} initial={newsletter} />
        </div>
      </section>

      {/* the first column is never narrower than the row of six social icons (6 × 40 px + 5 × 6 px ≤ 17rem), so they stay together */}
      <div className="container-shop grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[minmax(17rem,1.4fr)_1fr_1fr_1fr_1.2fr]">
        <div className="grid content-start gap-4">
          <Link to={localizePath("/", lang)} className="inline-flex w-fit rounded-md bg-white px-3 py-2">
            <img src="/logo.svg" alt={siteTitle} width={120} height={32} className="h-7 w-auto" loading="lazy" />
          </Link>
          <p className="max-w-xs text-sm leading-6 text-white/80">{t("footerAbout")}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("socialLinks")} data-testid="social-links">
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" className="social-link">
                  <Icon size={18} />
                  <span className="sr-only">{name}</span>
                </a>
              </li>
            ))}
            {wa ? (
              <li>
                <a href={wa} target="_blank" rel="noopener noreferrer" className="social-link">
                  <ChromeIcon icon="wa" size={18} />
                  <span className="sr-only">WhatsApp</span>
                </a>
              </li>
            ) : null}
          </ul>
        </div>
        <FooterMenu title={t("company")} items={company} lang={lang} testId="footer-company" />
        <FooterMenu title={t("forCustomer")} items={forCustomer} lang={lang} testId="footer-for-customer" />
        <FooterMenu title={t("footerShop.title")} items={shopLinks(t)} lang={lang} testId="footer-shop" />
        <div className="grid content-start gap-4">
          <h2 className="foot-h">{t("contactUs")}</h2>
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="inline-flex w-fit items-center gap-2 text-lg font-semibold hover:underline" data-testid="footer-phone">
            <ChromeIcon icon="phone" size={20} />
            {phone}
          </a>
          <p className="text-sm text-white/80">{t("workingHours")}</p>
          {hydrated && vapidPublicKey ? (
            <Suspense fallback={null}>
              <PushOptIn vapidPublicKey={vapidPublicKey} />
            </Suspense>
          ) : null}
        </div>
      </div>

      {/* the bottom padding keeps the copyright clear of the fixed mobile bar */}
      <div className="border-t border-white/15 pb-16 desk:pb-0">
        <div className="container-shop flex flex-wrap items-center justify-between gap-4 py-5 text-sm text-white/80">
          <p data-testid="copyright">{t("copyright", { year, site: siteTitle })}</p>
          <TopControl />
        </div>
      </div>
    </footer>
  );
}

/** The catalogue's own lists, linked from every page (best sellers and brands had no link). */
function shopLinks(t: (key: string) => string): MenuItem[] {
  const item = (id: number, key: string, route: string) => plainMenuItem(-id, t(`footerShop.${key}`), route);
  return [item(1, "newIn", "/newin"), item(2, "bestSellers", "/best-sellers"), item(3, "brands", "/brands"), item(4, "collections", "/collections")];
}

function FooterMenu({ title, items, lang, testId }: { title: string; items: PageLink[]; lang: Lang; testId: string }) {
  return (
    <nav aria-label={title} className="grid content-start gap-4" data-testid={testId}>
      <h2 className="foot-h">{title}</h2>
      <ul className="foot-links">
        {items.map((item) => (
          <li key={item.id}>
            {item.route && /^https?:/i.test(item.route) ? (
              <a href={item.route}>
                {item.title}
              </a>
            ) : (
              <Link to={navHref(item.route, lang)}>
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The one back-to-top control: a link to #top in the footer's last row (all it is without
 * JavaScript). With JavaScript, while that row is out of view the link floats at the bottom
 * right, shown past 300 px of scrolling and hidden 2 s after scrolling stops; once the row comes
 * into view it sits in the row again, so it never covers the footer or a second copy of itself.
 */
function TopControl() {
  const { t } = useTranslation();
  const slot = useRef<HTMLSpanElement>(null);
  const [docked, setDocked] = useState(true);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const place = slot.current;
    if (!place) return;
    const observer = new IntersectionObserver(([entry]) => setDocked(entry.isIntersecting));
    observer.observe(place);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const past = window.scrollY > TOP_SHOW_AFTER_PX;
      setVisible(past);
      if (timer) clearTimeout(timer);
      if (past) timer = setTimeout(() => setVisible(false), TOP_HIDE_AFTER_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);

  const hidden = !docked && !visible;
  return (
    <span ref={slot} className="top-slot">
      <a
        href="#top"
        className="top-link"
        data-float={docked ? undefined : ""}
        data-visible={!docked && visible ? "" : undefined}
        data-testid="top-button"
        tabIndex={hidden ? -1 : undefined}
        aria-hidden={hidden || undefined}
        onClick={(event) => {
          event.preventDefault();
          const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
          document.getElementById("top")?.focus({ preventScroll: true });
        }}
      >
        <ArrowUpIcon size={18} />
        <span className="top-label">{t("top")}</span>
      </a>
    </span>
  );
}
