/**
 * The catalogue's writes for the back office: create/update with the version check (the form's
 * reading and its version are in product-form.ts), duplicate, hide/show. Every
 * write runs in one transaction with its audit entry; the database's change triggers
 * (migration 0004) then drop the page cache and the API read cache.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { execOf, type Exec } from "../db/seed/bulk.ts";
import { recomputeProductDerived } from "../db/seed/derived.ts";
import { foldSearch } from "../core/text.ts";
import { cleanRichText } from "../core/rich-text.ts";
import { intArray, textArray } from "../core/sql.ts";
import { audit, type Actor } from "../staff/service.ts";
import { PRODUCT_LANGS, PRODUCT_MSG, type AdminProduct, type ProductForm } from "../admin/contract.ts";
import { readProduct } from "./product-form.ts";

export { adminProduct, versionOf } from "./product-form.ts";

/* ───────────── saving ───────────── */

export type SaveResult =
  | { kind: "saved"; id: number }
  | { kind: "not_found" }
  | { kind: "conflict" }
  | { kind: "invalid"; errors: Record<string, string> };

/** First path segments the storefront's own routes take: a product cannot live there. */
export const RESERVED_PATHS = new Set([
  "admin", "api", "img", "d", "assets", "search", "newin", "sale", "best-sellers", "products", "collections", "brands", "blog",
  "branches", "cart", "wishlist", "compare", "login", "signup", "remind", "new-password", "logout", "cabinet", "checkout", "order",
  "action", "suggest", "newsletter", "push", "dev", "payments", "healthz", "readyz", "robots.txt", "sitemap.xml", "az", "en", "ru",
]);

class Invalid extends Error {
  constructor(readonly errors: Record<string, string>) {
    super("invalid");
  }
}
class Conflict extends Error {}

/**
 * The public paths are routing's table: the caller hands over routing's writes (the back office
 * passes backend/routing/service.ts), so the catalogue does not import routing (which reads it).
 */
export interface PathWriter {
  move(run: Exec, entry: { lang: "az" | "en" | "ru"; type: "product"; id: number; path: string }): Promise<"ok" | "taken">;
  copy(run: Exec, type: "product", fromId: number, toId: number): Promise<void>;
}

/**
 * Creates (id null) or updates a product from the form. An update needs the version the form
 * was read with (else conflict); a slug change keeps the old path as a redirect; each size's
 * stock moves by what the form changed (never below zero) and the moves are audited.
 */
