/**
 * The checkout form's one rule set, shared by the storefront's page (conform runs it in the
 * browser and again in the action) and the API (products/checkout reads every order with it):
 * the fields, their limits, the rules between them and the normalised value an order is placed
 * from. The app imports this file; it stays pure (no database, no locale files), so the browser
 * bundle gets only zod and these rules.
 *
 * Messages are codes of the error catalogue (`field.required`, `checkout.wrongBranch`, …): the
 * page shows them as they are, the API answers their texts in the payload's language.
 *
 * Which fields count depends on the choices: pickup asks for a branch (no address, no gift);
 * delivery asks for a saved address (`isMyAddress`, when the customer has saved addresses) or
 * city > district > place (each required when the tree has that level under the choice above)
 * and the address text; installment asks for a card and one of its months; a gift asks for the
 * receiver. The choices are checked against what the page offers (`CheckoutRules`): the page
 * takes them from checkout/options, the API builds the same lists from the database.
 *
 * The period comes as `creditMonth` (the form with JavaScript, and API callers) or, without
 * JavaScript, as `creditMonth_<card>`: each card has its own radio group, revealed by CSS when
 * the card is checked, and the chosen card's group counts (a period left checked in another
 * card's hidden group is ignored).
 *
 * Every field is read leniently first (a reader never fails) and all the rules run on what was
 * read, so a form shows every problem at once. Nothing amount-like is a field: the server prices
 * everything.
 */
import { z } from "zod";
import type { ErrorCode } from "../contract/errors.ts";
import { EMAIL_MAX, isValidEmail, normalizeEmail, normalizeMobile } from "../core/contact.ts";
import { MAX_ID } from "../core/ids.ts";
import { hasControlChars } from "../core/text.ts";
import type { CreditCard, DeliveryType, InstallmentConfig, PaymentType } from "./contract.ts";

export const DELIVERY_TYPES = ["delivery", "pickup"] as const satisfies readonly DeliveryType[];
export const PAYMENT_TYPES = ["card", "cash", "installment"] as const satisfies readonly PaymentType[];
export const CREDIT_CARDS = ["birkart", "tamkart"] as const satisfies readonly CreditCard[];

/** Text limits in characters (after trimming). `mobile` bounds what is read, not what is valid. */
export const CHECKOUT_MAX = { name: 100, email: EMAIL_MAX, mobile: 40, area: 64, address: 300, note: 500 } as const;

/** An idempotency key: one per rendered form (the page makes a UUID), 8 to 100 of `A-Z a-z 0-9 _ -`. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,100}$/;

/** The codes the rules answer. */
export const CHECKOUT_CODES = {
  required: "field.required",
  invalid: "field.invalid",
  tooLong: "field.tooLong",
  controlChars: "field.controlChars",
  email: "field.wrongEmail",
  mobile: "field.wrongMobile",
  delivery: "checkout.wrongDelivery",
  payment: "checkout.wrongPayment",
  branch: "checkout.wrongBranch",
  myAddress: "checkout.wrongAddress",
  city: "users.wrongCity",
  district: "users.wrongDistrict",
  place: "users.wrongPlace",
  card: "checkout.wrongCreditCard",
  month: "checkout.wrongCreditMonth",
  monthNotForCard: "checkout.monthNotForCard",
  idempotencyKey: "api.invalid",
} as const satisfies Record<string, ErrorCode>;

/** The no-JS form's period field of one card (each card its own radio group). */
export function monthFieldName(card: CreditCard): `creditMonth_${CreditCard}` {
  return `creditMonth_${card}`;
}

/** A node of the delivery-area tree as the rules need it (checkout/options' AreaNode is one). */
export interface AreaChoice {
  code: string;
  children: readonly AreaChoice[];
}

/** What the choices are checked against: the same lists checkout/options answers. */
export interface CheckoutRules {
  installment: InstallmentConfig;
  areas: readonly AreaChoice[];
  /** the ids of pickup branches */
  branches: readonly number[];
  /** the signed-in customer's saved address ids ([] for a guest): `isMyAddress` counts only with some */
  savedAddresses: readonly number[];
}

/* ───────────── reading ───────────── */

type JsonType = "string" | "integer" | "boolean";

/**
 * A reader never fails; `I` is what a form field gives, for conform's field types, and `doc`
 * what the OpenAPI document says the field takes.
 */
