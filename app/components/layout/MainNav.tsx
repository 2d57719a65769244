/**
 * Desktop main navigation (above 1024 px): the menu tree as a mega menu (3 levels, popular
 * promo images), then Shop All, Collections, Sale (when discounts are active) and Blog.
 *
 * Without JavaScript a drop-down opens on hover and on keyboard focus inside its item
 * (:hover / :focus-within). With JavaScript each item's toggle button opens it
 * (aria-expanded), hover opens it after a short delay, Escape closes it and returns focus to
 * the toggle, and focus leaving the item closes it.
 */
import { useContext, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { TFunction } from "i18next";
import { useTranslation } from "~/lib/translation";
import { imageUrl } from "~/lib/images";
import { localizePath, splitLangPath, type Lang } from "~/lib/i18n";
import { ServerChromeContext, ServerHtml, useClientLinks } from "./chrome";
import { ChevronDownIcon } from "./icons";
import { activeTrail, type NavItem } from "./nav";
import { useHydrated } from "~/hooks/useHydrated";

const OPEN_DELAY = 90;
const CLOSE_DELAY = 140;

export function navHref(route: string | null, lang: Lang): string {
  if (!route) return localizePath("/", lang);
  return /^https?:/i.test(route) ? route : localizePath(route, lang);
}

/** A nav item's label: fixed links are translated, menu items carry their title. */
export function navTitle(item: NavItem, t: TFunction): string {
  return item.key ? t(item.key) : item.title;
}

/**
 * The menu's markup is rendered on the server only (ADR 0022); in the browser the items keep
 * the server's HTML and `useMegaMenu` drives them.
 */
export function MainNav() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  useMegaMenu(ref);
  useClientLinks(ref);

  return (
    <nav
      ref={ref}
      aria-label={t("mainNavigation")}
      className="mega relative hidden border-t border-line desk:block"
      data-js={hydrated ? "" : undefined}
      data-testid="main-nav"
    >
      <ServerHtml as="ul" id="mega-items" className="container-shop flex flex-wrap items-stretch justify-center gap-x-1">
        <MegaItems t={t} />
      </ServerHtml>
    </nav>
  );
}

/** Server only: the top-level items with their panels, the current trail marked. */
function MegaItems({ t }: { t: TFunction }) {
  const chrome = useContext(ServerChromeContext);
  const location = useLocation();
  if (!chrome) return null;
  const { nav: items, lang } = chrome;
  const path = splitLangPath(location.pathname).path;
  const active = activeTrail(items, path);
  return (
    <>
      {items.map((item) => {
        const hasPanel = item.children.length > 0;
        const isActive = active.has(item.id);
        const panelId = `mega-${item.id}`;
        return (
          <li key={item.id} className="mega-item">
            <div className="mega-head">
              <a
                href={navHref(item.route, lang)}
                className={item.isSale ? "mega-top text-sale" : "mega-top"}
                data-active={isActive ? "" : undefined}
                aria-current={isActive && path === item.route ? "page" : undefined}
              >
                {navTitle(item, t)}
              </a>
              {hasPanel ? (
                <button type="button" className="mega-toggle" aria-expanded="false" aria-controls={panelId}>
                  <ChevronDownIcon size={14} />
                  <span className="sr-only">{t("showSubmenu", { title: item.title })}</span>
                </button>
              ) : null}
            </div>
            {hasPanel ? <MegaPanel id={panelId} item={item} lang={lang} active={active} t={t} /> : null}
          </li>
        );
      })}
    </>
  );
}

/** The links of the menu tree in the markup: top items, second and third levels. */
const LEVEL_LINKS = ":scope > div > a.mega-top, :scope > a";

/**
 * Marks the current item and its parents (data-active, aria-current) in server-rendered menu
 * markup, with the same rule as the server (`activeTrail`), after a client-side navigation.
 */
export function markActiveTrail(root: HTMLElement, path: string) {
  type DomItem = { id: number; route: string | null; link: HTMLAnchorElement; children: DomItem[] };
  const all: DomItem[] = [];
  const read = (list: Element | null): DomItem[] => {
    if (!list) return [];
    const out: DomItem[] = [];
    for (const li of Array.from(list.children)) {
      const link = li.querySelector<HTMLAnchorElement>(LEVEL_LINKS);
      if (!link) continue;
      const route = /^https?:/i.test(link.getAttribute("href") ?? "")
        ? link.getAttribute("href")
        : splitLangPath(link.pathname).path;
      const nested = li.querySelector(":scope > .mega-panel ul, :scope > ul");
      const item: DomItem = { id: all.length, route, link, children: [] };
      all.push(item);
      item.children = read(nested);
      out.push(item);
    }
    return out;
  };
  const tree = read(root.querySelector("ul"));
  const active = activeTrail(tree, path);
  for (const item of all) {
    const on = active.has(item.id);
    item.link.toggleAttribute("data-active", on);
    if (item.link.classList.contains("mega-top") && on && item.route === path) item.link.setAttribute("aria-current", "page");
    else item.link.removeAttribute("aria-current");
  }
}

