/**
 * Cart, wishlist and compare lines as pure functions: reading untrusted lists (a guest's
 * cookie forwarded by the storefront), adding with the quantity merge and the stock check,
 * changing a quantity, and merging a guest's lists into a customer's.
 *
 * Stock is per product size: the lines of one size (with different set options) share it.
 * A single-sell product can be in the cart once, one unit.
 */
import { MAX_ID } from "../core/ids.ts";
import { z } from "zod";
import { langSchema } from "../core/http.ts";
import { NO_QTY_LIMITS, type LineRef, type QtyLimits, type StockOf } from "../pricing/service.ts";
import { LIST_LIMITS, type GuestCartItem, type GuestWishItem, type MergeAdjustment } from "./contract.ts";

// the line vocabulary is the pricing module's; the lists' callers keep importing it from here
export { lineKey, NO_QTY_LIMITS, qtyLimits, type LineRef, type QtyLimits, type StockOf } from "../pricing/service.ts";

const idSchema = z.coerce.number().int().positive().max(MAX_ID);
const sizeSchema = z
  .string()
  .max(LIST_LIMITS.sizeLength)
  .transform((s) => s.trim())
  .refine((s) => !/[\u0000-\u001f]/.test(s));
const optionSchema = z.coerce.number().int().min(0).max(MAX_ID);

/** A text option that never fails: a number reads as text, anything else wrong as not given. */
export const lenientText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? null : typeof v === "number" ? String(v) : v), z.string().trim().max(max).nullable().catch(null));

/**
 * Options of a priced cart (cart/summary, checkout/summary): payment, delivery, area codes and
 * the buyer's mobile (first-order discount), already in the pricing options' shape. A wrong
 * value reads as not given (a summary never fails); other keys are dropped, so nothing else
 * (a user id, say) can ride along into the pricing.
 */
export const cartSummaryOptionsSchema = z.object({
  lang: langSchema,
  payment: z.enum(["card", "cash", "installment"]).nullish().catch(null).transform((v) => v ?? null),
  delivery: z.enum(["delivery", "pickup"]).nullish().catch(null).transform((v) => v ?? null),
  city: lenientText(64),
  district: lenientText(64),
  place: lenientText(64),
  mobile: lenientText(32),
});

export const cartItemSchema = z.object({
  id: idSchema,
  size: sizeSchema.default(""),
  option: optionSchema.default(0),
  qty: z.coerce.number().int().min(1).max(LIST_LIMITS.qty),
});

export const wishItemSchema = z.object({
  id: idSchema,
  size: sizeSchema.default(""),
  option: optionSchema.default(0),
});