function reader<I, O>(read: (raw: unknown) => O, doc: { type: JsonType | JsonType[]; maxLength?: number; enum?: readonly string[] }): z.ZodType<O, I> {
  return z.unknown().optional().transform(read).meta(doc as Record<string, unknown>) as unknown as z.ZodType<O, I>;
}

/** A repeated form field counts with its first value. */
const first = (raw: unknown): unknown => (Array.isArray(raw) ? raw[0] : raw);

/** Text, trimmed: "" when absent, null when the value is not text (an object, say). */
function readText(raw: unknown): string | null {
  const v = first(raw);
  if (v === undefined || v === null) return "";
  if (typeof v === "string") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}
const text = (max: number) => reader<string | undefined, string | null>(readText, { type: "string", maxLength: max });
const choice = (values: readonly string[]) => reader<string | undefined, string | null>(readText, { type: "string", enum: values });
/** an id or a number (a form posts it as text, JSON as a number) */
const number = reader<string | undefined, string | null>(readText, { type: ["integer", "string"] });

const ON = ["1", "true", "on", "yes"];
/** A checkbox: on for true, "on", "true", "1" or "yes"; anything else is off. */
const flag = reader<string | boolean | undefined, boolean>(
  (raw) => {
    const v = first(raw);
    return v === true || (typeof v === "string" && ON.includes(v.trim().toLowerCase()));
  },
  { type: ["boolean", "string"] },
);

const M = CHECKOUT_MAX;
const fields = {
  firstName: text(M.name),
  lastName: text(M.name),
  email: text(M.email),
  mobile: text(M.mobile),
  delivery: choice(DELIVERY_TYPES),
  branch: number,
  isMyAddress: flag,
  myAddress: number,
  city: text(M.area),
  district: text(M.area),
  place: text(M.area),
  address: text(M.address),
  deliveryNote: text(M.note),
  payment: choice(PAYMENT_TYPES),
  creditCard: choice(CREDIT_CARDS),
  creditMonth: number,
  creditMonth_birkart: number,
  creditMonth_tamkart: number,
  gift: flag,
  giftFirstName: text(M.name),
  giftLastName: text(M.name),
  giftMobile: text(M.mobile),
  giftNote: text(M.note),
  idempotencyKey: text(100),
} satisfies Record<string, z.ZodType> & Record<`creditMonth_${CreditCard}`, z.ZodType>;

/** The form's fields as the API reads them (the OpenAPI document of products/checkout takes its payload from here). */
export const checkoutFieldsSchema = z.object(fields);
const readSchema = checkoutFieldsSchema;
type Read = z.output<typeof readSchema>;

/** A field an issue can be about. */
export type CheckoutField = Exclude<keyof typeof fields, `creditMonth_${CreditCard}`>;

/* ───────────── the value ───────────── */

const id = z.number().int().min(1).max(MAX_ID);
const words = (max: number) => z.string().min(1).max(max);
const optionalWords = (max: number) => z.string().min(1).max(max).nullable();
const mobile = z.string().refine((v) => normalizeMobile(v) === v);

/**
 * A checkout as the rules leave it: trimmed, the mobiles as 994XXXXXXXXX, the e-mail lower-cased
 * (null when not given), ids as numbers, and null for every field the choices do not use. An
 * order is placed from this; the API keeps it with a one-time code and reads it back with this
 * schema.
 */
export const checkoutValueSchema = z.object({
  firstName: words(CHECKOUT_MAX.name),
  lastName: words(CHECKOUT_MAX.name),
  email: z.string().max(CHECKOUT_MAX.email).refine(isValidEmail).nullable(),
  mobile,
  delivery: z.enum(DELIVERY_TYPES),
  /** pickup only */
  branch: id.nullable(),
  /** a saved address is used (delivery only) */
  isMyAddress: z.boolean(),
  myAddress: id.nullable(),
  city: optionalWords(CHECKOUT_MAX.area),
  district: optionalWords(CHECKOUT_MAX.area),
  place: optionalWords(CHECKOUT_MAX.area),
  address: optionalWords(CHECKOUT_MAX.address),
  deliveryNote: optionalWords(CHECKOUT_MAX.note),
  payment: z.enum(PAYMENT_TYPES),
  /** installment only */
  creditCard: z.enum(CREDIT_CARDS).nullable(),
  creditMonth: z.number().int().min(1).max(99).nullable(),
  gift: z.boolean(),
  giftFirstName: optionalWords(CHECKOUT_MAX.name),
  giftLastName: optionalWords(CHECKOUT_MAX.name),
  giftMobile: mobile.nullable(),
  giftNote: optionalWords(CHECKOUT_MAX.note),
});

