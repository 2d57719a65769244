/**
 * The shop chrome around every storefront page: skip link, sale and verify banners, header
 * (logo, search, languages, account, wishlist, cart), main navigation or side drawer,
 * footer, mobile bar, toasts, the discount popup, the logout confirmation, and the
 * third-party scripts when configured.
 */
import { Suspense, lazy, useMemo } from "react";
import { Form, Outlet, data, useMatches, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/lib/translation";
import type { Route } from "./+types/layout";
import type { RootData } from "~/root";
import { LOGOUT_POPUP_ID } from "~/components/layout/AccountBox";
import { SaleBanner, VerifyBanner } from "~/components/layout/Banners";
import { DiscountPopup } from "~/components/layout/DiscountPopup";
import { Footer } from "~/components/layout/Footer";
import { Header, SearchPopup } from "~/components/layout/Header";
import { hideSaleRedirect, loadLayout, type LayoutData } from "~/routes/layout.server";
import { MobileBar } from "~/components/layout/MobileBar";
import { useReloadOnLanguageChange } from "~/components/layout/chrome";
import { ThirdParty } from "~/components/layout/ThirdParty";
import { Popup } from "~/components/ui/Popup";
import { IconSprite } from "~/components/ui/Sprite";
import { whatsappHref } from "~/components/layout/MobileBar";
import { ToastProvider } from "~/components/ui/Toast";
import { ListsFeedback } from "~/components/cart/CartPopup";
import { ListForms } from "~/components/product/ProductCard";
import { DEFAULT_LANG, localizePath } from "~/lib/i18n";
import { getApi } from "~/.server/context";
import { captureUtm } from "~/.server/utm";

// only checkout pages need the focused frame: other pages do not download it
const CheckoutFrame = lazy(() => import("~/components/layout/CheckoutFrame"));

export type { LayoutData };

export async function loader({ request, context }: Route.LoaderArgs) {
  const hide = hideSaleRedirect(request);
  if (hide) throw hide;
  captureUtm(request, getApi(context));
  const { data: layout, headers } = await loadLayout(request, context);
  return data(layout, { headers });
}

/** The layout's data for components below it (header counts, user…). */
export function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<typeof loader>("routes/layout") as LayoutData | undefined;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const lang = root?.lang ?? DEFAULT_LANG;
  const config = root?.publicConfig;
  const siteTitle = root?.siteTitle ?? "Bazaar";
  const { user, menus, counts, toast, newsletter, showSaleBanner, cookiePrefix, contactPath } = loaderData;
  const discountsActive = config?.discountsActive ?? false;
  useReloadOnLanguageChange(lang);
  const pages = useMemo(() => [...menus.company, ...menus.for_customer], [menus.company, menus.for_customer]);
  // the checkout page gets the focused frame (components/layout/CheckoutChrome.tsx)
  const focused = useMatches().some((m) => m.id === "routes/checkout" || m.id.startsWith("routes/checkout-"));

  return (
    <ToastProvider incoming={toast}>
      <IconSprite whatsapp={Boolean(whatsappHref(config?.whatsapp))} />
      <div id="top" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
        <a href="#main" className="skip-link">
          {t("skipToContent")}
        </a>
        {focused ? (
          <>
            <Suspense fallback={null}>
              <CheckoutFrame lang={lang} siteTitle={siteTitle}>
                <Outlet />
              </CheckoutFrame>
            </Suspense>
          </>
        ) : (
          <>
            {showSaleBanner && discountsActive ? <SaleBanner percent={config?.salePercent ?? 70} lang={lang} cookiePrefix={cookiePrefix} /> : null}
            {user && !user.verified ? <VerifyBanner lang={lang} /> : null}
            <Header lang={lang} pages={pages} user={user} counts={counts} siteTitle={siteTitle} />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              <Outlet />
            </main>
            <Footer
              lang={lang}
              company={menus.company}
              forCustomer={menus.for_customer}
              phone={config?.phone ?? ""}
              whatsapp={config?.whatsapp ?? null}
              siteTitle={siteTitle}
              vapidPublicKey={config?.vapidPublicKey ?? null}
              newsletter={newsletter ?? null}
            />
            <MobileBar lang={lang} counts={counts} user={user} whatsapp={config?.whatsapp ?? null} contactPath={contactPath} phone={config?.phone ?? null} />
          </>
        )}
      </div>
      {focused ? null : <SearchPopup lang={lang} />}
      <ListsFeedback />
      <ListForms />
      {user ? (
        <Popup id={LOGOUT_POPUP_ID} title={t("areYouSure")} size="sm">
          <p className="text-sm text-muted">{t("logoutQuestion")}</p>
          <div className="mt-5 flex gap-3">
            <Form method="post" action={localizePath("/logout", lang)} className="flex-1">
              <button type="submit" className="btn-primary w-full" data-testid="logout-confirm">
                {t("yes")}
              </button>
            </Form>
            <a href="#" className="btn-secondary flex-1" data-popup-close>
              {t("cancel")}
            </a>
          </div>
        </Popup>
      ) : null}
      <DiscountPopup delaySeconds={config?.popupSecond ?? 0} lang={lang} disabled={Boolean(user) || focused} />
      <ThirdParty gtmId={config?.gtmId ?? null} pixelId={config?.pixelId ?? null} />
    </ToastProvider>
  );
}
