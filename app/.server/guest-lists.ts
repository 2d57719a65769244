/**
 * A guest's cart, wishlist and compare list in cookies: `{prefix}cart` ([{id, size, option,
 * qty}]), `{prefix}wish` ([{id, size, option}]) and `{prefix}compare` ([id]); JSON, 60 days,
 * path /, Secure over HTTPS with SameSite=None there (the spec's setting; None needs Secure),
 * SameSite=Lax over plain HTTP.
 *
 * The cookies are the shopper's own data and are never trusted: each is validated with zod
 * and a malformed, oversized or tampered one is read as empty and reset (never an error).
 * Nothing in them is a price: the API prices every line from the database.
 *
 * On sign-in `mergeGuestLists(api, request)` moves the guest lists into the customer's
 * server lists (users/merge-lists, stock-capped, nothing lost) and clears the cookies;
 * `mergeNotice` turns what the merge cut (lowered to the stock or MAX_QTY_PER_LINE, sold out,
 * left out of a full cart) into the sentence the shopper is shown after sign-in.
 */
import { z } from "zod";
import type { ApiClient } from "./api.ts";
import { mergeListsCall, type GuestCartItem, type GuestWishItem, type ListsState, type MergeAdjustment, type MergeAnswer } from "./api/lists.ts";
import { SIXTY_DAYS, clearCookie, cookieName, encodeCookieValue, isHttps, readCookies, setCookie } from "./cookies.ts";
import { logger } from "./log.ts";

export type { GuestCartItem, GuestWishItem };

export const GUEST_LIMITS = { cartLines: 40, wishlist: 60, compare: 12, qty: 999, sizeLength: 32 } as const;
/** a longer cookie value is not ours: it is reset */
export const MAX_COOKIE_CHARS = 3800;

const id = z.number().int().positive().max(2_147_483_647);
const size = z.string().max(GUEST_LIMITS.sizeLength);
const option = z.number().int().min(0).max(2_147_483_647);

export const guestCartSchema = z
  .array(z.object({ id, size, option, qty: z.number().int().min(1).max(GUEST_LIMITS.qty) }))
  .max(GUEST_LIMITS.cartLines);
export const guestWishSchema = z.array(z.object({ id, size, option })).max(GUEST_LIMITS.wishlist);
export const guestCompareSchema = z.array(id).max(GUEST_LIMITS.compare);

export type GuestKind = "cart" | "wish" | "compare";

const SCHEMAS = { cart: guestCartSchema, wish: guestWishSchema, compare: guestCompareSchema } as const;
type ValueOf<K extends GuestKind> = z.infer<(typeof SCHEMAS)[K]>;

/** A cookie's list, or empty with `invalid` when the cookie is not a valid list. */
export function parseGuestCookie<K extends GuestKind>(kind: K, raw: string | undefined): { value: ValueOf<K>; invalid: boolean } {
  if (raw === undefined || raw === "") return { value: [] as ValueOf<K>, invalid: false };
  if (raw.length > MAX_COOKIE_CHARS) return { value: [] as ValueOf<K>, invalid: true };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { value: [] as ValueOf<K>, invalid: true };
  }
  const parsed = SCHEMAS[kind].safeParse(json);
  if (!parsed.success) return { value: [] as ValueOf<K>, invalid: true };
  return { value: parsed.data as ValueOf<K>, invalid: false };
}

export interface GuestLists {
  cart: GuestCartItem[];
  wishlist: GuestWishItem[];
  compare: number[];
  /** cookies that were present but not valid (to be reset) */
  invalid: GuestKind[];
}

export function readGuestLists(request: Request): GuestLists {
  const cookies = readCookies(request);
  const cart = parseGuestCookie("cart", cookies[cookieName("cart")]);
  const wish = parseGuestCookie("wish", cookies[cookieName("wish")]);
  const compare = parseGuestCookie("compare", cookies[cookieName("compare")]);
  const invalid: GuestKind[] = [];
  if (cart.invalid) invalid.push("cart");
  if (wish.invalid) invalid.push("wish");
  if (compare.invalid) invalid.push("compare");
  return { cart: cart.value, wishlist: wish.value, compare: compare.value, invalid };
}

export function hasGuestLists(lists: Pick<GuestLists, "cart" | "wishlist" | "compare">): boolean {
  return lists.cart.length > 0 || lists.wishlist.length > 0 || lists.compare.length > 0;
}

function flags(request: Request) {
  const secure = isHttps(request);
  return { secure, sameSite: secure ? ("none" as const) : ("lax" as const) };
}

/**
 * The Set-Cookie header storing a list (an empty list clears the cookie). The value is
 * validated again, so nothing invalid is ever written.
 */
