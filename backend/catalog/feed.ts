/**
 * The shopping feeds' data (Google Merchant Center, Meta catalogue): active products with a
 * price (not 'price on application'), walked by id in chunks so a feed of any size is written
 * a chunk at a time. Prices come from `variantPrice`, the rule the cards and the product page
 * use; a size is in stock when its stock is above zero, as the page shows it.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import type { I18n, Lang } from "../db/schema.ts";
import { langSchema } from "../core/http.ts";
import { tr } from "../core/lang.ts";
import { toIso } from "./cards.ts";
import { FEED_CHUNK, type FeedPage, type FeedProduct } from "./contract.ts";
import { ancestors, loadTaxonomy, type Taxonomy } from "./filters.ts";
import { variantPrice } from "./pricing.ts";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const feedSchema = z.looseObject({
  lang: langSchema,
  /** continue after this product id (the previous answer's `next`) */
  after: z.preprocess(one, z.coerce.number().int().min(0).max(2_147_483_647).catch(0)).default(0),
  limit: z.preprocess(one, z.coerce.number().int().min(1).max(FEED_CHUNK).catch(FEED_CHUNK)).default(FEED_CHUNK),
});

interface FeedRow {
  id: number;
  sku: string;
  price_q: number;
  old_price_q: number | null;
  discount: number;
  discount_timer: string | Date | null;
  title: string | null;
  desc: string | null;
  route: string | null;
  brand: string | null;
  color: I18n | null;
  images: string[] | null;
  variants: { id: number; size: string; priceQ: number | null; oldPriceQ: number | null; stock: number }[] | null;
  categories: number[] | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text of editor html: tags dropped (block ends become spaces), entities read, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
      }
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The deepest of the product's categories (the first by the tree's order on a tie), root first. */
function categoryPath(tax: Taxonomy, ids: readonly number[], lang: Lang): string[] {
  let best: number[] | null = null;
  for (const id of ids) {
    if (!tax.byId.has(id)) continue;
    const path = [...ancestors(tax, id), id];
    if (!best || path.length > best.length) best = path;
  }
  return (best ?? []).map((id) => tr(tax.byId.get(id)!.title, lang));
}

function productOf(r: FeedRow, tax: Taxonomy, lang: Lang, now: number): FeedProduct {
  const product = { priceQ: r.price_q, oldPriceQ: r.old_price_q, discount: r.discount };
  const rows = r.variants?.length ? r.variants : [{ id: 0, size: "", priceQ: null, oldPriceQ: null, stock: 0 }];
  const timer = toIso(r.discount_timer);
  return {
    id: r.id,
    sku: r.sku,
    title: r.title ?? r.sku,
    description: plainText(r.desc ?? ""),
    route: r.route ?? "/",
    images: r.images ?? [],
    brand: r.brand,
    color: r.color ? tr(r.color, lang) || null : null,
    categoryPath: categoryPath(tax, r.categories ?? [], lang),
    offerEnds: timer && Date.parse(timer) > now ? timer : null,
    variants: rows.map((v) => {
      const p = variantPrice(product, { priceQ: v.priceQ, oldPriceQ: v.oldPriceQ });
      return { id: v.id, size: v.size, price: p.price, priceOld: p.priceOld, inStock: v.stock > 0 };
    }),
  };
}

/** Up to `limit` feed products with an id above `after`, in id order (a walk of the primary key). */
export async function feedPage(database: Database, req: { lang: Lang; after: number; limit: number }): Promise<FeedPage> {
  const { lang } = req;
  const [tax, rows] = await Promise.all([
    loadTaxonomy(database),
    database.query<FeedRow>(sql`
      select p.id, p.sku, p.price_q, p.old_price_q, p.discount, p.discount_timer,
        coalesce(t.title, te.title) as title, coalesce(nullif(t."desc", ''), te."desc") as "desc",
        (select r.path from routes r where r.entity_type = 'product' and r.entity_id = p.id and not r.is_redirect
           order by (r.lang = ${lang}) desc, (r.lang = 'en') desc, r.id limit 1) as route,
        b.title as brand, c.title as color,
        (select json_agg(i.path order by i.sort, i.id) from product_images i where i.product_id = p.id) as images,
        (select json_agg(json_build_object('id', v.id, 'size', v.size, 'priceQ', v.price_q, 'oldPriceQ', v.old_price_q, 'stock', v.stock)
            order by v.sort, v.id) from product_variants v where v.product_id = p.id) as variants,
        (select json_agg(pc.category_id order by pc.category_id) from product_categories pc where pc.product_id = p.id) as categories
      from products p
      left join product_translations t on t.product_id = p.id and t.lang = ${lang}
      left join product_translations te on te.product_id = p.id and te.lang = 'en'
      left join brands b on b.id = p.brand_id
      left join colors c on c.id = p.color_id
      where p.id > ${req.after} and p.status = 'active' and not p.price_in_store
      order by p.id
      limit ${req.limit}`),
  ]);
  const now = Date.now();
  const items = rows.map((r) => productOf(r, tax, lang, now));
  const last = items[items.length - 1];
  return { items, next: items.length === req.limit && last ? last.id : null };
}
