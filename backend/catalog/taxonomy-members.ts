/**
 * The products of a collection or group for the back office: listed in their order (groups) or
 * by title (collections), added by SKU or number, taken out, and moved within a group. Every
 * change runs in one transaction with its audit entry.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { execOf } from "../db/seed/bulk.ts";
import { audit, type Actor } from "../staff/service.ts";
import type { AdminMember, MemberKind, TaxonomyLang } from "../admin/contract.ts";
import { AUDIT_ENTITY, TABLE } from "./taxonomy-editing.ts";

const MEMBERS = {
  collections: { table: "product_collections", owner: "collection_id", sorted: false },
  "product-groups": { table: "product_group_items", owner: "group_id", sorted: true },
} as const;

/** The products of a collection or group in their order (groups) or by title (collections). */
export async function members(database: Database, kind: MemberKind, id: number, lang: TaxonomyLang): Promise<AdminMember[] | null> {
  const [owner] = await database.query(sql`select 1 from ${sql.identifier(TABLE[kind])} where id = ${id}`);
  if (!owner) return null;
  const m = MEMBERS[kind];
  return database.query<AdminMember>(sql`select p.id as "productId", p.sku, coalesce(t.title, '') as title, p.status,
      ${m.sorted ? sql`m.sort` : sql`0`} as sort,
      (select i.path from product_images i where i.product_id = p.id order by i.sort, i.id limit 1) as image
    from ${sql.identifier(m.table)} m join products p on p.id = m.product_id
    left join product_translations t on t.product_id = p.id and t.lang = ${lang}
    where m.${sql.identifier(m.owner)} = ${id}
    order by ${m.sorted ? sql`m.sort,` : sql``} lower(coalesce(t.title, '')), p.id`);
}

export type MemberResult = { kind: "ok"; productId: number } | { kind: "not_found" } | { kind: "no_product" };

/** Adds a product (by SKU or number) to a collection or group; adding one already there changes nothing. */
export async function addMember(database: Database, actor: Actor, kind: MemberKind, id: number, product: string): Promise<MemberResult> {
  return database.db.transaction(async (tx): Promise<MemberResult> => {
    const run = execOf(tx);
    const [owner] = await run(sql`select id from ${sql.identifier(TABLE[kind])} where id = ${id} for update`);
    if (!owner) return { kind: "not_found" };
    const asId = /^\d{1,9}$/.test(product) ? Number(product) : 0;
    const [found] = await run<{ id: number }>(sql`select id from products where lower(sku) = lower(${product}) or id = ${asId} order by (lower(sku) = lower(${product})) desc limit 1`);
    if (!found) return { kind: "no_product" };
    const m = MEMBERS[kind];
    const added = m.sorted
      ? await run(sql`insert into product_group_items (group_id, product_id, sort)
          values (${id}, ${found.id}, (select coalesce(max(sort) + 1, 0) from product_group_items where group_id = ${id})) on conflict do nothing returning product_id`)
      : await run(sql`insert into product_collections (collection_id, product_id) values (${id}, ${found.id}) on conflict do nothing returning product_id`);
    if (added.length) await audit(tx, actor, { area: "catalogue", action: "add_product", entity: AUDIT_ENTITY[kind], entityId: id, after: { productId: found.id } });
    return { kind: "ok", productId: found.id };
  });
}

/** Takes a product out of a collection or group (the product itself stays). */
export async function removeMember(database: Database, actor: Actor, kind: MemberKind, id: number, productId: number): Promise<MemberResult> {
  return database.db.transaction(async (tx): Promise<MemberResult> => {
    const run = execOf(tx);
    const [owner] = await run(sql`select id from ${sql.identifier(TABLE[kind])} where id = ${id} for update`);
    if (!owner) return { kind: "not_found" };
    const m = MEMBERS[kind];
    const gone = await run(sql`delete from ${sql.identifier(m.table)} where ${sql.identifier(m.owner)} = ${id} and product_id = ${productId} returning product_id`);
    if (!gone.length) return { kind: "no_product" };
    await audit(tx, actor, { area: "catalogue", action: "remove_product", entity: AUDIT_ENTITY[kind], entityId: id, before: { productId } });
    return { kind: "ok", productId };
  });
}

/** Moves a product of a group one place up or down (the group's order on the product page). */
export async function moveMember(database: Database, actor: Actor, id: number, productId: number, to: "up" | "down"): Promise<MemberResult> {
  return database.db.transaction(async (tx): Promise<MemberResult> => {
    const run = execOf(tx);
    const [owner] = await run(sql`select id from product_groups where id = ${id} for update`);
    if (!owner) return { kind: "not_found" };
    const items = await run<{ product_id: number }>(sql`select product_id from product_group_items where group_id = ${id} order by sort, product_id`);
    const at = items.findIndex((i) => i.product_id === productId);
    if (at < 0) return { kind: "no_product" };
    const other = to === "up" ? at - 1 : at + 1;
    if (other < 0 || other >= items.length) return { kind: "ok", productId };
    const order = items.map((i) => i.product_id);
    [order[at], order[other]] = [order[other]!, order[at]!];
    for (const [sort, pid] of order.entries()) await run(sql`update product_group_items set sort = ${sort} where group_id = ${id} and product_id = ${pid}`);
    await audit(tx, actor, { area: "catalogue", action: "move_product", entity: "product_group", entityId: id, before: { order: items.map((i) => i.product_id) }, after: { order } });
    return { kind: "ok", productId };
  });
}
