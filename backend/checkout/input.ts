/**
 * The checkout payload as pure functions (no database): reading the untrusted fields with zod
 * into a normalised CheckoutInput with per-field errors, the rules between fields (pickup
 * drops the address and gift fields, delivery needs an address, a gift needs its receiver,
 * installment needs a card and one of its months), the UTM marks kept, and the order number.
 *
 * Errors are English message keys keyed by payload field; callers translate them.
 */
import { MAX_ID } from "../core/ids.ts";
import { z } from "zod";
import { MSG, firstValue, isValidMobile, mobileField, normalizeMobile, optionalEmailField, optionalText, requiredText } from "../core/validators.ts";
import type { DeliveryType, PaymentType } from "../lists/contract.ts";
import { INSTALLMENT, type CreditCard, type InstallmentConfig } from "./contract.ts";
import { CHECKOUT_MSG } from "./messages.ts";

export const NOTE_MAX = 500;
export const NAME_MAX = 100;
export const ADDRESS_MAX = 300;
export const AREA_MAX = 64;
export const UTM_KEYS = ["url", "source", "medium", "campaign", "content", "term"] as const;
export const UTM_MAX = 300;
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

/** The validated, normalised checkout form (what is stored with an OTP and placed as an order). */
export interface CheckoutInput {
  firstName: string;
  lastName: string;
  email: string | null;
  /** 994XXXXXXXXX */
  mobile: string;
  delivery: DeliveryType;
  /** pickup branch id (pickup only) */
  branch: number | null;
  /** a saved address is used (signed-in, delivery only) */
  isMyAddress: boolean;
  myAddress: number | null;
  city: string | null;
  district: string | null;
  place: string | null;
  address: string | null;
  deliveryNote: string | null;
  payment: PaymentType;
  creditCard: CreditCard | null;
  creditMonth: number | null;
  gift: boolean;
  giftFirstName: string | null;
  giftLastName: string | null;
  /** 994XXXXXXXXX */
  giftMobile: string | null;
  giftNote: string | null;
  utm: Record<string, string> | null;
}

export type FieldErrors = Record<string, string>;

/* ───────────── field schemas ───────────── */

// the shared field rules (core/validators.ts) with checkout's translated length message
const first = firstValue;
const text = (max: number) => optionalText(max, CHECKOUT_MSG.tooLong);
const required = (max: number) => requiredText(max, CHECKOUT_MSG.tooLong);
const mobile = mobileField();
const email = optionalEmailField().transform((v) => (v === "" ? null : v));

const choice = <T extends string>(values: readonly [T, ...T[]], wrong: string = CHECKOUT_MSG.wrongChoice) =>
  z.preprocess(
    first,
    z
      .string({ error: MSG.required })
      .trim()
      .min(1, { error: MSG.required, abort: true })
      .pipe(z.enum(values, { error: wrong })),
  );

/** a positive id, or null when absent or not an id */
export const optionalId = z.preprocess(first, z.string().trim().regex(/^\d{1,10}$/).transform(Number).refine((n) => n > 0 && n <= MAX_ID).nullable().catch(null));

export const flag = z.preprocess(first, z.union([z.boolean(), z.string()]).transform((v) => v === true || ["1", "true", "on", "yes"].includes(String(v).trim().toLowerCase())).catch(false));

export const fieldsSchema = z.object({
  firstName: required(NAME_MAX),
  lastName: required(NAME_MAX),
  email,
  mobile,
  delivery: choice(["delivery", "pickup"], CHECKOUT_MSG.wrongDelivery),
  payment: choice(["card", "cash", "installment"], CHECKOUT_MSG.wrongPayment),
  branch: optionalId,
  myAddress: optionalId,
  isMyAddress: flag,
  city: text(AREA_MAX),
  district: text(AREA_MAX),
  place: text(AREA_MAX),
  address: text(ADDRESS_MAX),
  deliveryNote: text(NOTE_MAX),
  creditCard: text(32),
  creditMonth: text(4),
  gift: flag,
  giftFirstName: text(NAME_MAX),
  giftLastName: text(NAME_MAX),
  giftMobile: text(32),
  giftNote: text(NOTE_MAX),
});

/* ───────────── UTM marks ───────────── */

/** Keeps url, source, medium, campaign, content and term (non-empty strings ≤ 300); null when none is left. */
export function readUtm(raw: unknown): Record<string, string> | null {
  let value = raw;
  if (typeof value === "string" && value.length <= 10_000) {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v !== "string") continue;
    const trimmed = v.trim();
    if (trimmed !== "" && trimmed.length <= UTM_MAX) out[key] = trimmed;
  }
  return Object.keys(out).length ? out : null;
}

/* ───────────── reading the form ───────────── */

const orNull = (v: string): string | null => (v === "" ? null : v);

/**
 * Reads the form fields and applies the rules that need no database. `signedIn` decides
 * whether isMyAddress counts. Answers the normalised input (when the basic shape could be
 * read) and the field errors found so far.
 */
