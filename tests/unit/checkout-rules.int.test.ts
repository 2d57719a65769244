/**
 * One rule set for checkout: the same posted fields are judged by the page (the schema conform
 * runs in the browser and the action, with the lists checkout/options gave it) and by the API
 * (products/checkout on a real database), and both refuse the same fields with the same codes
 * or both accept. An accepted form's payload, as the page builds it, is accepted by the API too.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { beforeAll, describe, expect, it } from "vitest";
import { checkoutFormSchema, checkoutPayload } from "~/lib/forms/checkout";
import { checkoutRules } from "~/routes/checkout/checkout.server";
import type { CheckoutAnswer, CheckoutOptions } from "../../backend/checkout/contract.ts";
import { customer, insertPlaces, insertProduct, key, mobileNo, type Api, type Places } from "../../backend/checkout/testing.ts";
import type { Database } from "../../backend/db/client.ts";
import { addresses } from "../../backend/db/schema.ts";
import { testApi, testDatabase } from "../../backend/test/db.ts";

type Fields = Record<string, string | string[]>;
/** field → code of each refused field; {} when the form is accepted */
type Verdict = Record<string, string>;

let database: Database;
let api: Api;
let at: Places;
let cart: { id: number; size: string; option: number; qty: number }[];

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({ CHECKOUT_OTP: "off", MAX_HOLDS_PER_MOBILE: "0" }, database);
  at = await insertPlaces(database, "rules");
  // 60 ₼: over the installment minimum
  cart = [{ id: await insertProduct(database, { title: "Rules lamp", priceQ: 6000, sizes: [{ size: "", stock: 10_000 }] }), size: "", option: 0, qty: 1 }];
});

function formData(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
}

function pageVerdict(options: CheckoutOptions, fields: Fields) {
  const submission = parseWithZod(formData(fields), { schema: checkoutFormSchema(checkoutRules(options)) });
  if (submission.status === "success") return { verdict: {} as Verdict, value: submission.value };
  const verdict: Verdict = {};
  for (const [field, codes] of Object.entries(submission.error ?? {})) if (codes?.length) verdict[field] = codes[0]!;
  return { verdict, value: null };
}

async function apiVerdict(payload: Record<string, unknown>, token?: string): Promise<Verdict> {
  // a customer's cash order empties their server cart: each order starts with one line in it
  if (token) await api.call("users/add-to-cart", { lang: "en", product_id: cart[0]!.id, size: "", option: 0, qty: 1 }, { token });
  const answer = await api.call<CheckoutAnswer>("products/checkout", { lang: "en", ...payload }, token ? { token } : {});
  if (answer.ok) {
    expect(answer.data?.token, "an accepted order is placed").toBeTruthy();
    return {};
  }
  expect([400, 422], JSON.stringify(answer)).toContain(answer.status);
  return { ...(answer.codes as Verdict) };
}

/** Both sides judge `fields`; they must agree, and agree with `expected`. */
async function judgeBoth(options: CheckoutOptions, fields: Fields, expected: Verdict, token?: string) {
  const withKey = { idempotencyKey: key(), ...fields };
  const page = pageVerdict(options, withKey);
  const api = await apiVerdict({ ...withKey, ...(token ? {} : { cart }) }, token);
  expect({ page: page.verdict, api }).toEqual({ page: expected, api: expected });
  if (page.value) {
    // what the page sends for an accepted form is accepted as well
    const payload = checkoutPayload(page.value, { ...(token ? {} : { cart }), idempotencyKey: key() });
    expect(await apiVerdict(payload as Record<string, unknown>, token)).toEqual({});
  }
}

const long = (n: number) => "x".repeat(n);

