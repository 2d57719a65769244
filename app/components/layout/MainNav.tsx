/**
 * Desktop main navigation (above 1024 px): the menu tree as a mega menu (3 levels, popular
 * promo images), then Shop All, Collections, Sale (when discounts are active) and Blog.
 *
 * Without JavaScript a drop-down opens on hover and on keyboard focus inside its item
 * (:hover / :focus-within). With JavaScript each item's toggle button opens it
 * (aria-expanded), hover opens it after a short delay, Escape closes it and returns focus to
 * the toggle, and focus leaving the item closes it.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { imageUrl } from "~/lib/images";
import { localizePath, splitLangPath, type Lang } from "~/lib/i18n";
import { ChevronDownIcon } from "./icons";
import { activeTrail, type NavItem } from "./nav";

const OPEN_DELAY = 90;
const CLOSE_DELAY = 140;

export function navHref(route: string | null, lang: Lang): string {
  if (!route) return localizePath("/", lang);
  return /^https?:/i.test(route) ? route : localizePath(route, lang);
}

export function NavTitle({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return <>{item.key ? t(item.key) : item.title}</>;
}

export function MainNav({ items, lang }: { items: NavItem[]; lang: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  const path = splitLangPath(location.pathname).path;
  const active = useMemo(() => activeTrail(items, path), [items, path]);
  const [openId, setOpenId] = useState<number | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => setHydrated(true), []);
  useEffect(() => setOpenId(null), [location.pathname, location.search]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const later = (fn: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(fn, ms);
  };

  return (
    <nav
      aria-label={t("mainNavigation")}
      className="mega relative hidden border-t border-line desk:block"
      data-js={hydrated ? "" : undefined}
      data-testid="main-nav"
    >
      <ul className="container-shop flex flex-wrap items-stretch justify-center gap-x-1">
        {items.map((item) => {
          const hasPanel = item.children.length > 0;
          const isOpen = openId === item.id;
          const isActive = active.has(item.id);
          const panelId = `mega-${item.id}`;
          return (
            <li
              key={item.id}
              className="mega-item"
              data-open={isOpen ? "" : undefined}
              onMouseEnter={hasPanel ? () => later(() => setOpenId(item.id), OPEN_DELAY) : () => later(() => setOpenId(null), CLOSE_DELAY)}
              onMouseLeave={hasPanel ? () => later(() => setOpenId((id) => (id === item.id ? null : id)), CLOSE_DELAY) : undefined}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node)) {
                  setOpenId((id) => (id === item.id ? null : id));
                }
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && isOpen) {
                  event.stopPropagation();
                  setOpenId(null);
                  event.currentTarget.querySelector<HTMLButtonElement>(".mega-toggle")?.focus();
                }
              }}
            >
              <div className="flex items-center">
                <Link
                  to={navHref(item.route, lang)}
                  className={`mega-top ${item.isSale ? "text-sale" : ""}`}
                  data-active={isActive ? "" : undefined}
                  aria-current={isActive && splitLangPath(location.pathname).path === item.route ? "page" : undefined}
                >
                  <NavTitle item={item} />
                </Link>
                {hasPanel ? (
                  <button
                    type="button"
                    className="mega-toggle"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => {
                      if (timer.current) clearTimeout(timer.current);
                      setOpenId(isOpen ? null : item.id);
                    }}
                  >
                    <ChevronDownIcon size={14} />
                    <span className="sr-only">{t("showSubmenu", { title: item.title })}</span>
                  </button>
                ) : null}
              </div>
              {hasPanel ? <MegaPanel id={panelId} item={item} lang={lang} active={active} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MegaPanel({ id, item, lang, active }: { id: string; item: NavItem; lang: Lang; active: Set<number> }) {
  const { t } = useTranslation();
  const promos = promoCards(item);
  return (
    <div id={id} className="mega-panel" data-testid="mega-panel">
      <div className="container-shop flex gap-10 py-8">
        <div className="min-w-0 flex-1">
          <ul className="grid grid-cols-3 gap-x-8 gap-y-6 xl:grid-cols-4">
            {item.children.map((child) => (
              <li key={child.id} className="min-w-0">
                <Link
                  to={navHref(child.route, lang)}
                  className="mega-l2"
                  data-active={active.has(child.id) ? "" : undefined}
                >
                  {child.title}
                </Link>
                {child.children.length > 0 ? (
                  <ul className="mt-2 grid gap-0.5">
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <Link
                          to={navHref(leaf.route, lang)}
                          className="mega-l3"
                          data-active={active.has(leaf.id) ? "" : undefined}
                        >
                          {leaf.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <Link
            to={navHref(item.route, lang)}
            className="mt-8 inline-flex items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            {item.allText || t("shopAllIn", { title: item.title })}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        {promos.length > 0 ? (
          <ul className="flex shrink-0 gap-4">
            {promos.map((promo) => (
              <li key={promo.key} className={promo.big ? "w-60" : "w-44"}>
                <Link to={navHref(promo.route, lang)} className="group block">
                  <span className="block overflow-hidden rounded-lg bg-soft">
                    <img
                      src={imageUrl(promo.image, 500)}
                      alt=""
                      width={promo.big ? 240 : 176}
                      height={promo.big ? 300 : 220}
                      loading="lazy"
                      decoding="async"
                      className="aspect-[4/5] w-full object-cover transition duration-300 group-hover:scale-[1.03]"
                    />
                  </span>
                  <span className="mt-2 block text-sm font-medium text-ink group-hover:underline">{promo.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function promoCards(item: NavItem) {
  const p = item.popular;
  if (!p) return [];
  const out: { key: string; image: string; title: string; route: string | null; big: boolean }[] = [];
  if (p.smallImage) out.push({ key: "small", image: p.smallImage, title: p.smallTitle ?? item.title, route: p.smallRoute ?? item.route, big: false });
  if (p.bigImage) out.push({ key: "big", image: p.bigImage, title: p.bigTitle ?? item.title, route: p.bigRoute ?? item.route, big: true });
  return out;
}
