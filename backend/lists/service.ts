/**
 * Cart, wishlist and compare on the database: the customer's server lists, adding and
 * changing lines with the stock check, and merging a guest's lists on sign-in. What a cart
 * costs is the pricing module's (backend/pricing/service.ts, priceCart).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { loadCardRows, toCard } from "../catalog/index.ts";
import type { ProductParameter } from "../catalog/contract.ts";
import { intArray } from "../core/sql.ts";
import { tr } from "../core/lang.ts";
import type { Database } from "../db/client.ts";
import { cartItems, cartStatistics, compareItems, wishlistItems, type I18n, type Lang } from "../db/schema.ts";
import {
  LIST_LIMITS,
  type CartAnswer,
  type CompareAnswer,
  type CompareItem,
  type GuestCartItem,
  type GuestWishItem,
  type MergeAnswer,
  type WishItem,
  type WishlistAnswer,
} from "./contract.ts";
import { addLine, mergeCart, NO_QTY_LIMITS, setLineQty, type LineRef, type QtyLimits } from "./lines.ts";
import { LISTS_MSG, msg } from "./messages.ts";
import { checkLine, loadProductInfo, priceCart, stockFor, type InputLine, type PriceOptions } from "../pricing/service.ts";

/* ───────────── customer's cart ───────────── */

export async function serverCartLines(database: Database, userId: number): Promise<InputLine[]> {
  // a product that turned 'Price on application' leaves the carts it was in
  await database.query(sql`
    delete from cart_items where user_id = ${userId}
      and product_id in (select id from products where price_in_store)`);
  const rows = await database.db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((r) => ({ itemId: r.id, id: r.productId, size: r.size, option: r.option, qty: r.qty }));
}

export async function customerCart(database: Database, userId: number, opts: Omit<PriceOptions, "userId">): Promise<CartAnswer> {
  const lines = await serverCartLines(database, userId);
  const answer = await priceCart(database, lines, { ...opts, userId });
  delete answer.cart;
  delete answer.removeProducts;
  return answer;
}

export type ListError = { error: string; status: 404 | 409 | 422 };

function lineError(error: "notFound" | "chooseSize" | "chooseOption" | "priceOnApplication" | "noStock" | "cartFull" | "invalid" | "lineLimit" | "orderLimit", lang: Lang, limits: QtyLimits = NO_QTY_LIMITS): ListError {
  switch (error) {
    case "priceOnApplication":
      return { error: msg(LISTS_MSG.priceOnApplication, lang), status: 409 };
    case "lineLimit":
      return { error: msg(LISTS_MSG.lineLimit, lang, limits.perLine), status: 422 };
    case "orderLimit":
      return { error: msg(LISTS_MSG.orderLimit, lang, limits.perOrder), status: 422 };
    case "notFound":
      return { error: msg(LISTS_MSG.productNotFound, lang), status: 404 };
    case "chooseSize":
      return { error: msg(LISTS_MSG.chooseSize, lang), status: 422 };
    case "chooseOption":
      return { error: msg(LISTS_MSG.chooseOption, lang), status: 422 };
    case "noStock":
      return { error: msg(LISTS_MSG.noStock, lang), status: 409 };
    case "cartFull":
      return { error: msg(LISTS_MSG.cartFull, lang), status: 409 };
    default:
      return { error: msg(LISTS_MSG.invalid, lang), status: 422 };
  }
}

/** Adds to a list of lines after the product checks; answers the new list or the refusal. */
export async function addToLines<T extends LineRef>(
  database: Database,
  lines: readonly T[],
  add: LineRef,
  lang: Lang,
  make: (line: LineRef) => T,
  limits: QtyLimits = NO_QTY_LIMITS,
): Promise<{ lines: T[] } | ListError> {
  const infos = await loadProductInfo(database, [add.id], lang);
  const check = checkLine(infos.get(add.id), add.size, add.option);
  if (!check.ok) return lineError(check.error, lang);
  const result = addLine(lines, add, check.stock, make, limits);
  if (!result.ok) return lineError(result.error, lang, limits);
  return { lines: result.lines };
}