describe("the page and the API judge a guest's form alike", () => {
  let options: CheckoutOptions;
  const guest = () => ({ firstName: "Aysel", lastName: "Mammadova", mobile: mobileNo(), payment: "cash", delivery: "delivery", city: at.sumgayit, address: "Nizami 10" });

  beforeAll(async () => {
    options = (await api.call<CheckoutOptions>("checkout/options", { lang: "en" })).data!;
  });

  const cases: [string, (g: Fields) => Fields, Verdict][] = [
    ["a cash delivery to a city without districts", (g) => g, {}],
    ["city > district > place, e-mail in capitals, a repeated field", (g) => ({ ...g, city: at.baku, district: at.nasimi, place: at.may28, email: "Aysel@Example.COM", firstName: ["Aysel", "Other"] }), {}],
    ["a district left posted under a city without districts", (g) => ({ ...g, district: at.nasimi }), {}],
    ["pickup at a pickup store (address and gift fields ignored)", (g) => ({ ...g, delivery: "pickup", branch: String(at.pickupBranch), city: "", gift: "on" }), {}],
    [
      "an empty form",
      () => ({}),
      { firstName: "field.required", lastName: "field.required", mobile: "field.required", delivery: "field.required", payment: "field.required", city: "field.required", address: "field.required" },
    ],
    ["names and notes over their limits", (g) => ({ ...g, firstName: long(101), lastName: long(100), deliveryNote: long(501), address: long(301) }), { firstName: "field.tooLong", deliveryNote: "field.tooLong", address: "field.tooLong" }],
    ["a control character in a name", (g) => ({ ...g, lastName: "Mamma\u0007dova" }), { lastName: "field.controlChars" }],
    ["a wrong e-mail and mobile", (g) => ({ ...g, email: "aysel@", mobile: "12345" }), { email: "field.wrongEmail", mobile: "field.wrongMobile" }],
    ["forged delivery and payment", (g) => ({ ...g, delivery: "teleport", payment: "bitcoin" }), { delivery: "checkout.wrongDelivery", payment: "checkout.wrongPayment" }],
    ["a city not in the tree", (g) => ({ ...g, city: "atlantis" }), { city: "users.wrongCity" }],
    ["a city with districts and no district", (g) => ({ ...g, city: at.baku }), { district: "field.required" }],
    ["a district of another city", (g) => ({ ...g, city: at.baku, district: at.sumgayit }), { district: "users.wrongDistrict" }],
    ["a district with places and no place", (g) => ({ ...g, city: at.baku, district: at.nasimi }), { place: "field.required" }],
    ["a place of another district", (g) => ({ ...g, city: at.baku, district: at.nasimi, place: at.yasamal }), { place: "users.wrongPlace" }],
    ["pickup without a store", (g) => ({ ...g, delivery: "pickup" }), { branch: "field.required" }],
    ["pickup at a store that is no pickup point", (g) => ({ ...g, delivery: "pickup", branch: String(at.storeBranch) }), { branch: "checkout.wrongBranch" }],
    ["pickup at a branch id that is no number", (g) => ({ ...g, delivery: "pickup", branch: "1; drop" }), { branch: "checkout.wrongBranch" }],
    ["installment without a card", (g) => ({ ...g, payment: "installment" }), { creditCard: "field.required" }],
    ["installment with a forged card", (g) => ({ ...g, payment: "installment", creditCard: "visa", creditMonth: "3" }), { creditCard: "checkout.wrongCreditCard" }],
    ["installment without a period", (g) => ({ ...g, payment: "installment", creditCard: "birkart" }), { creditMonth: "field.required" }],
    ["installment with a period that is no number", (g) => ({ ...g, payment: "installment", creditCard: "birkart", creditMonth: "soon" }), { creditMonth: "checkout.wrongCreditMonth" }],
    ["installment with a period the card does not offer", (g) => ({ ...g, payment: "installment", creditCard: "tamkart", creditMonth: "12" }), { creditMonth: "checkout.monthNotForCard" }],
    ["installment, BirKart over 12 months", (g) => ({ ...g, payment: "installment", creditCard: "birkart", creditMonth: "12" }), {}],
    ["installment without JavaScript: the chosen card's own period group", (g) => ({ ...g, payment: "installment", creditCard: "tamkart", creditMonth_tamkart: "6", creditMonth_birkart: "12" }), {}],
    ["a gift without its receiver", (g) => ({ ...g, gift: "on" }), { giftFirstName: "field.required", giftLastName: "field.required", giftMobile: "field.required" }],
    ["a gift with a wrong mobile and a long note", (g) => ({ ...g, gift: "on", giftFirstName: "Leyla", giftLastName: "Aliyeva", giftMobile: "0123", giftNote: long(501) }), { giftMobile: "field.wrongMobile", giftNote: "field.tooLong" }],
    ["a gift with its receiver", (g) => ({ ...g, gift: "on", giftFirstName: "Leyla", giftLastName: "Aliyeva", giftMobile: "055 123 45 67", giftNote: "Happy birthday" }), {}],
    ["a forged idempotency key", (g) => ({ ...g, idempotencyKey: "x'; drop table orders" }), { idempotencyKey: "api.invalid" }],
    ["a short idempotency key", (g) => ({ ...g, idempotencyKey: "abc" }), { idempotencyKey: "api.invalid" }],
    ["a saved address for a guest is no address", (g) => ({ ...g, isMyAddress: "on", myAddress: "1" }), {}],
  ];

  for (const [name, fields, expected] of cases) {
    it(name, async () => {
      await judgeBoth(options, fields(guest()), expected);
    });
  }
});

describe("the page and the API judge a signed-in customer's saved address alike", () => {
  let options: CheckoutOptions;
  let token: string;
  let saved: number;
  const base = { firstName: "Aysel", lastName: "Mammadova", payment: "cash", delivery: "delivery" };

  beforeAll(async () => {
    const me = await customer(api);
    token = me.token;
    const [row] = await database.db
      .insert(addresses)
      .values({ userId: me.userId, title: "Home", city: at.baku, district: at.nasimi, place: at.may28, address: "Street 5", selected: true })
      .returning();
    saved = row!.id;
    options = (await me.call<CheckoutOptions>("checkout/options", { lang: "en" })).data!;
    Object.assign(base, { mobile: me.user.mobile });
  });

  it("their own saved address", async () => {
    await judgeBoth(options, { ...base, isMyAddress: "on", myAddress: String(saved) }, {}, token);
  });

  it("an address that is not theirs", async () => {
    await judgeBoth(options, { ...base, isMyAddress: "on", myAddress: String(saved + 1000) }, { myAddress: "checkout.wrongAddress" }, token);
  });

  it("a saved address asked for and none chosen", async () => {
    await judgeBoth(options, { ...base, isMyAddress: "on" }, { myAddress: "field.required" }, token);
  });
});
