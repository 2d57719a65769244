import type { RouterContextProvider } from "react-router";
import { appConfig } from "~/.server/config";
import { getInstance } from "~/middleware/i18next";
import type { Lang } from "~/lib/i18n";
import type { RouteRecord } from "../types";
import { plainText } from "./taxonomy";

/** A translation function for the request's language (catalog namespace by default). */
export function serverT(context: Readonly<RouterContextProvider>) {
  const i18n = getInstance(context);
  return (key: string, opts?: Record<string, unknown>) => i18n.t(key.includes(":") ? key : `catalog:${key}`, opts ?? {}) as string;
}

export function recordMeta(record: RouteRecord, fallbackDescription?: string) {
  return {
    title: record.title,
    description: record.description ?? plainText(record.desc) ?? fallbackDescription,
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
