/**
 * The pricing engine: what a cart costs. The products of the lines (card rows and set
 * options), whether a line can be bought, the buyer's facts (first order, loyalty), the
 * delivery fee of an area, and priceCart, which the cart calls and checkout share, so the
 * total a shopper sees is the total an order is recorded with. Prices always come from the
 * products table, never from the caller; the money rules themselves are pure (summary.ts).
 */
import { sql } from "drizzle-orm";
import { loadCardRows, toCard, type CardRow } from "../catalog/index.ts";
import { intArray, textArray } from "../core/sql.ts";
import { tr } from "../core/lang.ts";
import { normalizeMobile } from "../core/validators.ts";
import type { I18n, Lang } from "../core/lang.ts";
import type { Database } from "../db/client.ts";
import { LIST_LIMITS, type CartAnswer, type CartLine, type DeliveryType, type GuestCartItem, type PaymentType } from "../lists/contract.ts";
import { lineKey, NO_QTY_LIMITS, type LineRef, type QtyLimits, type StockOf } from "./lines.ts";

// the line vocabulary (lines.ts) is part of the pricing module's public face
export { lineKey, NO_QTY_LIMITS, qtyLimits, type LineRef, type QtyLimits, type StockOf } from "./lines.ts";
import { msg, PRICING_MSG } from "./messages.ts";
import { computeSummary, lineUnitPrice, resolveDelivery, type AreaRow, type DeliveryQuote, type PricedLine } from "./summary.ts";

/* ───────────── products of the lines ───────────── */

interface SetRow {
  id: number;
  product_id: number;
  title: I18n;
  price_q: number;
  old_price_q: number | null;
}

export interface ProductInfo {
  row: CardRow;
  sets: SetRow[];
}

/** Card rows and set options of the given products (hidden ones included; callers check). */
export async function loadProductInfo(database: Database, ids: readonly number[], lang: Lang): Promise<Map<number, ProductInfo>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, ProductInfo>();
  if (!unique.length) return out;
  const [rows, sets] = await Promise.all([
    loadCardRows(database, unique, lang),
    database.query<SetRow>(sql`
      select id, product_id, title, price_q, old_price_q from product_sets
      where product_id = any(${intArray(unique)}) order by sort, id`),
  ]);
  for (const [id, row] of rows) out.set(id, { row, sets: sets.filter((s) => s.product_id === id) });
  return out;
}

const active = (info: ProductInfo | undefined): info is ProductInfo => Boolean(info && info.row.status === "active");

export type LineCheck =
  | { ok: true; stock: StockOf; variant: { priceQ: number | null; oldPriceQ: number | null }; set: SetRow | null }
  | { ok: false; error: "notFound" | "chooseSize" | "chooseOption" | "priceOnApplication" };

/**
 * Whether a product can be bought in this size and option: an active product with a price
 * (a 'Price on application' product is never a cart line); a size it has (a product without
 * sizes takes ''); one of its set options when it has sets, else 0.
 */
export function checkLine(info: ProductInfo | undefined, size: string, option: number): LineCheck {
  if (!active(info)) return { ok: false, error: "notFound" };
  if (info.row.price_in_store) return { ok: false, error: "priceOnApplication" };
  const variants = info.row.variants ?? [];
  const sized = variants.filter((v) => v.size !== "");
  const variant = sized.length ? sized.find((v) => v.size === size) : size === "" ? (variants[0] ?? null) : undefined;
  if (variant === undefined) return { ok: false, error: "chooseSize" };
  let set: SetRow | null = null;
  if (info.sets.length) {
    set = info.sets.find((s) => s.id === option) ?? null;
    if (!set) return { ok: false, error: "chooseOption" };
  } else if (option !== 0) return { ok: false, error: "chooseOption" };
  return {
    ok: true,
    stock: { stock: Math.max(0, variant?.stock ?? 0), singleSell: info.row.single_sell },
    variant: { priceQ: variant?.priceQ ?? null, oldPriceQ: variant?.oldPriceQ ?? null },
    set,
  };
}

/* ───────────── customer facts: first order, loyalty ───────────── */

export interface Buyer {
  userId?: number | null;
  /** a guest's mobile number (checkout form) */
  mobile?: string | null;
}

