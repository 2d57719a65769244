import { ListingPage } from "~/components/catalog/ListingPage";
import { viewMeta } from "~/views/catalog/meta";
import type { Route } from "./+types/sale";
import { fixedListing } from "./listing-route.server";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

/** /sale: Sale. */
export async function loader(args: Route.LoaderArgs) {
  return fixedListing(args, { path: "/sale", titleKey: "sale", sale: true });
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function SalePage({ loaderData }: Route.ComponentProps) {
  return <ListingPage {...loaderData.page} />;
}
