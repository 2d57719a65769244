/**
 * A product's photos in the back office (the rows of product_images): add one, move one up or
 * down (or to a position), remove one. Each change runs in one transaction with the product row
 * locked and its audit entry; positions are renumbered 0…n-1 (0 is the card image, 1 the hover
 * image). The files are the media module's (backend/media/photos.ts): the caller stores them
 * before `addProductPhoto` and removes them after `removeProductPhoto` when no product refers to
 * the path any more (a duplicated product shares its photos) and no order line does.
 * The database's change triggers then drop the page cache and the API read cache.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { execOf, type Exec } from "../db/seed/bulk.ts";
import { audit, type Actor } from "../staff/service.ts";
import type { AdminProductImage } from "../admin/contract.ts";

/** The most photos one product may have. */
export const MAX_PRODUCT_PHOTOS = 20;

export type PhotoChange =
  | { kind: "ok"; images: AdminProductImage[] }
  | { kind: "removed"; images: AdminProductImage[]; path: string; unused: boolean }
  | { kind: "not_found" }
  | { kind: "photo_not_found" }
  | { kind: "full" };

async function imagesOf(run: Exec, productId: number): Promise<AdminProductImage[]> {
  return run<AdminProductImage>(sql`select id, path, sort from product_images where product_id = ${productId} order by sort, id`);
}

async function locked(run: Exec, productId: number): Promise<boolean> {
  return (await run(sql`select id from products where id = ${productId} for update`)).length > 0;
}

/** Writes sort = position for every image whose place changed. */
async function renumber(run: Exec, ordered: AdminProductImage[]): Promise<AdminProductImage[]> {
  const out: AdminProductImage[] = [];
  for (const [index, image] of ordered.entries()) {
    if (image.sort !== index) await run(sql`update product_images set sort = ${index} where id = ${image.id}`);
    out.push({ ...image, sort: index });
  }
  return out;
}

const paths = (images: AdminProductImage[]) => images.map((i) => i.path);

/** Adds a stored photo as the product's last image. */
export async function addProductPhoto(database: Database, actor: Actor, productId: number, path: string): Promise<PhotoChange> {
  return database.db.transaction(async (tx) => {
    const run = execOf(tx);
    if (!(await locked(run, productId))) return { kind: "not_found" } as const;
    const before = await imagesOf(run, productId);
    if (before.length >= MAX_PRODUCT_PHOTOS) return { kind: "full" } as const;
    await run(sql`insert into product_images (product_id, path, with_pad, sort) values (${productId}, ${path}, false, ${before.length})`);
    const images = await renumber(run, await imagesOf(run, productId));
    await audit(tx, actor, { area: "catalogue", action: "photo-add", entity: "product", entityId: productId, before: { images: paths(before) }, after: { images: paths(images) } });
    return { kind: "ok", images } as const;
  });
}

/** Moves a photo one place up or down, or to a position (0-based, clamped). */
export async function moveProductPhoto(database: Database, actor: Actor, productId: number, imageId: number, to: "up" | "down" | number): Promise<PhotoChange> {
  return database.db.transaction(async (tx) => {
    const run = execOf(tx);
    if (!(await locked(run, productId))) return { kind: "not_found" } as const;
    const before = await imagesOf(run, productId);
    const from = before.findIndex((i) => i.id === imageId);
    if (from < 0) return { kind: "photo_not_found" } as const;
    const target = Math.max(0, Math.min(before.length - 1, to === "up" ? from - 1 : to === "down" ? from + 1 : to));
    const ordered = [...before];
    const [moved] = ordered.splice(from, 1);
    ordered.splice(target, 0, moved!);
    const images = await renumber(run, ordered);
    if (target !== from) {
      await audit(tx, actor, { area: "catalogue", action: "photo-move", entity: "product", entityId: productId, before: { images: paths(before) }, after: { images: paths(images) } });
    }
    return { kind: "ok", images } as const;
  });
}

/** Removes a photo from the product; `unused` says no product's image refers to its path any more. */
export async function removeProductPhoto(database: Database, actor: Actor, productId: number, imageId: number): Promise<PhotoChange> {
  return database.db.transaction(async (tx) => {
    const run = execOf(tx);
    if (!(await locked(run, productId))) return { kind: "not_found" } as const;
    const before = await imagesOf(run, productId);
    const gone = before.find((i) => i.id === imageId);
    if (!gone) return { kind: "photo_not_found" } as const;
    await run(sql`delete from product_images where id = ${imageId}`);
    const images = await renumber(run, await imagesOf(run, productId));
    await audit(tx, actor, { area: "catalogue", action: "photo-remove", entity: "product", entityId: productId, before: { images: paths(before) }, after: { images: paths(images) } });
    const [used] = await run(sql`select 1 as used from product_images where path = ${gone.path} limit 1`);
    return { kind: "removed", images, path: gone.path, unused: !used } as const;
  });
}
