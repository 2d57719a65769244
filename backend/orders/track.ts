/**
 * Order tracking without an account (`orders/track`): the order whose number and buyer mobile
 * both match, as the tracking page shows it (track-contract.ts `TrackedOrder`). An unknown
 * number and a known number with another mobile both answer null, after the same query.
 */
import { eq } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { normalizeMobile } from "../core/contact.ts";
import { branches, orderLines, orders, type Lang } from "../db/schema.ts";
import { addressLines } from "../users/service.ts";
import { historyOf } from "./history.ts";
import type { Shipment, TrackInput, TrackedOrder } from "./track-contract.ts";

type OrderRow = typeof orders.$inferSelect;

/** The order's shipment as the shopper sees it (none until the operator has entered a courier). */
export function shipmentOf(order: Pick<OrderRow, "courier" | "trackingNumber">): Shipment | null {
  return order.courier ? { courier: order.courier, trackingNumber: order.trackingNumber || null } : null;
}

const code = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

export async function trackOrder(deps: Deps, input: TrackInput, lang: Lang): Promise<TrackedOrder | null> {
  const { db } = deps.database;
  const [order] = await db.select().from(orders).where(eq(orders.number, input.number)).limit(1);
  const stored = order && typeof order.info.mobile === "string" ? normalizeMobile(order.info.mobile) : null;
  if (!order || stored === null || stored !== input.mobile) return null;
  const [lines, history, branch] = await Promise.all([
    db.select({ qty: orderLines.qty, isGift: orderLines.isGift }).from(orderLines).where(eq(orderLines.orderId, order.id)),
    historyOf(deps, [order.id]),
    order.branchId === null ? Promise.resolve(undefined) : db.select().from(branches).where(eq(branches.id, order.branchId)).then((rows) => rows[0]),
  ]);
  const pickup = order.deliveryType === "pickup";
  const [area] = pickup
    ? [""]
    : await addressLines(deps, [{ city: code(order.info.city), district: code(order.info.district), place: code(order.info.place), address: null }], lang);
  return {
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    history: history.map((h) => ({ status: h.to, at: h.at.toISOString() })),
    count: lines.filter((l) => !l.isGift).reduce((sum, l) => sum + l.qty, 0),
    total: order.totalQ,
    delivery: {
      type: order.deliveryType,
      area: area || null,
      branch: pickup && branch ? { title: branch.title[lang] || branch.title.en, address: branch.address[lang] || branch.address.en } : null,
    },
    shipment: shipmentOf(order),
  };
}
