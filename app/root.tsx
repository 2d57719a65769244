import "./lib/zod-jitless";
import { useEffect } from "react";
import { preload } from "react-dom";
import { useTranslation } from "~/lib/translation";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { appConfig } from "./.server/config";
import { apiMiddleware } from "./.server/context";
import { seesShopDuringSoon, soonHeaders } from "./.server/soon";
import { StatusPage } from "./components/StatusPage";
import { DEFAULT_LANG, type Lang } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { loadLanguage } from "./lib/locales";
import { localePreloads } from "./lib/locales.server";
import { pageMeta } from "./lib/seo";
import { getLocale, i18nextMiddleware } from "./middleware/i18next";
// the stylesheet as a URL, rendered by Layout with a React precedence: React then writes it at the
// top of <head>, before the ~30 module preloads, so the browser fetches it first (ADR 0032)
import appCssUrl from "./app.css?url";
// the shop's Inter faces (app.css, ADR 0032), preloaded so text rarely paints in a fallback font
import azFontUrl from "./fonts/inter-az.woff2?url";
import cyrillicFontUrl from "./fonts/inter-cyrillic.woff2?url";
import latinFontUrl from "./fonts/inter-latin.woff2?url";
// the 1.3 KB face of the manat sign (ADR 0025): preloaded so prices never paint it from a system font
import manatFontUrl from "./fonts/inter-manat.woff2?url";


export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, apiMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = appConfig();
  const lang = getLocale(context) as Lang;
  if (config.SOON && !(await seesShopDuringSoon(request, context))) throw data({ soon: true, lang }, { status: 503, headers: soonHeaders() });
  return {
    lang,
    /** the page language's translation chunks, preloaded by the document (Layout) */
    localeChunks: localePreloads(lang),
    siteUrl: config.SITE_URL,
    siteTitle: config.SITE_TITLE,
    publicConfig: {
      discountsActive: config.DISCOUNTS_ACTIVE,
      popupSecond: config.POPUP_SECOND,
      salePercent: config.SALE_PERCENT,
      gtmId: config.GTM_ID ?? null,
      pixelId: config.PIXEL_ID ?? null,
      whatsapp: config.WHATSAPP_NUMBER,
      phone: config.CONTACT_PHONE,
      vapidPublicKey: config.VAPID_PUBLIC_KEY ?? null,
    },
  };
}

/**
 * The document's headers: those of an error this route's boundary shows (the coming-soon
 * 503's Retry-After); React Router keeps only their cookies without this function.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export type RootData = Awaited<ReturnType<typeof loader>>;

export const meta: Route.MetaFunction = ({ data, location }) =>
  pageMeta({ root: data, pathname: location.pathname, search: location.search });

export function links(): Route.LinkDescriptors {
  return [
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/manifest.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const lang = root?.lang ?? (i18n.language as Lang) ?? DEFAULT_LANG;
  const nonce = useNonce() || undefined;
  for (const href of pageFonts(lang)) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111827" />
        <Meta />
        <link rel="stylesheet" href={appCssUrl} precedence="default" />
        <Links />
        {root?.localeChunks.map((href) => (
          // no nonce: script-src allows 'self' (a link's nonce permits nothing there, compact-html.ts)
          <link key={href} rel="modulepreload" href={href} suppressHydrationWarning />
        ))}
      </head>
      <body className="min-h-screen bg-white text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The font files every page of a language shows text from (React writes them early in <head>). */
function pageFonts(lang: Lang): string[] {
  const fonts = [latinFontUrl, manatFontUrl];
  if (lang === "az") fonts.push(azFontUrl);
  if (lang === "ru") fonts.push(cyrillicFontUrl);
  return fonts;
}

/** Keeps the browser's i18next in step when navigation changes the language. */
function useLanguageSync(lang: Lang) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === lang) return;
    let cancelled = false;
    loadLanguage(lang).then((bundle) => {
      if (cancelled) return;
      for (const [ns, resources] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, resources, true, true);
      i18n.changeLanguage(lang);
    });
    return () => {
      cancelled = true;
    };
  }, [lang, i18n]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.lang);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 503 && (error.data as { soon?: boolean })?.soon) {
    return <StatusPage kind="soon" />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <StatusPage kind="notFound" landmark />;
  return <StatusPage kind="error" landmark />;
}
