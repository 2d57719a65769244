/**
 * The shopper's lists as the shop chrome and the cart pages need them: the priced cart
 * (server-computed summary), wishlist and compare ids. One `lists/state` call per request at
 * most, shared by the layout loader (header counts and running total) and the page loaders
 * (the cart page). A guest without list cookies costs no call at all.
 *
 * Guests: the cookies are read and validated (guest-lists.ts); cookies that were invalid, or
 * hold products that are gone or quantities over the stock, are rewritten with the cleaned
 * lists the API answered.
 */
import type { ApiClient } from "./api.ts";
import { getCurrentUser } from "./api/account.ts";
import { getListsState, type CartAnswer } from "./api/lists.ts";
import { hasGuestLists, listsStateCache, normalizeCookies, readGuestLists, resetInvalid, type GuestLists } from "./guest-lists.ts";
import { logger } from "./log.ts";
import { cartUnits } from "../lib/cart.ts";
import { summaryLines } from "../../backend/pricing/contract.ts";

export interface ListCounts {
  /** units in the cart that can be bought (sold-out lines are not counted: lib/cart.ts) */
  cartCount: number;
  /** running cart total in qəpik */
  cartTotal: number;
  wishCount: number;
  compareCount: number;
  /** product ids in the wishlist / compare list (markers on product cards) */
  wishIds?: number[];
  compareIds?: number[];
}

export interface ListsSnapshot {
  signedIn: boolean;
  cart: CartAnswer;
  wishIds: number[];
  compareIds: number[];
  /** the guest's validated cookie lists (null for a signed-in customer) */
  guest: GuestLists | null;
  /** the state could not be loaded (the service failed) */
  failed?: boolean;
}

export const EMPTY_CART: CartAnswer = {
  items: [],
  summary: {
    subTotal: 0,
    campaignDiscount: 0,
    cashDiscount: 0,
    newCustomerDiscount: 0,
    loyaltyDiscount: 0,
    delivery: null,
    total: 0,
    noDelivery: false,
    loyalty: false,
    newCustomer: false,
    error: null,
    errorCode: null,
    count: 0,
    lines: summaryLines({ subTotal: 0, campaignDiscount: 0, cashDiscount: 0, newCustomerDiscount: 0, loyaltyDiscount: 0, delivery: null, total: 0 }),
  },
  onlyCard: false,
};

async function load(request: Request, api: ApiClient): Promise<ListsSnapshot> {
  const user = api.signedIn ? await getCurrentUser(api).catch(() => null) : null;
  if (user) {
    const answer = await getListsState(api, null);
    if (!answer.ok || !answer.data) {
      logger.warn({ error: answer.error }, "lists state failed");
      return { signedIn: true, cart: EMPTY_CART, wishIds: [], compareIds: [], guest: null, failed: true };
    }
    return { signedIn: true, cart: answer.data.cart, wishIds: answer.data.wishIds, compareIds: answer.data.compareIds, guest: null };
  }
  const guest = readGuestLists(request);
  if (!hasGuestLists(guest)) {
    api.setCookies.push(...resetInvalid(request, guest));
    return { signedIn: false, cart: EMPTY_CART, wishIds: [], compareIds: [], guest };
  }
  const answer = await getListsState(api, { cart: guest.cart, wishlist: guest.wishlist, compare: guest.compare });
  if (!answer.ok || !answer.data) {
    logger.warn({ error: answer.error }, "lists state failed");
    api.setCookies.push(...resetInvalid(request, guest));
    return { signedIn: false, cart: EMPTY_CART, wishIds: [], compareIds: [], guest, failed: true };
  }
  api.setCookies.push(...normalizeCookies(request, guest, answer.data));
  const cleaned: GuestLists = {
    cart: answer.data.cart.cart ?? guest.cart,
    wishlist: answer.data.wishlist ?? guest.wishlist,
    compare: answer.data.compare ?? guest.compare,
    invalid: guest.invalid,
  };
  return { signedIn: false, cart: answer.data.cart, wishIds: answer.data.wishIds, compareIds: answer.data.compareIds, guest: cleaned };
}

/** This request's lists (cached: the layout and the page share one call). */
export function getLists(request: Request, api: ApiClient): Promise<ListsSnapshot> {
  let pending = listsStateCache.get(api) as Promise<ListsSnapshot> | undefined;
  if (!pending) {
    pending = load(request, api);
    listsStateCache.set(api, pending);
  }
  return pending;
}


export async function getListCounts(request: Request, api: ApiClient): Promise<ListCounts> {
  const lists = await getLists(request, api);
  return {
    cartCount: cartUnits(lists.cart),
    cartTotal: lists.cart.summary.total,
    wishCount: lists.wishIds.length,
    compareCount: lists.compareIds.length,
    wishIds: lists.wishIds,
    compareIds: lists.compareIds,
  };
}
