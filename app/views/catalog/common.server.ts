import type { RouterContextProvider } from "react-router";
import { appConfig } from "~/.server/config";
import { getInstance } from "~/middleware/i18next";
import type { Lang } from "~/lib/i18n";
import { listingSeo } from "~/lib/listing-seo";
import type { RouteRecord, ViewMeta } from "../types";
import type { ListingViewData } from "./page-data";
import { plainText } from "./taxonomy";

/** A translation function for the request's language (catalog namespace by default). */
export function serverT(context: Readonly<RouterContextProvider>) {
  const i18n = getInstance(context);
  return (key: string, opts?: Record<string, unknown>) => i18n.t(key.includes(":") ? key : `catalog:${key}`, opts ?? {}) as string;
}

export function recordMeta(record: RouteRecord, fallbackDescription?: string) {
  return {
    title: record.title,
    // an empty description is no description: the fallback sentence stands in
    description: record.description?.trim() || plainText(record.desc) || fallbackDescription,
    ...(record.image ? { image: record.image } : {}),
  };
}

/** The same base path in every language (fixed routes such as /sale). */
export function samePath(path: string): Record<Lang, string> {
  return { az: path, en: path, ru: path };
}

/**
 * Meta of a listing page (category, brand, collection, product group): the record's own
 * description, else a sentence naming the list and the shop, so no listing goes without one.
 */
export function listingMeta(context: Readonly<RouterContextProvider>, record: RouteRecord) {
  return recordMeta(record, serverT(context)("listingDescription", { title: record.title, site: appConfig().SITE_TITLE }));
}

/**
 * A listing page's meta with what its address shows (app/lib/listing-seo.ts, ADR 0056): the
 * title names the facet values, price range and page; a filtered address that is not one of
 * the page's indexable facets is `noindex, follow` with the unfiltered listing as canonical.
 * `titleBase` is the list's name in the document title when it differs from the heading
 * ("Shoes · Women").
 */
export function withListingSeo<D extends ListingViewData>(
  context: Readonly<RouterContextProvider>,
  data: D,
  opts: { indexableFacets?: string[]; titleBase?: string } = {},
): D {
  const t = serverT(context);
  const base = opts.titleBase ?? data.meta.title;
  const seo = listingSeo({
    title: base,
    state: data.page.listing.state,
    groups: data.page.listing.groups,
    indexableFacets: opts.indexableFacets,
    pageLabel: (n) => t("common:page", { n }),
  });
  const meta: ViewMeta = { ...data.meta, title: seo.title, canonicalSearch: seo.canonicalSearch };
  if (seo.noindex) meta.noindex = seo.noindex;
  if (seo.facetTitle) meta.description = t("listingDescription", { title: `${seo.facetTitle} ${base}`, site: appConfig().SITE_TITLE });
  return { ...data, meta };
}
