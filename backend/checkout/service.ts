/**
 * Checkout on the database: the options of the form, the summary with the gift package,
 * preparing an order (validation against the catalogue, the customer's addresses and the
 * delivery tree; pricing from the database only) and placing it in one transaction that takes
 * the stock with conditional decrements, so two shoppers racing for the last unit never both
 * get it.
 *
 * Stock rule (shared with backend/orders/state.ts, which releases held stock): every order
 * line with a variant_id took `qty` units of that variant when the order was placed (gift
 * lines included); releasing an order gives `qty` back to each line's variant.
 */
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { randomToken, sha256 } from "../auth/service.ts";
import type { Deps } from "../core/deps.ts";
import { firstValue, normalizeMobile } from "../core/validators.ts";
import { isUniqueViolation, type Db } from "../db/client.ts";
import { addresses, branches, orders, users, type Lang, type OrderSummary } from "../db/schema.ts";
import type { CartAnswer, GuestCartItem } from "../lists/contract.ts";
import { qtyLimits } from "../pricing/service.ts";
import { LISTS_MSG, msg } from "../lists/messages.ts";
import { serverCartLines } from "../lists/service.ts";
import { priceCart } from "../pricing/service.ts";
import { summaryLines } from "../pricing/contract.ts";
import { takeGiftUnit, takeStock } from "../catalog/service.ts";
import { deliveryAreaNodes, type AreaTreeNode } from "../content/service.ts";
import { intArray } from "../core/sql.ts";
import { tr } from "../core/lang.ts";
import { listAddresses } from "../users/service.ts";
import { GIFT_PACKAGE_PRICE, INSTALLMENT, type AreaNode, type CheckoutOptions, type CheckoutSummary, type CheckoutSummaryInput, type PickupBranch } from "./contract.ts";
import { areaIssue, type AreaChoice, type CheckoutRules } from "./form-contract.ts";
import { installmentAllowed, orderNumber, packagePrice, readCheckoutInput, type CheckoutInput, type FieldErrors } from "./input.ts";
import { CHECKOUT_MSG } from "./messages.ts";
import { insertOrderLines, insertPlacedOrder, type NewOrderLine } from "../orders/service.ts";

/** How long a card or installment order holds its stock while the shopper pays (HOLD_MINUTES, GUEST_HOLD_MINUTES). */
export function holdMinutes(config: Deps["config"], userId: number | null): number {
  return userId === null ? config.GUEST_HOLD_MINUTES : config.HOLD_MINUTES;
}

/* ───────────── options ───────────── */

export async function pickupBranches(deps: Deps, lang: Lang): Promise<PickupBranch[]> {
  const rows = await deps.database.db.select().from(branches).where(and(eq(branches.isPickup, true), eq(branches.hidden, false))).orderBy(asc(branches.sort), asc(branches.id));
  return rows.map((r) => ({ id: r.id, title: tr(r.title, lang), city: tr(r.cityTitle, lang), address: tr(r.address, lang) }));
}

/** city > district > place with each node's own fee (null: inherits the parent's). */
export async function areaTree(deps: Deps, lang: Lang): Promise<AreaNode[]> {
  const shape = (nodes: AreaTreeNode[]): AreaNode[] =>
    nodes.map(({ row, children }) => ({ code: row.code, title: tr(row.title, lang), fee: row.feeQ, noDelivery: row.noDelivery, children: shape(children) }));
  return shape(await deliveryAreaNodes(deps.database));
}

export async function checkoutOptions(deps: Deps, userId: number | null, lang: Lang, cardPayments: boolean): Promise<CheckoutOptions> {
  const [branchList, areas, user, saved] = await Promise.all([
    pickupBranches(deps, lang),
    areaTree(deps, lang),
    userId ? deps.database.db.select().from(users).where(eq(users.id, userId)).limit(1) : Promise.resolve([]),
    userId ? listAddresses(deps, userId, lang) : Promise.resolve([]),
  ]);
  const row = user[0];
  return {
    branches: branchList,
    areas,
    installment: INSTALLMENT,
    giftPackage: GIFT_PACKAGE_PRICE,
    cardPayments,
    otp: deps.config.CHECKOUT_OTP,
    customer: row ? { firstName: row.firstName, lastName: row.lastName, email: row.email, mobile: row.mobile, verified: row.verified } : null,
    addresses: row ? saved : [],
  };
}

/* ───────────── summary ───────────── */

/** checkout/summary's options (the cart comes separately: the guest's cookie or the server cart). */
export interface SummaryOptions extends Omit<CheckoutSummaryInput, "cart"> {
  lang: Lang;
}

