/**
 * The checkout form: one zod schema for the page's action and the browser (conform), the
 * form's field names, and how its values turn into the summary input and the API payload.
 * Messages are codes of the error catalogue (`ERR`, app/lib/forms/account.ts).
 *
 * Which fields count depends on the choices: pickup asks for a branch (no address, no gift);
 * delivery asks for a saved address (signed-in, `isMyAddress`) or city > district > place
 * (each required when the tree has that level under the choice above) and the address text;
 * installment asks for a card and one of its months; a gift asks for the receiver.
 *
 * The period comes as `creditMonth` (the form with JavaScript: one group of periods that
 * follows the chosen card) or, without JavaScript, as `creditMonth_<card>`: each card has its
 * own group of its own periods, revealed by CSS when the card is checked, and the period of
 * the chosen card's group is the one that counts (a period left checked in another card's
 * hidden group is ignored). A period the card does not offer (a forged post) is refused with
 * `monthNotForCard`.
 * Nothing amount-like is a field: the server prices everything.
 */
import { z } from "zod";
import type {
  AreaNode,
  CheckoutErrorField,
  CheckoutPayload,
  CheckoutSummaryInput,
  CreditCard,
  DeliveryType,
  GuestCartItem,
  InstallmentConfig,
  PaymentType,
} from "../../../backend/checkout/contract";
import { isValidEmail } from "../../../backend/auth/contract";
import { ERR, normalizeMobile } from "./account";

/** The monthly amount under which the installment hint shows (the contract's one definition). */
export { INSTALLMENT_HINT_BELOW } from "../../../backend/contract/index.ts";

export const DELIVERY_TYPES = ["delivery", "pickup"] as const satisfies readonly DeliveryType[];
export const PAYMENT_TYPES = ["card", "cash", "installment"] as const satisfies readonly PaymentType[];
export const CREDIT_CARDS = ["birkart", "tamkart"] as const satisfies readonly CreditCard[];

/** The no-JS form's period field of one card (each card its own radio group). */
export function monthFieldName(card: CreditCard): `creditMonth_${CreditCard}` {
  return `creditMonth_${card}`;
}

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

/** Text limits, the API's (backend/checkout/input.ts): the form refuses what the server would, and says why. */
export const MAX = { name: 100, email: 254, mobile: 20, address: 300, note: 500 } as const;

const LIMITS: Partial<Record<keyof CheckoutValues, number>> = {
  firstName: MAX.name,
  lastName: MAX.name,
  email: MAX.email,
  mobile: MAX.mobile,
  address: MAX.address,
  deliveryNote: MAX.note,
  giftFirstName: MAX.name,
  giftLastName: MAX.name,
  giftMobile: MAX.mobile,
  giftNote: MAX.note,
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

/** What the schema needs to know about the page. */
export interface SchemaContext {
  areas: AreaNode[];
  installment: InstallmentConfig;
  /** signed-in with saved addresses: `isMyAddress` picks one of them */
  savedAddresses: number[];
  branches: number[];
}

const str = () => z.string().trim().optional();
const perCardMonths = Object.fromEntries(CREDIT_CARDS.map((c) => [monthFieldName(c), str()])) as Record<`creditMonth_${CreditCard}`, ReturnType<typeof str>>;
const flag = () =>
  z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => isOn(v));

/**
 * Every field is read leniently first and all the rules run in one refinement, so the shopper
 * sees every problem of the form at once (a refinement after a failed field would not run).
 */
