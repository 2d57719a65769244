import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Lang } from "../db/schema.ts";
import type { Badge, ProductCard } from "./contract.ts";
import { priceSummary } from "./pricing.ts";
import { intArray } from "../core/sql.ts";

/** Raw card row: one statement loads everything a card needs for up to a page of products. */
export interface CardRow {
  id: number;
  sku: string;
  price_q: number;
  old_price_q: number | null;
  discount: number;
  discount_items_count: number;
  discount_in_basket: number;
  cash_discount: number;
  discount_timer: string | Date | null;
  price_in_store: boolean;
  best_seller: boolean;
  new_in: boolean;
  single_sell: boolean;
  only_card: boolean;
  status: string;
  rating_x10: number;
  reviews_count: number;
  size_table_id: number | null;
  title: string | null;
  discount_category_title: string | null;
  payment_type_message: string | null;
  route: string | null;
  brand_id: number | null;
  brand_title: string | null;
  color_id: number | null;
  color_title: string | null;
  color_hex: string | null;
  variants: { size: string; priceQ: number | null; oldPriceQ: number | null; stock: number; sort: number }[] | null;
  images: { path: string; withPad: boolean; sort: number }[] | null;
  badges: Badge[] | null;
  gifts: { id: number; title: string | null; image: string | null }[] | null;
}

/**
 * Card data of the given products (any status; callers filter), one round trip:
 * the product row, its texts in `lang` (English when missing), the route in `lang`,
 * variants, the first two images, badges and gift products as JSON sub-selects.
 */
export async function loadCardRows(database: Database, ids: readonly number[], lang: Lang): Promise<Map<number, CardRow>> {
  const out = new Map<number, CardRow>();
  if (!ids.length) return out;
  const rows = await database.query<CardRow>(sql`
    select p.id, p.sku, p.price_q, p.old_price_q, p.discount, p.discount_items_count, p.discount_in_basket,
      p.cash_discount, p.discount_timer, p.price_in_store, p.best_seller, p.new_in, p.single_sell, p.only_card,
      p.status, p.rating_x10, p.reviews_count, p.size_table_id,
      coalesce(t.title, te.title) as title,
      coalesce(t.discount_category_title, te.discount_category_title) as discount_category_title,
      coalesce(t.payment_type_message, te.payment_type_message) as payment_type_message,
      (select r.path from routes r where r.entity_type = 'product' and r.entity_id = p.id and not r.is_redirect
         order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id limit 1) as route,
      b.id as brand_id, b.title as brand_title,
      c.id as color_id, coalesce(c.title ->> ${lang}, c.title ->> 'en') as color_title, c.hex as color_hex,
      (select json_agg(json_build_object('size', v.size, 'priceQ', v.price_q, 'oldPriceQ', v.old_price_q, 'stock', v.stock, 'sort', v.sort)
          order by v.sort, v.id)
         from product_variants v where v.product_id = p.id) as variants,
      (select json_agg(json_build_object('path', i.path, 'withPad', i.with_pad, 'sort', i.sort) order by i.sort, i.id)
         from (select path, with_pad, sort, id from product_images where product_id = p.id and sort <= 1 order by sort, id limit 2) i) as images,
      (select json_agg(json_build_object('name', coalesce(bd.name ->> ${lang}, bd.name ->> 'en'), 'image', bd.image, 'color', bd.color) order by bd.id)
         from product_badges pb join badges bd on bd.id = pb.badge_id where pb.product_id = p.id) as badges,
      (select json_agg(json_build_object('id', g.gift_product_id,
            'title', (select coalesce(max(gt.title) filter (where gt.lang = ${lang}), max(gt.title) filter (where gt.lang = 'en'))
                        from product_translations gt where gt.product_id = g.gift_product_id),
            'image', (select gi.path from product_images gi where gi.product_id = g.gift_product_id order by gi.sort, gi.id limit 1))
          order by g.gift_product_id)
         from product_gifts g where g.product_id = p.id) as gifts
    from products p
    left join product_translations t on t.product_id = p.id and t.lang = ${lang}
    left join product_translations te on te.product_id = p.id and te.lang = 'en'
    left join brands b on b.id = p.brand_id
    left join colors c on c.id = p.color_id
    where p.id = any(${intArray([...ids])})`);
  for (const r of rows) out.set(r.id, r);
  return out;
}

export function toIso(value: string | Date | null): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function toCard(r: CardRow): ProductCard {
  const variants = r.variants ?? [];
  const product = { priceQ: r.price_q, oldPriceQ: r.old_price_q, discount: r.discount };
  const prices = priceSummary(product, variants);
  const images = r.images ?? [];
  const image = images.find((i) => i.sort === 0) ?? images[0] ?? null;
  const outfit = images.find((i) => i !== image && i.sort === 1) ?? null;
  const qty = variants.reduce((sum, v) => sum + Math.max(v.stock, 0), 0);
  const timer = toIso(r.discount_timer);
  return {
    id: r.id,
    title: r.title ?? r.sku,
    route: r.route ?? `/`,
    image: image?.path ?? null,
    imageWithPad: image?.withPad ?? false,
    outfit: outfit?.path ?? null,
    outfitWithPad: outfit?.withPad ?? false,
    price: prices.price,
    priceOld: prices.priceOld,
    discount: prices.discount,
    discountItemsCount: r.discount_items_count,
    discountInBasket: r.discount_in_basket,
    cashDiscount: r.cash_discount,
    discountTimer: timer && Date.parse(timer) > Date.now() ? timer : null,
    discountCategoryTitle: r.discount_category_title || null,
    priceInStore: r.price_in_store,
    hasVariantPrice: prices.hasVariantPrice,
    minPrice: prices.minPrice,
    maxPrice: prices.maxPrice,
    minPriceOld: prices.minPriceOld,
    maxPriceOld: prices.maxPriceOld,
    bestSeller: r.best_seller,
    newIn: r.new_in,
    badges: r.badges ?? [],
    giftProducts: (r.gifts ?? []).map((g) => ({ id: g.id, title: g.title ?? "", image: g.image })),
    qty,
    sold: qty <= 0,
    singleSell: r.single_sell,
    rating: Math.round(r.rating_x10) / 10,
    reviewsCount: r.reviews_count,
    brand: r.brand_id !== null && r.brand_title !== null ? { id: r.brand_id, title: r.brand_title } : null,
    color: r.color_id !== null ? { id: r.color_id, title: r.color_title ?? "", hex: r.color_hex ?? "#000000" } : null,
    sizes: variants.filter((v) => v.size !== "" && v.stock > 0).map((v) => v.size),
  };
}

/** Active products' cards in the order of `ids`; unknown or hidden ids are dropped. */
export async function loadCards(database: Database, ids: readonly number[], lang: Lang): Promise<ProductCard[]> {
  const rows = await loadCardRows(database, ids, lang);
  const out: ProductCard[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row && row.status === "active") out.push(toCard(row));
  }
  return out;
}