/** Whether the buyer has no order yet (not counting cancelled ones), and their loyalty flag. */
export async function buyerFacts(database: Database, buyer: Buyer): Promise<{ firstOrder: boolean; loyalty: boolean }> {
  let mobile = buyer.mobile ? normalizeMobile(buyer.mobile) : null;
  let loyalty = false;
  if (buyer.userId) {
    const [user] = await database.query<{ mobile: string; loyalty: boolean }>(
      sql`select mobile, loyalty from users where id = ${buyer.userId}`,
    );
    if (!user) return { firstOrder: false, loyalty: false };
    loyalty = Boolean(user.loyalty);
    mobile = normalizeMobile(user.mobile) ?? mobile;
  }
  if (!buyer.userId && !mobile) return { firstOrder: false, loyalty: false };
  const last9 = mobile ? mobile.slice(-9) : "-";
  const [row] = await database.query<{ n: number }>(sql`
    select count(*)::int as n from orders o left join users u on u.id = o.user_id
    where o.status <> 'cancelled' and (
      o.user_id = ${buyer.userId ?? 0}
      or right(regexp_replace(coalesce(o.info ->> 'mobile', ''), '[^0-9]', '', 'g'), 9) = ${last9}
      or right(coalesce(u.mobile, ''), 9) = ${last9})`);
  return { firstOrder: Number(row?.n ?? 0) === 0, loyalty };
}

/* ───────────── delivery ───────────── */

export interface DeliveryInput {
  delivery?: DeliveryType | null;
  city?: string | null;
  district?: string | null;
  place?: string | null;
}

export async function deliveryQuote(database: Database, input: DeliveryInput): Promise<DeliveryQuote> {
  if (input.delivery === "pickup") return { fee: 0, noDelivery: false };
  const codes = [input.city, input.district, input.place].filter((c): c is string => typeof c === "string" && c !== "");
  if (!input.city || !codes.length) return { fee: null, noDelivery: false };
  const rows = await database.query<{ id: number; parent_id: number | null; code: string; level: AreaRow["level"]; fee_q: number | null; no_delivery: boolean }>(
    sql`select id, parent_id, code, level, fee_q, no_delivery from delivery_areas where code = any(${textArray(codes)})`,
  );
  const areas: AreaRow[] = rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    code: r.code,
    level: r.level,
    feeQ: r.fee_q === null ? null : Number(r.fee_q),
    noDelivery: r.no_delivery,
  }));
  return resolveDelivery(areas, input);
}

/* ───────────── pricing a cart ───────────── */

export interface PriceOptions extends DeliveryInput, Buyer {
  lang: Lang;
  payment?: PaymentType | null;
  /** the per-line and per-order unit caps (config); without them only the stock limits */
  limits?: QtyLimits;
}

export interface InputLine extends LineRef {
  /** server cart item id */
  itemId?: number | null;
}

/**
 * Prices a cart. Lines of unknown or hidden products are left out (their ids in
 * removeProducts), as are lines with a size or option the product does not have. A
 * quantity over the stock is lowered to the stock (manyQty); a line without stock is sold.
 * `cart` is the cleaned list a guest cookie should hold.
 */
