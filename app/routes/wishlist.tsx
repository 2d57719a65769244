/**
 * The wishlist page (/wishlist): the wishlisted products as cards; the heart on a card
 * removes it. Guests: the wish cookie looked up with products/wishlist (its removeProducts
 * prune the cookie); signed-in customers: users/wishlist.
 */
import { useTranslation } from "~/lib/translation";
import { Link } from "react-router";
import type { Route } from "./+types/wishlist";
import { getGuestWishlist, getServerWishlist, type WishItem } from "~/.server/api/lists";
import { getApi, getLang } from "~/.server/context";
import { guestCookie } from "~/.server/guest-lists";
import { getLists } from "~/.server/lists-summary";
import { CatalogErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";
import { ProductGrid } from "~/components/catalog/ProductGrid";
import { useLocalize } from "~/hooks/useLang";
import { Breadcrumbs } from "~/components/ui/Breadcrumbs";
import { pageMeta, rootData } from "~/lib/seo";
import { getInstance } from "~/middleware/i18next";

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const lists = await getLists(request, api);
  const t = getInstance(context).getFixedT(getLang(context), "cart");
  let items: WishItem[] = [];
  if (lists.signedIn) {
    const answer = await getServerWishlist(api);
    items = answer.data?.items ?? [];
  } else if (lists.guest && lists.guest.wishlist.length) {
    const answer = await getGuestWishlist(api, lists.guest.wishlist);
    items = answer.data?.items ?? [];
    const gone = answer.data?.removeProducts ?? [];
    if (gone.length) api.setCookies.push(guestCookie(request, "wish", lists.guest.wishlist.filter((w) => !gone.includes(w.id))));
  }
  return { title: t("wishlist.title"), description: t("wishlist.metaDescription"), items };
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageMeta({
    root: rootData(matches),
    title: data?.title ?? "Wishlist",
    description: data?.description,
    pathname: location.pathname,
    noindex: true,
  });

export const ErrorBoundary = CatalogErrorBoundary;

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("cart");
  const localize = useLocalize();
  const { items } = loaderData;
  return (
    <div className="container-shop py-6 sm:py-8" data-testid="wishlist-page">
      <Breadcrumbs items={[{ title: t("wishlist.title") }]} />
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{t("wishlist.title")}</h1>
        {items.length ? <p className="text-sm text-muted">{t("wishlist.count", { count: items.length })}</p> : null}
      </div>
      {items.length === 0 ? (
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-xl border border-dashed border-line px-6 py-12 text-center" data-testid="wishlist-empty">
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4" className="text-muted">
            <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" strokeLinejoin="round" />
          </svg>
          <p className="text-lg font-semibold">{t("wishlist.empty")}</p>
          <p className="text-sm text-muted">{t("wishlist.emptyText")}</p>
          <Link to={localize("/")} className="btn-primary mt-2">
            {t("continueShopping")}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="wishlist-products">
          {/* the cards' names are h3: this keeps the heading levels in order */}
          <h2 id="wishlist-products" className="sr-only">
            {t("wishlist.products")}
          </h2>
          <ProductGrid items={items.map((i) => i.product)} className="mt-6" />
        </section>
      )}
    </div>
  );
}
