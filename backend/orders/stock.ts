/** An order's stock given back: the `cancelled` event's stock subscriber (subscribers.ts). */
import { and, eq, isNotNull } from "drizzle-orm";
import { releaseStock as releaseVariantStock } from "../catalog/service.ts";
import { orderLines } from "../db/schema.ts";
import type { Tx } from "./history.ts";

/**
 * Gives an order's stock back: every line with a variant took its qty of that variant
 * (checkout's stock rule); the catalogue returns it all in one statement (catalog/service.ts).
 * It happens once: it runs in the transaction whose conditional UPDATE turned `stock_released`
 * from false to true (lifecycle.ts).
 */
export async function releaseStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ variantId: orderLines.variantId, qty: orderLines.qty })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.variantId)));
  await releaseVariantStock(
    tx,
    lines.map((l) => ({ variantId: l.variantId!, qty: l.qty })),
  );
}