/**
 * The mega menu with JavaScript: hover opens an item after a short delay, its toggle button
 * opens and closes it (aria-expanded), Escape closes it and returns focus to the toggle,
 * focus leaving the item closes it, and a navigation closes it and moves the active trail.
 */
function useMegaMenu(ref: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  const close = useRef<() => void>(() => {});

  useEffect(() => {
    const nav = ref.current;
    if (!nav) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let open: HTMLElement | null = null;
    const setOpen = (item: HTMLElement | null) => {
      if (open === item) return;
      if (open) {
        open.removeAttribute("data-open");
        open.querySelector(".mega-toggle")?.setAttribute("aria-expanded", "false");
      }
      open = item;
      if (item) {
        item.setAttribute("data-open", "");
        item.querySelector(".mega-toggle")?.setAttribute("aria-expanded", "true");
      }
    };
    const later = (fn: () => void, ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(fn, ms);
    };
    const itemOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(".mega-item") : null);
    const hasPanel = (item: HTMLElement) => Boolean(item.querySelector(":scope > .mega-panel"));

    const onEnter = (event: Event) => {
      const item = event.target instanceof HTMLElement && event.target.classList.contains("mega-item") ? event.target : null;
      if (!item) return;
      if (hasPanel(item)) later(() => setOpen(item), OPEN_DELAY);
      else later(() => setOpen(null), CLOSE_DELAY);
    };
    const onLeave = (event: Event) => {
      const item = event.target instanceof HTMLElement && event.target.classList.contains("mega-item") ? event.target : null;
      if (!item || !hasPanel(item)) return;
      later(() => {
        if (open === item) setOpen(null);
      }, CLOSE_DELAY);
    };
    const onClick = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest(".mega-toggle") : null;
      if (!toggle) return;
      clearTimeout(timer);
      const item = itemOf(toggle);
      setOpen(item && open !== item ? item : null);
    };
    const onFocusOut = (event: FocusEvent) => {
      const item = itemOf(event.target);
      if (item && item === open && !item.contains(event.relatedTarget as Node | null)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !open) return;
      const item = itemOf(event.target);
      if (!item || item !== open) return;
      event.stopPropagation();
      setOpen(null);
      item.querySelector<HTMLButtonElement>(".mega-toggle")?.focus();
    };
    nav.addEventListener("mouseenter", onEnter, true);
    nav.addEventListener("mouseleave", onLeave, true);
    nav.addEventListener("click", onClick);
    nav.addEventListener("focusout", onFocusOut);
    nav.addEventListener("keydown", onKey);
    close.current = () => {
      clearTimeout(timer);
      setOpen(null);
    };
    return () => {
      clearTimeout(timer);
      nav.removeEventListener("mouseenter", onEnter, true);
      nav.removeEventListener("mouseleave", onLeave, true);
      nav.removeEventListener("click", onClick);
      nav.removeEventListener("focusout", onFocusOut);
      nav.removeEventListener("keydown", onKey);
    };
  }, [ref]);

  useEffect(() => {
    close.current();
    if (ref.current) markActiveTrail(ref.current, splitLangPath(location.pathname).path);
  }, [ref, location.pathname, location.search]);
}

function MegaPanel({ id, item, lang, active, t }: { id: string; item: NavItem; lang: Lang; active: Set<number>; t: TFunction }) {
  const promos = promoCards(item);
  return (
    <div id={id} className="mega-panel" data-testid="mega-panel">
      <div className="container-shop mega-body">
        <div className="mega-main">
          <ul className="mega-cols">
            {item.children.map((child) => (
              <li key={child.id}>
                <a
                  href={navHref(child.route, lang)}
                  data-active={active.has(child.id) ? "" : undefined}
                >
                  {child.title}
                </a>
                {child.children.length > 0 ? (
                  <ul>
                    {child.children.map((leaf) => (
                      <li key={leaf.id}>
                        <a
                          href={navHref(leaf.route, lang)}
                          data-active={active.has(leaf.id) ? "" : undefined}
                        >
                          {leaf.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <a
            href={navHref(item.route, lang)}
            className="mega-all"
          >
            {item.allText || t("shopAllIn", { title: item.title })}
            <span aria-hidden="true">→</span>
          </a>
        </div>
        {promos.length > 0 ? (
          // the small promo is portrait (600 × 800), the big one landscape (1200 × 800): each box has
          // its picture's proportions, at one height (160 px × 4/3 = 320 px × 2/3), so neither is
          // cropped nor leaves an empty strip beside the other; contain keeps other sizes whole
          <ul className="mega-promos">
            {promos.map((promo) => (
              <li key={promo.key} className={promo.big ? "w-80" : "w-40"}>
                <a href={navHref(promo.route, lang)} className="group mega-promo">
                  <span>
                    <img
                      src={imageUrl(promo.image, 500)}
                      alt=""
                      width={promo.big ? 1200 : 600}
                      height={800}
                      loading="lazy"
                      decoding="async"
                      className={promo.big ? "aspect-[3/2]" : "aspect-[3/4]"}
                    />
                  </span>
                  <span>{promo.title}</span>
                </a>
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
