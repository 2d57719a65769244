/**
 * Orders' public face: the customer's list, one order by id (only the owner's) and one order
 * by its public token (the order page, guests included); and the writes checkout makes when it
 * places an order (the order with its first history entry, then its lines), in checkout's
 * transaction.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { branches, orderLines, orders, payments, type Lang } from "../db/schema.ts";
import type { Order } from "../auth/contract.ts";
import type { OrderSummaryView } from "../auth/contract.ts";
import { summaryLines } from "../pricing/contract.ts";
import type { OrderSummary } from "./tables.ts";
import { addressLines } from "../users/service.ts";
import type { BackendConfig } from "../config.ts";
import { publish } from "./events.ts";
import { SYSTEM_NOTES, historyOf, recordStatus, type Tx } from "./history.ts";
import { PLACED_STATUS } from "./lifecycle.ts";
import { shipmentOf } from "./track.ts";

export const ORDERS_PAGE_SIZE = 10;

/* ───────────── placing (checkout) ───────────── */

export type NewOrder = typeof orders.$inferInsert & { id: number; status: NonNullable<(typeof orders.$inferInsert)["status"]> };
export type NewOrderLine = typeof orderLines.$inferInsert;

/**
 * Writes a placed order (its id taken from the sequence by the caller) in its first status
 * (lifecycle.ts PLACED_STATUS), its first history entry ('order placed', by the buyer), and
 * publishes `placed` in checkout's transaction (a cash order's confirmation is its job).
 */
export async function insertPlacedOrder(tx: Tx, order: NewOrder, config: BackendConfig): Promise<void> {
  if (order.status !== PLACED_STATUS[order.paymentType]) throw new Error(`an order paid by ${order.paymentType} is placed as ${PLACED_STATUS[order.paymentType]}, not ${order.status}`);
  await tx.insert(orders).values(order);
  await recordStatus(tx, { orderId: order.id, from: null, to: order.status, actorUserId: order.userId ?? null, note: SYSTEM_NOTES.placed });
  await publish(tx, { name: "placed", orderId: order.id, from: null, to: order.status, by: "checkout", paymentType: order.paymentType }, config);
}

/** Writes a placed order's lines (sold lines and gift lines). */
export async function insertOrderLines(tx: Tx, lines: NewOrderLine[]): Promise<void> {
  if (lines.length) await tx.insert(orderLines).values(lines);
}

type OrderRow = typeof orders.$inferSelect;

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : v === undefined || v === null ? null : String(v));

async function hydrate(deps: Deps, rows: OrderRow[], lang: Lang): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { db } = deps.database;
  const [lines, pays, branchRows, history] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
    (() => {
      const branchIds = [...new Set(rows.map((r) => r.branchId).filter((id): id is number => id !== null))];
      return branchIds.length ? db.select().from(branches).where(inArray(branches.id, branchIds)) : Promise.resolve([]);
    })(),
    historyOf(deps, ids),
  ]);
  const lineText = await addressLines(
    deps,
    rows.map((r) => ({ city: str(r.info.city), district: str(r.info.district), place: str(r.info.place), address: null })),
    lang,
  );
  return rows.map((r, i) => {
    const own = lines.filter((l) => l.orderId === r.id);
    const pay = pays.find((p) => p.orderId === r.id && p.status === "approved") ?? pays.find((p) => p.orderId === r.id);
    const branch = branchRows.find((b) => b.id === r.branchId);
    const bank = pay?.bankResult ?? null;
    const s = r.summary;
    return {
      id: r.id,
      number: r.number,
      token: r.token,
      opened: r.opened,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      count: own.filter((l) => !l.isGift).reduce((sum, l) => sum + l.qty, 0),
      products: own.map((l) => ({
        id: l.productId,
        title: l.title,
        image: l.image,
        size: l.size,
        option: l.option,
        qty: l.qty,
        price: l.priceQ,
        priceOld: l.oldPriceQ,
        discount: l.discountQ,
        total: l.totalQ,
        isGift: l.isGift,
      })),
      summary: orderSummaryView(s, r.totalQ),
      delivery: {
        type: r.deliveryType,
        urgent: r.urgent,
        branch: branch ? { id: branch.id, title: branch.title[lang] || branch.title.en, address: branch.address[lang] || branch.address.en } : null,
      },
      payment: {
        type: r.paymentType,
        paid: r.paid,
        service: pay?.provider ?? null,
        amount: pay?.amountQ ?? r.totalQ,
        createdAt: pay ? pay.createdAt.toISOString() : null,
        creditCard: r.creditCard,
        creditMonth: r.creditMonth,
        bank: bank ? { cardNumber: str(bank.cardNumber ?? bank.card), cardName: str(bank.cardName ?? bank.name) } : null,
      },
      info: {
        firstName: str(r.info.firstName) ?? "",
        lastName: str(r.info.lastName) ?? "",
        email: str(r.info.email),
        mobile: str(r.info.mobile) ?? "",
        country: str(r.info.country) ?? "AZ",
        city: str(r.info.city),
        district: str(r.info.district),
        place: str(r.info.place),
        address: str(r.info.address),
        addressLine: lineText[i] || null,
        deliveryNote: str(r.info.deliveryNote),
        gift: r.info.gift === true || r.info.gift === "1" || r.info.gift === 1,
        giftFirstName: str(r.info.giftFirstName),
        giftLastName: str(r.info.giftLastName),
        giftMobile: str(r.info.giftMobile),
        giftNote: str(r.info.giftNote),
      },
      loyalty: { check: r.loyalty },
      refundDue: r.refundDue,
      // the shopper sees each status and when; staff notes and who made the change stay in the back office
      history: history.filter((h) => h.orderId === r.id).map((h) => ({ status: h.to, at: h.at.toISOString() })),
      shipment: shipmentOf(r),
    };
  });
}

