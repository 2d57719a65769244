/**
 * The tables the orders module owns (only this module writes them; see docs/architecture.md,
 * "Module ownership"). backend/db/schema.ts re-exports them for drizzle-kit and the queries.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { Lang } from "../core/lang.ts";
import { createdAt } from "../db/columns.ts";
import { productVariants, products } from "../catalog/tables.ts";
import { branches } from "../content/tables.ts";
import { users } from "../users/tables.ts";

/** The order's life: backend/orders/lifecycle.ts holds the one table of its changes. */
export type OrderStatus =
  | "new"
  | "awaiting_payment"
  | "paid"
  | "confirmed"
  | "processing"
  | "shipped"
  | "ready_for_pickup"
  | "delivered"
  | "cancelled";

export interface OrderSummary {
  subTotalQ: number;
  campaignDiscountQ: number;
  /** the cash discount (orders before it had a line of its own hold it in campaignDiscountQ) */
  cashDiscountQ?: number;
  newCustomerDiscountQ: number;
  loyaltyDiscountQ: number;
  packageQ: number;
  deliveryQ: number;
  totalQ: number;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    token: text("token").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatus>().notNull().default("new"),
    lang: text("lang").$type<Lang>().notNull().default("en"),
    opened: boolean("opened").notNull().default(false),
    summary: jsonb("summary").$type<OrderSummary>().notNull(),
    totalQ: integer("total_q").notNull(),
    deliveryType: text("delivery_type").$type<"delivery" | "pickup">().notNull(),
    urgent: boolean("urgent").notNull().default(false),
    branchId: integer("branch_id").references(() => branches.id),
    /** firstName, lastName, email, mobile, country, city, district, place, address, deliveryNote, gift… */
    info: jsonb("info").$type<Record<string, unknown>>().notNull(),
    paymentType: text("payment_type").$type<"card" | "cash" | "installment">().notNull(),
    creditCard: text("credit_card"),
    creditMonth: smallint("credit_month"),
    paid: boolean("paid").notNull().default(false),
    loyalty: boolean("loyalty").notNull().default(false),
    utm: jsonb("utm").$type<Record<string, string>>(),
    idempotencyKey: text("idempotency_key").unique(),
    /** card and installment orders hold stock until this moment */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    stockReleased: boolean("stock_released").notNull().default(false),
    /** a paid card or installment order was cancelled: the money goes back by hand (a manual refund is due) */
    refundDue: boolean("refund_due").notNull().default(false),
    /** the client the order came from, by its per-address key (core/client-key.ts: the IPv4 address or the IPv6 /64); unpaid holds are counted per key */
    clientIp: text("client_ip"),
    /** who placed the order (checkout's buyerKey): a repeated idempotency key answers only this buyer */
    buyerKey: text("buyer_key"),
    /** the courier's name and the parcel's tracking number, entered by the operator when the order ships */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_status_hold_idx").on(t.status, t.holdExpiresAt),
    // the back office's list in time order (and its keyset pages, ties broken by id)
    index("orders_created_idx").on(t.createdAt, t.id),
    // the back office's order search by e-mail (an exact, case-blind match: backend/admin/orders.ts)
    index("orders_email_idx").on(sql`lower(${t.info} ->> 'email')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    variantId: integer("variant_id").references(() => productVariants.id, { onDelete: "set null" }),
    size: text("size").notNull().default(""),
    option: integer("option").notNull().default(0),
    title: text("title").notNull(),
    image: text("image"),
    qty: integer("qty").notNull(),
    /** unit price as sold */
    priceQ: integer("price_q").notNull(),
    oldPriceQ: integer("old_price_q"),
    discountQ: integer("discount_q").notNull().default(0),
    totalQ: integer("total_q").notNull(),
    isGift: boolean("is_gift").notNull().default(false),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/**
 * Every change of an order's status, checkout's own included (placed: from null). `actor_user_id`
 * is the staff member (or the shopper) who made it; null for the system (payment callbacks, the
 * hold expiry sweep, checkout).
 */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.id)],
);

/** An order's payment attempts: a pending row per start (payments' providers, through orders/service.ts), settled by orders/state.ts. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    amountQ: integer("amount_q").notNull(),
    status: text("status").$type<"pending" | "approved" | "declined" | "cancelled" | "expired">().notNull().default("pending"),
    externalId: text("external_id"),
    /** masked card number, card name, RRN, result code… */
    bankResult: jsonb("bank_result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

/** Staff's internal notes on an order (never shown to the shopper); each add and remove is audited by the back office. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.id)],
);

/** Staff's tags on an order (internal), lower-cased; the orders list filters by them. */
export const orderTags = pgTable(
  "order_tags",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    tag: text("tag").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.tag] }), index("order_tags_tag_idx").on(t.tag, t.orderId)],
);