async function ownAddress(deps: Deps, userId: number, id: number) {
  const [row] = await deps.database.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

function withPackage(cart: CartAnswer, gift: boolean | undefined, delivery: SummaryOptions["delivery"]): CheckoutSummary {
  const pkg = packagePrice(gift, delivery, GIFT_PACKAGE_PRICE);
  const grandTotal = cart.summary.total + pkg;
  const summary = { ...cart.summary, lines: summaryLines({ ...cart.summary, package: pkg, total: grandTotal }) };
  return { ...cart, summary, package: pkg, grandTotal, installmentAllowed: installmentAllowed(grandTotal) };
}

/** The cart priced for the checkout form (never fails; a wrong saved address reads as none). */
export async function checkoutSummary(deps: Deps, userId: number | null, guestCart: GuestCartItem[], o: SummaryOptions): Promise<CheckoutSummary> {
  let area = { city: o.city, district: o.district, place: o.place };
  if (userId && o.isMyAddress && o.delivery !== "pickup") {
    const saved = o.myAddress ? await ownAddress(deps, userId, o.myAddress) : null;
    area = { city: saved?.city ?? null, district: saved?.district ?? null, place: saved?.place ?? null };
  }
  const lines = userId ? await serverCartLines(deps.database, userId) : guestCart;
  const cart = await priceCart(deps.database, lines, {
    lang: o.lang,
    payment: o.payment ?? null,
    delivery: o.delivery ?? null,
    ...area,
    mobile: o.mobile ?? null,
    userId,
    limits: qtyLimits(deps.config),
  });
  if (userId) {
    delete cart.cart;
    delete cart.removeProducts;
  }
  return withPackage(cart, o.gift, o.delivery);
}

/* ───────────── preparing an order ───────────── */

/**
 * The choices a checkout is checked against, from the database: what checkout/options offers
 * the page (pickup branches, the delivery-area tree, the customer's saved addresses), so the
 * API and the page judge a form by the same lists.
 */
export async function checkoutRules(deps: Deps, userId: number | null): Promise<CheckoutRules> {
  const [pickup, areas, saved] = await Promise.all([
    deps.database.db.select({ id: branches.id }).from(branches).where(and(eq(branches.isPickup, true), eq(branches.hidden, false))),
    deliveryAreaNodes(deps.database),
    userId ? deps.database.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)) : Promise.resolve([]),
  ]);
  const shape = (nodes: AreaTreeNode[]): AreaChoice[] => nodes.map(({ row, children }) => ({ code: row.code, children: shape(children) }));
  return { installment: INSTALLMENT, areas: shape(areas), branches: pickup.map((b) => b.id), savedAddresses: saved.map((a) => a.id) };
}

export interface CartLineRef {
  id: number;
  size: string;
  option: number;
  qty: number;
}

export interface PreparedOrder {
  input: CheckoutInput;
  /** the cart the order was priced from (stored with an OTP) */
  lines: CartLineRef[];
  userId: number | null;
  priced: CheckoutSummary;
  lang: Lang;
}

export type Prepared =
  | { kind: "ok"; order: PreparedOrder }
  | { kind: "empty" }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "blocked"; error: string };

/**
 * Validates a checkout payload and prices its cart. `lines` (a stored cart snapshot) replaces
 * the guest's payload cart and the customer's server cart; `cardPayments` says whether a
 * payment provider is configured. Field errors are English message keys.
 */
export async function prepareOrder(
  deps: Deps,
  raw: Record<string, unknown>,
  ctx: { userId: number | null; lang: Lang; guestCart: GuestCartItem[]; lines?: CartLineRef[]; cardPayments: boolean },
): Promise<Prepared> {
  const { userId, lang } = ctx;
  const lines: CartLineRef[] =
    ctx.lines ?? (userId ? (await serverCartLines(deps.database, userId)).map(({ id, size, option, qty }) => ({ id, size, option, qty })) : ctx.guestCart);
  if (lines.length === 0) return { kind: "empty" };
  // a 'Price on application' product is sold by phone, never through checkout
  const onApplication = await deps.database.query<{ id: number }>(
    sql`select id from products where id = any(${intArray(lines.map((l) => l.id))}) and price_in_store`,
  );
  if (onApplication.length) return { kind: "blocked", error: msg(LISTS_MSG.priceOnApplication, lang) };

  const rules = await checkoutRules(deps, userId);
  const { input, errors } = readCheckoutInput(raw, rules);
  if (input.isMyAddress && userId && input.myAddress !== null && !errors.myAddress) {
    const saved = await ownAddress(deps, userId, input.myAddress);
    if (!saved) errors.myAddress ??= CHECKOUT_MSG.wrongAddress;
    else {
      Object.assign(input, { city: saved.city, district: saved.district, place: saved.place, address: saved.address });
      // a saved address whose area has left the delivery tree is no address to deliver to
      if (areaIssue(rules.areas, saved.city, saved.district, saved.place)) errors.myAddress ??= CHECKOUT_MSG.wrongAddress;
    }
  }

  const cart = await priceCart(deps.database, lines, {
    lang,
    payment: errors.payment ? null : input.payment,
    delivery: errors.delivery ? null : input.delivery,
    city: input.city,
    district: input.district,
    place: input.place,
    mobile: input.mobile || null,
    userId,
    limits: qtyLimits(deps.config),
  });
  if (cart.items.length === 0) return { kind: "empty" };
  delete cart.cart;
  delete cart.removeProducts;
  const priced = withPackage(cart, input.gift, input.delivery);

  if (!errors.payment) {
    if (input.payment === "cash" && priced.onlyCard) errors.payment = CHECKOUT_MSG.cashNotAllowed;
    else if (input.payment === "installment" && !priced.installmentAllowed) errors.payment = CHECKOUT_MSG.installmentNotAllowed;
    else if (input.payment !== "cash" && !ctx.cardPayments) errors.payment = CHECKOUT_MSG.cardUnavailable;
  }
  if (Object.keys(errors).length) return { kind: "invalid", errors };
  if (priced.summary.error) return { kind: "blocked", error: priced.summary.error };
  return { kind: "ok", order: { input, lines, userId, priced, lang } };
}