export async function changeLineQty<T extends LineRef>(
  database: Database,
  lines: readonly T[],
  ref: Pick<LineRef, "id" | "size" | "option">,
  qty: number,
  lang: Lang,
  limits: QtyLimits = NO_QTY_LIMITS,
): Promise<{ lines: T[]; line: T } | ListError> {
  const existing = lines.find((l) => l.id === ref.id && l.size === ref.size && l.option === ref.option);
  if (!existing) return { error: msg(LISTS_MSG.itemNotFound, lang), status: 404 };
  const infos = await loadProductInfo(database, [ref.id], lang);
  const check = checkLine(infos.get(ref.id), ref.size, ref.option);
  if (!check.ok) return lineError(check.error, lang);
  const result = setLineQty(lines, ref, qty, check.stock, limits);
  if (!result.ok) return lineError(result.error, lang, limits);
  const line = result.lines.find((l) => l.id === ref.id && l.size === ref.size && l.option === ref.option)!;
  return { lines: result.lines, line };
}

async function saveCartLine(database: Database, userId: number, line: LineRef): Promise<void> {
  await database.db
    .insert(cartItems)
    .values({ userId, productId: line.id, size: line.size, option: line.option, qty: line.qty })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId, cartItems.size, cartItems.option], set: { qty: line.qty } });
}

export async function addToCustomerCart(database: Database, userId: number, add: LineRef, lang: Lang, limits: QtyLimits = NO_QTY_LIMITS): Promise<null | ListError> {
  const lines = await serverCartLines(database, userId);
  const result = await addToLines(database, lines, add, lang, (l) => ({ ...l, itemId: null }), limits);
  if ("error" in result) return result;
  const line = result.lines.find((l) => l.id === add.id && l.size === add.size && l.option === add.option)!;
  await saveCartLine(database, userId, line);
  return null;
}

export async function changeCustomerQty(
  database: Database,
  userId: number,
  ref: { itemId?: number | null; id?: number | null; size?: string; option?: number },
  qty: number,
  lang: Lang,
  limits: QtyLimits = NO_QTY_LIMITS,
): Promise<null | ListError> {
  const lines = await serverCartLines(database, userId);
  const target = ref.itemId
    ? lines.find((l) => l.itemId === ref.itemId)
    : lines.find((l) => l.id === ref.id && l.size === (ref.size ?? "") && l.option === (ref.option ?? 0));
  if (!target) return { error: msg(LISTS_MSG.itemNotFound, lang), status: 404 };
  const result = await changeLineQty(database, lines, target, qty, lang, limits);
  if ("error" in result) return result;
  await database.db
    .update(cartItems)
    .set({ qty: result.line.qty })
    .where(and(eq(cartItems.id, target.itemId!), eq(cartItems.userId, userId)));
  return null;
}

/** Removes one of the customer's cart lines; false when it is not theirs. */
export async function removeCustomerCartItem(database: Database, userId: number, itemId: number): Promise<boolean> {
  const rows = await database.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/** Empties a customer's cart (after an order). */
export async function clearCustomerCart(database: Database, userId: number): Promise<void> {
  await emptyCart(database.db, userId);
}

/** Empties a customer's server cart with the caller's connection or transaction (orders: a card order paid). */
export async function emptyCart(tx: Pick<Database["db"], "delete">, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}

/* ───────────── wishlist ───────────── */

/** Wishlist entries with their cards; entries of unknown or hidden products are left out. */
export async function wishlistOf(database: Database, entries: readonly (GuestWishItem & { itemId?: number | null })[], lang: Lang): Promise<WishlistAnswer> {
  const rows = await loadCardRows(
    database,
    entries.map((e) => e.id),
    lang,
  );
  const items: WishItem[] = [];
  const removeProducts: number[] = [];
  for (const e of entries) {
    const row = rows.get(e.id);
    if (!row || row.status !== "active") {
      removeProducts.push(e.id);
      continue;
    }
    items.push({ id: e.itemId ?? null, productId: e.id, size: e.size, option: e.option, product: toCard(row) });
  }
  return { items, removeProducts };
}

export async function customerWishlist(database: Database, userId: number, lang: Lang): Promise<WishlistAnswer> {
  const rows = await database.db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  const answer = await wishlistOf(
    database,
    rows.map((r) => ({ itemId: r.id, id: r.productId, size: r.size, option: r.option })),
    lang,
  );
  return { items: answer.items };
}

/** Whether a product can be listed (exists and is active). */
export async function productActive(database: Database, id: number): Promise<boolean> {
  const rows = await database.query<{ id: number }>(sql`select id from products where id = ${id} and status = 'active'`);
  return rows.length > 0;
}

export async function addToCustomerWishlist(database: Database, userId: number, item: GuestWishItem, lang: Lang): Promise<null | ListError> {
  if (!(await productActive(database, item.id))) return lineError("notFound", lang);
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
    sql`select count(*)::int as n from wishlist_items where user_id = ${userId} and product_id <> ${item.id}`,
  );
  if (Number(n) >= LIST_LIMITS.wishlist) {
    // the oldest entry makes room
    await database.query(sql`delete from wishlist_items where id = (select id from wishlist_items where user_id = ${userId} order by created_at, id limit 1)`);
  }
  await database.db
    .insert(wishlistItems)
    .values({ userId, productId: item.id, size: item.size, option: item.option })
    .onConflictDoUpdate({ target: [wishlistItems.userId, wishlistItems.productId], set: { size: item.size, option: item.option } });
  return null;
}

