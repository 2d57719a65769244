/**
 * Cart, wishlist and compare calls.
 *
 * Guests (the storefront forwards the cookie lists; every list is read leniently — bad
 * entries are dropped, never an error, and prices always come from the database):
 *   products/cart {cart, payment?, mobile?, delivery?, city?, district?, place?} → CartAnswer
 *   products/cart/add {cart, product_id, size, option, qty} → CartAnswer with the new `cart`
 *   products/cart/change-qty {cart, product_id, size, option, qty} → CartAnswer with the new `cart`
 *   products/wishlist {wishlist} → {items, removeProducts}
 *   products/compare {compare} → {items, parameters, removeProducts}
 * Either (a signed-in customer's server cart is used when there is one):
 *   cart/summary {cart, mobile, delivery, city, district, place, payment} → CartAnswer
 *   lists/state {cart, wishlist, compare} → {cart, wishIds, compareIds} (the header's data)
 * Signed-in customers (401 without a user; another customer's item id answers 404):
 *   users/cart, users/add-to-cart {product_id, size, qty, option, max}, users/change-qty
 *   {product_id, qty[, size, option | id]}, users/remove-item-cart/{id} → CartAnswer;
 *   users/wishlist, users/add-to-wishlist {product_id, size, option},
 *   users/remove-item-wishlist/{id} → {items}; users/compare, users/add-to-compare {product_id},
 *   users/remove-item-compare/{id} → {items, parameters};
 *   users/merge-lists {cart, wishlist, compare} → {cart, wishlist, compare} (counts) and
 *   `adjusted`: the guest cart lines cut to the stock or MAX_QTY_PER_LINE, sold out or left
 *   out of a full cart, with their titles (MergeAdjustment).
 */
import { MAX_ID, readId } from "../core/ids.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { requireUser } from "../core/caller.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langSchema, ok, readPayload } from "../core/http.ts";
import type { Lang } from "../db/schema.ts";
import type { CartAnswer, GuestCartItem } from "./contract.ts";
import { LIST_LIMITS } from "./contract.ts";
import { cartSummaryOptionsSchema, qtyLimits, readCartInput, readIdsInput, readWishInput } from "./lines.ts";
import { LISTS_MSG, msg } from "./messages.ts";
import { priceCart } from "../pricing/service.ts";
import * as service from "./service.ts";

const summarySchema = cartSummaryOptionsSchema;

const sizeField = z.preprocess(
  (v) => (v === null || v === undefined ? "" : typeof v === "number" ? String(v) : v),
  z.string().trim().max(LIST_LIMITS.sizeLength),
);
const idField = z.coerce.number().int().positive().max(MAX_ID);
const optionField = z.preprocess((v) => (v === null || v === undefined || v === "" ? 0 : v), z.coerce.number().int().min(0).max(MAX_ID));
const qtyField = z.preprocess((v) => (v === null || v === undefined || v === "" ? 1 : v), z.coerce.number().int().min(1).max(LIST_LIMITS.qty));

export const lineSchema = z.looseObject({
  lang: langSchema,
  product_id: idField,
  size: sizeField,
  option: optionField,
  qty: qtyField,
});

export const changeSchema = z.looseObject({
  lang: langSchema,
  id: idField.optional().catch(undefined),
  product_id: idField.optional(),
  size: sizeField,
  option: optionField,
  qty: qtyField,
});

export const wishSchema = z.looseObject({ lang: langSchema, product_id: idField, size: sizeField, option: optionField });
export const compareSchema = z.looseObject({ lang: langSchema, product_id: idField });

type Payload = Record<string, unknown>;

function langOf(payload: Payload): Lang {
  return langSchema.parse(payload.lang);
}

/** Validates a payload, or answers 422 with the first problem (translated). */
function check<S extends z.ZodType>(c: Context, schema: S, payload: Payload): z.infer<S> | Response {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= msg(LISTS_MSG.invalid, langOf(payload));
  return fail(c, msg(LISTS_MSG.invalid, langOf(payload)), 422, errors);
}

function idParam(c: Context): number | null {
  return readId(c.req.param("id"));
}

const READ = ["GET", "POST"];