export async function listOrders(deps: Deps, userId: number, page: number, lang: Lang) {
  const { db } = deps.database;
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((current - 1) * ORDERS_PAGE_SIZE);
  return {
    items: await hydrate(deps, rows, lang),
    filter: {},
    pagination: { pages, current, limit: ORDERS_PAGE_SIZE, count: total },
  };
}

export async function ownOrder(deps: Deps, userId: number, id: number, lang: Lang): Promise<Order | null> {
  const rows = await deps.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  return (await hydrate(deps, rows, lang))[0] ?? null;
}

/**
 * The order behind a public token. The answer carries `opened` as it was before this call, and
 * the order is then marked opened (the order page empties the cart cookie on the first visit).
 */
export async function orderByToken(deps: Deps, token: string, lang: Lang): Promise<Order | null> {
  const rows = await deps.database.db.select().from(orders).where(eq(orders.token, token)).limit(1);
  const order = (await hydrate(deps, rows, lang))[0] ?? null;
  if (order && !order.opened) await deps.database.db.update(orders).set({ opened: true }).where(eq(orders.id, order.id));
  return order;
}

/* ───────────── what other modules may use of orders ───────────── */

// payments' providers and callbacks: the attempt a start records, and the order's state once the bank answers
export { recordPaymentAttempt } from "./payments.ts";
export { expireHolds, failOrder, markPaid, type AskPayment, type FailReason, type PaymentResult } from "./state.ts";
// the back office's moves (the staff's rows of the one transition table) and the notice jobs the worker runs
export { allowedTransitions, transitionOrder } from "./transitions.ts";
export { noticeHandlers } from "./notify.ts";
export { SYSTEM_NOTES, systemNoteOf } from "./history.ts";
// the back office's internal notes and tags on an order
export { TAG_RE, addOrderNote, addOrderTag, normalizeTag, removeOrderNote, removeOrderTag } from "./staff-notes.ts";

/** An order's stored amounts as the order pages show them, with the summary's lines. */
export function orderSummaryView(s: Partial<OrderSummary>, totalQ: number): OrderSummaryView {
  const view = {
    total: s.totalQ ?? totalQ,
    campaignDiscount: s.campaignDiscountQ ?? 0,
    cashDiscount: s.cashDiscountQ ?? 0,
    newCustomerDiscount: s.newCustomerDiscountQ ?? 0,
    loyaltyDiscount: s.loyaltyDiscountQ ?? 0,
    package: s.packageQ ?? 0,
    delivery: s.deliveryQ ?? 0,
    subTotal: s.subTotalQ ?? 0,
  };
  return { ...view, lines: summaryLines(view) };
}
