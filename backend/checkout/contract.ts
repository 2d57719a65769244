/**
 * Shapes of the checkout calls (the storefront imports them as types only).
 * Money is integer qəpik everywhere. Spec: checkout-accounts.md sections 3, 4, 7, 9.
 *
 * Calls (all POST, `lang` in every payload, answers {ok, data, error, errors, redirect}):
 *   checkout/options  {}                        → CheckoutOptions
 *   checkout/summary  CheckoutSummaryInput      → CheckoutSummary (never fails; bad values read as not given)
 *   products/checkout CheckoutPayload           → CheckoutAnswer  (422 with `errors` keyed by field)
 *   payments/status   {token}                   → PaymentStatusAnswer (the return page after the bank)
 */
import type { Address } from "../auth/contract.ts";
import type { CartAnswer, DeliveryType, GuestCartItem, PaymentType } from "../lists/contract.ts";
import type { CheckoutField } from "./form-contract.ts";

export type { DeliveryType, GuestCartItem, PaymentType };

/** Installment cards (spec section 9): minimum 50 ₼; birkart 3/6/12 months, tamkart 3/6. */
export type CreditCard = "birkart" | "tamkart";

export interface InstallmentCard {
  code: CreditCard;
  title: string;
  active: boolean;
  months: number[];
}

export interface InstallmentConfig {
  active: boolean;
  /** qəpik; installment is offered only when the total is above it (5000 = 50 ₼) */
  minAmount: number;
  cards: InstallmentCard[];
}

export const INSTALLMENT: InstallmentConfig = {
  active: true,
  minAmount: 5000,
  cards: [
    { code: "birkart", title: "BirKart", active: true, months: [3, 6, 12] },
    { code: "tamkart", title: "TamKart", active: true, months: [3, 6] },
  ],
};

/** The price of gift wrapping, added to the total when the order is a gift (qəpik). */
export const GIFT_PACKAGE_PRICE = 300;

/** The hard-coded hint threshold: a monthly installment under 10 ₼ shows a hint (qəpik). */
export const INSTALLMENT_HINT_BELOW = 1000;

/**
 * The product page's installment hint: the active card with the longest period, its months
 * and the minimum price (the same INSTALLMENT rules checkout offers). The product page imports
 * it from this file, not through backend/contract/index.ts: the index's value imports pull the
 * back office's zod schemas into the browser bundle.
 */
export const LONGEST_INSTALLMENT = (() => {
  const cards = INSTALLMENT.cards.filter((c) => c.active && c.months.length > 0);
  const card = cards.reduce((best, c) => (Math.max(...c.months) > Math.max(...best.months) ? c : best), cards[0]);
  return { card: card.title, months: Math.max(...card.months), minAmount: INSTALLMENT.minAmount } as const;
})();

/** A node of the delivery-area tree: city > district > place. */
export interface AreaNode {
  code: string;
  title: string;
  /** delivery fee in qəpik set on this node (null: inherits its parent's) */
  fee: number | null;
  noDelivery: boolean;
  children: AreaNode[];
}

export interface PickupBranch {
  id: number;
  title: string;
  city: string;
  address: string;
}

/** A saved address as checkout offers it: the account's Address (one definition, auth/contract.ts). */
export type SavedAddress = Address;

export interface CheckoutOptions {
  /** branches that are pickup points */
  branches: PickupBranch[];
  areas: AreaNode[];
  installment: InstallmentConfig;
  giftPackage: number;
  /** whether card and installment payments can be taken (a provider is configured) */
  cardPayments: boolean;
  /** when a one-time code is asked: cash orders (guests), all orders, or never */
  otp: "cash" | "all" | "off";
  /** signed-in customer: prefill and saved addresses; null for guests */
  customer: { firstName: string; lastName: string; email: string | null; mobile: string; verified: boolean } | null;
  addresses: SavedAddress[];
}

/** checkout/summary: what the summary depends on. */
export interface CheckoutSummaryInput {
  /** guest cart (signed-in customers' server cart is used instead) */
  cart?: GuestCartItem[];
  payment?: PaymentType | null;
  delivery?: DeliveryType | null;
  city?: string | null;
  district?: string | null;
  place?: string | null;
  mobile?: string | null;
  gift?: boolean;
  /** a saved address id; used instead of city/district/place when isMyAddress */
  myAddress?: number | null;
  isMyAddress?: boolean;
}