export async function saveProduct(database: Database, actor: Actor, id: number | null, form: ProductForm, paths: PathWriter): Promise<SaveResult> {
  try {
    const savedId = await database.db.transaction(async (tx) => {
      const run = execOf(tx);
      let before: AdminProduct | null = null;
      let productId: number;
      const columns = {
        brand: form.brandId,
        price: form.price,
        old: form.oldPrice,
        inStore: form.priceInStore,
        onlyCard: form.onlyCard,
        status: form.status,
      };
      if (form.sizeTableId !== null && !(await run(sql`select 1 from size_tables where id = ${form.sizeTableId}`)).length) {
        throw new Invalid({ sizeTableId: PRODUCT_MSG.unknownOption });
      }
      if (form.brandId !== null && !(await run(sql`select 1 from brands where id = ${form.brandId}`)).length) throw new Invalid({ brandId: PRODUCT_MSG.unknownOption });
      const offer = sql`discount = ${form.discount}, discount_items_count = ${form.discountItemsCount}, discount_in_basket = ${form.discountInBasket},
        cash_discount = ${form.cashDiscount}, discount_timer = ${form.discountTimer}::timestamptz, size_table_id = ${form.sizeTableId}`;
      if (id !== null) {
        before = await readProduct(run, id, true);
        if (!before) return null;
        if (form.version !== before.version) throw new Conflict();
        productId = id;
        await run(sql`update products set brand_id = ${columns.brand}, price_q = ${columns.price}, old_price_q = ${columns.old},
          price_in_store = ${columns.inStore}, only_card = ${columns.onlyCard}, status = ${columns.status}, ${offer}
          ${form.sku ? sql`, sku = ${form.sku}` : sql``} where id = ${id}`);
      } else {
        const sku = form.sku || `BZ-${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296).toString(36).toUpperCase()}`;
        const [row] = await run<{ id: number }>(sql`insert into products (sku, brand_id, price_q, old_price_q, price_in_store, only_card, status, new_in)
          values (${sku}, ${columns.brand}, ${columns.price}, ${columns.old}, ${columns.inStore}, ${columns.onlyCard}, ${columns.status}, true) returning id`);
        productId = row!.id;
        await run(sql`update products set ${offer} where id = ${productId}`);
      }

      // texts and paths per language
      const brandTitle = form.brandId ? ((await run<{ title: string }>(sql`select title from brands where id = ${form.brandId}`))[0]?.title ?? "") : "";
      const errors: Record<string, string> = {};
      for (const lang of PRODUCT_LANGS) {
        const t = form[lang];
        const searchText = foldSearch(`${t.title} ${brandTitle} ${form.sku}`);
        const saleTitle = t.discountTitle || null;
        await run(sql`insert into product_translations (product_id, lang, title, "desc", search_text, discount_category_title)
          values (${productId}, ${lang}, ${t.title}, ${cleanRichText(t.desc)}, ${searchText}, ${saleTitle})
          on conflict (product_id, lang) do update set title = excluded.title, "desc" = excluded."desc", search_text = excluded.search_text,
            discount_category_title = excluded.discount_category_title`);
        const path = `/${t.slug}`;
        const current = before?.texts[lang].slug ? `/${before.texts[lang].slug}` : null;
        if (current === path) continue;
        if (RESERVED_PATHS.has(t.slug.split("/")[0]!)) {
          errors[`${lang}.slug`] = PRODUCT_MSG.slugTaken;
          continue;
        }
        if ((await paths.move(run, { lang, type: "product", id: productId, path })) === "taken") errors[`${lang}.slug`] = PRODUCT_MSG.slugTaken;
      }
      if (Object.keys(errors).length) throw new Invalid(errors);

      // categories, badges (the facet triggers keep category_ids and sizes)
      const known = await run<{ id: number }>(sql`select id from categories where id = any(${`{${form.categoryIds.join(",")}}`}::int[])`);
      if (known.length === 0) throw new Invalid({ categoryIds: PRODUCT_MSG.category });
      await run(sql`delete from product_categories where product_id = ${productId}`);
      // the product sits in the chosen categories and every ancestor (as the catalogue expects)
      await run(sql`insert into product_categories (product_id, category_id)
        with recursive up as (
          select id, parent_id from categories where id = any(${`{${known.map((k) => k.id).join(",")}}`}::int[])
          union select c.id, c.parent_id from categories c join up on c.id = up.parent_id
        ) select distinct ${productId}::int, id from up on conflict do nothing`);
      await run(sql`delete from product_badges where product_id = ${productId}`);
      if (form.badgeIds.length) {
        await run(sql`insert into product_badges (product_id, badge_id)
          select ${productId}::int, id from badges where id = any(${`{${form.badgeIds.join(",")}}`}::int[]) on conflict do nothing`);
      }

      await saveExtras(run, productId, form);

      // sizes and stock
      const existing = await run<{ id: number; size: string; stock: number }>(sql`select id, size, stock from product_variants where product_id = ${productId} for update`);
      const bySize = new Map(existing.map((v) => [v.size.toLowerCase(), v]));
      const moves: { size: string; from: number; to: number }[] = [];
      const kept = new Set<number>();
      for (const [index, v] of form.variants.entries()) {
        const found = bySize.get(v.size.toLowerCase());
        if (found) {
          kept.add(found.id);
          const target = v.stockWas === undefined ? v.stock : found.stock + (v.stock - v.stockWas);
          if (target < 0) throw new Invalid({ [`variants.${index}.stock`]: PRODUCT_MSG.negativeStock });
          await run(sql`update product_variants set size = ${v.size}, sort = ${index}, price_q = ${v.price}, stock = ${target} where id = ${found.id}`);
          if (target !== found.stock) moves.push({ size: v.size, from: found.stock, to: target });
        } else {
          await run(sql`insert into product_variants (product_id, size, sort, price_q, stock) values (${productId}, ${v.size}, ${index}, ${v.price}, ${v.stock})`);
          if (id !== null) moves.push({ size: v.size, from: 0, to: v.stock });
        }
      }
      for (const gone of existing.filter((v) => !kept.has(v.id))) {
        await run(sql`delete from product_variants where id = ${gone.id}`);
        if (gone.stock !== 0) moves.push({ size: gone.size, from: gone.stock, to: 0 });
      }
      await recomputeProductDerived(run, [productId]);

      const after = await readProduct(run, productId);
      await audit(tx, actor, { area: "catalogue", action: id === null ? "create" : "update", entity: "product", entityId: productId, before: before ? strip(before) : null, after: after ? strip(after) : null });
      if (moves.length) await audit(tx, actor, { area: "catalogue", action: "stock", entity: "product", entityId: productId, before: moves.map((m) => ({ size: m.size, stock: m.from })), after: moves.map((m) => ({ size: m.size, stock: m.to })) });
      return productId;
    });
    return savedId === null ? { kind: "not_found" } : { kind: "saved", id: savedId };
  } catch (err) {
    if (err instanceof Conflict) return { kind: "conflict" };
    if (err instanceof Invalid) return { kind: "invalid", errors: err.errors };
    if (isSkuTaken(err)) return { kind: "invalid", errors: { sku: PRODUCT_MSG.slugTaken } };
    throw err;
  }
}

