/**
 * The shopping feeds (pure functions; the route module only fetches): Google Merchant Center's
 * RSS 2.0 with the `g:` namespace and Meta's catalogue CSV, one of each per language
 * (`/feeds/google-<lang>.xml`, `/feeds/meta-<lang>.csv`). One item per size, the sizes of a
 * product grouped by `item_group_id`; prices are the API's (the catalogue's one price rule),
 * written `12.90 AZN`. Every link is absolute from SITE_URL.
 */
import { localizePath, type Lang } from "~/lib/i18n";
import { imageUrl } from "~/lib/images";
import type { FeedPage, FeedProduct } from "../../backend/catalog/contract.ts";
import { xmlEscape } from "./sitemap.build";

export type FeedKind = "google" | "meta";

/** The feed files: `google-<lang>.xml` and `meta-<lang>.csv`. */
const FEED_FILE = /^(google)-(az|en|ru)\.xml$|^(meta)-(az|en|ru)\.csv$/;

export function feedOf(file: string): { kind: FeedKind; lang: Lang } | null {
  const m = FEED_FILE.exec(file);
  if (!m) return null;
  return m[1] ? { kind: "google", lang: m[2] as Lang } : { kind: "meta", lang: m[4] as Lang };
}

export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;
/** Google reads at most 10 additional images, Meta 20 (the smaller for both). */
export const EXTRA_IMAGES_MAX = 10;

/** One line of a feed: a size of a product. */
export interface FeedItem {
  id: string;
  itemGroupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** the regular price, `12.90 AZN` */
  price: string;
  /** the selling price when the size is sold below its regular price */
  salePrice: string | null;
  /** ISO 8601 interval of a limited-time offer's sale price */
  saleEffective: string | null;
  brand: string | null;
  mpn: string;
  size: string | null;
  color: string | null;
  productType: string | null;
}

/** An amount of qəpik as the feeds write a price: `1234.50 AZN`. */
export function feedPrice(q: number): string {
  const sign = q < 0 ? "-" : "";
  const abs = Math.abs(Math.round(q));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")} AZN`;
}

/** At most `max` characters (code points), cut at a word end when one is near. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > max * 0.7 ? head.slice(0, space) : head).trimEnd()}…`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * A product's feed lines, one per size (a product without sizes: one line without a group).
 * Left out: a product without a picture (both services refuse an item without one).
 */
export function feedItems(origin: string, lang: Lang, p: FeedProduct, now: Date): FeedItem[] {
  const images = p.images.map((path) => imageUrl(path, "orig")).filter((url) => !url.startsWith("data:"));
  if (!images.length || !p.variants.length) return [];
  const link = `${origin}${encodeURI(localizePath(p.route, lang))}`;
  const grouped = p.variants.length > 1 || p.variants.some((v) => v.size !== "");
  const title = cut(p.title.trim() || p.sku, TITLE_MAX);
  const description = cut(p.description || p.title, DESCRIPTION_MAX);
  const productType = p.categoryPath.length ? p.categoryPath.join(" > ") : null;
  return p.variants.map((v) => {
    const onSale = v.priceOld !== null && v.priceOld > v.price;
    return {
      id: grouped ? `${p.id}-${v.id}` : String(p.id),
      itemGroupId: grouped ? String(p.id) : null,
      title,
      description,
      link,
      imageLink: absolute(origin, images[0]!),
      additionalImageLinks: images.slice(1, 1 + EXTRA_IMAGES_MAX).map((url) => absolute(origin, url)),
      inStock: v.inStock,
      price: feedPrice(onSale ? v.priceOld! : v.price),
      salePrice: onSale ? feedPrice(v.price) : null,
      saleEffective: onSale && p.offerEnds ? `${isoMinute(now)}/${isoMinute(new Date(p.offerEnds))}` : null,
      brand: p.brand,
      mpn: v.size ? `${p.sku}-${v.size}` : p.sku,
      size: v.size || null,
      color: p.color,
      productType,
    };
  });
}

/** `2026-03-01T10:00Z`: the minute, in UTC (the form both services read). */
function isoMinute(d: Date): string {
  return `${d.toISOString().slice(0, 16)}Z`;
}

/* ───── Google Merchant Center: RSS 2.0 ───── */

export function googleHead(origin: string, lang: Lang, title: string, description: string): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">`,
    `<channel>`,
    `<title>${xmlEscape(title)}</title>`,
    `<link>${xmlEscape(`${origin}${localizePath("/", lang)}`)}</link>`,
    `<description>${xmlEscape(description)}</description>`,
    "",
  ].join("\n");
}

