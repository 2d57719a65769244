import { z } from "zod";
import { langSchema } from "../core/http.ts";
import { SEARCH_MAX } from "./contract.ts";

/**
 * Parsing of catalogue payloads. Bad input never fails a listing: an unknown sort reads as
 * new, a page that is not a positive integer as 1, malformed ids are dropped, the limit is
 * capped at 40 and search text is cut at 30 characters.
 */
export const PAGE_SIZE = 40;
export const MAX_LIST_VALUES = 100;

export type Sort = "new" | "priceUp" | "priceDown";

/** One value, repeated values or comma lists → trimmed non-empty strings. */
export function listOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const arr = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of arr) {
    if (item === null || item === undefined || typeof item === "object") continue;
    for (const part of String(item).split(",")) {
      const s = part.trim();
      if (s) out.push(s);
    }
  }
  return [...new Set(out)].slice(0, MAX_LIST_VALUES);
}

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** Positive integer ids; anything else is dropped. */
export const idsSchema = z.unknown().optional().transform((v) =>
  listOf(v)
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0),
);

/** Discount ids 0..5 (see contract). */
export const discountIdsSchema = z.unknown().optional().transform((v) =>
  listOf(v)
    .filter((s) => /^[0-5]$/.test(s))
    .map(Number),
);

export const stringsSchema = z.unknown().optional().transform((v) => listOf(v).map((s) => s.slice(0, 64)));

export const flagSchema = z.unknown().optional().transform((v) => {
  const s = String(first(v) ?? "").toLowerCase();
  return s === "1" || s === "true" || s === "on" || s === "yes";
});

export const pageSchema = z.unknown().optional().transform((v) => {
  const s = String(first(v) ?? "").trim();
  if (!/^\d{1,7}$/.test(s)) return 1;
  const n = Number(s);
  return n >= 1 ? n : 1;
});

export const limitSchema = (max: number, fallback: number) =>
  z.unknown().optional().transform((v) => {
    const s = String(first(v) ?? "").trim();
    if (!/^\d{1,4}$/.test(s)) return fallback;
    return Math.min(Math.max(Number(s), 1), max);
  });

export const sortSchema = z.unknown().optional().transform((v): Sort => {
  const s = first(v);
  return s === "priceUp" || s === "priceDown" ? s : "new";
});

/** Non-negative qəpik amount, or undefined. */
export const moneySchema = z.unknown().optional().transform((v) => {
  const s = String(first(v) ?? "").trim();
  return /^\d{1,10}$/.test(s) ? Math.min(Number(s), 2_000_000_000) : undefined;
});

/** Search text cut at 30 characters; null when absent or blank. */
export const searchSchema = z.unknown().optional().transform((v) => {
  const raw = first(v);
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  const s = String(raw).slice(0, SEARCH_MAX);
  return s.trim() ? s : null;
});

const PARAM_KEY = /^param_([a-z0-9_-]{1,60})$/i;

export const listSchema = z
  .looseObject({
    lang: langSchema,
    page: z.unknown().optional(),
    p: z.unknown().optional(),
    sort: sortSchema,
    limit: limitSchema(PAGE_SIZE, PAGE_SIZE),
    search: searchSchema,
    filter_newin: flagSchema,
    filter_bestseller: flagSchema,
    filter_discount: discountIdsSchema,
    filter_brand: idsSchema,
    filter_category: idsSchema,
    filter_collection: idsSchema,
    filter_product_group: idsSchema,
    size: stringsSchema,
    color: idsSchema,
    price_min: moneySchema,
    price_max: moneySchema,
    category_root: idsSchema,
  })
  .transform((raw) => {
    const params: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(raw)) {
      const m = PARAM_KEY.exec(key);
      if (!m) continue;
      const values = listOf(value).map((s) => s.slice(0, 80));
      if (values.length) params[m[1]!.toLowerCase()] = values;
    }
    const page = pageSchema.parse(raw.page ?? raw.p);
    return {
      lang: raw.lang,
      page,
      sort: raw.sort,
      limit: raw.limit,
      search: raw.search,
      newIn: raw.filter_newin,
      bestSeller: raw.filter_bestseller,
      discount: raw.filter_discount,
      brand: raw.filter_brand,
      category: raw.filter_category,
      collection: raw.filter_collection,
      group: raw.filter_product_group,
      size: raw.size,
      color: raw.color,
      priceMin: raw.price_min,
      priceMax: raw.price_max,
      params,
      /** the categories group counts only inside this category (a category page's own subtree) */
      categoryRoot: raw.category_root[0] ?? null,
      /** products/sale sets this */
      sale: false,
    };
  });

export type ListQuery = z.infer<typeof listSchema>;
