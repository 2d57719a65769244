/**
 * Typed calls of the cart, wishlist and compare area. Guest calls carry the cookie lists
 * (the API reads them leniently and answers cleaned lists); customer calls use the server
 * lists of the signed-in user. Every call may take `{lang}` for an action that answers a
 * page in another language than its own URL.
 */
import type {
  CartAnswer,
  CartLine,
  CartSummary,
  CompareAnswer,
  CompareItem,
  GuestCartItem,
  GuestWishItem,
  ListsState,
  MergeAdjustment,
  MergeAnswer,
  WishItem,
  WishlistAnswer,
} from "../../../backend/lists/contract.ts";
import type { Lang } from "~/lib/i18n";
import type { SummaryOptions } from "../../../backend/contract/calls.ts";
import type { ApiClient } from "../api.ts";

export type { SummaryOptions };

export type {
  CartAnswer,
  CartLine,
  CartSummary,
  CompareAnswer,
  CompareItem,
  GuestCartItem,
  GuestWishItem,
  ListsState,
  MergeAdjustment,
  MergeAnswer,
  WishItem,
  WishlistAnswer,
};

type Opts = { lang?: Lang };

export interface LineInput {
  productId: number;
  size: string;
  option: number;
  qty: number;
}

/* ───────────── guests ───────────── */

/** products/cart: a guest cart priced (answer has the cleaned `cart` and `removeProducts`). */
export function getGuestCart(api: ApiClient, cart: GuestCartItem[], options: SummaryOptions = {}, opts: Opts = {}) {
  return api.call("products/cart", { cart, ...options }, opts);
}

/** products/cart/add: the new guest cart (quantity merged; refused over stock). */
export function guestAddToCart(api: ApiClient, cart: GuestCartItem[], line: LineInput, opts: Opts = {}) {
  return api.call("products/cart/add", { cart, product_id: line.productId, size: line.size, option: line.option, qty: line.qty }, opts);
}

export function guestChangeQty(api: ApiClient, cart: GuestCartItem[], line: LineInput, opts: Opts = {}) {
  return api.call("products/cart/change-qty", { cart, product_id: line.productId, size: line.size, option: line.option, qty: line.qty }, opts);
}

/** products/wishlist: the guest's wishlist with cards; `removeProducts` prunes the cookie. */
export function getGuestWishlist(api: ApiClient, wishlist: GuestWishItem[], opts: Opts = {}) {
  return api.call("products/wishlist", { wishlist }, opts);
}

export function getGuestCompare(api: ApiClient, compare: number[], opts: Opts = {}) {
  return api.call("products/compare", { compare }, opts);
}

/* ───────────── either ───────────── */

/** cart/summary: the signed-in customer's server cart, else the given guest cart, priced for checkout. */
export function getCartSummary(api: ApiClient, cart: GuestCartItem[], options: SummaryOptions = {}, opts: Opts = {}) {
  return api.call("cart/summary", { cart, ...options }, opts);
}

/** lists/state: cart (priced), wishlist and compare ids for the header. */
export function getListsState(api: ApiClient, guest: { cart: GuestCartItem[]; wishlist: GuestWishItem[]; compare: number[] } | null, opts: Opts = {}) {
  return api.call("lists/state", guest ? { ...guest } : {}, opts);
}

/* ───────────── customers ───────────── */

export function getServerCart(api: ApiClient, opts: Opts = {}) {
  return api.call("users/cart", {}, opts);
}

export function addToServerCart(api: ApiClient, line: LineInput & { max?: number }, opts: Opts = {}) {
  return api.call(
    "users/add-to-cart",
    { product_id: line.productId, size: line.size, qty: line.qty, option: line.option, max: line.max ?? 0 },
    opts,
  );
}

/** users/change-qty: by cart item id when known, else by product, size and option. */
export function changeServerQty(api: ApiClient, line: LineInput & { itemId?: number | null }, opts: Opts = {}) {
  return api.call(
    "users/change-qty",
    { ...(line.itemId ? { id: line.itemId } : {}), product_id: line.productId, size: line.size, option: line.option, qty: line.qty },
    opts,
  );
}

export function removeServerCartItem(api: ApiClient, itemId: number, opts: Opts = {}) {
  return api.call(`users/remove-item-cart/${itemId}`, {}, opts);
}

export function getServerWishlist(api: ApiClient, opts: Opts = {}) {
  return api.call("users/wishlist", {}, opts);
}

export function addToServerWishlist(api: ApiClient, item: { productId: number; size: string; option: number }, opts: Opts = {}) {
  return api.call("users/add-to-wishlist", { product_id: item.productId, size: item.size, option: item.option }, opts);
}

export function removeServerWishItem(api: ApiClient, itemId: number, opts: Opts = {}) {
  return api.call(`users/remove-item-wishlist/${itemId}`, {}, opts);
}

export function getServerCompare(api: ApiClient, opts: Opts = {}) {
  return api.call("users/compare", {}, opts);
}

export function addToServerCompare(api: ApiClient, productId: number, opts: Opts = {}) {
  return api.call("users/add-to-compare", { product_id: productId }, opts);
}

export function removeServerCompareItem(api: ApiClient, itemId: number, opts: Opts = {}) {
  return api.call(`users/remove-item-compare/${itemId}`, {}, opts);
}

/** users/merge-lists: a guest's cookie lists into the customer's server lists (stock-capped). */
export function mergeListsCall(api: ApiClient, guest: { cart: GuestCartItem[]; wishlist: GuestWishItem[]; compare: number[] }) {
  return api.call("users/merge-lists", { ...guest });
}
