/**
 * One product as the back office's edit form shows it: every field the form edits, its gift
 * and set rows, and a version fingerprint the save checks (editing.ts writes it back).
 */
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Exec } from "../db/seed/bulk.ts";
import { PRODUCT_LANGS, type AdminProduct, type ProductLang, type ProductRefView } from "../admin/contract.ts";

type Reader = Exec;

/** The shop's time zone, for the discount end the form shows (catalogue-contract's SHOP_UTC_OFFSET). */
const SHOP_ZONE = "Asia/Baku";

interface RefRow {
  id: number;
  sku: string;
  title: string | null;
}
const refView = (r: RefRow): ProductRefView => ({ id: r.id, sku: r.sku, title: r.title ?? "" });
/** a product's English title (else any), for the form's gift and set rows */
const titleOf = (idColumn: SQL) =>
  sql`(select t.title from product_translations t where t.product_id = ${idColumn} order by (t.lang = 'en') desc, t.lang limit 1)`;

/** What the form edits, read with `run` (the database or a transaction). Stock is left out of the version. */
export async function readProduct(run: Reader, id: number, lock = false): Promise<AdminProduct | null> {
  const [p] = await run<{
    id: number;
    sku: string;
    status: "active" | "hidden";
    brand_id: number | null;
    price_q: number;
    old_price_q: number | null;
    price_in_store: boolean;
    only_card: boolean;
    discount: number;
    discount_items_count: number;
    discount_in_basket: number;
    cash_discount: number;
    timer: string | null;
    size_table_id: number | null;
  }>(sql`select id, sku, status, brand_id, price_q, old_price_q, price_in_store, only_card, discount, discount_items_count, discount_in_basket,
      cash_discount, to_char(discount_timer at time zone ${SHOP_ZONE}, 'YYYY-MM-DD"T"HH24:MI') as timer, size_table_id
    from products where id = ${id} ${lock ? sql`for update` : sql``}`);
  if (!p) return null;
  // one after another: `run` may be a transaction's single connection
  const texts = await run<{ lang: string; title: string; desc: string; discount_category_title: string | null }>(
    sql`select lang, title, "desc", discount_category_title from product_translations where product_id = ${id}`,
  );
  const routes = await run<{ lang: string; path: string }>(sql`select distinct on (lang) lang, path from routes where entity_type = 'product' and entity_id = ${id} and not is_redirect order by lang, id desc`);
  const variants = await run<{ id: number; size: string; stock: number; price_q: number | null }>(sql`select id, size, stock, price_q from product_variants where product_id = ${id} order by sort, id`);
  const images = await run<{ id: number; path: string; sort: number }>(sql`select id, path, sort from product_images where product_id = ${id} order by sort, id`);
  // the categories the product was put in (their ancestors are stored too; the form shows the deepest)
  const cats = await run<{ category_id: number }>(sql`select category_id from product_categories pc where product_id = ${id}
      and not exists (select 1 from product_categories o join categories c on c.id = o.category_id where o.product_id = pc.product_id and c.parent_id = pc.category_id)
      order by category_id`);
  const badges = await run<{ badge_id: number }>(sql`select badge_id from product_badges where product_id = ${id} order by badge_id`);
  const values = await run<{ param_value_id: number }>(sql`select param_value_id from product_param_values where product_id = ${id} order by param_value_id`);
  const collections = await run<{ id: number }>(sql`select collection_id as id from product_collections where product_id = ${id} order by collection_id`);
  const groups = await run<{ id: number }>(sql`select group_id as id from product_group_items where product_id = ${id} order by group_id`);
  const gifts = await run<RefRow>(sql`select p.id, p.sku, ${titleOf(sql`p.id`)} as title from product_gifts g join products p on p.id = g.gift_product_id
      where g.product_id = ${id} order by p.id`);
  const sets = await run<{ id: number; title: Record<string, string>; price_q: number; old_price_q: number | null; items: RefRow[] | null }>(sql`
    select s.id, s.title, s.price_q, s.old_price_q,
      (select json_agg(json_build_object('id', p.id, 'sku', p.sku, 'title', ${titleOf(sql`p.id`)}) order by p.id)
        from product_set_items i join products p on p.id = i.product_id where i.set_id = s.id) as items
    from product_sets s where s.product_id = ${id} order by s.sort, s.id`);
  const textOf = new Map(texts.map((t) => [t.lang, t]));
  const pathOf = new Map(routes.map((r) => [r.lang, r.path]));
  const product: AdminProduct = {
    id: p.id,
    version: "",
    sku: p.sku,
    status: p.status,
    brandId: p.brand_id,
    categoryIds: cats.map((c) => c.category_id),
    badgeIds: badges.map((b) => b.badge_id),
    priceQ: p.price_q,
    oldPriceQ: p.old_price_q,
    priceInStore: p.price_in_store,
    onlyCard: p.only_card,
    texts: Object.fromEntries(
      PRODUCT_LANGS.map((lang) => [
        lang,
        {
          title: textOf.get(lang)?.title ?? "",
          desc: textOf.get(lang)?.desc ?? "",
          slug: (pathOf.get(lang) ?? "").replace(/^\//, ""),
          discountTitle: textOf.get(lang)?.discount_category_title ?? "",
        },
      ]),
    ) as AdminProduct["texts"],
    variants: variants.map((v) => ({ id: v.id, size: v.size, stock: v.stock, priceQ: v.price_q })),
    images: images.map((i) => ({ id: i.id, path: i.path, sort: i.sort })),
    discount: p.discount,
    discountItemsCount: p.discount_items_count,
    discountInBasket: p.discount_in_basket,
    cashDiscount: p.cash_discount,
    discountTimer: p.timer,
    sizeTableId: p.size_table_id,
    paramValueIds: values.map((v) => v.param_value_id),
    collectionIds: collections.map((c) => c.id),
    groupIds: groups.map((g) => g.id),
    gifts: gifts.map(refView),
    sets: sets.map((s) => ({
      id: s.id,
      titles: Object.fromEntries(PRODUCT_LANGS.map((lang) => [lang, s.title?.[lang] ?? ""])) as Record<ProductLang, string>,
      priceQ: s.price_q,
      oldPriceQ: s.old_price_q,
      items: (s.items ?? []).map(refView),
    })),
  };
  product.version = versionOf(product);
  return product;
}

/**
 * A fingerprint of everything the form edits except stock (stock edits are differences, sales
 * meanwhile are fine) and photos (each photo call is a change of its own, backend/catalog/photos.ts,
 * so an upload does not make the open form stale).
 */
export function versionOf(product: AdminProduct): string {
  const { version: _v, variants, images: _images, ...rest } = product;
  const shape = { ...rest, variants: variants.map((v) => ({ id: v.id, size: v.size, priceQ: v.priceQ })) };
  return createHash("sha1").update(JSON.stringify(shape)).digest("hex").slice(0, 16);
}

export async function adminProduct(database: Database, id: number): Promise<AdminProduct | null> {
  return readProduct((s) => database.query(s), id);
}