/** An array from a payload field: the array itself or its JSON text; anything else is empty. */
function asArray(raw: unknown, max: number): unknown[] {
  let value = raw;
  if (typeof value === "string") {
    if (value.length > 20_000) return [];
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.slice(0, max * 2) : [];
}

/**
 * A cart from an untrusted list: invalid entries are dropped (never an error), extra fields
 * (prices, totals…) ignored, lines with the same product, size and option merged, at most
 * 40 lines.
 */
export function readCartInput(raw: unknown): GuestCartItem[] {
  const out: GuestCartItem[] = [];
  for (const entry of asArray(raw, LIST_LIMITS.cartLines)) {
    const parsed = cartItemSchema.safeParse(entry);
    if (!parsed.success) continue;
    const item = parsed.data;
    const same = out.find((l) => l.id === item.id && l.size === item.size && l.option === item.option);
    if (same) same.qty = Math.min(LIST_LIMITS.qty, same.qty + item.qty);
    else if (out.length < LIST_LIMITS.cartLines) out.push({ id: item.id, size: item.size, option: item.option, qty: item.qty });
  }
  return out;
}

/** A wishlist from an untrusted list: one entry per product, at most 60. */
export function readWishInput(raw: unknown): GuestWishItem[] {
  const out: GuestWishItem[] = [];
  for (const entry of asArray(raw, LIST_LIMITS.wishlist)) {
    const parsed = wishItemSchema.safeParse(entry);
    if (!parsed.success || out.some((w) => w.id === parsed.data.id)) continue;
    if (out.length < LIST_LIMITS.wishlist) out.push({ id: parsed.data.id, size: parsed.data.size, option: parsed.data.option });
  }
  return out;
}

/** Compare ids from an untrusted list (numbers or {id}), unique, at most 12. */
export function readIdsInput(raw: unknown, max: number = LIST_LIMITS.compare): number[] {
  const out: number[] = [];
  for (const entry of asArray(raw, max)) {
    const value = entry && typeof entry === "object" && "id" in entry ? (entry as { id: unknown }).id : entry;
    const parsed = idSchema.safeParse(value);
    if (!parsed.success || typeof value === "boolean" || out.includes(parsed.data)) continue;
    if (out.length < max) out.push(parsed.data);
  }
  return out;
}

/* ───────────── stock ───────────── */

/**
 * The most units `line` may hold: the size's stock less the other lines of that size
 * (single-sell: 1 less the product's other lines). Never below 0.
 */
export function lineMax(lines: readonly LineRef[], line: Pick<LineRef, "id" | "size" | "option">, stock: StockOf, perLine: number = LIST_LIMITS.qty): number {
  const others = lines.filter((l) => l.id === line.id && !(l.size === line.size && l.option === line.option));
  if (stock.singleSell) return Math.max(0, 1 - others.reduce((s, l) => s + l.qty, 0));
  const sameSize = others.filter((l) => l.size === line.size).reduce((s, l) => s + l.qty, 0);
  return Math.max(0, Math.min(perLine, Math.min(LIST_LIMITS.qty, stock.stock) - sameSize));
}

export type LineResult<T> = { ok: true; lines: T[] } | { ok: false; error: "noStock" | "cartFull" | "invalid" | "lineLimit" | "orderLimit" };

const unitsBesides = (lines: readonly LineRef[], line: LineRef | undefined) => lines.reduce((sum, l) => (l === line ? sum : sum + l.qty), 0);

/** The quantity check shared by add and change: stock first, then the per-line and per-order caps. */
function qtyRefusal(lines: readonly LineRef[], line: LineRef | undefined, ref: Pick<LineRef, "id" | "size" | "option">, wanted: number, stock: StockOf, limits: QtyLimits) {
  if (wanted > lineMax(lines, ref, stock)) return "noStock" as const;
  if (wanted > limits.perLine) return "lineLimit" as const;
  if (unitsBesides(lines, line) + wanted > limits.perOrder) return "orderLimit" as const;
  return null;
}

/**
 * Adds units: a line with the same product, size and option gets the quantity added;
 * refused when the size's stock would be exceeded, when the line or the cart would go over
 * its cap, or when a new line does not fit.
 */
export function addLine<T extends LineRef>(lines: readonly T[], add: LineRef, stock: StockOf, make: (add: LineRef) => T, limits: QtyLimits = NO_QTY_LIMITS): LineResult<T> {
  if (!(add.qty >= 1)) return { ok: false, error: "invalid" };
  const existing = lines.find((l) => l.id === add.id && l.size === add.size && l.option === add.option);
  const wanted = (existing?.qty ?? 0) + add.qty;
  const refused = qtyRefusal(lines, existing, add, wanted, stock, limits);
  if (refused) return { ok: false, error: refused };
  if (existing) return { ok: true, lines: lines.map((l) => (l === existing ? { ...l, qty: wanted } : l)) };
  if (lines.length >= LIST_LIMITS.cartLines) return { ok: false, error: "cartFull" };
  return { ok: true, lines: [...lines, make({ ...add, qty: wanted })] };
}

/** Sets a line's quantity (1 … its max); an unknown line is `invalid`. */
export function setLineQty<T extends LineRef>(
  lines: readonly T[],
  ref: Pick<LineRef, "id" | "size" | "option">,
  qty: number,
  stock: StockOf,
  limits: QtyLimits = NO_QTY_LIMITS,
): LineResult<T> {
  const existing = lines.find((l) => l.id === ref.id && l.size === ref.size && l.option === ref.option);
  if (!existing || !Number.isInteger(qty) || qty < 1) return { ok: false, error: "invalid" };
  // lowering a quantity passes the caps (a cart over a cap gets back under it step by step)
  const refused = qty > existing.qty ? qtyRefusal(lines, existing, ref, qty, stock, limits) : qty > lineMax(lines, ref, stock) ? "noStock" : null;
  if (refused) return { ok: false, error: refused };
  return { ok: true, lines: lines.map((l) => (l === existing ? { ...l, qty } : l)) };
}

/** A guest line the merge could not take in full (the storefront tells the shopper). */
export type MergeCut = Omit<MergeAdjustment, "title" | "productId"> & { id: number };

/**
 * A guest cart merged into a customer's: equal lines add up, capped at what the stock
 * allows and at `perLine` units (never below what the customer already had, never below 1 —
 * a sold-out line is kept so the customer sees it). Answers the full resulting cart,
 * customer's lines first, and the guest lines that were cut: lowered to the stock or the
 * per-line cap, sold out, or left out of a full cart.
 */
export function mergeCart<T extends LineRef>(
  server: readonly T[],
  guest: readonly LineRef[],
  stockOf: (id: number, size: string) => StockOf | null,
  make: (line: LineRef) => T,
  perLine: number = LIST_LIMITS.qty,
): { lines: T[]; cuts: MergeCut[] } {
  let lines = [...server];
  const cuts: MergeCut[] = [];
  for (const g of guest) {
    const stock = stockOf(g.id, g.size);
    if (!stock) continue;
    const existing = lines.find((l) => l.id === g.id && l.size === g.size && l.option === g.option);
    const had = existing?.qty ?? 0;
    const byStock = lineMax(lines, g, stock);
    const cap = Math.min(byStock, perLine);
    const asked = had + g.qty;
    const qty = Math.max(1, had, Math.min(asked, cap));
    const ref = { id: g.id, size: g.size, option: g.option, asked };
    if (existing) lines = lines.map((l) => (l === existing ? { ...l, qty } : l));
    else if (lines.length < LIST_LIMITS.cartLines) lines.push(make({ ...g, qty }));
    else {
      cuts.push({ ...ref, qty: 0, reason: "cartFull" });
      continue;
    }
    if (asked > cap) cuts.push({ ...ref, qty: cap, reason: byStock === 0 ? "soldOut" : cap < byStock ? "lineLimit" : "stock" });
  }
  return { lines, cuts };
}
