/**
 * The checkout form's page side: its field names and values as text (what a posted form or the
 * page's state holds), and how they turn into the summary input and the API payload. The rules
 * themselves are the API's (backend/checkout/form-contract.ts): one schema for the browser
 * (conform), the page's action and products/checkout, its messages codes of the error
 * catalogue.
 */
import { z } from "zod";
import type { AreaNode, CheckoutErrorField, CheckoutPayload, CheckoutSummaryInput, CreditCard, DeliveryType, GuestCartItem, PaymentType } from "../../../backend/checkout/contract";
import { CHECKOUT_MAX, CREDIT_CARDS, IDEMPOTENCY_KEY_RE, PAYMENT_TYPES, monthFieldName, type CheckoutForm } from "../../../backend/checkout/form-contract";
import { ERR, normalizeMobile } from "./account";

export {
  CHECKOUT_MAX,
  CREDIT_CARDS,
  DELIVERY_TYPES,
  IDEMPOTENCY_KEY_RE,
  PAYMENT_TYPES,
  checkoutFormSchema,
  monthFieldName,
  type CheckoutForm,
  type CheckoutRules,
} from "../../../backend/checkout/form-contract";

/** The monthly amount under which the installment hint shows (the contract's one definition). */
export { INSTALLMENT_HINT_BELOW } from "../../../backend/contract/index.ts";

/** The period posted for the chosen card: `creditMonth`, else the card's own group's. */
function postedMonth(source: { get(name: string): unknown }, card: string): string {
  const direct = source.get("creditMonth");
  if (typeof direct === "string" && direct !== "") return direct;
  if (!(CREDIT_CARDS as readonly string[]).includes(card)) return "";
  const own = source.get(monthFieldName(card as CreditCard));
  return typeof own === "string" ? own : "";
}

/** Every value the form carries, as text (what a posted form or the page's state holds). */
export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  delivery: DeliveryType;
  branch: string;
  isMyAddress: boolean;
  myAddress: string;
  city: string;
  district: string;
  place: string;
  address: string;
  deliveryNote: string;
  payment: PaymentType | "";
  creditCard: CreditCard | "";
  creditMonth: string;
  gift: boolean;
  giftFirstName: string;
  giftLastName: string;
  giftMobile: string;
  giftNote: string;
}

export const EMPTY_VALUES: CheckoutValues = {
  firstName: "",
  lastName: "",
  email: "",
  mobile: "",
  delivery: "delivery",
  branch: "",
  isMyAddress: false,
  myAddress: "",
  city: "",
  district: "",
  place: "",
  address: "",
  deliveryNote: "",
  payment: "",
  creditCard: "",
  creditMonth: "",
  gift: false,
  giftFirstName: "",
  giftLastName: "",
  giftMobile: "",
  giftNote: "",
};

/** The names of the form's value fields (also carried as hidden inputs through the OTP step). */
export const VALUE_FIELDS = Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[];

/** What readValues keeps of each text (the rules' limits; other fields are codes, ids and choices). */
const LIMITS: Partial<Record<keyof CheckoutValues, number>> = {
  firstName: CHECKOUT_MAX.name,
  lastName: CHECKOUT_MAX.name,
  email: CHECKOUT_MAX.email,
  mobile: CHECKOUT_MAX.mobile,
  city: CHECKOUT_MAX.area,
  district: CHECKOUT_MAX.area,
  place: CHECKOUT_MAX.area,
  address: CHECKOUT_MAX.address,
  deliveryNote: CHECKOUT_MAX.note,
  giftFirstName: CHECKOUT_MAX.name,
  giftLastName: CHECKOUT_MAX.name,
  giftMobile: CHECKOUT_MAX.mobile,
  giftNote: CHECKOUT_MAX.note,
};

const isOn = (v: unknown) => v === true || v === "on" || v === "true" || v === "1";

/**
 * Reads the form's values leniently (no validation): for re-rendering the form after 'Update',
 * for the OTP step's carried values and for the summary. Unknown choices read as empty.
 */
export function readValues(source: FormData | URLSearchParams): CheckoutValues {
  const text = (name: keyof CheckoutValues) => {
    const v = source.get(name);
    return typeof v === "string" ? v.slice(0, LIMITS[name] ?? 64) : "";
  };
  const delivery = text("delivery");
  const payment = text("payment");
  const creditCard = text("creditCard");
  const creditMonth = postedMonth(source, creditCard).slice(0, 2);
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: text("email"),
    mobile: text("mobile"),
    delivery: delivery === "pickup" ? "pickup" : "delivery",
    branch: /^\d{1,9}$/.test(text("branch")) ? text("branch") : "",
    // a checkbox: present when on; the OTP step carries "true"/"false"
    isMyAddress: isOn(source.get("isMyAddress")),
    myAddress: /^\d{1,9}$/.test(text("myAddress")) ? text("myAddress") : "",
    city: text("city"),
    district: text("district"),
    place: text("place"),
    address: text("address"),
    deliveryNote: text("deliveryNote"),
    payment: (PAYMENT_TYPES as readonly string[]).includes(payment) ? (payment as PaymentType) : "",
    creditCard: creditCard === "birkart" || creditCard === "tamkart" ? creditCard : "",
    creditMonth: /^\d{1,2}$/.test(creditMonth) ? creditMonth : "",
    gift: isOn(source.get("gift")),
    giftFirstName: text("giftFirstName"),
    giftLastName: text("giftLastName"),
    giftMobile: text("giftMobile"),
    giftNote: text("giftNote"),
  };
}