/**
 * Parameters, collections, product groups, gifts and set options. Gifts and set members are named by SKU or number; an
 * unknown one, the product itself, or a parameter value that does not exist is a field error.
 * Set options keep their ids (cart lines name the option they were put in the cart with).
 */
async function saveExtras(run: Exec, productId: number, form: ProductForm): Promise<void> {
  const errors: Record<string, string> = {};
  if (form.paramValueIds.length) {
    const known = await run<{ id: number }>(sql`select id from param_values where id = any(${intArray(form.paramValueIds)})`);
    if (known.length !== form.paramValueIds.length) errors.paramValueIds = PRODUCT_MSG.unknownOption;
  }
  for (const [field, table, ids] of [
    ["collectionIds", "collections", form.collectionIds],
    ["groupIds", "product_groups", form.groupIds],
  ] as const) {
    if (!ids.length) continue;
    const known = await run<{ id: number }>(sql`select id from ${sql.identifier(table)} where id = any(${intArray(ids)})`);
    if (known.length !== ids.length) errors[field] = PRODUCT_MSG.unknownOption;
  }
  const refs = [...form.gifts, ...form.sets.flatMap((s) => s.items)];
  const found = await resolveProducts(run, refs);
  const giftIds: number[] = [];
  form.gifts.forEach((ref, i) => {
    const gift = found.get(ref.toLowerCase());
    if (gift === undefined) errors[`gifts.${i}`] = PRODUCT_MSG.unknownProduct;
    else if (gift === productId) errors[`gifts.${i}`] = PRODUCT_MSG.ownGift;
    else if (giftIds.includes(gift)) errors[`gifts.${i}`] = PRODUCT_MSG.giftTwice;
    else giftIds.push(gift);
  });
  const setItems = form.sets.map((set, i) => {
    const ids: number[] = [];
    for (const ref of set.items) {
      const item = found.get(ref.toLowerCase());
      if (item === undefined) errors[`sets.${i}.items`] ??= PRODUCT_MSG.unknownProduct;
      else if (item === productId) errors[`sets.${i}.items`] ??= PRODUCT_MSG.ownSet;
      else if (!ids.includes(item)) ids.push(item);
    }
    return ids;
  });
  const existingSets = await run<{ id: number }>(sql`select id from product_sets where product_id = ${productId}`);
  const setIds = new Set(existingSets.map((s) => s.id));
  form.sets.forEach((set, i) => {
    if (set.id !== undefined && !setIds.has(set.id)) errors[`sets.${i}.az`] = PRODUCT_MSG.unknownOption;
  });
  if (Object.keys(errors).length) throw new Invalid(errors);

  await run(sql`delete from product_param_values where product_id = ${productId}`);
  if (form.paramValueIds.length) {
    await run(sql`insert into product_param_values (product_id, param_value_id)
      select ${productId}::int, id from param_values where id = any(${intArray(form.paramValueIds)}) on conflict do nothing`);
  }
  // collections and groups: memberships kept keep their place (a group's order is the taxonomy screen's)
  await run(sql`delete from product_collections where product_id = ${productId} and not (collection_id = any(${intArray(form.collectionIds)}))`);
  if (form.collectionIds.length) {
    await run(sql`insert into product_collections (product_id, collection_id)
      select ${productId}::int, x from unnest(${intArray(form.collectionIds)}) as x on conflict do nothing`);
  }
  await run(sql`delete from product_group_items where product_id = ${productId} and not (group_id = any(${intArray(form.groupIds)}))`);
  for (const groupId of form.groupIds) {
    await run(sql`insert into product_group_items (group_id, product_id, sort)
      values (${groupId}, ${productId}, (select coalesce(max(sort) + 1, 0) from product_group_items where group_id = ${groupId})) on conflict do nothing`);
  }
  await run(sql`delete from product_gifts where product_id = ${productId}`);
  if (giftIds.length) {
    await run(sql`insert into product_gifts (product_id, gift_product_id)
      select ${productId}::int, x from unnest(${intArray(giftIds)}) as x on conflict do nothing`);
  }
  const kept = form.sets.map((s) => s.id).filter((x): x is number => x !== undefined);
  await run(sql`delete from product_sets where product_id = ${productId} and not (id = any(${intArray(kept)}))`);
  for (const [index, set] of form.sets.entries()) {
    const title = JSON.stringify({ az: set.az, en: set.en, ru: set.ru });
    let setId = set.id;
    if (setId !== undefined) {
      await run(sql`update product_sets set title = ${title}::jsonb, price_q = ${set.price}, old_price_q = ${set.oldPrice}, sort = ${index} where id = ${setId}`);
      await run(sql`delete from product_set_items where set_id = ${setId}`);
    } else {
      const [row] = await run<{ id: number }>(sql`insert into product_sets (product_id, title, price_q, old_price_q, sort)
        values (${productId}, ${title}::jsonb, ${set.price}, ${set.oldPrice}, ${index}) returning id`);
      setId = row!.id;
    }
    await run(sql`insert into product_set_items (set_id, product_id) select ${setId}::int, x from unnest(${intArray(setItems[index]!)}) as x`);
  }
  await run(sql`update products set is_set = ${form.sets.length > 0} where id = ${productId}`);
}