export type CheckoutValue = z.infer<typeof checkoutValueSchema>;

/** What the form schema answers: the checkout and the form's idempotency key (null: none posted). */
export type CheckoutForm = CheckoutValue & { idempotencyKey: string | null };

export interface CheckoutIssue {
  field: CheckoutField;
  code: (typeof CHECKOUT_CODES)[keyof typeof CHECKOUT_CODES];
}

/* ───────────── the rules ───────────── */

const C = CHECKOUT_CODES;

/** An id as text (1 to MAX_ID), or null. */
function idOf(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** The period posted for the chosen card: `creditMonth`, else the card's own group's. */
function monthOf(v: Read): string {
  if (v.creditMonth) return v.creditMonth;
  if (v.creditCard === "birkart" || v.creditCard === "tamkart") return v[monthFieldName(v.creditCard)] ?? "";
  return "";
}

/** The nodes a choice names (undefined where it names none). */
function areaPath(areas: readonly AreaChoice[], cityCode: string | null, districtCode: string | null) {
  const city = areas.find((a) => a.code === cityCode);
  const district = city?.children.find((d) => d.code === districtCode);
  return { city, district };
}

/**
 * The first problem of a city > district > place choice in the tree: the field, and whether it
 * is missing or not in the tree; null when it fits. A level is asked for only where the choice
 * above has children; a district or place under a choice without them does not count.
 */
export function areaIssue(
  areas: readonly AreaChoice[],
  cityCode: string | null,
  districtCode: string | null,
  placeCode: string | null,
): { field: "city" | "district" | "place"; missing: boolean } | null {
  const { city, district } = areaPath(areas, cityCode, districtCode);
  if (!city) return { field: "city", missing: !cityCode };
  if (!city.children.length) return null;
  if (!district) return { field: "district", missing: !districtCode };
  if (!district.children.length) return null;
  if (!district.children.some((p) => p.code === placeCode)) return { field: "place", missing: !placeCode };
  return null;
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return (list as readonly (string | null)[]).includes(value);
}

/** Every field's first problem and the value (also when some fields are wrong: the API prices it to name every problem at once). */
function judge(v: Read, rules: CheckoutRules): { value: CheckoutForm; issues: CheckoutIssue[] } {
  const issues: CheckoutIssue[] = [];
  const fail = (field: CheckoutField, code: CheckoutIssue["code"]) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, code });
  };
  const textRule = (field: CheckoutField, value: string | null, max: number, required: boolean) => {
    if (value === null) fail(field, required ? C.required : C.invalid);
    else if (hasControlChars(value)) fail(field, C.controlChars);
    else if (value === "") {
      if (required) fail(field, C.required);
    } else if (value.length > max) fail(field, C.tooLong);
  };
  const phoneRule = (field: CheckoutField, value: string | null) => {
    if (!value) fail(field, C.required);
    else if (normalizeMobile(value) === null) fail(field, C.mobile);
  };
  // nothing chosen: required; a value that is not one of the choices (a forged post): what to choose
  const choiceRule = (field: CheckoutField, value: string | null, ok: boolean, wrong: CheckoutIssue["code"]) => {
    if (!value) fail(field, C.required);
    else if (!ok) fail(field, wrong);
  };

  textRule("firstName", v.firstName, CHECKOUT_MAX.name, true);
  textRule("lastName", v.lastName, CHECKOUT_MAX.name, true);
  if (v.email === null || (v.email !== "" && !isValidEmail(v.email))) fail("email", C.email);
  phoneRule("mobile", v.mobile);
  choiceRule("delivery", v.delivery, isOneOf(DELIVERY_TYPES, v.delivery), C.delivery);
  choiceRule("payment", v.payment, isOneOf(PAYMENT_TYPES, v.payment), C.payment);
  textRule("deliveryNote", v.deliveryNote, CHECKOUT_MAX.note, false);

  const pickup = v.delivery === "pickup";
  const mine = !pickup && v.isMyAddress && rules.savedAddresses.length > 0;
  const gift = !pickup && v.gift;
  const branch = idOf(v.branch);
  const myAddress = idOf(v.myAddress);
  const { city, district } = areaPath(rules.areas, v.city, v.district);

  if (pickup) choiceRule("branch", v.branch, branch !== null && rules.branches.includes(branch), C.branch);
  else if (mine) choiceRule("myAddress", v.myAddress, myAddress !== null && rules.savedAddresses.includes(myAddress), C.myAddress);
  else {
    const area = areaIssue(rules.areas, v.city, v.district, v.place);
    if (area) fail(area.field, area.missing ? C.required : C[area.field]);
    textRule("address", v.address, CHECKOUT_MAX.address, true);
  }

  let creditCard: CreditCard | null = null;
  let creditMonth: number | null = null;
  if (v.payment === "installment") {
    const card = rules.installment.cards.find((c) => c.code === v.creditCard && c.active);
    choiceRule("creditCard", v.creditCard, Boolean(card), C.card);
    if (card) {
      creditCard = card.code;
      const month = monthOf(v);
      if (!month) fail("creditMonth", C.required);
      else if (!/^\d{1,2}$/.test(month)) fail("creditMonth", C.month);
      else if (!card.months.includes(Number(month))) fail("creditMonth", C.monthNotForCard);
      else creditMonth = Number(month);
    }
  }

  if (gift) {
    textRule("giftFirstName", v.giftFirstName, CHECKOUT_MAX.name, true);
    textRule("giftLastName", v.giftLastName, CHECKOUT_MAX.name, true);
    phoneRule("giftMobile", v.giftMobile);
    textRule("giftNote", v.giftNote, CHECKOUT_MAX.note, false);
  }

  if (v.idempotencyKey === null || (v.idempotencyKey !== "" && !IDEMPOTENCY_KEY_RE.test(v.idempotencyKey))) fail("idempotencyKey", C.idempotencyKey);

  const orNull = (value: string | null) => (value ? value : null);
  const address = !pickup && !mine;
  const value: CheckoutForm = {
    firstName: v.firstName ?? "",
    lastName: v.lastName ?? "",
    email: v.email ? normalizeEmail(v.email) : null,
    mobile: normalizeMobile(v.mobile ?? "") ?? "",
    delivery: pickup ? "pickup" : "delivery",
    branch: pickup ? branch : null,
    isMyAddress: mine,
    myAddress: mine ? myAddress : null,
    city: address ? orNull(v.city) : null,
    // a district or place left posted under a choice without that level is no part of the address
    district: address && city?.children.length ? orNull(v.district) : null,
    place: address && district?.children.length ? orNull(v.place) : null,
    address: address ? orNull(v.address) : null,
    deliveryNote: pickup ? null : orNull(v.deliveryNote),
    payment: isOneOf(PAYMENT_TYPES, v.payment) ? v.payment : "cash",
    creditCard,
    creditMonth,
    gift,
    giftFirstName: gift ? orNull(v.giftFirstName) : null,
    giftLastName: gift ? orNull(v.giftLastName) : null,
    giftMobile: gift ? normalizeMobile(v.giftMobile ?? "") : null,
    giftNote: gift ? orNull(v.giftNote) : null,
    idempotencyKey: orNull(v.idempotencyKey),
  };
  return { value, issues };
}

/**
 * The form's schema (conform's `parseWithZod` on the page and in the browser): a failing parse
 * has one issue per wrong field, its message a code; a passing one answers the normalised
 * checkout.
 */
export function checkoutFormSchema(rules: CheckoutRules) {
  return readSchema.transform((read, ctx): CheckoutForm => {
    const { value, issues } = judge(read, rules);
    for (const issue of issues) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.code });
    return value;
  });
}

/**
 * The API's reading of a payload with the same rules: every field's first problem, and the
 * value even when some are wrong (the API prices it so a refusal names every problem at once).
 */
export function readCheckoutForm(raw: unknown, rules: CheckoutRules): { value: CheckoutForm; issues: CheckoutIssue[] } {
  const read = readSchema.parse(raw !== null && typeof raw === "object" && !Array.isArray(raw) ? raw : {});
  return judge(read, rules);
}
