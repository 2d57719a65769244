/**
 * What other modules may ask the catalogue to change. Stock lives in `product_variants`,
 * which the catalogue owns (ADR 0028): checkout takes stock when it places an order, orders
 * give it back when an order is cancelled or its hold expires — both through this pair, inside
 * the caller's transaction.
 */
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { intArray } from "../core/sql.ts";
import { productVariants } from "./tables.ts";

/** The caller's transaction (or database). */
type Tx = Pick<Db, "update" | "execute">;

/**
 * Takes `qty` units of a product's size, only if that many are there (one conditional
 * UPDATE, so two buyers of the last unit cannot both get it). Answers the variant's id, or
 * null when the stock is short.
 */
export async function takeStock(tx: Tx, take: { productId: number; size: string; qty: number }): Promise<number | null> {
  const taken = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${take.qty}` })
    .where(and(eq(productVariants.productId, take.productId), eq(productVariants.size, take.size), gte(productVariants.stock, take.qty)))
    .returning({ id: productVariants.id });
  return taken[0]?.id ?? null;
}

/**
 * Takes one unit of a gift product: its first size (by sort, id) with stock, only while the
 * product is active. Answers the variant taken, or null when none is left.
 */
export async function takeGiftUnit(tx: Tx, productId: number): Promise<{ id: number; size: string } | null> {
  const taken = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - 1` })
    .where(
      and(
        gte(productVariants.stock, 1),
        eq(
          productVariants.id,
          sql`(select v.id from product_variants v join products p on p.id = v.product_id
               where v.product_id = ${productId} and p.status = 'active' and v.stock >= 1 order by v.sort, v.id limit 1)`,
        ),
      ),
    )
    .returning({ id: productVariants.id, size: productVariants.size });
  return taken[0] ?? null;
}

/**
 * Gives units back to their variants, in one statement (several entries of one variant add
 * up). The caller makes sure it happens once (orders: the `stock_released` flag).
 */
export async function releaseStock(tx: Tx, lines: readonly { variantId: number; qty: number }[]): Promise<void> {
  const byVariant = new Map<number, number>();
  for (const { variantId, qty } of lines) byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + qty);
  if (!byVariant.size) return;
  await tx.execute(sql`
    update ${productVariants} v set stock = v.stock + l.qty
    from (select unnest(${intArray([...byVariant.keys()])}) as id, unnest(${intArray([...byVariant.values()])}) as qty) l
    where v.id = l.id`);
}

/* the back office's product edits (backend/catalog/editing.ts) */
/**
 * A product's review figures (reviews/service.ts counts its published reviews and hands them
 * over): the average × 10, rounded, and how many there are. Inside the caller's transaction.
 */
export async function setProductRating(tx: Pick<Db, "execute">, productId: number, ratingX10: number, reviewsCount: number): Promise<void> {
  await tx.execute(sql`update products set rating_x10 = ${ratingX10}, reviews_count = ${reviewsCount} where id = ${productId}`);
}

export { adminProduct, duplicateProduct, moveVisibility, saveProduct, setVisibility, versionOf, type PathWriter, type SaveResult } from "./editing.ts";
/* the back office's photo edits (backend/catalog/photos.ts) */
export { addProductPhoto, moveProductPhoto, removeProductPhoto, MAX_PRODUCT_PHOTOS, type PhotoChange } from "./photos.ts";
export { adminTaxon, categoryParents, removeTaxon, saveTaxon, taxonVersion, type TaxonPaths, type TaxonResult } from "./taxonomy-editing.ts";
export { addMember, members, moveMember, removeMember, type MemberResult } from "./taxonomy-members.ts";
