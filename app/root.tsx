import { useEffect } from "react";
import { useTranslation } from "react-i18next";
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
import { soonHeaders } from "./.server/soon";
import { StatusPage } from "./components/StatusPage";
import { DEFAULT_LANG, type Lang } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { loadLanguage } from "./lib/locales";
import { localePreloads } from "./lib/locales.server";
import { pageMeta } from "./lib/seo";
import { getLocale, i18nextMiddleware } from "./middleware/i18next";
import "./app.css";
// the 1.3 KB face of the manat sign (app.css): preloaded so prices never paint it from a system font
import manatFontUrl from "./fonts/inter-manat.woff2?url";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, apiMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const config = appConfig();
  const lang = getLocale(context) as Lang;
  if (config.SOON) throw data({ soon: true, lang }, { status: 503, headers: soonHeaders() });
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
    { rel: "preload", as: "font", type: "font/woff2", href: manatFontUrl, crossOrigin: "anonymous" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const lang = root?.lang ?? (i18n.language as Lang) ?? DEFAULT_LANG;
  const nonce = useNonce() || undefined;
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#111827" />
        <Meta />
        <Links />
        {root?.localeChunks.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} suppressHydrationWarning />
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