export async function removeCustomerWishItem(database: Database, userId: number, itemId: number): Promise<boolean> {
  const rows = await database.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

/* ───────────── compare ───────────── */

/** Parameters of products (title → value or values), like the product page shows them. */
export async function productParameters(database: Database, ids: readonly number[], lang: Lang): Promise<{ byProduct: Map<number, ProductParameter[]>; titles: string[] }> {
  const byProduct = new Map<number, ProductParameter[]>();
  const titles: string[] = [];
  if (!ids.length) return { byProduct, titles };
  const rows = await database.query<{ product_id: number; param_title: I18n; value_title: I18n }>(sql`
    select ppv.product_id, pa.title as param_title, v.title as value_title
    from product_param_values ppv
    join param_values v on v.id = ppv.param_value_id
    join params pa on pa.id = v.param_id
    where ppv.product_id = any(${intArray([...ids])})
    order by pa.sort, pa.id, v.sort, v.id`);
  for (const r of rows) {
    const title = tr(r.param_title, lang);
    const value = tr(r.value_title, lang);
    if (!titles.includes(title)) titles.push(title);
    const list = byProduct.get(r.product_id) ?? [];
    const existing = list.find((p) => p.title === title);
    if (!existing) list.push({ title, value });
    else {
      existing.values = [...(existing.values ?? (existing.value !== undefined ? [existing.value] : [])), value];
      delete existing.value;
    }
    byProduct.set(r.product_id, list);
  }
  return { byProduct, titles };
}

export async function compareOf(database: Database, entries: readonly { id: number; itemId?: number | null }[], lang: Lang): Promise<CompareAnswer> {
  const ids = entries.map((e) => e.id);
  const [rows, params] = await Promise.all([loadCardRows(database, ids, lang), productParameters(database, ids, lang)]);
  const items: CompareItem[] = [];
  const removeProducts: number[] = [];
  for (const e of entries) {
    const row = rows.get(e.id);
    if (!row || row.status !== "active") {
      removeProducts.push(e.id);
      continue;
    }
    items.push({ id: e.itemId ?? null, productId: e.id, product: toCard(row), parameters: params.byProduct.get(e.id) ?? [] });
  }
  const present = new Set(items.flatMap((i) => i.parameters.map((p) => p.title)));
  return { items, parameters: params.titles.filter((t) => present.has(t)), removeProducts };
}

async function compareRows(database: Database, userId: number) {
  return database.db
    .select()
    .from(compareItems)
    .where(eq(compareItems.userId, userId))
    .orderBy(asc(compareItems.createdAt), asc(compareItems.id));
}

export async function customerCompare(database: Database, userId: number, lang: Lang): Promise<CompareAnswer> {
  const rows = await compareRows(database, userId);
  const answer = await compareOf(
    database,
    rows.map((r) => ({ id: r.productId, itemId: r.id })),
    lang,
  );
  return { items: answer.items, parameters: answer.parameters };
}

export async function addToCustomerCompare(database: Database, userId: number, productId: number, lang: Lang): Promise<null | ListError> {
  if (!(await productActive(database, productId))) return lineError("notFound", lang);
  const rows = await compareRows(database, userId);
  if (rows.some((r) => r.productId === productId)) return null;
  if (rows.length >= LIST_LIMITS.compare) return { error: msg(LISTS_MSG.compareFull, lang), status: 409 };
  await database.db.insert(compareItems).values({ userId, productId }).onConflictDoNothing();
  return null;
}

export async function removeCustomerCompareItem(database: Database, userId: number, itemId: number): Promise<boolean> {
  const rows = await database.db
    .delete(compareItems)
    .where(and(eq(compareItems.id, itemId), eq(compareItems.userId, userId)))
    .returning({ id: compareItems.id });
  return rows.length > 0;
}

/* ───────────── ids for the header ───────────── */

export async function customerListIds(database: Database, userId: number): Promise<{ wishIds: number[]; compareIds: number[] }> {
  const [wish, compare] = await Promise.all([
    database.query<{ product_id: number }>(sql`
      select w.product_id from wishlist_items w join products p on p.id = w.product_id
      where w.user_id = ${userId} and p.status = 'active' order by w.created_at, w.id`),
    database.query<{ product_id: number }>(sql`
      select c.product_id from compare_items c join products p on p.id = c.product_id
      where c.user_id = ${userId} and p.status = 'active' order by c.created_at, c.id`),
  ]);
  return { wishIds: wish.map((r) => Number(r.product_id)), compareIds: compare.map((r) => Number(r.product_id)) };
}

/** Which of the ids are active products (order kept). */
export async function activeIds(database: Database, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await database.query<{ id: number }>(sql`select id from products where id = any(${intArray([...ids])}) and status = 'active'`);
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => found.has(id));
}