/* ───────────── placing an order ───────────── */

class StockError extends Error {}
class HoldsError extends Error {
  constructor(readonly by: "mobile" | "address") {
    super(by);
  }
}

export type Placement =
  | { kind: "placed"; id: number; number: string; token: string; totalQ: number }
  | { kind: "stock" }
  | { kind: "duplicate" }
  /** the buyer's mobile or client address already has as many unpaid holds as allowed */
  | { kind: "holds"; by: "mobile" | "address" };

/**
 * Who a checkout is for, as a hash kept on the order (`buyer_key`): a signed-in customer is
 * their user id; a guest is their mobile number and the cart they order (lines sorted). A
 * repeated idempotency key answers the first order only to the same buyer (ADR 0017).
 */
export function buyerKey(userId: number | null, mobile: unknown, lines: readonly { id: number; size: string; option: number; qty: number }[]): string {
  if (userId !== null) return sha256(`user:${userId}`);
  const raw = firstValue(mobile);
  const number = typeof raw === "string" ? (normalizeMobile(raw) ?? "") : "";
  const cart = lines
    .map((l) => `${l.id}:${l.size}:${l.option}:${l.qty}`)
    .sort()
    .join(",");
  return sha256(`guest:${number}:${cart}`);
}

/** Where an order comes from: the client's per-address key (core/client-key.ts: IPv4 address or IPv6 /64; null: not known). */
export interface Origin {
  clientKey: string | null;
}

/**
 * Refuses a new stock hold when the buyer's mobile, or the client address, already has the
 * configured number of unpaid orders holding stock (MAX_HOLDS_PER_MOBILE, MAX_HOLDS_PER_ADDRESS;
 * 0: no limit). A transaction-scoped advisory lock per mobile and per address makes two
 * simultaneous checkouts count one after the other.
 */
async function checkHolds(tx: Db, config: Deps["config"], mobile: string, clientKey: string | null): Promise<void> {
  const rules: { by: "mobile" | "address"; max: number; value: string | null }[] = [
    { by: "mobile", max: config.MAX_HOLDS_PER_MOBILE, value: mobile },
    { by: "address", max: config.MAX_HOLDS_PER_ADDRESS, value: clientKey },
  ];
  for (const rule of rules) {
    if (rule.max <= 0 || !rule.value) continue;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold:${rule.by}:${rule.value}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.status, "awaiting_payment"),
          eq(orders.stockReleased, false),
          gt(orders.holdExpiresAt, new Date()),
          rule.by === "mobile" ? sql`${orders.info} ->> 'mobile' = ${rule.value}` : eq(orders.clientIp, rule.value),
        ),
      );
    if (Number(row?.n ?? 0) >= rule.max) throw new HoldsError(rule.by);
  }
}

interface Take {
  productId: number;
  size: string;
  qty: number;
}

/**
 * Places a prepared order in one transaction: claims the idempotency key (a concurrent twin
 * hits the unique index and answers `duplicate`), takes the stock of every size with a
 * conditional decrement (a miss rolls everything back: `stock`), and writes the lines as sold.
 * Free gift products are added as gift lines when one unit of them is in stock.
 */
