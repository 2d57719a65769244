/**
 * Shapes of the cart, wishlist and compare calls (the storefront imports them as types).
 * Money is integer qəpik everywhere. `product` is the catalogue's card (routes without the
 * language prefix).
 */
import type { ProductCard, ProductParameter } from "../catalog/contract.ts";
import type { ErrorCode } from "../contract/errors.ts";
import type { SummaryLine } from "../pricing/contract.ts";

export type { ProductCard, ProductParameter };

/** A guest cart cookie item: product id, size ('' = no size), set option (0 = none), quantity. */
export interface GuestCartItem {
  id: number;
  size: string;
  option: number;
  qty: number;
}

/** A guest wishlist cookie item. */
export interface GuestWishItem {
  id: number;
  size: string;
  option: number;
}

export type PaymentType = "card" | "cash" | "installment";
export type DeliveryType = "delivery" | "pickup";

/**
 * The codes a summary's `error` can have (the error catalogue's `pricing.*`), written out: the
 * OpenAPI types generator cannot read `ErrorCode` (a type of the catalogue's JSON file).
 */
export type SummaryErrorCode = "pricing.sold" | "pricing.noStock" | "pricing.noDelivery" | "pricing.lineLimit" | "pricing.orderLimit";
/** Compile-time guard: each of them is a code of the catalogue. */
export const SUMMARY_CODES_ARE_ERROR_CODES: SummaryErrorCode extends ErrorCode ? true : never = true;

/**
 * Cart summary (checkout-accounts section 3). All amounts in qəpik.
 * total = subTotal − campaignDiscount − newCustomerDiscount − loyaltyDiscount + delivery.
 */
export interface CartSummary {
  /** Σ unit price × qty of the lines that can be bought (the product's own percent is in the unit price) */
  subTotal: number;
  /** buy N pay N−1 and discount in basket */
  campaignDiscount: number;
  /** the products' cash discount, when paying cash */
  cashDiscount: number;
  /** 10 % of a first order */
  newCustomerDiscount: number;
  /** loyalty percent of a loyal customer */
  loyaltyDiscount: number;
  /** delivery fee; 0 shows as free; null while no delivery area has been chosen */
  delivery: number | null;
  total: number;
  /** the chosen area has no delivery */
  noDelivery: boolean;
  /** the customer is in the loyalty programme */
  loyalty: boolean;
  /** the first-order discount applies */
  newCustomer: boolean;
  /** a text that blocks checkout (sold lines, quantities over stock, no delivery), else null */
  error: string | null;
  /** the code of `error` (error catalogue, ADR 0033), else null */
  errorCode: SummaryErrorCode | null;
  /** the values of `error`'s placeholders (`n` of `pricing.lineLimit`), when it has any */
  errorParams?: Record<string, string>;
  /** units in the lines that can be bought */
  count: number;
  /** the lines every summary shows, in order (backend/pricing/contract.ts summaryLines) */
  lines: SummaryLine[];
}

/** One cart line with its product and prices. */
export interface CartLine {
  /** server cart item id (signed-in); null for a guest line */
  id: number | null;
  /** `${productId}:${size}:${option}`, unique in a cart */
  key: string;
  productId: number;
  size: string;
  option: number;
  /** title of the chosen set option */
  optionTitle: string | null;
  /** quantity used for the prices (never above the stock) */
  qty: number;
  /** the largest quantity this line may have (stock of its size less other lines of that size; 1 for single-sell) */
  max: number;
  /** the product or its size is sold out (or no longer offered): the line is not counted */
  sold: boolean;
  /** more was asked for than is in stock (the quantity was lowered to the stock) */
  manyQty: boolean;
  /** unit price and crossed-out unit price */
  price: number;
  priceOld: number | null;
  /** price × qty */
  total: number;
  /** this line's share of the campaign discount */
  discount: number;
  product: ProductCard;
}

/** Answer of users/cart, users/add-to-cart, users/change-qty, users/remove-item-cart, products/cart and cart/summary. */
export interface CartAnswer {
  items: CartLine[];
  summary: CartSummary;
  /** some product may only be paid by card (cash is not offered) */
  onlyCard: boolean;
  /** guest answers: the cart as it should now be stored in the cookie (unknown lines removed, quantities capped) */
  cart?: GuestCartItem[];
  /** guest answers: product ids that no longer exist or are hidden (pruned from the cookie) */
  removeProducts?: number[];
}

export interface WishItem {
  /** server wishlist item id; null for a guest item */
  id: number | null;
  productId: number;
  size: string;
  option: number;
  product: ProductCard;
}

export interface WishlistAnswer {
  items: WishItem[];
  /** guest answers: product ids to remove from the cookie */
  removeProducts?: number[];
}

export interface CompareItem {
  /** server compare item id; null for a guest item */
  id: number | null;
  productId: number;
  product: ProductCard;
  parameters: ProductParameter[];
}

export interface CompareAnswer {
  items: CompareItem[];
  /** parameter titles of all compared products, in display order (the rows of the table) */
  parameters: string[];
  removeProducts?: number[];
}

/** Answer of lists/state: what the shop header needs on every page. */
export interface ListsState {
  cart: CartAnswer;
  wishIds: number[];
  compareIds: number[];
  /** guest answers: the cookies' cleaned contents */
  wishlist?: GuestWishItem[];
  compare?: number[];
}

/**
 * A guest cart line that users/merge-lists could not take in full, for the storefront to tell
 * the shopper after sign-in ('… now 3 (all we have)').
 */
export interface MergeAdjustment {
  productId: number;
  size: string;
  option: number;
  /** the product's title in the call's language */
  title: string;
  /** units asked for: the customer's line plus the guest's */
  asked: number;
  /** units that can be bought now (0: sold out, or not added) */
  qty: number;
  /**
   * `stock`: lowered to what is in stock; `lineLimit`: lowered to MAX_QTY_PER_LINE; `soldOut`:
   * nothing left (the line stays, shown as sold out); `cartFull`: not added, the cart already
   * has LIST_LIMITS.cartLines lines
   */
  reason: "stock" | "lineLimit" | "soldOut" | "cartFull";
}

/** Answer of users/merge-lists: the sizes of the merged lists and what the cart merge cut. */
export interface MergeAnswer {
  cart: number;
  wishlist: number;
  compare: number;
  /** guest cart lines lowered, sold out or left out (empty when everything fitted) */
  adjusted: MergeAdjustment[];
}

/** Limits of the lists. */
export const LIST_LIMITS = {
  /** lines in a cart */
  cartLines: 40,
  wishlist: 60,
  compare: 12,
  /** units of one line */
  qty: 999,
  sizeLength: 32,
} as const;
