import { ListingPage } from "~/components/catalog/ListingPage";
import { viewMeta } from "~/views/catalog/meta";
import type { Route } from "./+types/products";
import { fixedListing } from "./listing-route.server";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

/** /products: Shop all. */
export async function loader(args: Route.LoaderArgs) {
  return fixedListing(args, { path: "/products", titleKey: "shopAll" });
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage {...loaderData.page} />;
}
