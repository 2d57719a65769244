import { ListingPage } from "~/components/catalog/ListingPage";
import { viewMeta } from "~/views/catalog/meta";
import type { Route } from "./+types/best-sellers";
import { fixedListing } from "./listing-route.server";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

/** /best-sellers: Best sellers. */
export async function loader(args: Route.LoaderArgs) {
  return fixedListing(args, { path: "/best-sellers", titleKey: "bestSellers", context: { filter_bestseller: 1 } });
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function BestSellersPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage {...loaderData.page} />;
}
