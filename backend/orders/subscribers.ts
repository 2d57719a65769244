/**
 * The order events' subscribers (events.ts), run inside the change's transaction:
 * - stock: a cancelled order's stock goes back (once: the cancel's UPDATE set `stock_released`);
 * - notices: the shopper's confirmation and the staff's new-order notice when a cash order is
 *   placed or a card payment approved, and the shopper's status notice after a staff transition,
 *   each a job (notify.ts) that runs after the commit and is retried when a gateway fails.
 * A cancel by the shopper, a declined payment and an expired hold send no notice: the shopper
 * made or saw that change on the order page.
 */
import { enqueue } from "../jobs/service.ts";
import { subscribe, type OrderEventName, type Subscriber } from "./events.ts";
import { CONFIRMATION_JOB, STAFF_NOTICE_JOB, STATUS_NOTICE_JOB } from "./notify.ts";
import { releaseStock } from "./stock.ts";

const stockBack: Subscriber = async (tx, event) => releaseStock(tx, event.orderId);

/** a new order the shop must act on: cash placed, card or installment paid */
const newOrderNotices: Subscriber = async (tx, event, config) => {
  if (event.name === "placed" && event.paymentType !== "cash") return;
  await enqueue(tx, { kind: CONFIRMATION_JOB, payload: { orderId: event.orderId } });
  if (config.STAFF_NOTIFY_MOBILES.length || config.STAFF_NOTIFY_EMAILS.length) {
    await enqueue(tx, { kind: STAFF_NOTICE_JOB, payload: { orderId: event.orderId } });
  }
};

const statusNotice: Subscriber = async (tx, event) => {
  if (event.by !== "staff") return;
  await enqueue(tx, { kind: STATUS_NOTICE_JOB, payload: { orderId: event.orderId, status: event.to } });
};

const WIRING: [OrderEventName, Subscriber][] = [
  ["placed", newOrderNotices],
  ["paid", newOrderNotices],
  ["confirmed", statusNotice],
  ["processing", statusNotice],
  ["shipped", statusNotice],
  ["readyForPickup", statusNotice],
  ["delivered", statusNotice],
  ["cancelled", stockBack],
  ["cancelled", statusNotice],
];

for (const [name, subscriber] of WIRING) subscribe(name, subscriber);
