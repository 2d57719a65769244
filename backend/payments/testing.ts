/** Test helpers of the payments module: orders, lines and variants inserted directly. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cartItems, orderLines, orders, payments, products, productVariants, users, type OrderStatus } from "../db/schema.ts";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}${randomBytes(3).toString("hex")}`;

export interface TestOrderOptions {
  totalQ?: number;
  status?: OrderStatus;
  paid?: boolean;
  deliveryType?: "delivery" | "pickup";
  /** the buyer's e-mail in the order's info (null: none) */
  email?: string | null;
  userId?: number | null;
  lang?: "az" | "en" | "ru";
  holdExpiresAt?: Date | null;
  paymentType?: "card" | "installment" | "cash";
  creditCard?: string | null;
  creditMonth?: number | null;
  /** quantities of the lines; each line gets its own variant (stock 10 after the hold) */
  lines?: number[];
  number?: string;
}

export async function insertUser(database: Database) {
  const id = unique();
  const [user] = await database.db
    .insert(users)
    .values({ firstName: "Aysel", lastName: "M", mobile: `99450${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`, email: `u${id}@example.com` })
    .returning();
  return user!;
}

/** A product with one variant per line; the order holds `qty` of each (stock already taken). */
export async function insertOrder(database: Database, opts: TestOrderOptions = {}) {
  const id = unique();
  const totalQ = opts.totalQ ?? 123450;
  const [product] = await database.db.insert(products).values({ sku: `SKU-${id}`, priceQ: 5000 }).returning();
  const quantities = opts.lines ?? [2, 1];
  const variants: (typeof productVariants.$inferSelect)[] = [];
  for (const [i] of quantities.entries()) {
    const [variant] = await database.db
      .insert(productVariants)
      .values({ productId: product!.id, size: `S${i}`, stock: 10 })
      .returning();
    variants.push(variant!);
  }
  const [order] = await database.db
    .insert(orders)
    .values({
      number: opts.number ?? `B-${id}`,
      token: `tok-${id}`,
      userId: opts.userId ?? null,
      status: opts.status ?? "awaiting_payment",
      lang: opts.lang ?? "en",
      summary: { subTotalQ: totalQ, campaignDiscountQ: 0, newCustomerDiscountQ: 0, loyaltyDiscountQ: 0, packageQ: 0, deliveryQ: 0, totalQ },
      totalQ,
      deliveryType: opts.deliveryType ?? "delivery",
      paid: opts.paid ?? false,
      info: {
        firstName: "Aysel",
        lastName: "M",
        mobile: "994501112233",
        email: opts.email === undefined ? "aysel@example.com" : opts.email,
        country: "AZ",
        city: "baku",
        address: "Street 9",
      },
      paymentType: opts.paymentType ?? "card",
      creditCard: opts.creditCard ?? null,
      creditMonth: opts.creditMonth ?? null,
      holdExpiresAt: opts.holdExpiresAt === undefined ? new Date(Date.now() + 30 * 60_000) : opts.holdExpiresAt,
    })
    .returning();
  await database.db.insert(orderLines).values([
    ...quantities.map((qty, i) => ({
      orderId: order!.id,
      productId: product!.id,
      variantId: variants[i]!.id,
      size: `S${i}`,
      title: `Shirt ${i}`,
      qty,
      priceQ: 5000,
      totalQ: 5000 * qty,
    })),
    { orderId: order!.id, title: "Gift bag", qty: 1, priceQ: 0, totalQ: 0, isGift: true },
  ]);
  return { order: order!, product: product!, variants };
}

export async function stockOf(database: Database, variantIds: number[]) {
  const out: number[] = [];
  for (const id of variantIds) {
    const [row] = await database.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id));
    out.push(row!.stock);
  }
  return out;
}

export async function orderRow(database: Database, id: number) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function paymentRows(database: Database, orderId: number) {
  return database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

export async function cartOf(database: Database, userId: number) {
  return database.db.select().from(cartItems).where(eq(cartItems.userId, userId));
}
