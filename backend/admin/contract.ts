/**
 * Shapes of the back office's calls, imported as types (and the few constants) by the app.
 * Money is integer qəpik; dates are ISO strings.
 */
import type { OrderStatus, OrderSummary } from "../db/schema.ts";

export type { OrderStatus, OrderSummary };

/** Rows a list page may ask for (the list kit's page sizes). */
export const LIST_LIMITS = [20, 50, 100] as const;
export const LIST_DEFAULT_LIMIT = 20;

/** One page of a back-office list (the data list kit). */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  /** the sort in effect: a column key, `-` in front for descending */
  sort: string;
  /** the cursor of the next page (`after=`), null on the last page */
  next: string | null;
  /** the cursor of the previous page (`before=`), null on the first page */
  prev: string | null;
}

export const ORDER_STATUSES: OrderStatus[] = ["new", "awaiting_payment", "paid", "confirmed", "processing", "shipped", "ready_for_pickup", "delivered", "cancelled"];

export interface AdminOrderRow {
  id: number;
  number: string;
  createdAt: string;
  status: OrderStatus;
  customer: string;
  mobile: string;
  paymentType: "card" | "cash" | "installment";
  paid: boolean;
  deliveryType: "delivery" | "pickup";
  lines: number;
  totalQ: number;
}

export interface AdminOrderLine {
  id: number;
  productId: number | null;
  title: string;
  size: string;
  image: string | null;
  qty: number;
  priceQ: number;
  oldPriceQ: number | null;
  discountQ: number;
  totalQ: number;
  isGift: boolean;
}

export interface AdminPayment {
  id: number;
  provider: string;
  amountQ: number;
  status: string;
  externalId: string | null;
  bankResult: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

/** One step of an order's life (order_status_history), and the payment results. */
export interface AdminOrderEvent {
  at: string;
  status: string | null;
  /** a staff member's note as typed ('' when none, or when the shop wrote the note: see system) */
  note: string;
  /** a note the shop wrote itself, for the screen to say in its language: `placed`, `cancelledByShopper`, `payment.{approved|declined|cancelled|expired}` */
  system: string | null;
  /** who made the change, or the payment's provider */
  by: string;
}

export interface AdminOrderDetail {
  id: number;
  number: string;
  token: string;
  status: OrderStatus;
  lang: "az" | "en" | "ru";
  createdAt: string;
  updatedAt: string;
  paymentType: "card" | "cash" | "installment";
  creditCard: string | null;
  creditMonth: number | null;
  paid: boolean;
  deliveryType: "delivery" | "pickup";
  urgent: boolean;
  branch: string | null;
  userId: number | null;
  info: Record<string, unknown>;
  summary: OrderSummary;
  totalQ: number;
  utm: Record<string, string> | null;
  lines: AdminOrderLine[];
  payments: AdminPayment[];
  history: AdminOrderEvent[];
  /** statuses staff may move the order to now (the order state machine's allowedTransitions) */
  transitions: OrderStatus[];
  /** a paid card or installment order was cancelled: the refund is a manual step at the bank */
  refundDue: boolean;
  /** staff's internal notes, newest first (never shown to the shopper) */
  notes: { id: number; text: string; at: string; by: string }[];
  /** staff's tags, lower-cased, in order */
  tags: string[];
  /** the courier and tracking number entered when the order was marked shipped */
  shipment: { courier: string; trackingNumber: string | null } | null;
}

export interface Dashboard {
  /** today's orders and revenue: null for a role that may not read orders (the money is the orders area's) */
  today: { orders: number; revenueQ: number } | null;
  /** orders waiting per status: null without orders:read */
  byStatus: { status: OrderStatus; count: number }[] | null;
  lowStock: { productId: number; title: string; size: string; stock: number }[];
  reviewsWaiting: number;
  /** net sales of each of the last 14 shop days, oldest first: null without orders:read */
  sales: { day: string; netQ: number; orders: number }[] | null;
  /** the newest orders (at most 5): null without orders:read */
  lastOrders: { id: number; number: string; status: OrderStatus; totalQ: number; createdAt: string }[] | null;
}

/** The back office's header numbers. */
export interface AdminMe {
  id: number;
  name: string;
  roles: string[];
  permissions: string[];
  unseenOrders: number;
}

/* the people screens' shapes and form schemas (reviews, customers, feedback, subscribers, staff) */
export * from "./people-contract.ts";
/* the catalogue screens' shapes and the product form's schema */
export * from "./catalogue-contract.ts";
export * from "./content-contract.ts";
export * from "./taxonomy-contract.ts";
export * from "./blog-contract.ts";
export * from "./banners-contract.ts";
export * from "./pages-contract.ts";
export * from "./push-contract.ts";
export * from "./bulk-contract.ts";
export * from "./jobs-contract.ts";

export type { ReportGroup, SalesReport, SalesReportRow } from "./reports-contract.ts";
export { REPORT_GROUPS } from "./reports-contract.ts";