/** Products named by SKU (first) or number, keyed by the lower-cased name. */
async function resolveProducts(run: Exec, refs: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const names = [...new Set(refs.map((r) => r.toLowerCase()))];
  if (!names.length) return out;
  const numbers = names.filter((n) => /^\d{1,9}$/.test(n)).map(Number);
  const rows = await run<{ id: number; sku: string }>(sql`select id, sku from products
    where lower(sku) = any(${textArray(names)}) or id = any(${intArray(numbers)})`);
  for (const name of names) {
    const bySku = rows.find((r) => r.sku.toLowerCase() === name);
    const byId = /^\d{1,9}$/.test(name) ? rows.find((r) => r.id === Number(name)) : undefined;
    const hit = bySku ?? byId;
    if (hit) out.set(name, hit.id);
  }
  return out;
}

function isSkuTaken(err: unknown): boolean {
  const text = String((err as { message?: string })?.message ?? "") + String((err as { cause?: { message?: string } })?.cause?.message ?? "");
  return /products_sku/.test(text);
}

/** The audit log's copy of a product: no version, no image list noise. */
function strip(product: AdminProduct) {
  const { version: _v, ...rest } = product;
  return rest;
}

/** Hide or show a product on the storefront. */
export async function setVisibility(database: Database, actor: Actor, id: number, status: "active" | "hidden"): Promise<boolean> {
  return database.db.transaction(async (tx) => (await moveVisibility(tx, actor, id, status)) !== "missing");
}

/**
 * Inside the caller's transaction: hide or show one product (its row locked), with an audit
 * entry when it moves (`bulk: true` in it for a bulk action). "missing" when there is no such
 * product, else whether it moved (false: it already was so).
 */
