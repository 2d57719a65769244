/**
 * Header counters of the shop chrome: cart lines/units and running total, wishlist and
 * compare counts. The layout loader calls `getListCounts` on every page.
 *
 * STUB: answers zeros. The cart/wishlist/compare work owns this file from here on and
 * replaces the body (guest cookies `{prefix}cart`, `{prefix}wish`, `{prefix}compare`;
 * server lists for signed-in customers). Keep the signature and the answer shape.
 */
import type { ApiClient } from "./api.ts";

export interface ListCounts {
  /** units in the cart */
  cartCount: number;
  /** running cart total in qəpik */
  cartTotal: number;
  wishCount: number;
  compareCount: number;
}

export async function getListCounts(_request: Request, _api: ApiClient): Promise<ListCounts> {
  return { cartCount: 0, cartTotal: 0, wishCount: 0, compareCount: 0 };
}