export const GOOGLE_TAIL = "</channel>\n</rss>\n";

/** Characters XML 1.0 does not allow (control characters other than tab and line ends). */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function g(name: string, value: string | null | undefined): string {
  return value ? `<g:${name}>${xmlEscape(value.replace(XML_INVALID, ""))}</g:${name}>` : "";
}

export function googleItem(item: FeedItem): string {
  return [
    "<item>",
    g("id", item.id),
    g("title", item.title),
    g("description", item.description),
    g("link", item.link),
    g("image_link", item.imageLink),
    ...item.additionalImageLinks.map((url) => g("additional_image_link", url)),
    g("availability", item.inStock ? "in_stock" : "out_of_stock"),
    g("price", item.price),
    g("sale_price", item.salePrice),
    g("sale_price_effective_date", item.saleEffective),
    g("brand", item.brand),
    g("mpn", item.mpn),
    // without a GTIN and a brand the item has no unique product identifier
    item.brand ? "" : g("identifier_exists", "no"),
    g("condition", "new"),
    g("item_group_id", item.itemGroupId),
    g("size", item.size),
    g("color", item.color),
    g("product_type", item.productType),
    "</item>\n",
  ].join("");
}

/* ───── Meta catalogue: CSV ───── */

/** The columns of Meta's catalogue data feed this shop fills, in order. */
export const META_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
  "additional_image_link",
  "sale_price",
  "sale_price_effective_date",
  "item_group_id",
  "size",
  "color",
  "product_type",
  "mpn",
] as const;

/** A CSV field: quoted when it holds a comma, quote or line end; a leading formula sign is kept as text. */
export function csvField(value: string | null | undefined): string {
  let text = (value ?? "").replace(/[\r\n]+/g, " ");
  if (/^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function metaHeader(): string {
  return `${META_COLUMNS.join(",")}\n`;
}

export function metaRow(item: FeedItem, shopName: string): string {
  const row: Record<(typeof META_COLUMNS)[number], string | null> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: item.inStock ? "in stock" : "out of stock",
    condition: "new",
    price: item.price,
    link: item.link,
    image_link: item.imageLink,
    // Meta asks a brand of every item: the shop's own name stands in for a product without one
    brand: item.brand ?? shopName,
    additional_image_link: item.additionalImageLinks.join(","),
    sale_price: item.salePrice,
    sale_price_effective_date: item.saleEffective,
    item_group_id: item.itemGroupId,
    size: item.size,
    color: item.color,
    product_type: item.productType,
    mpn: item.mpn,
  };
  return `${META_COLUMNS.map((c) => csvField(row[c])).join(",")}\n`;
}

/* ───── the stream ───── */

export interface FeedWriter {
  head: string;
  tail: string;
  items: (page: FeedPage) => string;
}

export function feedWriter(kind: FeedKind, origin: string, lang: Lang, texts: { title: string; description: string; shopName: string }, now = new Date()): FeedWriter {
  const lines = (page: FeedPage) => page.items.flatMap((p) => feedItems(origin, lang, p, now));
  if (kind === "google") {
    return { head: googleHead(origin, lang, texts.title, texts.description), tail: GOOGLE_TAIL, items: (page) => lines(page).map(googleItem).join("") };
  }
  return { head: metaHeader(), tail: "", items: (page) => lines(page).map((item) => metaRow(item, texts.shopName)).join("") };
}

/**
 * A whole feed as a stream: the head and the first answer, then one answer after another
 * (each asked for when the reader wants more), then the tail. Only one answer is held at a
 * time. An API failure half-way ends the stream with an error, so a reader sees a cut
 * transfer instead of a short feed it would take as whole (and drop the missing products).
 */
export function streamFeed(writer: FeedWriter, first: FeedPage, next: (after: number) => Promise<FeedPage>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = first.next;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${writer.head}${writer.items(first)}`));
        return;
      }
      try {
        // an answer may give no line (products without a picture): ask on, so each pull enqueues
        while (cursor !== null) {
          const page = await next(cursor);
          cursor = page.next;
          const text = writer.items(page);
          if (text) {
            controller.enqueue(encoder.encode(text));
            return;
          }
        }
      } catch (err) {
        controller.error(err);
        return;
      }
      if (writer.tail) controller.enqueue(encoder.encode(writer.tail));
      controller.close();
    },
  });
}