export function guestCookie<K extends GuestKind>(request: Request, kind: K, value: ValueOf<K>): string {
  const parsed = SCHEMAS[kind].safeParse(value);
  if (!parsed.success || (parsed.data as unknown[]).length === 0) return clearGuestCookie(request, kind);
  const text = JSON.stringify(parsed.data);
  if (encodeCookieValue(text).length > MAX_COOKIE_CHARS) {
    logger.warn({ kind, length: text.length }, "guest list too long for its cookie");
    return clearGuestCookie(request, kind);
  }
  return setCookie(request, cookieName(kind), text, { ...flags(request), maxAge: SIXTY_DAYS, encode: encodeCookieValue });
}

export function clearGuestCookie(request: Request, kind: GuestKind): string {
  return clearCookie(request, cookieName(kind)).replace(/SameSite=\w+/i, flags(request).sameSite === "none" ? "SameSite=None" : "SameSite=Lax");
}

/** Cookies to reset because they were not valid lists. */
export function resetInvalid(request: Request, lists: GuestLists): string[] {
  return lists.invalid.map((kind) => clearGuestCookie(request, kind));
}

const sameCart = (a: GuestCartItem[], b: GuestCartItem[]) =>
  a.length === b.length && a.every((l, i) => l.id === b[i]!.id && l.size === b[i]!.size && l.option === b[i]!.option && l.qty === b[i]!.qty);

/**
 * Set-Cookie headers bringing the cookies in line with what the API answered (lines of
 * products that are gone removed, quantities capped) — only for cookies that change.
 */
export function normalizeCookies(request: Request, lists: GuestLists, state: Pick<ListsState, "cart" | "wishlist" | "compare">): string[] {
  const out = resetInvalid(request, lists);
  if (state.cart.cart && !lists.invalid.includes("cart") && !sameCart(lists.cart, state.cart.cart)) {
    out.push(guestCookie(request, "cart", state.cart.cart));
  }
  if (state.wishlist && !lists.invalid.includes("wish") && state.wishlist.length !== lists.wishlist.length) {
    out.push(guestCookie(request, "wish", state.wishlist));
  }
  if (state.compare && !lists.invalid.includes("compare") && state.compare.length !== lists.compare.length) {
    out.push(guestCookie(request, "compare", state.compare));
  }
  return out;
}

/* ───────────── per-request cache of the lists' state (see lists-summary.ts) ───────────── */

export const listsStateCache = new WeakMap<ApiClient, Promise<unknown>>();

/** Forget this request's cached lists (after a change or a sign-in). */
export function forgetLists(api: ApiClient): void {
  listsStateCache.delete(api);
}

/**
 * Moves a guest's cart, wishlist and compare list into the signed-in customer's server lists
 * and clears the cookies (their Set-Cookie headers go out with the response through the API
 * client). Call it right after a successful login or signup-with-login:
 *
 *   const answer = await login(api, form);
 *   if (answer.ok) await mergeGuestLists(api, request);
 *
 * Answers the merged list sizes, or null when there was nothing to merge or the merge failed
 * (the cookies are then kept, so nothing is lost).
 */
export async function mergeGuestLists(api: ApiClient, request: Request): Promise<MergeAnswer | null> {
  const lists = readGuestLists(request);
  api.setCookies.push(...resetInvalid(request, lists));
  if (!hasGuestLists(lists)) return null;
  const answer = await mergeListsCall(api, { cart: lists.cart, wishlist: lists.wishlist, compare: lists.compare });
  if (!answer.ok || !answer.data) {
    logger.warn({ error: answer.error }, "guest lists could not be merged");
    return null;
  }
  for (const kind of ["cart", "wish", "compare"] as const) {
    if (!lists.invalid.includes(kind)) api.setCookies.push(clearGuestCookie(request, kind));
  }
  forgetLists(api);
  return answer.data;
}

/** Translation of the account namespace (`login.cartChanged`, `login.cartLine.*`, `login.cartMore`). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The shopper-facing sentence for what a merge cut, naming each product (with its size) and
 * its new quantity: "Your cart changed when it was joined with your account: Linen dress (M)
 * — quantity now 2, all we have in stock." Null when nothing was cut. At most `maxChars`
 * characters (the flash cookie's budget): products that do not fit are counted ('and 2 more').
 */
export function mergeNotice(adjusted: readonly MergeAdjustment[] | undefined, t: Translate, maxChars = 240): string | null {
  if (!adjusted?.length) return null;
  const parts = adjusted.map((a) => String(t(`login.cartLine.${a.reason}`, { name: a.size ? `${a.title} (${a.size})` : a.title, qty: a.qty })));
  for (let shown = parts.length; shown >= 1; shown--) {
    const rest = parts.length - shown;
    const lines = [...parts.slice(0, shown), ...(rest ? [String(t("login.cartMore", { count: rest }))] : [])].join("; ");
    const text = String(t("login.cartChanged", { lines }));
    if (text.length <= maxChars || shown === 1) return text.slice(0, maxChars);
  }
  return null;
}
