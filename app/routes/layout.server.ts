/**
 * Server side of the shop chrome: the layout loader's data (user, menus, list counts, the
 * pending toast, the newsletter's no-JS answer, the sale banner state) and the sale banner's no-JS close.
 */
import { parse, serialize } from "cookie";
import { redirect, type RouterContextProvider } from "react-router";
import type { MenuItem, Menus } from "~/.server/api/content";
import { getMenus, getPage } from "~/.server/api/content";
import { getCurrentUser } from "~/.server/api/account";
import { appConfig } from "~/.server/config";
import { getApi, getLang } from "~/.server/context";
import { clearFlash, readFlash } from "~/.server/flash";
import { clearNewsletterState, readNewsletterState, type NewsletterState } from "~/.server/newsletter-state";
import { getListCounts, type ListCounts } from "~/.server/lists-summary";
import { logger } from "~/.server/log";
import { publicChangeGeneration } from "~/.server/public-change";
import type { ToastMessage } from "~/components/ui/Toast";
import { TOASTS, isToastKey, toastKey } from "~/lib/messages";
import type { Lang } from "~/lib/i18n";
import { getInstance } from "~/middleware/i18next";
import type { HeaderUser } from "~/components/layout/AccountBox";
import { serverChromeKey } from "~/components/layout/chrome";
import { buildNav, pageLink, type PageLink } from "~/components/layout/nav";
import { HIDE_SALE_PARAM, SALE_COOKIE, SALE_COOKIE_MAX_AGE } from "~/components/layout/Banners";

export interface LayoutData {
  user: HeaderUser | null;
  /** the footer's page lists; the main menu tree is rendered on the server only (ADR 0022) */
  menus: { company: PageLink[]; for_customer: PageLink[] };
  counts: ListCounts;
  /** product ids in the wishlist and compare list (markers on product cards) */
  wishIds: number[];
  compareIds: number[];
  toast: ToastMessage | null;
  /** the footer newsletter's answer after a plain post (no JavaScript), shown at the form */
  newsletter: NewsletterState | null;
  showSaleBanner: boolean;
  cookiePrefix: string;
  /** base path of the contact page ('Online chat') */
  contactPath: string;
  /** the main menu's first top-level categories: the way on from the 404 and empty-search pages */
  topCategories: { title: string; route: string }[];
}

/** How many top-level categories the 404 and empty-search pages offer. */
export const TOP_CATEGORIES = 4;

/** The first top-level items of the main menu that link somewhere (not the sale or new-in items). */
export function topCategories(main: readonly MenuItem[], limit = TOP_CATEGORIES): { title: string; route: string }[] {
  return main
    .filter((item): item is MenuItem & { route: string } => Boolean(item.route) && !item.isSale && !item.isNewIn && !/^https?:/i.test(item.route ?? ""))
    .slice(0, limit)
    .map((item) => ({ title: item.title, route: item.route }));
}

const EMPTY_MENUS: Menus = { main: [], company: [], for_customer: [] };
const MENU_TTL_MS = 30_000;
const menuCache = new Map<Lang, { at: number; generation: number; menus: Menus }>();

/**
 * Menus change rarely: one API call per language every 30 s, or at once after a committed
 * public change (a menu edited in the back office); a failure shows no menu, not an error page.
 */
async function loadMenus(context: Readonly<RouterContextProvider>, lang: Lang): Promise<Menus> {
  const cached = menuCache.get(lang);
  const generation = publicChangeGeneration();
  if (cached && cached.generation === generation && Date.now() - cached.at < MENU_TTL_MS) return cached.menus;
  const answer = await getMenus(getApi(context));
  if (!answer.ok || !answer.data) {
    logger.warn({ error: answer.error, lang }, "menus could not be loaded");
    return cached?.menus ?? EMPTY_MENUS;
  }
  const menus: Menus = {
    main: answer.data.main ?? [],
    company: answer.data.company ?? [],
    for_customer: answer.data.for_customer ?? [],
  };
  menuCache.set(lang, { at: Date.now(), generation, menus });
  return menus;
}

/** For tests: forget cached menus and page paths. */
export function resetMenuCache(): void {
  menuCache.clear();
  pagePathCache.clear();
}

const PAGE_TTL_MS = 5 * 60_000;
const pagePathCache = new Map<string, { at: number; generation: number; path: string | null }>();

