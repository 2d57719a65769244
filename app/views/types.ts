/**
 * The contract between the catch-all route (app/routes/resolve.tsx) and the views it shows.
 *
 * A route record from `routes/current` names an entity type; each type has a view made of two
 * files in app/views/{catalog,product,article,page}/ (see VIEW_FILES):
 *  - `<name>.server.ts` exporting `load(args, record)` (required) and `action(args, record)`
 *    (optional: the product page posts its review form, the contact page its feedback form,
 *    to their own URL). `load` returns ViewData plus whatever the view needs; it may throw a
 *    Response (`data(null, {status: 404})`, `redirect(...)`).
 *  - `<Name>View.tsx` with a default export: the view component, receiving ViewProps.
 * Views are code-split (React.lazy): a product page does not ship the listing code.
 * A type whose files do not exist yet renders the NotFound page (HTTP 404).
 */
import type { ComponentType } from "react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { RouteRecord } from "../../backend/catalog/contract";
import type { Lang } from "~/lib/i18n";

export type { RouteRecord };

export type ViewKey =
  | "category"
  | "collection"
  | "brand"
  | "productGroup"
  | "product"
  | "article"
  | "articleCategory"
  | "page";

/** Where each view lives, relative to app/views (`.server.ts` and `View.tsx` are appended). */
export const VIEW_FILES: Record<ViewKey, { server: string; component: string }> = {
  category: { server: "./catalog/category.server.ts", component: "./catalog/CategoryView.tsx" },
  collection: { server: "./catalog/collection.server.ts", component: "./catalog/CollectionView.tsx" },
  brand: { server: "./catalog/brand.server.ts", component: "./catalog/BrandView.tsx" },
  productGroup: { server: "./catalog/productGroup.server.ts", component: "./catalog/ProductGroupView.tsx" },
  product: { server: "./product/product.server.ts", component: "./product/ProductView.tsx" },
  article: { server: "./article/article.server.ts", component: "./article/ArticleView.tsx" },
  articleCategory: { server: "./article/articleCategory.server.ts", component: "./article/ArticleCategoryView.tsx" },
  page: { server: "./page/page.server.ts", component: "./page/PageView.tsx" },
};

export function viewKeyOf(type: RouteRecord["type"]): ViewKey {
  switch (type) {
    case "product_group":
      return "productGroup";
    case "article_category":
      return "articleCategory";
    default:
      return type;
  }
}

/** Page meta every view returns; resolve.tsx turns it into title, description, canonical and hreflang. */
export interface ViewMeta {
  title: string;
  description?: string;
  /** image path (relative to the image route) or absolute URL, for og:image */
  image?: string;
  /** true: `noindex`; "follow": `noindex, follow` (a filtered listing, ADR 0056) */
  noindex?: boolean | "follow";
  /** the query the canonical and hreflang links keep; unset: the address's own (sort aside) */
  canonicalSearch?: string;
}

/** The part of every view's loader data that resolve.tsx relies on. */
export interface ViewData {
  meta: ViewMeta;
  /** each language's base path of the page (hreflang, canonical, language switcher) */
  routes: Record<Lang, string>;
}

export type ViewLoadArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;
export type ViewActionArgs = Pick<ActionFunctionArgs, "request" | "params" | "context">;

export interface ViewServerModule<D extends ViewData = ViewData> {
  load(args: ViewLoadArgs, record: RouteRecord): Promise<D>;
  action?(args: ViewActionArgs, record: RouteRecord): Promise<unknown>;
}

/** What resolve.tsx hands to a view component. */
export interface ViewProps<D extends ViewData = ViewData> {
  data: D & { view: ViewKey; record: RouteRecord };
  record: RouteRecord;
  /** the view's own action answer (e.g. review form errors), when one was posted */
  actionData?: unknown;
}

export type ViewComponent<D extends ViewData = ViewData> = ComponentType<ViewProps<D>>;