export async function moveVisibility(
  tx: Pick<Database["db"], "execute" | "insert">,
  actor: Actor,
  id: number,
  status: "active" | "hidden",
  opts: { bulk?: boolean } = {},
): Promise<"missing" | boolean> {
  const run = execOf(tx);
  const [row] = await run<{ status: string }>(sql`select status from products where id = ${id} for update`);
  if (!row) return "missing";
  if (row.status === status) return false;
  await run(sql`update products set status = ${status} where id = ${id}`);
  await audit(tx, actor, { area: "catalogue", action: status === "hidden" ? "hide" : "show", entity: "product", entityId: id, before: { status: row.status }, after: opts.bulk ? { status, bulk: true } : { status } });
  return true;
}

/**
 * A copy of a product, hidden until someone shows it, with new paths (`…-{new id}`) and a new
 * SKU: texts, prices and every discount kind, brand, colour, size table, categories, badges,
 * parameters, collections, product groups (at the end of each group), gifts, set options with
 * their products, and sizes (stock 0: a copy has no goods yet). Photos are shared, not copied:
 * the copy lists the same stored images, whose files stay while any product uses them (ADR
 * 0030), so a photo replaced on one of the two leaves the other's alone. Reviews, ratings and
 * order history stay with the original.
 */
export async function duplicateProduct(database: Database, actor: Actor, id: number, paths: PathWriter): Promise<number | null> {
  return database.db.transaction(async (tx) => {
    const run = execOf(tx);
    const [source] = await run<{ sku: string }>(sql`select sku from products where id = ${id}`);
    if (!source) return null;
    const [copy] = await run<{ id: number }>(sql`insert into products (sku, brand_id, color_id, size_table_id, price_q, old_price_q, discount,
        discount_items_count, discount_in_basket, cash_discount, discount_timer, price_in_store, best_seller, new_in, single_sell, only_card, is_set, status, sort_price_q)
      select sku || '-copy-' || substr(md5(random()::text), 1, 6), brand_id, color_id, size_table_id, price_q, old_price_q, discount,
        discount_items_count, discount_in_basket, cash_discount, discount_timer, price_in_store, best_seller, new_in, single_sell, only_card, is_set, 'hidden', sort_price_q
      from products where id = ${id} returning id`);
    const copyId = copy!.id;
    await run(sql`insert into product_translations (product_id, lang, title, "desc", spec, discount_category_title, payment_type_message, search_text)
      select ${copyId}::int, lang, title, "desc", spec, discount_category_title, payment_type_message, search_text from product_translations where product_id = ${id}`);
    await paths.copy(run, "product", id, copyId);
    await run(sql`insert into product_variants (product_id, size, sort, price_q, old_price_q, stock)
      select ${copyId}::int, size, sort, price_q, old_price_q, 0 from product_variants where product_id = ${id}`);
    await run(sql`insert into product_images (product_id, path, with_pad, sort, alt) select ${copyId}::int, path, with_pad, sort, alt from product_images where product_id = ${id}`);
    for (const [table, column] of [
      ["product_categories", "category_id"],
      ["product_badges", "badge_id"],
      ["product_param_values", "param_value_id"],
      ["product_collections", "collection_id"],
    ] as const) {
      await run(sql`insert into ${sql.identifier(table)} (product_id, ${sql.identifier(column)}) select ${copyId}::int, ${sql.identifier(column)} from ${sql.identifier(table)} where product_id = ${id}`);
    }
    await run(sql`insert into product_group_items (group_id, product_id, sort)
      select g.group_id, ${copyId}::int, (select coalesce(max(x.sort) + 1, 0) from product_group_items x where x.group_id = g.group_id)
      from product_group_items g where g.product_id = ${id}`);
    await run(sql`insert into product_gifts (product_id, gift_product_id) select ${copyId}::int, gift_product_id from product_gifts where product_id = ${id}`);
    const sets = await run<{ id: number }>(sql`select id from product_sets where product_id = ${id} order by sort, id`);
    for (const set of sets) {
      const [made] = await run<{ id: number }>(sql`insert into product_sets (product_id, title, price_q, old_price_q, sort)
        select ${copyId}::int, title, price_q, old_price_q, sort from product_sets where id = ${set.id} returning id`);
      await run(sql`insert into product_set_items (set_id, product_id) select ${made!.id}::int, product_id from product_set_items where set_id = ${set.id}`);
    }
    await audit(tx, actor, { area: "catalogue", action: "duplicate", entity: "product", entityId: copyId, before: { from: id, sku: source.sku }, after: { id: copyId } });
    return copyId;
  });
}