export async function priceCart(database: Database, input: readonly InputLine[], opts: PriceOptions): Promise<CartAnswer> {
  const [infos, facts, delivery] = await Promise.all([
    loadProductInfo(
      database,
      input.map((l) => l.id),
      opts.lang,
    ),
    buyerFacts(database, opts),
    deliveryQuote(database, opts),
  ]);
  const removeProducts = new Set<number>();
  const valid: { line: InputLine; check: Extract<LineCheck, { ok: true }>; info: ProductInfo }[] = [];
  for (const line of input) {
    const info = infos.get(line.id);
    const check = checkLine(info, line.size, line.option);
    if (!check.ok) {
      if (check.error === "notFound" || check.error === "priceOnApplication") removeProducts.add(line.id);
      continue;
    }
    valid.push({ line, check, info: info! });
  }

  // Stock of a size is handed to its lines in cart order.
  const limits = opts.limits ?? NO_QTY_LIMITS;
  let overLine = false;
  const used = new Map<string, number>();
  const priced: PricedLine[] = [];
  const shown: Omit<CartLine, "total" | "discount">[] = [];
  const cleaned: GuestCartItem[] = [];
  for (const { line, check, info } of valid) {
    const { stock, singleSell } = check.stock;
    const poolKey = singleSell ? `${line.id}` : `${line.id}:${line.size}`;
    const limit = singleSell ? Math.min(1, stock) : Math.min(stock, LIST_LIMITS.qty);
    const taken = used.get(poolKey) ?? 0;
    const left = Math.max(0, limit - taken);
    // a line over the per-line cap is priced at the cap and blocks the order with its own message
    const qty = Math.min(line.qty, left, limits.perLine);
    used.set(poolKey, taken + qty);
    const sold = qty <= 0;
    // over the stock says so first (as the add and change calls do); within it, over the cap
    const manyQty = !sold && line.qty > left;
    if (!sold && !manyQty && line.qty > limits.perLine) overLine = true;
    const shownQty = sold ? line.qty : qty;
    const key = lineKey(line.id, line.size, line.option);
    const unit = lineUnitPrice({ priceQ: info.row.price_q, oldPriceQ: info.row.old_price_q, discount: info.row.discount }, check.variant, check.set ? { priceQ: check.set.price_q, oldPriceQ: check.set.old_price_q } : null);
    priced.push({
      key,
      productId: line.id,
      qty: sold ? 0 : qty,
      price: unit.price,
      discountItemsCount: info.row.discount_items_count,
      discountInBasket: info.row.discount_in_basket,
      cashDiscount: info.row.cash_discount,
      onlyCard: info.row.only_card,
      sold,
      manyQty,
    });
    shown.push({
      id: line.itemId ?? null,
      key,
      productId: line.id,
      size: line.size,
      option: line.option,
      optionTitle: check.set ? tr(check.set.title, opts.lang) : null,
      qty: shownQty,
      max: 0,
      sold,
      manyQty,
      price: unit.price,
      priceOld: unit.priceOld,
      product: toCard(info.row),
    });
    cleaned.push({ id: line.id, size: line.size, option: line.option, qty: shownQty });
  }
  // max of a line: its pool's limit less what the other lines of the pool hold
  for (const [i, entry] of shown.entries()) {
    const { check } = valid[i]!;
    const { stock, singleSell } = check.stock;
    const others = valid
      .map((v, j) => ({ v, j }))
      .filter(({ v, j }) => j !== i && v.line.id === entry.productId && (singleSell || v.line.size === entry.size))
      .reduce((sum, { j }) => sum + priced[j]!.qty, 0);
    const limit = singleSell ? Math.min(1, stock) : Math.min(stock, LIST_LIMITS.qty);
    entry.max = Math.max(0, Math.min(limits.perLine, limit - others));
  }

  const result = computeSummary({
    lines: priced,
    payment: opts.payment ?? null,
    firstOrder: facts.firstOrder,
    loyalty: facts.loyalty,
    delivery,
  });
  const items: CartLine[] = shown.map((entry) => {
    const d = result.lines.get(entry.key);
    return { ...entry, total: d?.total ?? 0, discount: d?.discount ?? 0 };
  });
  const units = priced.reduce((sum, l) => sum + l.qty, 0);
  // sold lines say so first; then a cap (the stock message would be wrong for a line over its cap)
  let error = result.summary.error ? msg(result.summary.error, opts.lang) : null;
  let errorCode = result.summary.errorCode;
  let n: number | undefined;
  if (errorCode !== "pricing.sold") {
    if (overLine) [errorCode, n] = ["pricing.lineLimit", limits.perLine];
    else if (units > limits.perOrder && (!error || errorCode === "pricing.noDelivery")) [errorCode, n] = ["pricing.orderLimit", limits.perOrder];
    if (n !== undefined) error = msg(errorCode === "pricing.lineLimit" ? PRICING_MSG.lineLimit : PRICING_MSG.orderLimit, opts.lang, n);
  }
  const summary = { ...result.summary, error, errorCode, ...(n === undefined ? {} : { errorParams: { n: String(n) } }) };
  return { items, summary, onlyCard: result.onlyCard, cart: cleaned, removeProducts: [...removeProducts] };
}

/** The stock a line of this size can draw on (null: the product is gone or hidden). */
export function stockFor(info: ProductInfo | undefined, size: string): StockOf | null {
  if (!active(info)) return null;
  const variants = info.row.variants ?? [];
  const variant = variants.find((v) => v.size === size) ?? (size === "" ? variants[0] : undefined);
  return { stock: Math.max(0, variant?.stock ?? 0), singleSell: info.row.single_sell };
}

/* ───────────── shop settings ───────────── */

export { readShopSettings, saveShopSettings, shopSettingsMiddleware } from "./settings.ts";