export function readCheckoutInput(
  raw: Record<string, unknown>,
  opts: { signedIn: boolean; installment?: InstallmentConfig },
): { input: CheckoutInput | null; errors: FieldErrors } {
  const installment = opts.installment ?? INSTALLMENT;
  const errors: FieldErrors = {};
  const result = fieldsSchema.safeParse(raw);
  // every field's problem, not only the first failing field's
  const parsed: Partial<z.infer<typeof fieldsSchema>> = {};
  if (result.success) Object.assign(parsed, result.data);
  else {
    for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
    for (const [key, schema] of Object.entries(fieldsSchema.shape)) {
      const one = (schema as z.ZodType).safeParse(raw[key]);
      if (one.success) (parsed as Record<string, unknown>)[key] = one.data;
    }
  }
  const delivery = parsed.delivery;
  const payment = parsed.payment;
  const pickup = delivery === "pickup";
  const isMyAddress = !pickup && opts.signedIn && parsed.isMyAddress === true;
  const gift = !pickup && parsed.gift === true;

  if (pickup) {
    if (parsed.branch == null) errors.branch ??= MSG.required;
  } else if (delivery === "delivery") {
    if (isMyAddress) {
      if (parsed.myAddress == null) errors.myAddress ??= MSG.required;
    } else {
      if (!parsed.city) errors.city ??= MSG.required;
      if (!parsed.address) errors.address ??= MSG.required;
    }
  }

  let giftMobile: string | null = null;
  if (gift) {
    if (!parsed.giftFirstName) errors.giftFirstName ??= MSG.required;
    if (!parsed.giftLastName) errors.giftLastName ??= MSG.required;
    if (!parsed.giftMobile) errors.giftMobile ??= MSG.required;
    else if (!isValidMobile(parsed.giftMobile)) errors.giftMobile ??= MSG.mobile;
    else giftMobile = normalizeMobile(parsed.giftMobile);
  }

  let creditCard: CreditCard | null = null;
  let creditMonth: number | null = null;
  if (payment === "installment") {
    const card = installment.cards.find((c) => c.code === parsed.creditCard && c.active);
    if (!card) errors.creditCard ??= parsed.creditCard ? CHECKOUT_MSG.wrongCreditCard : MSG.required;
    else {
      creditCard = card.code;
      const month = /^\d{1,2}$/.test(parsed.creditMonth ?? "") ? Number(parsed.creditMonth) : NaN;
      // nothing: required; not a period at all: choose one; a period this card does not offer (TamKart 12): say so
      if (!card.months.includes(month)) {
        errors.creditMonth ??= !parsed.creditMonth ? MSG.required : Number.isNaN(month) ? CHECKOUT_MSG.wrongCreditMonth : CHECKOUT_MSG.monthNotForCard;
      }
      else creditMonth = month;
    }
  }

  const complete =
    parsed.firstName !== undefined &&
    parsed.lastName !== undefined &&
    parsed.mobile !== undefined &&
    parsed.email !== undefined &&
    delivery !== undefined &&
    payment !== undefined;
  if (!complete) return { input: null, errors };

  const input: CheckoutInput = {
    firstName: parsed.firstName!,
    lastName: parsed.lastName!,
    email: parsed.email ?? null,
    mobile: parsed.mobile!,
    delivery: delivery!,
    branch: pickup ? (parsed.branch ?? null) : null,
    isMyAddress,
    myAddress: isMyAddress ? (parsed.myAddress ?? null) : null,
    city: pickup || isMyAddress ? null : orNull(parsed.city ?? ""),
    district: pickup || isMyAddress ? null : orNull(parsed.district ?? ""),
    place: pickup || isMyAddress ? null : orNull(parsed.place ?? ""),
    address: pickup || isMyAddress ? null : orNull(parsed.address ?? ""),
    deliveryNote: pickup ? null : orNull(parsed.deliveryNote ?? ""),
    payment: payment!,
    creditCard,
    creditMonth,
    gift,
    giftFirstName: gift ? orNull(parsed.giftFirstName ?? "") : null,
    giftLastName: gift ? orNull(parsed.giftLastName ?? "") : null,
    giftMobile: gift ? giftMobile : null,
    giftNote: gift ? orNull(parsed.giftNote ?? "") : null,
    utm: readUtm(raw.utmMarks),
  };
  return { input, errors };
}

/** The idempotency key of a payload: a valid key, null when absent, "invalid" otherwise. */
export function readIdempotencyKey(raw: unknown): string | null | "invalid" {
  const v = first(raw);
  if (v === "") return null;
  return typeof v === "string" && IDEMPOTENCY_KEY_RE.test(v) ? v : "invalid";
}

/* ───────────── totals and numbers ───────────── */

/** Gift wrapping is charged when the order is a gift that is delivered. */
export function packagePrice(gift: boolean | null | undefined, delivery: DeliveryType | null | undefined, price: number): number {
  return gift && delivery !== "pickup" ? price : 0;
}

/** Installment is offered above the minimum amount (strictly). */
export function installmentAllowed(grandTotal: number, installment: InstallmentConfig = INSTALLMENT): boolean {
  return installment.active && installment.cards.some((c) => c.active) && grandTotal > installment.minAmount;
}

/** The human-readable order number of an order id: BZ100042. */
export function orderNumber(id: number): string {
  return `BZ${100000 + id}`;
}
