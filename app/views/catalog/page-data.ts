import type { ListingPageProps } from "~/components/catalog/ListingPage";
import type { ViewData } from "../types";

/** Loader data of every catalogue listing page (views and fixed routes alike). */
export interface ListingViewData extends ViewData {
  page: Omit<ListingPageProps, "children" | "emptyExtra">;
}
