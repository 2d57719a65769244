/**
 * The back office's catalogue calls: row and form shapes, and the product form's zod schema
 * (one schema for the API's edge and the admin page's action). The app imports this file.
 * Money is integer qəpik in the API; the form takes manat with up to two decimals.
 */
import { z } from "zod";
import { messagesOf, whenMissing } from "../contract/errors.ts";

export const PRODUCT_VISIBILITY = ["active", "hidden"] as const;
export type ProductVisibility = (typeof PRODUCT_VISIBILITY)[number];

export interface AdminProductRow {
  id: number;
  sku: string;
  title: string;
  image: string | null;
  brand: string | null;
  priceQ: number;
  oldPriceQ: number | null;
  stock: number;
  sizes: number;
  status: ProductVisibility;
  createdAt: string;
  /** the product's public path in the list's language (no language prefix) */
  path: string | null;
}

export interface CatalogueOption {
  id: number;
  title: string;
  /** categories: depth in the tree (0 top level) */
  depth?: number;
}

export interface CatalogueOptions {
  brands: CatalogueOption[];
  categories: CatalogueOption[];
  badges: CatalogueOption[];
  /** size tables the product page can show (by their internal name) */
  sizeTables: CatalogueOption[];
  /** parameters with their values (a product takes values of any of them) */
  params: (CatalogueOption & { values: CatalogueOption[] })[];
  collections: CatalogueOption[];
  groups: CatalogueOption[];
}

/* ───────────── the product form ───────────── */

export const PRODUCT_LANGS = ["az", "en", "ru"] as const;
export type ProductLang = (typeof PRODUCT_LANGS)[number];

/** Messages of the form (English; the API and the page translate them). */
export const PRODUCT_MSG = messagesOf("adminProduct", { required: "field.required", slug: "adminTaxonomy.slug", slugTaken: "adminTaxonomy.slugTaken", notFound: "lists.productNotFound", unknownProduct: "adminTaxonomy.productMissing" });

/** The shop's time zone: the form's discount end is a Baku wall-clock time (UTC+4, no daylight saving). */
export const SHOP_UTC_OFFSET = "+04:00";

/** a text field (a missing one is an empty required field, not zod's "expected string") */
const text = (max: number) => z.string(whenMissing(PRODUCT_MSG.required)).trim().max(max);
const money = z
  .union([z.string(), z.number()], whenMissing(PRODUCT_MSG.required))
  .transform((v) => String(v).trim().replace(",", "."))
  .refine((v) => v === "" || /^\d{1,7}(\.\d{1,2})?$/.test(v), PRODUCT_MSG.price)
  .transform((v) => (v === "" ? null : Math.round(Number(v) * 100)));
const requiredMoney = money.refine((v) => v !== null && v > 0, PRODUCT_MSG.price).transform((v) => v as number);
const flag = z
  .union([z.boolean(), z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.includes("on") || v.includes("true") : v === true || v === "on" || v === "true" || v === "1"));
const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]).map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))
  .transform((ids) => [...new Set(ids)]);

/** A whole percent 0..99; empty is 0 (no discount). */
const percent = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? "" : String(v).trim()))
  .refine((v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= 99), PRODUCT_MSG.percent)
  .transform((v) => (v === "" ? 0 : Number(v)));
/** Buy N pay N−1: empty or 0 is off, else 2..20. */
const itemsCount = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? "" : String(v).trim()))
  .refine((v) => v === "" || v === "0" || (/^\d{1,2}$/.test(v) && Number(v) >= 2 && Number(v) <= 20), PRODUCT_MSG.itemsCount)
  .transform((v) => (v === "" ? 0 : Number(v)));
/**
 * When the discount ends: the form's `YYYY-MM-DDTHH:MM` (or with a space) in the shop's time
 * zone, or an ISO time with its own offset; empty for none. Answers an ISO string in UTC.
 */
const timer = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v, ctx) => {
    const raw = (v ?? "").trim().replace(" ", "T");
    if (raw === "") return null;
    const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(raw);
    const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
    const time = local ? Date.parse(`${raw}${SHOP_UTC_OFFSET}`) : zoned ? Date.parse(raw) : NaN;
    const year = Number(raw.slice(0, 4));
    if (!Number.isFinite(time) || year < 2000 || year > 2100) {
      ctx.addIssue({ code: "custom", message: PRODUCT_MSG.timer });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });
/** A product named by its SKU or its number. */
const productRef = z.union([z.string(), z.number()]).transform((v) => String(v).trim().replace(/^#/, "")).pipe(z.string().max(60));

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
function isBlankRow(row: unknown): boolean {
  if (!row || typeof row !== "object") return true;
  const r = row as Record<string, unknown>;
  return blank(r.size) && blank(r.stock) && blank(r.price);
}

export const SLUG_PATTERN = /^[a-z0-9а-яё]+(?:-[a-z0-9а-яё]+)*$/;

const translation = z.object({
  title: text(200).min(1, PRODUCT_MSG.required),
  slug: text(120).toLowerCase().min(1, PRODUCT_MSG.required).regex(SLUG_PATTERN, PRODUCT_MSG.slug),
  desc: text(20_000).default(""),
  /** the sale's name shown above the price ('Black Friday'); empty for none */
  discountTitle: text(120).default(""),
});

/** One set option: its title per language, price, old price and the products it holds. */
const setOption = z.object({
  /** the stored option's id (cart lines name the option by it); none for a new option */
  id: z.coerce.number().int().positive().optional().catch(undefined),
  az: text(120).min(1, PRODUCT_MSG.required),
  en: text(120).min(1, PRODUCT_MSG.required),
  ru: text(120).min(1, PRODUCT_MSG.required),
  price: requiredMoney,
  oldPrice: money.optional().transform((v) => v ?? null),
  /** SKUs or numbers, separated by commas or spaces */
  items: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .optional()
    .transform((v) => (Array.isArray(v) ? v.map(String) : (v ?? "").split(/[\s,;]+/)).map((x) => x.trim().replace(/^#/, "")).filter(Boolean))
    .refine((items) => items.length >= 1 && items.length <= 20 && items.every((x) => x.length <= 60), PRODUCT_MSG.setItems),
});
function isBlankSet(row: unknown): boolean {
  if (!row || typeof row !== "object") return true;
  const r = row as Record<string, unknown>;
  return ["az", "en", "ru", "price", "oldPrice", "items"].every((k) => blank(r[k]) || (Array.isArray(r[k]) && (r[k] as unknown[]).length === 0));
}
/** rows left wholly empty (the form's spare rows, or a row cleared to remove it) are dropped */
const rows = <T extends z.ZodType>(row: T, max: number, isBlank: (row: unknown) => boolean) =>
  z.preprocess(
    (list) => (Array.isArray(list) ? list.filter((r) => !isBlank(r)) : list === undefined || list === "" ? [] : [list].filter((r) => !isBlank(r))),
    z.array(row).max(max),
  ) as unknown as z.ZodType<z.output<T>[], z.input<T>[]>;

const variant = z.object({
  size: text(40).default(""),
  stock: z.coerce.number({ error: PRODUCT_MSG.stock }).int(PRODUCT_MSG.stock).min(0, PRODUCT_MSG.stock).max(1_000_000, PRODUCT_MSG.stock),
  /** the stock the form showed (an edit adds the difference to the stock now, so sales meanwhile count) */
  stockWas: z.coerce.number().int().min(0).optional(),
  price: money.optional().transform((v) => v ?? null),
});

export const productFormSchema = z
  .object({
    version: text(64).default(""),
    sku: text(60).default(""),
    az: translation,
    en: translation,
    ru: translation,
    brandId: z.coerce.number().int().positive().nullable().catch(null).default(null),
    categoryIds: idList.refine((ids) => ids.length > 0, PRODUCT_MSG.category),
    badgeIds: idList,
    price: requiredMoney,
    oldPrice: money.optional().transform((v) => v ?? null),
    priceInStore: flag,
    onlyCard: flag,
    status: z.enum(PRODUCT_VISIBILITY).catch("active").default("active"),
    /* every discount kind of the pricing rules (backend/pricing/summary.ts) */
    discount: percent,
    discountItemsCount: itemsCount,
    discountInBasket: percent,
    cashDiscount: percent,
    discountTimer: timer,
    sizeTableId: z.coerce.number().int().positive().nullable().catch(null).default(null),
    paramValueIds: idList,
    collectionIds: idList,
    groupIds: idList,
    /** gift products, one SKU or number per row */
    gifts: rows(productRef, 10, blank).default([]),
    sets: rows(setOption, 10, isBlankSet).default([]),
    /** rows left wholly empty (the form's spare rows) are dropped */
    variants: z.preprocess(
      (rows) => (Array.isArray(rows) ? rows.filter((row) => !isBlankRow(row)) : rows === undefined ? [] : rows),
      z.array(variant).min(1, PRODUCT_MSG.sizes).max(60),
    ) as unknown as z.ZodType<z.output<typeof variant>[], z.input<typeof variant>[]>,
  })
  .superRefine((value, ctx) => {
    const gifts = new Set<string>();
    value.gifts.forEach((g, i) => {
      if (gifts.has(g.toLowerCase())) ctx.addIssue({ code: "custom", path: ["gifts", i], message: PRODUCT_MSG.giftTwice });
      gifts.add(g.toLowerCase());
    });
    const seen = new Set<string>();
    value.variants.forEach((v, i) => {
      if (seen.has(v.size.toLowerCase())) ctx.addIssue({ code: "custom", path: ["variants", i, "size"], message: PRODUCT_MSG.sizeTwice });
      seen.add(v.size.toLowerCase());
    });
  });

/** What the product form sends (prices in manat as typed; the schema turns them into qəpik). */
export interface ProductFormPayload {
  version?: string;
  sku?: string;
  az: { title: string; slug: string; desc?: string };
  en: { title: string; slug: string; desc?: string };
  ru: { title: string; slug: string; desc?: string };
  brandId?: number | string | null;
  categoryIds?: (number | string)[] | number | string;
  badgeIds?: (number | string)[] | number | string;
  price: string | number;
  oldPrice?: string | number;
  priceInStore?: boolean | string;
  onlyCard?: boolean | string;
  status?: ProductVisibility;
  variants: { size?: string; stock: number | string; stockWas?: number | string; price?: string | number }[];
  discount?: string | number;
  discountItemsCount?: string | number;
  discountInBasket?: string | number;
  cashDiscount?: string | number;
  /** `YYYY-MM-DDTHH:MM` in the shop's time zone, or ISO with an offset; empty for none */
  discountTimer?: string | null;
  sizeTableId?: number | string | null;
  paramValueIds?: (number | string)[] | number | string;
  collectionIds?: (number | string)[] | number | string;
  groupIds?: (number | string)[] | number | string;
  /** SKUs or numbers */
  gifts?: (string | number)[];
  sets?: { id?: number | string; az: string; en: string; ru: string; price: string | number; oldPrice?: string | number; items: string | (string | number)[] }[];
}

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** The product as the edit form shows it (prices in qəpik). */
export interface AdminProduct {
  id: number;
  /** a fingerprint of what the form edits; a save with another one answers 409 */
  version: string;
  sku: string;
  status: ProductVisibility;
  brandId: number | null;
  categoryIds: number[];
  badgeIds: number[];
  priceQ: number;
  oldPriceQ: number | null;
  priceInStore: boolean;
  onlyCard: boolean;
  texts: Record<ProductLang, { title: string; slug: string; desc: string; discountTitle: string }>;
  variants: { id: number; size: string; stock: number; priceQ: number | null }[];
  images: AdminProductImage[];
  /** percent off the price */
  discount: number;
  /** buy N pay N−1 (0 off) */
  discountItemsCount: number;
  /** percent off in the basket (0 off) */
  discountInBasket: number;
  /** percent off when paid in cash (0 off) */
  cashDiscount: number;
  /** when the discount ends, `YYYY-MM-DDTHH:MM` in the shop's time zone; null for none */
  discountTimer: string | null;
  sizeTableId: number | null;
  paramValueIds: number[];
  collectionIds: number[];
  /** product groups (the product page's 'other options' of a group) */
  groupIds: number[];
  gifts: ProductRefView[];
  sets: { id: number; titles: Record<ProductLang, string>; priceQ: number; oldPriceQ: number | null; items: ProductRefView[] }[];
}

/** Another product as the form names it (gifts, set members). */
export interface ProductRefView {
  id: number;
  sku: string;
  title: string;
}

export interface AdminProductImage {
  id: number;
  path: string;
  /** position in the gallery: 0 is the card image, 1 the hover image */
  sort: number;
}

/* ───────────── product photos (ADR 0030) ───────────── */

/** The multipart field of the photo upload. */
export const PHOTO_FIELD = "photo";
/** What the upload takes, by content (the name and the declared type are not looked at). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** Messages of the photo calls (English; `{{mb}}`, `{{mp}}` and `{{max}}` are filled in after translation). */
export const PHOTO_MSG = messagesOf("adminPhoto");

/** Move a photo one place up or down, or to a 0-based position. */
export const photoMoveSchema = z.object({
  to: z.union([z.enum(["up", "down"]), z.coerce.number().int().min(0).max(1000)], { error: PHOTO_MSG.move }),
});

export interface PhotosAnswer {
  images: AdminProductImage[];
}