export function checkoutSchema(ctx: SchemaContext) {
  return z
    .object({
      firstName: str(),
      lastName: str(),
      email: str(),
      mobile: str(),
      delivery: str(),
      branch: str(),
      isMyAddress: flag(),
      myAddress: str(),
      city: str(),
      district: str(),
      place: str(),
      address: str(),
      deliveryNote: str(),
      payment: str(),
      creditCard: str(),
      creditMonth: str(),
      ...perCardMonths,
      gift: flag(),
      giftFirstName: str(),
      giftLastName: str(),
      giftMobile: str(),
      giftNote: str(),
      idempotencyKey: z.string().max(100).optional(),
    })
    .superRefine((v, issue) => {
      const need = (path: keyof CheckoutValues, ok: boolean, message: string = ERR.required) => {
        if (!ok) issue.addIssue({ code: "custom", path: [path], message });
      };
      const short = (path: keyof CheckoutValues, max: number) => {
        const value = v[path as keyof typeof v];
        if (typeof value === "string" && value.length > max) need(path, false, ERR.tooLong);
      };
      const filled = (path: keyof CheckoutValues, max: number) => {
        const value = v[path as keyof typeof v];
        need(path, typeof value === "string" && value.length > 0);
        short(path, max);
      };
      const phone = (path: "mobile" | "giftMobile") => {
        const value = v[path];
        if (!value) need(path, false);
        else need(path, normalizeMobile(value) !== null, ERR.mobile);
      };
      filled("firstName", MAX.name);
      filled("lastName", MAX.name);
      phone("mobile");
      if (v.email) need("email", isValidEmail(v.email), ERR.email);
      // a value that is present but not one of the choices (a forged post) says what to choose
      const pick = (path: keyof CheckoutValues, ok: boolean, message: string) => {
        const value = v[path as keyof typeof v];
        need(path, ok, typeof value === "string" && value !== "" ? message : ERR.required);
      };
      pick("delivery", (DELIVERY_TYPES as readonly string[]).includes(v.delivery ?? ""), ERR.chooseDelivery);
      pick("payment", (PAYMENT_TYPES as readonly string[]).includes(v.payment ?? ""), ERR.choosePayment);
      short("deliveryNote", MAX.note);
      if (v.delivery === "pickup") {
        pick("branch", Boolean(v.branch) && ctx.branches.includes(Number(v.branch)), ERR.chooseBranch);
      } else if (v.isMyAddress && ctx.savedAddresses.length) {
        pick("myAddress", Boolean(v.myAddress) && ctx.savedAddresses.includes(Number(v.myAddress)), ERR.chooseAddress);
      } else {
        const city = ctx.areas.find((a) => a.code === v.city);
        pick("city", Boolean(city), ERR.chooseCity);
        if (city?.children.length) {
          const district = city.children.find((d) => d.code === v.district);
          pick("district", Boolean(district), ERR.chooseDistrict);
          if (district?.children.length) pick("place", district.children.some((p) => p.code === v.place), ERR.choosePlace);
        }
        filled("address", MAX.address);
      }
      if (v.payment === "installment") {
        const card = ctx.installment.cards.find((c) => c.code === v.creditCard && c.active);
        need("creditCard", Boolean(card), ERR.chooseCard);
        if (card) {
          const month = v.creditMonth || v[monthFieldName(card.code)] || "";
          // nothing or not a period at all: choose one; a period this card does not offer: say so
          if (!/^\d{1,2}$/.test(month)) need("creditMonth", false, ERR.chooseMonth);
          else need("creditMonth", card.months.includes(Number(month)), ERR.monthNotForCard);
        }
      }
      if (v.gift && v.delivery !== "pickup") {
        filled("giftFirstName", MAX.name);
        filled("giftLastName", MAX.name);
        phone("giftMobile");
        short("giftNote", MAX.note);
      }
    })
    // the period of the chosen card, whichever field carried it
    .transform(({ creditMonth_birkart, creditMonth_tamkart, ...v }) => {
      const own = { birkart: creditMonth_birkart, tamkart: creditMonth_tamkart } satisfies Record<CreditCard, string | undefined>;
      const card = (CREDIT_CARDS as readonly string[]).includes(v.creditCard ?? "") ? own[v.creditCard as CreditCard] : undefined;
      return { ...v, creditMonth: v.creditMonth || card || undefined };
    });
}

export type CheckoutInput = z.infer<ReturnType<typeof checkoutSchema>>;

/** The OTP step: the code (999-999; hyphens and spaces dropped) and the step's token. */
export const checkoutOtpSchema = z.object({
  otpCode: z
    .string({ error: ERR.required })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => /^\d{6}$/.test(v), ERR.otp),
  otpToken: z.string({ error: ERR.required }).min(1, ERR.required).max(400),
  idempotencyKey: z.string().max(100).optional(),
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
 * choices made (pickup sends a branch, delivery an address, installment its card and months,
 * a gift its receiver). Never an amount.
 */
export function checkoutPayload(
  input: CheckoutInput,
  extra: { cart?: GuestCartItem[]; utmMarks?: Record<string, string>; idempotencyKey: string; hasSavedAddresses: boolean },
): CheckoutPayload {
  const pickup = input.delivery === "pickup";
  const mine = !pickup && extra.hasSavedAddresses && input.isMyAddress;
  const payload: CheckoutPayload = {
    ...(extra.cart ? { cart: extra.cart } : {}),
    firstName: input.firstName ?? "",
    lastName: input.lastName ?? "",
    email: input.email ?? "",
    mobile: normalizeMobile(input.mobile ?? "") ?? "",
    country: "AZ",
    delivery: input.delivery as DeliveryType,
    payment: input.payment as PaymentType,
    deliveryNote: input.deliveryNote ?? "",
    idempotencyKey: extra.idempotencyKey,
    isMyAddress: mine,
    gift: !pickup && input.gift,
  };
  if (pickup) payload.branch = Number(input.branch);
  else if (mine) payload.myAddress = Number(input.myAddress);
  else {
    payload.city = input.city ?? "";
    payload.district = input.district ?? "";
    payload.place = input.place ?? "";
    payload.address = input.address ?? "";
  }
  if (input.payment === "installment") {
    payload.creditCard = input.creditCard as CreditCard;
    payload.creditMonth = Number(input.creditMonth);
  }
  if (payload.gift) {
    payload.giftFirstName = input.giftFirstName ?? "";
    payload.giftLastName = input.giftLastName ?? "";
    payload.giftMobile = normalizeMobile(input.giftMobile ?? "") ?? "";
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

/** Compile-time guard: every field the API can name an error for is a field of this form (the key goes to the top). */
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
