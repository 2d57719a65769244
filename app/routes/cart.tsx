/**
 * The cart page (/cart): lines with quantity controls and remove, the server-computed
 * summary, a link to checkout and back to shopping; 'Your cart is empty' when empty.
 * Removing asks 'Are you sure?': with JavaScript in a dialog, without it on the confirm step
 * `?remove=<line key>` (a GET that only shows the question; the removal is the POST).
 */
import { useState } from "react";
import { useTranslation } from "~/lib/translation";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/cart";
import type { CartLine } from "~/.server/api/lists";
import { getApi, getLang } from "~/.server/context";
import { getLists } from "~/.server/lists-summary";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { CartSummaryBox } from "~/components/cart/CartSummaryBox";
import { JsFlag } from "~/components/cart/hydration";
import { useHydrated } from "~/hooks/useHydrated";
import { QuantityControl } from "~/components/cart/QuantityControl";
import { useLocalize } from "~/hooks/useLang";
import { CatalogErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { Popup } from "~/components/ui/Popup";
import { cartUnits } from "~/lib/cart";
import { pageMeta, rootData } from "~/lib/seo";
import { getInstance } from "~/middleware/i18next";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lists = await getLists(request, getApi(context));
  const t = getInstance(context).getFixedT(getLang(context), "cart");
  const removeKey = new URL(request.url).searchParams.get("remove");
  return {
    title: t("title"),
    description: t("metaDescription"),
    cart: lists.cart,
    failed: Boolean(lists.failed),
    removeKey: removeKey && lists.cart.items.some((l) => l.key === removeKey) ? removeKey : null,
  };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Cart",
    description: data?.description,
    pathname: location.pathname,
    noindex: true,
  });

export const ErrorBoundary = CatalogErrorBoundary;

function RemoveLink({ line, onAsk }: { line: CartLine; onAsk: (line: CartLine) => void }) {
  const { t } = useTranslation("cart");
  const hydrated = useHydrated();
  return (
    <Link
      to={`?remove=${encodeURIComponent(line.key)}`}
      preventScrollReset
      replace
      className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm text-muted underline-offset-4 hover:text-sale hover:underline"
      aria-label={t("removeLabel", { title: line.product.title })}
      data-testid="cart-line-remove"
      onClick={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        onAsk(line);
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
        <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
      </svg>
      {t("remove")}
    </Link>
  );
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  const location = useLocation();
  const navigate = useNavigate();
  const { cart, removeKey } = loaderData;
  const [asked, setAsked] = useState<CartLine | null>(null);
  const remover = useFetcher({ key: "cart-remove" });
  const hydrated = useHydrated();
  const items = cart.items;
  const units = cartUnits(cart);
  const back = location.pathname;
  const removing = remover.formData?.get("intent") === "remove" ? String(remover.formData.get("key") ?? "") : null;
  const confirmLine = asked ?? (removeKey ? (items.find((l) => l.key === removeKey) ?? null) : null);
  const closeConfirm = () => {
    setAsked(null);
    if (removeKey) navigate(back, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="container-shop py-6 sm:py-8" data-testid="cart-page">
      <Breadcrumbs items={[{ title: t("title") }]} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t("title")}</h1>
        {items.length ? (
          <p className="text-sm text-muted" data-testid="cart-count-text">
            {t("itemsCount", { count: units })}
          </p>
        ) : null}
      </div>

      {items.length === 0 ? (
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-12 text-center" data-testid="cart-empty">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4" className="text-muted">
            <path d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" strokeLinejoin="round" />
          </svg>
          <p className="text-lg font-semibold">{t("empty")}</p>
          <p className="text-sm text-muted">{t("emptyText")}</p>
          <Link to={localize("/")} className="btn-primary mt-2">
            {t("continueShopping")}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
          <section aria-labelledby="cart-lines-title">
            {/* the lines' product names are h3: this keeps the heading levels in order */}
            <h2 id="cart-lines-title" className="sr-only">
              {t("lines")}
            </h2>
            <ul className="divide-y divide-line border-y border-line" data-testid="cart-lines">
              {items
                .filter((line) => line.key !== removing)
                .map((line) => (
                  <CartLineItem
                    key={line.key}
                    line={line}
                    quantity={<QuantityControl line={line} redirectTo={back} />}
                    remove={<RemoveLink line={line} onAsk={setAsked} />}
                  />
                ))}
            </ul>
            <Link to={localize("/")} className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-ink underline-offset-4 hover:underline" data-testid="cart-back">
              <span aria-hidden="true">←</span> {t("backToShopping")}
            </Link>
          </section>
          <div className="lg:sticky lg:top-6">
            <CartSummaryBox summary={cart.summary} onlyCard={cart.onlyCard}>
              {cart.summary.error ? (
                <span className="btn-primary pointer-events-none w-full opacity-50" aria-disabled="true" data-testid="cart-checkout">
                  {t("checkout")}
                </span>
              ) : (
                <Link to={localize("/checkout")} className="btn-primary w-full" data-testid="cart-checkout">
                  {t("checkout")}
                </Link>
              )}
              <Link to={localize("/")} className="btn-secondary w-full">
                {t("continueShopping")}
              </Link>
            </CartSummaryBox>
          </div>
        </div>
      )}

      <Popup
        id="cart-remove"
        title={t("areYouSure")}
        size="sm"
        open={Boolean(confirmLine)}
        onClose={closeConfirm}
        closeHref={back}
        initialFocus="[data-testid=cart-remove-confirm]"
      >
        {confirmLine ? (
          <>
            <p className="text-sm text-muted" data-testid="cart-remove-question">
              {t("removeQuestion", { title: confirmLine.product.title })}
            </p>
            <remover.Form
              method="post"
              action="/action/cart"
              preventScrollReset
              className="mt-5 flex gap-3"
              onSubmit={() => {
                if (hydrated) setAsked(null);
                if (hydrated && removeKey) navigate(back, { replace: true, preventScrollReset: true });
              }}
            >
              <JsFlag />
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="key" value={confirmLine.key} />
              <input type="hidden" name="productId" value={confirmLine.productId} />
              <input type="hidden" name="size" value={confirmLine.size} />
              <input type="hidden" name="option" value={confirmLine.option} />
              {confirmLine.id ? <input type="hidden" name="itemId" value={confirmLine.id} /> : null}
              <input type="hidden" name="redirectTo" value={back} />
              <button type="submit" className="btn-primary flex-1" data-testid="cart-remove-confirm">
                {t("yesRemove")}
              </button>
              <Link to={back} replace preventScrollReset className="btn-secondary flex-1" data-popup-close data-testid="cart-remove-cancel">
                {t("cancel")}
              </Link>
            </remover.Form>
          </>
        ) : null}
      </Popup>
    </div>
  );
}
