/** Fixtures of the checkout integration tests (not used by the application). */
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { logIn, signUp } from "../auth/testing.ts";
import type { Database } from "../db/client.ts";
import * as s from "../db/schema.ts";
import type { testApi } from "../test/db.ts";

export type Api = Awaited<ReturnType<typeof testApi>>;

const t = (en: string, az = en, ru = en) => ({ az, en, ru });
let counter = 0;

/** A product with sizes and their stock, texts in the three languages and an image. */
export async function insertProduct(
  database: Database,
  spec: {
    title: string;
    priceQ: number;
    sizes?: { size: string; stock: number }[];
    onlyCard?: boolean;
    cashDiscount?: number;
    gifts?: number[];
  },
): Promise<number> {
  counter += 1;
  const [row] = await database.db
    .insert(s.products)
    .values({
      sku: `CO-${counter}-${randomBytes(3).toString("hex")}`,
      priceQ: spec.priceQ,
      sortPriceQ: spec.priceQ,
      onlyCard: spec.onlyCard ?? false,
      cashDiscount: spec.cashDiscount ?? 0,
    })
    .returning();
  const id = row!.id;
  await database.db.insert(s.productTranslations).values(
    (["az", "en", "ru"] as const).map((lang) => ({ productId: id, lang, title: lang === "en" ? spec.title : `${spec.title} (${lang})` })),
  );
  await database.db.insert(s.productVariants).values((spec.sizes ?? [{ size: "", stock: 10 }]).map((v, sort) => ({ productId: id, size: v.size, stock: v.stock, sort })));
  await database.db.insert(s.productImages).values({ productId: id, path: `products/${id}/1.png`, sort: 0 });
  if (spec.gifts?.length) await database.db.insert(s.productGifts).values(spec.gifts.map((g) => ({ productId: id, giftProductId: g })));
  return id;
}

export async function stockOf(database: Database, productId: number, size = ""): Promise<number> {
  const rows = await database.db.select().from(s.productVariants).where(eq(s.productVariants.productId, productId));
  return rows.find((r) => r.size === size)!.stock;
}

export interface Places {
  /** Baku (5 ₼) > Nasimi > 28 May (free), Port; Baku > Yasamal (7 ₼, no places) */
  baku: string;
  nasimi: string;
  may28: string;
  port: string;
  yasamal: string;
  /** a city without districts (3 ₼) */
  sumgayit: string;
  /** no delivery there */
  far: string;
  pickupBranch: number;
  storeBranch: number;
}

/** Delivery areas and branches with codes unique to the file. */
export async function insertPlaces(database: Database, prefix: string): Promise<Places> {
  const area = async (code: string, level: "city" | "district" | "place", title: string, parentId: number | null, feeQ: number | null, noDelivery = false) => {
    const [row] = await database.db
      .insert(s.deliveryAreas)
      .values({ code: `${prefix}-${code}`, level, title: t(title, `${title} az`, `${title} ru`), parentId, feeQ, noDelivery })
      .returning();
    return row!;
  };
  const baku = await area("baku", "city", "Baku", null, 500);
  const nasimi = await area("nasimi", "district", "Nasimi", baku.id, null);
  const may28 = await area("28may", "place", "28 May", nasimi.id, 0);
  const port = await area("port", "place", "Port", nasimi.id, null);
  const yasamal = await area("yasamal", "district", "Yasamal", baku.id, 700);
  const sumgayit = await area("sumgayit", "city", "Sumgayit", null, 300);
  const far = await area("far", "city", "Far away", null, 900, true);
  const branch = async (title: string, isPickup: boolean) => {
    const [row] = await database.db
      .insert(s.branches)
      .values({ title: t(title), cityTitle: t("Baku"), address: t(`${title} street 1`), googleEmbed: "https://maps.example/embed", latitude: "40.37", longitude: "49.84", isPickup })
      .returning();
    return row!.id;
  };
  return {
    baku: baku.code,
    nasimi: nasimi.code,
    may28: may28.code,
    port: port.code,
    yasamal: yasamal.code,
    sumgayit: sumgayit.code,
    far: far.code,
    pickupBranch: await branch("Ganjlik Mall", true),
    storeBranch: await branch("Warehouse", false),
  };
}

/** A fresh valid mobile number of this file (994 77 …). */
export function mobileNo(): string {
  counter += 1;
  return `99477${String((Date.now() % 100_000) * 100 + (counter % 100)).padStart(7, "0").slice(-7)}`;
}

export function key(): string {
  return `k-${randomBytes(12).toString("hex")}`;
}

/**
 * A valid guest order payload: the customer, delivery to `city` (a city without districts in
 * insertPlaces) and a fresh idempotency key; tests override what they check.
 */
export function orderForm(base: { cart: unknown[]; city: string; payment: "cash" | "card" | "installment" }, over: Record<string, unknown> = {}) {
  return {
    cart: base.cart,
    firstName: "Aysel",
    lastName: "Mammadova",
    email: "aysel@example.com",
    mobile: mobileNo(),
    delivery: "delivery",
    city: base.city,
    address: "Nizami 10",
    payment: base.payment,
    idempotencyKey: key(),
    ...over,
  };
}

/** A signed-up, logged-in customer with a call bound to their token. */
export async function customer(api: Api) {
  const user = await signUp(api.call, api.database);
  const session = await logIn(api.call, user.mobile, user.password);
  const call = <T = unknown>(path: string, payload: Record<string, unknown> = {}) => api.call<T>(path, payload, { token: session.accessToken });
  return { user, call, userId: session.user.id, token: session.accessToken };
}

export async function smsTo(database: Database, mobile: string): Promise<string[]> {
  const rows = await database.db.select().from(s.smsOutbox).where(eq(s.smsOutbox.mobile, mobile)).orderBy(desc(s.smsOutbox.id));
  return rows.map((r) => r.text);
}

export async function ordersByMobile(database: Database, mobile: string) {
  const rows = await database.db.select().from(s.orders).orderBy(s.orders.id);
  return rows.filter((o) => o.info.mobile === mobile);
}

export async function linesOf(database: Database, orderId: number) {
  return database.db.select().from(s.orderLines).where(eq(s.orderLines.orderId, orderId)).orderBy(s.orderLines.id);
}