/**
 * Base paths (no language prefix) of static pages by key in the request's language, e.g.
 * {payment: "/odenis"}; a page the API does not know falls back to "/<key>". Kept 5 minutes,
 * or until a committed public change (a page's address edited in the back office), like menus.
 */
export async function getPagePaths<K extends string>(
  context: Readonly<RouterContextProvider>,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const lang = getLang(context);
  const api = getApi(context);
  const entries = await Promise.all(
    keys.map(async (key) => {
      const cacheKey = `${lang}:${key}`;
      const cached = pagePathCache.get(cacheKey);
      const generation = publicChangeGeneration();
      if (cached && cached.generation === generation && Date.now() - cached.at < PAGE_TTL_MS) return [key, cached.path ?? `/${key}`] as const;
      const answer = await getPage(api, key);
      const path = answer.ok ? (answer.data?.routes?.[lang] ?? null) : null;
      if (answer.ok) pagePathCache.set(cacheKey, { at: Date.now(), generation, path });
      return [key, path ?? `/${key}`] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<K, string>;
}


export function salePrefCookie(): string {
  return `${appConfig().COOKIE_PREFIX}${SALE_COOKIE}`;
}

/** The no-JS close of the sale banner: remember it and go back to the clean URL. */
export function hideSaleRedirect(request: Request): Response | null {
  const url = new URL(request.url);
  if (!url.searchParams.has(HIDE_SALE_PARAM)) return null;
  url.searchParams.delete(HIDE_SALE_PARAM);
  const secure = url.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const cookie = serialize(salePrefCookie(), "closed", { path: "/", sameSite: "lax", secure, maxAge: SALE_COOKIE_MAX_AGE });
  const search = url.searchParams.toString();
  return redirect(`${url.pathname}${search ? `?${search}` : ""}`, { status: 303, headers: { "Set-Cookie": cookie } });
}

export async function loadLayout(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ data: LayoutData; headers: Headers }> {
  const api = getApi(context);
  const lang = getLang(context);
  const config = appConfig();
  const [user, menus, counts, pagePaths] = await Promise.all([
    getCurrentUser(api).catch(() => null),
    loadMenus(context, lang),
    getListCounts(request, api).catch((err: unknown) => {
      logger.warn({ err }, "list counts failed");
      return { cartCount: 0, cartTotal: 0, wishCount: 0, compareCount: 0 } as ListCounts;
    }),
    getPagePaths(context, ["contact"] as const),
  ]);

  // the menu tree goes to the server render only (chrome.tsx), not into the loader data
  context.set(serverChromeKey, { lang, nav: buildNav(menus.main, config.DISCOUNTS_ACTIVE) });

  const headers = new Headers();
  let toast: ToastMessage | null = null;
  const flash = readFlash(request);
  if (flash) {
    toast = { id: `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, ...flash };
    headers.append("Set-Cookie", clearFlash(request));
  } else {
    // `?toast=<key>` names one of the known messages (app/lib/messages.ts); any other value is
    // ignored, so a link cannot put arbitrary text on the page
    const key = new URL(request.url).searchParams.get("toast");
    if (isToastKey(key)) {
      const t = getInstance(context).getFixedT(lang, "common");
      toast = { id: `q${key}`, type: TOASTS[key], message: t(toastKey(key)) };
    }
  }

  const newsletter = readNewsletterState(request);
  if (newsletter) headers.append("Set-Cookie", clearNewsletterState(request));

  const cookies = parse(request.headers.get("cookie") ?? "");
  const showSaleBanner = config.DISCOUNTS_ACTIVE && cookies[salePrefCookie()] !== "closed";

  return {
    data: {
      user: user ? { fullName: user.fullName || `${user.firstName} ${user.lastName}`.trim(), verified: user.verified } : null,
      // id, title and route only: the lists show no more (the menu items carry 13 fields)
      menus: { company: menus.company.map(pageLink), for_customer: menus.for_customer.map(pageLink) },
      counts,
      wishIds: counts.wishIds ?? [],
      compareIds: counts.compareIds ?? [],
      toast,
      newsletter,
      showSaleBanner,
      cookiePrefix: config.COOKIE_PREFIX,
      contactPath: pagePaths.contact,
      topCategories: topCategories(menus.main),
    },
    headers,
  };
}
