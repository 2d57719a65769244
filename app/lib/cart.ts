/**
 * The one rule for counting a cart, shared by the header badge (and the mobile bar), the
 * cart popup and the cart page: the units that can be bought. Sold-out lines stay in the
 * cart (shown as 'Sold out') but are not counted, as the API's summary already does
 * (`CartSummary.count`: the units of the lines that are not sold out, at the quantity they
 * are priced at).
 */
import type { CartAnswer } from "../../backend/lists/contract";

export function cartUnits(cart: Pick<CartAnswer, "summary">): number {
  return cart.summary.count;
}
