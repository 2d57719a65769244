import { ListingPage } from "~/components/catalog/ListingPage";
import type { ViewProps } from "../types";
import type { ListingViewData } from "./page-data";

/** The one component of Category, Collection, Brand and ProductGroup pages. */
export default function ListingView({ data }: ViewProps<ListingViewData>) {
  return <ListingPage {...data.page} />;
}