/** The cart answer plus the gift package, and the total including it. */
export interface CheckoutSummary extends CartAnswer {
  /** gift package price when gift is on and delivery is not pickup, else 0 */
  package: number;
  /** summary.total + package */
  grandTotal: number;
  /** installment allowed for this total (grandTotal > minAmount and not only-card… see INSTALLMENT) */
  installmentAllowed: boolean;
}

/**
 * products/checkout payload (spec section 3, plus idempotencyKey). Every amount is
 * recomputed on the server; anything price-like the client sends is ignored.
 *
 * OTP: when the rules ask for a code, the first call answers `{otpToken, mobile}` and keeps
 * the validated payload with the code; the confirming call sends only
 * `{otpToken, otpCode, idempotencyKey}` (other fields are ignored) and the stored payload is
 * validated and priced again before the order is placed.
 */
export interface CheckoutPayload {
  cart?: GuestCartItem[];
  otpToken?: string;
  otpCode?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  mobile?: string;
  /** pickup branch id */
  branch?: number | string;
  /** saved address id (signed-in) */
  myAddress?: number | string;
  isMyAddress?: boolean | string;
  country?: "AZ";
  city?: string;
  district?: string;
  place?: string;
  address?: string;
  deliveryNote?: string;
  payment?: PaymentType;
  creditCard?: CreditCard;
  creditMonth?: number | string;
  delivery?: DeliveryType;
  gift?: boolean | string;
  giftFirstName?: string;
  giftLastName?: string;
  giftMobile?: string;
  giftNote?: string;
  /** from the {prefix}utm cookie: url, source, medium, campaign, content, term */
  utmMarks?: Record<string, string>;
  /** one per rendered checkout form; a repeated key answers the first order's result */
  idempotencyKey?: string;
}

/** A form the browser posts to the bank (azericard protocol; the test gateway speaks it too). */
export interface PaymentForm {
  url: string;
  fields: Record<string, string>;
}

/** products/checkout answer (exactly one of token-only, azericard, paymentUrl, otpToken, cancel). */
export interface CheckoutAnswer {
  /** the order's public token (every placed order; for cash it is the whole answer) */
  token?: string;
  /** card or installment via azericard or the test gateway: post these fields to url */
  azericard?: PaymentForm;
  /** card or installment via a hosted payment page */
  paymentUrl?: string;
  /** a one-time code was sent; confirm with {otpToken, otpCode} */
  otpToken?: string;
  /** where the code went, masked (+994 50 *** ** 67) */
  mobile?: string;
  /** the code was entered wrong too many times ('You added wrong OTP code many times') */
  cancel?: boolean;
  /** the order number, when placed */
  number?: string;
}

/**
 * products/checkout failures (envelope {ok:false, error, errors?, redirect?, data?}; messages in
 * the payload's language):
 * - 409 with `redirect: "/cart"`: the cart is empty (or holds only products that are gone);
 * - 422 with `errors` keyed by payload field (CheckoutField of form-contract.ts: the rules the
 *   page shares);
 * - 409: the summary's error (sold lines, quantity over stock, no delivery to the area) or
 *   'Product quantity not available in stock' when another order took the stock meanwhile;
 * - OTP confirm: 400 errors.otpCode (wrong or unknown code), 410 errors.otpCode (expired),
 *   429 (too many tries), 400 with data {cancel: true} after the third wrong code, 409 when the
 *   checkout kept with the code no longer reads back (nothing is placed);
 * - 502: the payment could not be started (the order is cancelled, its stock given back);
 * - 401 {expired: true}: the access token has expired (refresh and repeat the call).
 */
export type CheckoutErrorField = CheckoutField | "otpCode";

/** payments/status answer: where the return page sends the shopper. */
export interface PaymentStatusAnswer {
  token: string;
  /** paid → /order?token; failed → /order/error; pending → wait and ask again */
  state: "paid" | "pending" | "failed";
}