export async function placeOrder(deps: Deps, prepared: PreparedOrder, idempotencyKey: string | null, origin: Origin = { clientKey: null }): Promise<Placement> {
  const { input, priced, userId, lang } = prepared;
  const sold = priced.items.filter((i) => !i.sold && i.qty > 0);
  const takes = new Map<string, Take>();
  for (const item of sold) {
    const key = `${item.productId}\u0000${item.size}`;
    const take = takes.get(key) ?? { productId: item.productId, size: item.size, qty: 0 };
    take.qty += item.qty;
    takes.set(key, take);
  }
  // one order of locks for every transaction (no deadlocks between two orders)
  const ordered = [...takes.values()].sort((a, b) => a.productId - b.productId || a.size.localeCompare(b.size));
  const gifts = new Map<number, { id: number; title: string; image: string | null }>();
  for (const item of sold) for (const g of item.product.giftProducts ?? []) if (!gifts.has(g.id)) gifts.set(g.id, g);

  const s = priced.summary;
  const summary: OrderSummary = {
    subTotalQ: s.subTotal,
    campaignDiscountQ: s.campaignDiscount,
    cashDiscountQ: s.cashDiscount,
    newCustomerDiscountQ: s.newCustomerDiscount,
    loyaltyDiscountQ: s.loyaltyDiscount,
    packageQ: priced.package,
    deliveryQ: s.delivery ?? 0,
    totalQ: priced.grandTotal,
  };
  const cash = input.payment === "cash";
  const info: Record<string, unknown> = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    mobile: input.mobile,
    country: "AZ",
    city: input.city,
    district: input.district,
    place: input.place,
    address: input.address,
    deliveryNote: input.deliveryNote,
    gift: input.gift,
    giftFirstName: input.giftFirstName,
    giftLastName: input.giftLastName,
    giftMobile: input.giftMobile,
    giftNote: input.giftNote,
    ...(input.isMyAddress ? { myAddress: input.myAddress } : {}),
  };

  try {
    return await deps.database.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (!cash) await checkHolds(tx, deps.config, input.mobile, origin.clientKey);
      const next = await tx.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
      const rows = (Array.isArray(next) ? next : (next as unknown as { rows: { id: number }[] }).rows) as { id: number }[];
      const id = Number(rows[0]!.id);
      const number = orderNumber(id);
      const token = randomToken(24);
      await insertPlacedOrder(tx, {
        id,
        number,
        token,
        userId,
        status: cash ? "new" : "awaiting_payment",
        lang,
        summary,
        totalQ: priced.grandTotal,
        deliveryType: input.delivery,
        branchId: input.delivery === "pickup" ? input.branch : null,
        info,
        paymentType: input.payment,
        creditCard: input.payment === "installment" ? input.creditCard : null,
        creditMonth: input.payment === "installment" ? input.creditMonth : null,
        loyalty: s.loyalty,
        utm: input.utm,
        idempotencyKey,
        clientIp: origin.clientKey,
        buyerKey: buyerKey(userId, input.mobile, prepared.lines),
        holdExpiresAt: cash ? null : new Date(Date.now() + holdMinutes(deps.config, userId) * 60_000),
      }, deps.config);

      const variantOf = new Map<string, number>();
      for (const take of ordered) {
        const variantId = await takeStock(tx, take);
        if (variantId === null) throw new StockError();
        variantOf.set(`${take.productId}\u0000${take.size}`, variantId);
      }

      const lineRows: NewOrderLine[] = sold.map((item) => ({
        orderId: id,
        productId: item.productId,
        variantId: variantOf.get(`${item.productId}\u0000${item.size}`) ?? null,
        size: item.size,
        option: item.option,
        title: item.optionTitle ? `${item.product.title} (${item.optionTitle})` : item.product.title,
        image: item.product.image,
        qty: item.qty,
        priceQ: item.price,
        oldPriceQ: item.priceOld,
        discountQ: item.discount,
        totalQ: item.total,
      }));
      for (const gift of [...gifts.values()].sort((a, b) => a.id - b.id)) {
        const taken = await takeGiftUnit(tx, gift.id);
        if (!taken) continue; // no gift left: the order goes without it
        lineRows.push({
          orderId: id,
          productId: gift.id,
          variantId: taken.id,
          size: taken.size,
          option: 0,
          title: gift.title,
          image: gift.image,
          qty: 1,
          priceQ: 0,
          oldPriceQ: null,
          discountQ: 0,
          totalQ: 0,
          isGift: true,
        });
      }
      await insertOrderLines(tx, lineRows);
      return { kind: "placed" as const, id, number, token, totalQ: priced.grandTotal };
    });
  } catch (err) {
    if (err instanceof StockError) return { kind: "stock" };
    if (err instanceof HoldsError) return { kind: "holds", by: err.by };
    if (isUniqueViolation(err, "idempotency_key")) return { kind: "duplicate" };
    throw err;
  }
}

export type OrderRow = typeof orders.$inferSelect;

export async function orderByKey(deps: Deps, key: string): Promise<OrderRow | null> {
  const [row] = await deps.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function orderById(deps: Deps, id: number): Promise<OrderRow | null> {
  const [row] = await deps.database.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}