export function listsRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;
  const limits = qtyLimits(deps.config);

  /* ───────────── guests ───────────── */

  async function guestCart(lines: GuestCartItem[], payload: Payload): Promise<CartAnswer> {
    return priceCart(database, lines, { ...summarySchema.parse(payload), limits });
  }

  app.post("/products/cart", async (c) => {
    const payload = await readPayload(c);
    return ok(c, await guestCart(readCartInput(payload.cart), payload));
  });

  app.post("/products/cart/add", async (c) => {
    const payload = await readPayload(c);
    const p = check(c, lineSchema, payload);
    if (p instanceof Response) return p;
    const lines = readCartInput(payload.cart);
    const result = await service.addToLines(database, lines, { id: p.product_id, size: p.size, option: p.option, qty: p.qty }, p.lang, (l) => l, limits);
    if ("error" in result) return fail(c, result.error, result.status);
    return ok(c, await guestCart(result.lines, payload));
  });

  app.post("/products/cart/change-qty", async (c) => {
    const payload = await readPayload(c);
    const p = check(c, changeSchema, payload);
    if (p instanceof Response) return p;
    if (!p.product_id) return fail(c, msg(LISTS_MSG.itemNotFound, p.lang), 404);
    const lines = readCartInput(payload.cart);
    const result = await service.changeLineQty(database, lines, { id: p.product_id, size: p.size, option: p.option }, p.qty, p.lang, limits);
    if ("error" in result) return fail(c, result.error, result.status);
    return ok(c, await guestCart(result.lines, payload));
  });

  app.post("/products/wishlist", async (c) => {
    const payload = await readPayload(c);
    return ok(c, await service.wishlistOf(database, readWishInput(payload.wishlist), langOf(payload)));
  });

  app.post("/products/compare", async (c) => {
    const payload = await readPayload(c);
    const ids = readIdsInput(payload.compare);
    return ok(c, await service.compareOf(database, ids.map((id) => ({ id })), langOf(payload)));
  });

  /* ───────────── guests or customers ───────────── */

  app.post("/cart/summary", async (c) => {
    const payload = await readPayload(c);
    const userId = c.get("userId");
    if (c.get("tokenExpired") && !userId) return requireUser(c) as Response;
    if (!userId) return ok(c, await guestCart(readCartInput(payload.cart), payload));
    return ok(c, await service.customerCart(database, userId, { ...summarySchema.parse(payload), limits }));
  });

  app.post("/lists/state", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const userId = c.get("userId");
    if (c.get("tokenExpired") && !userId) return requireUser(c) as Response;
    if (userId) {
      const [cart, ids] = await Promise.all([service.customerCart(database, userId, { lang, limits }), service.customerListIds(database, userId)]);
      return ok(c, { cart, ...ids });
    }
    const wish = readWishInput(payload.wishlist);
    const compare = readIdsInput(payload.compare);
    const [cart, wishIds, compareIds] = await Promise.all([
      priceCart(database, readCartInput(payload.cart), { lang, limits }),
      service.activeIds(
        database,
        wish.map((w) => w.id),
      ),
      service.activeIds(database, compare),
    ]);
    return ok(c, {
      cart,
      wishIds,
      compareIds,
      wishlist: wish.filter((w) => wishIds.includes(w.id)),
      compare: compareIds,
    });
  });

  /* ───────────── customers ───────────── */

  async function cartAnswer(c: Context<ApiEnv>, userId: number, lang: Lang) {
    return ok(c, await service.customerCart(database, userId, { lang, limits }));
  }

  app.on(READ, "/users/cart", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    return cartAnswer(c, userId, langOf(payload));
  });

  app.post("/users/add-to-cart", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const p = check(c, lineSchema, await readPayload(c));
    if (p instanceof Response) return p;
    // `max` (the storefront's idea of the stock) is not trusted: the stock is read here.
    const refused = await service.addToCustomerCart(database, userId, { id: p.product_id, size: p.size, option: p.option, qty: p.qty }, p.lang, limits);
    if (refused) return fail(c, refused.error, refused.status);
    return cartAnswer(c, userId, p.lang);
  });

  app.post("/users/change-qty", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const p = check(c, changeSchema, await readPayload(c));
    if (p instanceof Response) return p;
    if (!p.id && !p.product_id) return fail(c, msg(LISTS_MSG.itemNotFound, p.lang), 404);
    const refused = await service.changeCustomerQty(database, userId, { itemId: p.id, id: p.product_id, size: p.size, option: p.option }, p.qty, p.lang, limits);
    if (refused) return fail(c, refused.error, refused.status);
    return cartAnswer(c, userId, p.lang);
  });

  app.post("/users/remove-item-cart/:id", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const lang = langOf(await readPayload(c));
    const id = idParam(c);
    if (!id || !(await service.removeCustomerCartItem(database, userId, id))) return fail(c, msg(LISTS_MSG.itemNotFound, lang), 404);
    return cartAnswer(c, userId, lang);
  });

  app.on(READ, "/users/wishlist", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    return ok(c, await service.customerWishlist(database, userId, langOf(await readPayload(c))));
  });

  app.post("/users/add-to-wishlist", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const p = check(c, wishSchema, await readPayload(c));
    if (p instanceof Response) return p;
    const refused = await service.addToCustomerWishlist(database, userId, { id: p.product_id, size: p.size, option: p.option }, p.lang);
    if (refused) return fail(c, refused.error, refused.status);
    return ok(c, await service.customerWishlist(database, userId, p.lang));
  });

  app.post("/users/remove-item-wishlist/:id", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const lang = langOf(await readPayload(c));
    const id = idParam(c);
    if (!id || !(await service.removeCustomerWishItem(database, userId, id))) return fail(c, msg(LISTS_MSG.itemNotFound, lang), 404);
    return ok(c, await service.customerWishlist(database, userId, lang));
  });

  app.on(READ, "/users/compare", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    return ok(c, await service.customerCompare(database, userId, langOf(await readPayload(c))));
  });

  app.post("/users/add-to-compare", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const p = check(c, compareSchema, await readPayload(c));
    if (p instanceof Response) return p;
    const refused = await service.addToCustomerCompare(database, userId, p.product_id, p.lang);
    if (refused) return fail(c, refused.error, refused.status);
    return ok(c, await service.customerCompare(database, userId, p.lang));
  });

  app.post("/users/remove-item-compare/:id", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const lang = langOf(await readPayload(c));
    const id = idParam(c);
    if (!id || !(await service.removeCustomerCompareItem(database, userId, id))) return fail(c, msg(LISTS_MSG.itemNotFound, lang), 404);
    return ok(c, await service.customerCompare(database, userId, lang));
  });

  app.post("/users/merge-lists", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const merged = await service.mergeGuestLists(
      database,
      userId,
      { cart: readCartInput(payload.cart), wishlist: readWishInput(payload.wishlist), compare: readIdsInput(payload.compare) },
      langOf(payload),
      limits,
    );
    return ok(c, merged);
  });

  return app;
}
