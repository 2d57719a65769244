import { ListingPage } from "~/components/catalog/ListingPage";
import { viewMeta } from "~/views/catalog/meta";
import type { Route } from "./+types/newin";
import { fixedListing } from "./listing-route.server";

export { CatalogErrorBoundary as ErrorBoundary } from "~/components/catalog/CatalogErrorBoundary";

/** /newin: New in. */
export async function loader(args: Route.LoaderArgs) {
  return fixedListing(args, { path: "/newin", titleKey: "newIn", context: { filter_newin: 1 } });
}

export const meta: Route.MetaFunction = (args) => viewMeta(args);

export default function NewinPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage {...loaderData.page} />;
}