/* ───────────── merge on sign-in ───────────── */

/**
 * Merges a guest's cart, wishlist and compare list into the customer's server lists. Cart
 * quantities add up to what the stock and MAX_QTY_PER_LINE allow; nothing the guest had is
 * dropped unless the product no longer exists or the cart is full. Answers the sizes of the
 * resulting lists and the guest cart lines that were cut (`adjusted`).
 */
export async function mergeGuestLists(
  database: Database,
  userId: number,
  guest: { cart: GuestCartItem[]; wishlist: GuestWishItem[]; compare: number[] },
  lang: Lang,
  limits: QtyLimits = NO_QTY_LIMITS,
): Promise<MergeAnswer> {
  const server = await serverCartLines(database, userId);
  const infos = await loadProductInfo(
    database,
    guest.cart.map((l) => l.id),
    lang,
  );
  const validGuest = guest.cart.filter((l) => checkLine(infos.get(l.id), l.size, l.option).ok);
  const { lines: merged, cuts } = mergeCart(server, validGuest, (id, size) => stockFor(infos.get(id), size), (l) => ({ ...l, itemId: null }), limits.perLine);
  for (const line of merged) {
    const before = server.find((s) => s.id === line.id && s.size === line.size && s.option === line.option);
    if (!before || before.qty !== line.qty) await saveCartLine(database, userId, line);
  }

  const wishActive = new Set(await activeIds(database, guest.wishlist.map((w) => w.id)));
  const [{ n: wishCount } = { n: 0 }] = await database.query<{ n: number }>(sql`select count(*)::int as n from wishlist_items where user_id = ${userId}`);
  let room = LIST_LIMITS.wishlist - Number(wishCount);
  for (const w of guest.wishlist) {
    if (!wishActive.has(w.id) || room <= 0) continue;
    const inserted = await database.db
      .insert(wishlistItems)
      .values({ userId, productId: w.id, size: w.size, option: w.option })
      .onConflictDoNothing()
      .returning({ id: wishlistItems.id });
    if (inserted.length) room -= 1;
  }

  const compareActive = new Set(await activeIds(database, guest.compare));
  const existing = await compareRows(database, userId);
  let compareRoom = LIST_LIMITS.compare - existing.length;
  for (const id of guest.compare) {
    if (!compareActive.has(id) || compareRoom <= 0 || existing.some((r) => r.productId === id)) continue;
    await database.db.insert(compareItems).values({ userId, productId: id }).onConflictDoNothing();
    compareRoom -= 1;
  }

  const [counts] = await database.query<{ cart: number; wishlist: number; compare: number }>(sql`
    select (select count(*)::int from cart_items where user_id = ${userId}) as cart,
      (select count(*)::int from wishlist_items where user_id = ${userId}) as wishlist,
      (select count(*)::int from compare_items where user_id = ${userId}) as compare`);
  const adjusted = cuts.map(({ id, ...cut }) => ({ productId: id, ...cut, title: infos.get(id)?.row.title ?? "" }));
  return { cart: Number(counts?.cart ?? 0), wishlist: Number(counts?.wishlist ?? 0), compare: Number(counts?.compare ?? 0), adjusted };
}

/* ───────────── cart statistics ───────────── */

/** One add-to-cart of the storefront's statistics (the content call /cart-statistic/items-to-cart records it here). */
export async function recordCartStatistic(database: Database, entry: { productId: number; size: string; qty: number; agent: string }): Promise<void> {
  await database.db.insert(cartStatistics).values(entry);
}

// checkout reads the same cart payloads as the lists calls
export { cartSummaryOptionsSchema, readCartInput } from "./lines.ts";
