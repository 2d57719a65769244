import { useTranslation } from "~/lib/translation";
import { ListingPage } from "~/components/catalog/ListingPage";
import { PlainSearchForm } from "~/components/catalog/PlainSearchForm";
import { WayOn } from "~/components/WayOn";
import { serverT, samePath } from "~/views/catalog/common.server";
import { loadListing } from "~/views/catalog/listing.server";
import { viewMeta } from "~/views/catalog/meta";
import type { ListingViewData } from "~/views/catalog/page-data";
import type { Route } from "./+types/search";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

/**
 * /search?search=…: products ranked by relevance, with the same filters and sort as any
 * listing. An empty query shows 'Search query is empty'; the search is logged (page 1). With no
 * query or no product found the page offers a way on (a search form and links, WayOn).
 */
export async function loader(args: Route.LoaderArgs): Promise<ListingViewData & { query: string }> {
  const t = serverT(args.context);
  const listing = await loadListing(args, { withSearch: true });
  const query = (listing.state.search ?? "").trim();
  const title = query ? t("searchResultsFor", { query }) : t("searchTitle");
  return {
    meta: { title, noindex: true },
    routes: samePath("/search"),
    query,
    page: {
      crumbs: [{ title: t("searchTitle") }],
      title,
      listing,
      message: query ? null : t("searchQueryEmpty"),
    },
  };
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("catalog");
  const { query, page } = loaderData;
  // nothing to show (no query, or no product found): the way on replaces the small top form
  if (!query || (!page.listing.items.length && !page.listing.failed)) {
    return <ListingPage {...page} emptyExtra={<WayOn id="search-again" query={query} />} />;
  }
  return (
    <ListingPage {...page}>
      <PlainSearchForm
        id="search-page-input"
        query={loaderData.query}
        label={
          <label htmlFor="search-page-input" className="sr-only">
            {t("searchTitle")}
          </label>
        }
        button={t("searchTitle")}
        className="mt-4 max-w-xl desk:hidden"
        testId="search-page-form"
      />
    </ListingPage>
  );
}
