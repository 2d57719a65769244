/**
 * Shapes of the accounts calls' answers (auth, users, orders), imported as types by the
 * storefront. Money is integer qəpik; dates are ISO strings.
 */
import type { SummaryLine } from "../pricing/contract.ts";

/** The signed-in customer (spec section 3, User). */
export interface User {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  /** digits with country code, e.g. 994501234567 (display with formatMobile) */
  mobile: string;
  verified: boolean;
  isSocial: boolean;
  hasPassword: boolean;
  gender: "male" | "female" | null;
  roles: string[];
  permissions: string[];
  photo: string | null;
  loyalty: boolean;
}

/** Login and refresh answer: the user plus the tokens the BFF keeps in httpOnly cookies. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** seconds the refresh token (and its cookie) lives */
  refreshTtl: number;
}

export interface LoginAnswer extends TokenPair {
  user: User;
}

/** A message the page shows after a call (toast or inline). */
export interface Alert {
  type: "success" | "error" | "info";
  message: string;
}

/** Answers of the multi-step forms (signup, remind, verify, new password, change password). */
export interface FormAnswer {
  /** the OTP step is needed: the form keeps `token` and asks for the code */
  otp?: boolean;
  token?: string;
  /** the success screen shows */
  tick?: boolean;
  alert?: Alert;
  /** masked mobile the code went to (e.g. +994 50 *** ** 67) */
  mobile?: string;
  /** seconds the code stays valid */
  expiresIn?: number;
}

export interface Address {
  id: number;
  title: string;
  city: string;
  district: string | null;
  place: string | null;
  address: string;
  /** the main address */
  selected: boolean;
  /** "Baku, Nasimi, 28 May, street 1" built from the delivery-area titles in the call's language */
  line: string;
}

export interface AddressesAnswer {
  items: Address[];
  alert?: Alert;
}

export interface OrderProduct {
  id: number | null;
  title: string;
  image: string | null;
  size: string;
  option: number;
  qty: number;
  price: number;
  priceOld: number | null;
  discount: number;
  total: number;
  isGift: boolean;
}

export interface OrderPaymentInfo {
  type: "card" | "cash" | "installment";
  paid: boolean;
  service: string | null;
  amount: number;
  createdAt: string | null;
  creditCard: string | null;
  creditMonth: number | null;
  bank: { cardNumber: string | null; cardName: string | null } | null;
}

export interface OrderInfo {
  firstName: string;
  lastName: string;
  email: string | null;
  mobile: string;
  country: string;
  city: string | null;
  district: string | null;
  place: string | null;
  address: string | null;
  /** city, district and place titles in the call's language */
  addressLine: string | null;
  deliveryNote: string | null;
  gift: boolean;
  giftFirstName: string | null;
  giftLastName: string | null;
  giftMobile: string | null;
  giftNote: string | null;
}

export interface OrderSummaryView {
  total: number;
  campaignDiscount: number;
  cashDiscount: number;
  newCustomerDiscount: number;
  loyaltyDiscount: number;
  package: number;
  delivery: number;
  subTotal: number;
  /** the lines every summary shows (backend/pricing/contract.ts summaryLines) */
  lines: SummaryLine[];
}

/** One order as the orders calls answer it (spec section 3, Order). */
export interface Order {
  id: number;
  number: string;
  token: string;
  opened: boolean;
  createdAt: string;
  status: string;
  /** number of units in the order */
  count: number;
  products: OrderProduct[];
  summary: OrderSummaryView;
  delivery: { type: "delivery" | "pickup"; urgent: boolean; branch: { id: number; title: string; address: string } | null };
  payment: OrderPaymentInfo;
  info: OrderInfo;
  loyalty: { check: boolean };
  /** a paid card or installment order was cancelled: the money goes back to the card (by hand) */
  refundDue: boolean;
  /** the order's status changes, oldest first (ISO dates) */
  history: { status: string; at: string }[];
  /** the courier and the parcel's tracking number, once the operator has marked the order shipped */
  shipment: { courier: string; trackingNumber: string | null } | null;
}

export interface OrdersAnswer {
  items: Order[];
  filter: Record<string, unknown>;
  pagination: { pages: number; current: number; limit: number; count: number };
}

/** The new-password rule the API applies, for the storefront's form checks. */
export { PASSWORD_MIN, passwordProblem } from "./password-rule.ts";

/** The e-mail and mobile-number rules the API applies, for the storefront's forms, masks and checks (one rule for both). */
export {
  EMAIL_MAX,
  MOBILE_MASK_LENGTH,
  MOBILE_PREFIX,
  formatMobile,
  isValidEmail,
  isValidMobile,
  maskMobile,
  mobileMaskDone,
  normalizeEmail,
  normalizeMobile,
} from "../core/contact.ts";