/** The nodes under a choice of the area tree ([] when nothing or an unknown code is chosen). */
export function areaChildren(areas: AreaNode[], city: string, district?: string): AreaNode[] {
  const c = areas.find((a) => a.code === city);
  if (!c) return [];
  if (district === undefined) return c.children;
  return c.children.find((d) => d.code === district)?.children ?? [];
}

/** The OTP step: the code (999-999; hyphens and spaces dropped) and the step's token. */
export const checkoutOtpSchema = z.object({
  otpCode: z
    .string({ error: ERR.required })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => /^\d{6}$/.test(v), ERR.otp),
  otpToken: z.string({ error: ERR.required }).min(1, ERR.required).max(400),
  // the form's key, carried through the step (the API places the key kept with the code)
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_RE).optional().catch(undefined),
});

/** What the summary depends on, from the form's values. */
export function summaryInput(values: CheckoutValues, cart: GuestCartItem[] | undefined, hasSavedAddresses: boolean): CheckoutSummaryInput {
  const mine = hasSavedAddresses && values.isMyAddress;
  const mobileDigits = normalizeMobile(values.mobile);
  return {
    ...(cart ? { cart } : {}),
    payment: values.payment || null,
    delivery: values.delivery,
    city: values.delivery === "delivery" && !mine ? values.city || null : null,
    district: values.delivery === "delivery" && !mine ? values.district || null : null,
    place: values.delivery === "delivery" && !mine ? values.place || null : null,
    mobile: mobileDigits,
    gift: values.delivery === "delivery" && values.gift,
    myAddress: values.delivery === "delivery" && mine && values.myAddress ? Number(values.myAddress) : null,
    isMyAddress: values.delivery === "delivery" && mine,
  };
}

/**
 * The products/checkout payload from a validated form: only the fields that count for the
 * choices made (the rules leave the others null: pickup sends a branch, delivery an address,
 * installment its card and months, a gift its receiver). Never an amount.
 */
export function checkoutPayload(input: CheckoutForm, extra: { cart?: GuestCartItem[]; utmMarks?: Record<string, string>; idempotencyKey: string }): CheckoutPayload {
  const payload: CheckoutPayload = {
    ...(extra.cart ? { cart: extra.cart } : {}),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? "",
    mobile: input.mobile,
    country: "AZ",
    delivery: input.delivery,
    payment: input.payment,
    deliveryNote: input.deliveryNote ?? "",
    idempotencyKey: extra.idempotencyKey,
    isMyAddress: input.isMyAddress,
    gift: input.gift,
  };
  if (input.branch !== null) payload.branch = input.branch;
  else if (input.myAddress !== null) payload.myAddress = input.myAddress;
  else {
    payload.city = input.city ?? "";
    payload.district = input.district ?? "";
    payload.place = input.place ?? "";
    payload.address = input.address ?? "";
  }
  if (input.creditCard !== null && input.creditMonth !== null) {
    payload.creditCard = input.creditCard;
    payload.creditMonth = input.creditMonth;
  }
  if (input.gift) {
    payload.giftFirstName = input.giftFirstName ?? "";
    payload.giftLastName = input.giftLastName ?? "";
    payload.giftMobile = input.giftMobile ?? "";
    payload.giftNote = input.giftNote ?? "";
  }
  if (extra.utmMarks) payload.utmMarks = extra.utmMarks;
  return payload;
}

/** The API's field names → the form's (the API may name a few differently); unknown ones go to the form's top. */
const API_FIELD: Record<string, keyof CheckoutValues | "otpCode"> = {
  otp: "otpCode",
  otpCode: "otpCode",
  otpToken: "otpCode",
  phone: "mobile",
  branchId: "branch",
  address_id: "myAddress",
  addressId: "myAddress",
  card: "creditCard",
  month: "creditMonth",
  months: "creditMonth",
  giftPhone: "giftMobile",
  note: "deliveryNote",
};

/** Compile-time guard: every field the API can name an error for is a field of this form (the key and the code aside). */
export const API_FIELDS_ARE_FORM_FIELDS: Exclude<CheckoutErrorField, "idempotencyKey" | "otpCode"> extends keyof CheckoutValues ? true : never = true;

/** A failing answer's field codes (`codes`) as the form's field messages; a field the form does not have goes to the form's top. */
export function mapApiErrors(codes: Partial<Record<string, string>> | undefined): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [key, message] of Object.entries(codes ?? {})) {
    if (!message) continue;
    const name = API_FIELD[key] ?? ((VALUE_FIELDS as readonly string[]).includes(key) ? key : null);
    if (name) (fieldErrors[name] ??= []).push(message);
    else formErrors.push(message);
  }
  return { fieldErrors, formErrors };
}

/** The default choices of a fresh form. */
export function initialValues(opts: {
  customer: { firstName: string; lastName: string; email: string | null; mobile: string } | null;
  addresses: { id: number; selected: boolean }[];
  onlyCard: boolean;
  cardPayments: boolean;
  formatMobile: (m: string) => string;
}): CheckoutValues {
  const selected = opts.addresses.find((a) => a.selected) ?? opts.addresses[0];
  return {
    ...EMPTY_VALUES,
    firstName: opts.customer?.firstName ?? "",
    lastName: opts.customer?.lastName ?? "",
    email: opts.customer?.email ?? "",
    mobile: opts.customer?.mobile ? opts.formatMobile(opts.customer.mobile) : "",
    isMyAddress: Boolean(selected),
    myAddress: selected ? String(selected.id) : "",
    payment: opts.onlyCard ? (opts.cardPayments ? "card" : "") : "cash",
  };
}
