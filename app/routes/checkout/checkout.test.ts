/**
 * The checkout BFF against a mocked commerce API (msw): what each products/checkout answer
 * turns into (redirects, cookies, the next screen), the guest cart and the UTM marks in the
 * payload, and that nothing amount-like from the browser is ever forwarded.
 */
import { readFileSync } from "node:fs";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Order } from "../../../backend/auth/contract.ts";
import { INSTALLMENT, INSTALLMENT_HINT_BELOW as CONTRACT_HINT, type CheckoutOptions, type CheckoutSummary } from "../../../backend/checkout/contract.ts";
import { answer, failNetwork, installMockApi } from "../../../tests/mocks/api.ts";
import { apiMiddleware } from "~/.server/context";
import { captureUtm, readUtm, utmFromUrl } from "~/.server/utm";
import { i18nextMiddleware } from "~/middleware/i18next";
import { action as checkoutAction, loader as checkoutLoader } from "../checkout.tsx";
import { loader as orderLoader } from "../order.tsx";
import { loader as returnLoader } from "../order.return.tsx";
import type { ActionData } from "./checkout.server.ts";
import { INSTALLMENT_HINT_BELOW, CHECKOUT_MAX as MAX, checkoutFormSchema as checkoutSchema, mapApiErrors, monthFieldName, readValues } from "~/lib/forms/checkout";
import { action as summaryAction } from "./summary.ts";

installMockApi();

type Handler = (args: never) => Promise<unknown>;

/** Runs a route handler behind the root's i18n and API middlewares; thrown responses are returned. */
async function run(handler: Handler, request: Request): Promise<{ result: unknown; response: Response }> {
  const context = new RouterContextProvider();
  let result: unknown;
  const args = { request, context, params: {}, url: new URL(request.url), pattern: "", unstable_pattern: "" } as never;
  const response = await (i18nextMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(args, async () =>
    (apiMiddleware as (a: unknown, n: () => Promise<Response>) => Promise<Response>)(args, async () => {
      try {
        result = await handler(args);
      } catch (thrown) {
        if (thrown instanceof Response) {
          result = thrown;
          return thrown;
        }
        throw thrown;
      }
      return result instanceof Response ? result : new Response(null);
    }),
  );
  return { result, response };
}

const CART = [{ id: 7, size: "M", option: 0, qty: 2 }];
const cartCookie = `bz_cart=${encodeURIComponent(JSON.stringify(CART))}`;
const utmCookie = `bz_utm=${encodeURIComponent(JSON.stringify({ url: "/?utm_source=insta", source: "insta", campaign: "spring" }))}`;

function post(path: string, fields: Record<string, string>, cookie = `${cartCookie}; ${utmCookie}`) {
  return new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie } });
}

const OPTIONS: CheckoutOptions = {
  branches: [{ id: 1, title: "Nizami store", city: "Baku", address: "Nizami street 10" }],
  areas: [
    {
      code: "baku",
      title: "Baku",
      fee: 500,
      noDelivery: false,
      children: [{ code: "nasimi", title: "Nasimi", fee: null, noDelivery: false, children: [{ code: "28-may", title: "28 May", fee: 0, noDelivery: false, children: [] }] }],
    },
    { code: "sumgayit", title: "Sumgayit", fee: 1000, noDelivery: false, children: [] },
  ],
  installment: INSTALLMENT,
  giftPackage: 300,
  cardPayments: true,
  otp: "cash",
  customer: null,
  addresses: [],
};

function summary(over: Partial<CheckoutSummary["summary"]> = {}, items = 1): CheckoutSummary {
  const line = {
    id: null,
    key: "7:M:0",
    productId: 7,
    size: "M",
    option: 0,
    optionTitle: null,
    qty: 2,
    max: 5,
    sold: false,
    manyQty: false,
    price: 3000,
    priceOld: null,
    total: 6000,
    discount: 0,
    product: { id: 7, title: "Linen shirt", route: "/linen-shirt-7", image: null } as CheckoutSummary["items"][number]["product"],
  };
  return {
    items: Array.from({ length: items }, () => line),
    summary: {
      subTotal: 6000,
      campaignDiscount: 0,
      cashDiscount: 0,
      newCustomerDiscount: 600,
      loyaltyDiscount: 0,
      delivery: 0,
      total: 5400,
      noDelivery: false,
      loyalty: false,
      newCustomer: true,
      error: null,
      errorCode: null,
      count: 2,
      lines: [],
      ...over,
    },
    onlyCard: false,
    package: 0,
    grandTotal: 5400,
    installmentAllowed: true,
  };
}

const FORM = {
  idempotencyKey: "0f5b1c7e-1234-4d1a-9a55-3b1f2a9c0d11",
  firstName: "Aysel",
  lastName: "Mammadova",
  email: "aysel@example.com",
  mobile: "+994 50 123 45 67",
  delivery: "delivery",
  city: "baku",
  district: "nasimi",
  place: "28-may",
  address: "Nizami 5, apt 12",
  deliveryNote: "",
  payment: "cash",
  intent: "place",
};

const setCookies = (response: Response) => response.headers.getSetCookie();
const asData = (value: unknown) => (value as { data: ActionData }).data;

function mockPage(summaryAnswer: unknown = { ok: true, data: summary() }) {
  answer("checkout/options", { ok: true, data: OPTIONS });
  return answer("checkout/summary", summaryAnswer as never);
}

describe("checkout loader", () => {
  it("sends a guest without a cart to the cart without asking the API", async () => {
    const seen = answer("checkout/options", { ok: true, data: OPTIONS });
    const { result } = await run(checkoutLoader as Handler, new Request("http://shop.test/az/checkout"));
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("location")).toBe("/az/cart");
    expect(seen).toHaveLength(0);
  });

  it("prices the cookie cart and makes an idempotency key", async () => {
    const seen = mockPage();
    const { result } = await run(checkoutLoader as Handler, new Request("http://shop.test/checkout", { headers: { cookie: cartCookie } }));
    const page = result as { idempotencyKey: string; summary: CheckoutSummary; values: { payment: string } };
    expect(page.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.summary.grandTotal).toBe(5400);
    expect(page.values.payment).toBe("cash");
    expect(seen[0]!.body).toMatchObject({ cart: CART, delivery: "delivery", payment: "cash", lang: "en" });
  });

  it("sends an emptied cart (no lines priced) to the cart", async () => {
    mockPage({ ok: true, data: summary({}, 0) });
    const { result } = await run(checkoutLoader as Handler, new Request("http://shop.test/ru/checkout", { headers: { cookie: cartCookie } }));
    expect((result as Response).headers.get("location")).toBe("/ru/cart");
  });
});

describe("checkout action", () => {
  it("cash: places the order, clears the cart and UTM cookies and goes to the order page", async () => {
    mockPage();
    const seen = answer("products/checkout", { ok: true, data: { token: "tok_abcdefgh12", number: "B-1001" } });
    const { result } = await run(checkoutAction as Handler, post("/az/checkout", FORM));
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/az/order?token=tok_abcdefgh12");
    const cookies = setCookies(response);
    expect(cookies.some((c) => c.startsWith("bz_cart=;"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("bz_utm=;"))).toBe(true);
    const body = seen[0]!.body!;
    expect(body).toMatchObject({
      cart: CART,
      firstName: "Aysel",
      mobile: "994501234567",
      country: "AZ",
      delivery: "delivery",
      city: "baku",
      district: "nasimi",
      place: "28-may",
      payment: "cash",
      idempotencyKey: FORM.idempotencyKey,
      utmMarks: { url: "/?utm_source=insta", source: "insta", campaign: "spring" },
      lang: "az",
    });
  });

  it("never forwards amount-like or unknown fields the browser adds", async () => {
    mockPage();
    const seen = answer("products/checkout", { ok: true, data: { token: "tok_abcdefgh12" } });
    const tampered = { ...FORM, total: "1", grandTotal: "1", price: "1", amount: "1", deliveryFee: "0", package: "0", summary: '{"total":1}', giftPackage: "0", branch: "1" };
    await run(checkoutAction as Handler, post("/checkout", tampered));
    const body = seen[0]!.body!;
    const allowed = [
      "cart", "firstName", "lastName", "email", "mobile", "country", "delivery", "payment", "deliveryNote", "idempotencyKey",
      "isMyAddress", "gift", "city", "district", "place", "address", "utmMarks", "lang",
    ];
    expect(Object.keys(body).filter((k) => !allowed.includes(k))).toEqual([]);
    // a delivery order does not send the branch it did not choose
    expect(body.branch).toBeUndefined();
  });

  it("card: answers the bank's redirect form", async () => {
    mockPage();
    answer("products/checkout", { ok: true, data: { token: "tok_abcdefgh12", azericard: { url: "http://bank.test/pay", fields: { ORDER: "1001", AMOUNT: "54.00" } } } });
    const { result, response } = await run(checkoutAction as Handler, post("/checkout", { ...FORM, payment: "card" }));
    expect(asData(result)).toEqual({ step: "redirect", payment: { url: "http://bank.test/pay", fields: { ORDER: "1001", AMOUNT: "54.00" } } });
    // the cart stays until the order page is shown (a declined payment keeps it)
    expect(setCookies(response).some((c) => c.startsWith("bz_cart="))).toBe(false);
  });

  it("hosted payment page: redirects there", async () => {
    mockPage();
    answer("products/checkout", { ok: true, data: { token: "tok_abcdefgh12", paymentUrl: "https://pay.test/session/9" } });
    const { result } = await run(checkoutAction as Handler, post("/checkout", { ...FORM, payment: "card" }));
    expect((result as Response).headers.get("location")).toBe("https://pay.test/session/9");
  });

  it("installment: sends the card and months", async () => {
    mockPage();
    const seen = answer("products/checkout", { ok: true, data: { azericard: { url: "http://bank.test/pay", fields: {} } } });
    await run(checkoutAction as Handler, post("/checkout", { ...FORM, payment: "installment", creditCard: "birkart", creditMonth: "6" }));
    expect(seen[0]!.body).toMatchObject({ payment: "installment", creditCard: "birkart", creditMonth: 6 });
  });

  it("refuses a month the card does not offer without calling the API", async () => {
    mockPage();
    const seen = answer("products/checkout", { ok: true, data: { token: "x" } });
    const { result } = await run(checkoutAction as Handler, post("/checkout", { ...FORM, payment: "installment", creditCard: "tamkart", creditMonth: "12" }));
    const state = asData(result);
    expect(state.step).toBe("form");
    expect(state.step === "form" && state.result?.error?.creditMonth).toEqual(["checkout.monthNotForCard"]);
    expect(seen).toHaveLength(0);
  });

  it("installment without JavaScript: reads the chosen card's own period group, ignores another card's", async () => {
    mockPage();
    const seen = answer("products/checkout", { ok: true, data: { azericard: { url: "http://bank.test/pay", fields: {} } } });
    // BirKart 12 was picked first, then TamKart 6: the hidden BirKart group still posts its 12
    await run(checkoutAction as Handler, post("/checkout", { ...FORM, payment: "installment", creditCard: "tamkart", creditMonth_birkart: "12", creditMonth_tamkart: "6" }));
    expect(seen[0]!.body).toMatchObject({ payment: "installment", creditCard: "tamkart", creditMonth: 6 });
    // a forged TamKart 12 in TamKart's own group
    const { result } = await run(checkoutAction as Handler, post("/checkout", { ...FORM, payment: "installment", creditCard: "tamkart", creditMonth_tamkart: "12" }));
    const state = asData(result);
    expect(state.step === "form" && state.result?.error?.creditMonth).toEqual(["checkout.monthNotForCard"]);
    // the form comes back with the choice as posted
    expect(state.step === "form" && state.values).toMatchObject({ creditCard: "tamkart", creditMonth: "12" });
    expect(seen).toHaveLength(1);
  });

  it("OTP: shows the code step, then confirms with only the token, the code and the key", async () => {
    mockPage();
    const seen = answer(
      "products/checkout",
      { ok: true, data: { otpToken: "otp_token_123456", mobile: "+994 50 *** ** 67" } },
      { ok: true, data: { token: "tok_abcdefgh12" } },
    );
    const first = asData((await run(checkoutAction as Handler, post("/checkout", FORM))).result);
    expect(first.step).toBe("otp");
    if (first.step !== "otp") throw new Error("no otp step");
    expect(first.to).toBe("+994 50 *** ** 67");
    expect(first.values.firstName).toBe("Aysel");
    const confirm = {
      intent: "confirm",
      otpToken: first.otpToken,
      otpCode: "123-456",
      idempotencyKey: first.idempotencyKey,
      // carried values of the form (ignored by the confirming call)
      firstName: "Someone else",
      total: "1",
    };
    const { result } = await run(checkoutAction as Handler, post("/checkout", confirm));
    expect((result as Response).headers.get("location")).toBe("/order?token=tok_abcdefgh12");
    expect(seen[1]!.body).toEqual({ otpToken: "otp_token_123456", otpCode: "123456", idempotencyKey: first.idempotencyKey, lang: "en" });
  });

  it("OTP: a wrong code stays on the step with the error on the code field", async () => {
    mockPage();
    answer("products/checkout", { ok: false, error: "Wrong OTP code", errors: { otpCode: "Wrong OTP code" }, code: "auth.otpWrong", codes: { otpCode: "auth.otpWrong" } });
    const state = asData(
      (await run(checkoutAction as Handler, post("/checkout", { intent: "confirm", otpToken: "otp_token_123456", otpCode: "111111", idempotencyKey: FORM.idempotencyKey, firstName: "Aysel" }))).result,
    );
    expect(state.step).toBe("otp");
    expect(state.step === "otp" && state.result?.error?.otpCode).toEqual(["auth.otpWrong"]);
    expect(state.step === "otp" && state.values.firstName).toBe("Aysel");
  });

  it("OTP cancel: back to the form, prefilled, with 'You added wrong OTP code many times'", async () => {
    mockPage();
    answer("products/checkout", { ok: true, data: { cancel: true } });
    const state = asData(
      (await run(checkoutAction as Handler, post("/checkout", { ...FORM, intent: "confirm", otpToken: "otp_token_123456", otpCode: "111111" }))).result,
    );
    expect(state).toMatchObject({ step: "form", cancel: true, values: { firstName: "Aysel", city: "baku" } });
    // a fresh key for the next attempt
    expect(state.step === "form" && state.idempotencyKey).not.toBe(FORM.idempotencyKey);
  });

  it("field errors of the API land on the form's fields as codes; others on the form", async () => {
    mockPage();
    answer("products/checkout", {
      ok: false,
      error: "Invalid data",
      errors: { mobile: "Wrong mobile number", phone: "Wrong mobile number", cart: "Sorry, these products are already sold. Please remove them from cart." },
      code: "api.invalid",
      codes: { mobile: "field.wrongMobile", phone: "field.wrongMobile", cart: "pricing.sold" },
    });
    const state = asData((await run(checkoutAction as Handler, post("/checkout", FORM))).result);
    expect(state.step === "form" && state.result?.error).toMatchObject({ mobile: ["field.wrongMobile", "field.wrongMobile"], "": ["pricing.sold"] });
  });

  it("a refusal without field errors answers its code and params on the form", async () => {
    mockPage();
    answer("products/checkout", { ok: false, error: "One order can hold at most 6 units", code: "pricing.orderLimit", params: { n: "6" } });
    const state = asData((await run(checkoutAction as Handler, post("/checkout", FORM))).result);
    expect(state.step === "form" && state.result?.error?.[""]).toEqual(["pricing.orderLimit?n=6"]);
  });

  it("an API that cannot be reached is the BFF's code, not a sentence", async () => {
    mockPage();
    failNetwork("products/checkout");
    const state = asData((await run(checkoutAction as Handler, post("/checkout", FORM))).result);
    expect(state.step === "form" && state.result?.error?.[""]).toEqual(["api.unreachable"]);
  });

  it("an envelope redirect (empty cart) goes there in the page's language", async () => {
    mockPage();
    answer("products/checkout", { ok: false, redirect: "/cart" });
    const { result } = await run(checkoutAction as Handler, post("/ru/checkout", FORM));
    expect((result as Response).headers.get("location")).toBe("/ru/cart");
  });

  it("a summary error blocks the order", async () => {
    mockPage({ ok: true, data: summary({ error: "Sorry, these products are already sold. Please remove them from cart.", errorCode: "pricing.sold" }) });
    const seen = answer("products/checkout", { ok: true, data: { token: "x" } });
    const state = asData((await run(checkoutAction as Handler, post("/checkout", FORM))).result);
    expect(state.step === "form" && state.result?.error?.[""]).toEqual(["pricing.sold"]);
    expect(seen).toHaveLength(0);
  });

  it("'Update' (no JavaScript) re-renders with the posted values and a recomputed summary, placing nothing", async () => {
    const summaries = mockPage();
    const seen = answer("products/checkout", { ok: true, data: { token: "x" } });
    const state = asData((await run(checkoutAction as Handler, post("/checkout", { ...FORM, intent: "update", gift: "on", district: "", place: "" }))).result);
    expect(state).toMatchObject({ step: "form", values: { city: "baku", gift: true } });
    expect(summaries.at(-1)!.body).toMatchObject({ city: "baku", district: null, gift: true });
    expect(seen).toHaveLength(0);
  });
});

describe("POST /checkout/summary", () => {
  it("prices the cookie cart for the posted choices", async () => {
    const seen = answer("checkout/summary", { ok: true, data: summary() });
    const request = post("/checkout/summary", { lang: "az", delivery: "pickup", city: "baku", payment: "card", gift: "1", mobile: "994501234567", total: "1" }, cartCookie);
    const { result } = await run(summaryAction as Handler, request);
    expect(((await (result as Response).json()) as { summary: CheckoutSummary }).summary.grandTotal).toBe(5400);
    expect(seen[0]!.body).toEqual({ cart: CART, payment: "card", delivery: "pickup", city: null, district: null, place: null, mobile: "994501234567", gift: false, myAddress: null, isMyAddress: false, lang: "az" });
  });

  it("answers a redirect to the cart when the guest cart is empty", async () => {
    const { result } = await run(summaryAction as Handler, post("/checkout/summary", { lang: "ru" }, ""));
    expect(await (result as Response).json()).toEqual({ redirect: "/ru/cart" });
  });
});

describe("UTM marks", () => {
  it("are read from a landing URL and stored as a cookie", () => {
    expect(utmFromUrl(new URL("http://shop.test/sale?p=2"))).toBeNull();
    expect(utmFromUrl(new URL("http://shop.test/sale?utm_source=fb&utm_medium=cpc&utm_term=%20linen%20"))).toEqual({
      url: "/sale?utm_source=fb&utm_medium=cpc&utm_term=%20linen%20",
      source: "fb",
      medium: "cpc",
      term: "linen",
    });
    const request = new Request("http://shop.test/?utm_source=fb&utm_campaign=spring");
    const api = { setCookies: [] as string[] };
    captureUtm(request, api as never);
    expect(api.setCookies[0]).toMatch(/^bz_utm=.*Max-Age=5184000/);
    const value = api.setCookies[0]!.split(";")[0]!;
    expect(readUtm(new Request("http://shop.test/", { headers: { cookie: value } }))).toEqual({ source: "fb", campaign: "spring", url: "/?utm_source=fb&utm_campaign=spring" });
  });

  it("a tampered cookie reads as no marks", () => {
    const bad = (v: string) => readUtm(new Request("http://shop.test/", { headers: { cookie: `bz_utm=${encodeURIComponent(v)}` } }));
    expect(bad("not json")).toBeUndefined();
    expect(bad(JSON.stringify({ source: "x", price: "1" }))).toBeUndefined();
    expect(bad(JSON.stringify({ source: "x".repeat(500) }))).toBeUndefined();
  });
});

const ORDER = {
  id: 5,
  number: "B-1001",
  token: "tok_abcdefgh12",
  opened: false,
  createdAt: "2026-11-23T03:00:00Z",
  status: "new",
  count: 2,
  products: [],
  summary: { total: 5400, campaignDiscount: 0, cashDiscount: 0, newCustomerDiscount: 600, loyaltyDiscount: 0, package: 0, delivery: 0, subTotal: 6000, lines: [] },
  delivery: { type: "delivery", urgent: false, branch: null },
  payment: { type: "cash", paid: false, service: null, amount: 5400, createdAt: null, creditCard: null, creditMonth: null, bank: null },
  info: {} as Order["info"],
  loyalty: { check: false },
  refundDue: false,
  history: [],
  shipment: null,
} satisfies Order;

describe("order pages", () => {
  it("/order: a first view clears the guest cart and the marks; a missing order goes home", async () => {
    answer("orders/token", { ok: true, data: { order: ORDER } });
    const { result, response } = await run(orderLoader as Handler, new Request("http://shop.test/az/order?token=tok_abcdefgh12", { headers: { cookie: cartCookie } }));
    expect((result as { order: Order }).order.number).toBe("B-1001");
    expect(setCookies(response).some((c) => c.startsWith("bz_cart=;"))).toBe(true);
    expect(setCookies(response).some((c) => c.startsWith("bz_utm=;"))).toBe(true);

    answer("orders/token", { ok: true, data: { order: { ...ORDER, opened: true } } });
    const again = await run(orderLoader as Handler, new Request("http://shop.test/order?token=tok_abcdefgh12"));
    expect(setCookies(again.response)).toEqual([]);

    answer("orders/token", { ok: false, error: "Order not found" });
    expect(((await run(orderLoader as Handler, new Request("http://shop.test/az/order?token=tok_unknown123"))).result as Response).headers.get("location")).toBe("/az");
    expect(((await run(orderLoader as Handler, new Request("http://shop.test/order"))).result as Response).headers.get("location")).toBe("/");
  });

  it("/order/return: paid → the order, failed → the error page, pending → wait and refresh (capped)", async () => {
    answer("payments/status", { ok: true, data: { token: "tok_abcdefgh12", state: "paid" } }, { ok: true, data: { token: "tok_abcdefgh12", state: "failed" } }, {
      ok: true,
      data: { token: "tok_abcdefgh12", state: "pending" },
    });
    const req = (q: string) => new Request(`http://shop.test/ru/order/return?${q}`);
    const paid = await run(returnLoader as Handler, req("token=tok_abcdefgh12"));
    expect((paid.result as Response).headers.get("location")).toBe("/ru/order?token=tok_abcdefgh12");
    expect(setCookies(paid.response).some((c) => c.startsWith("bz_cart=;"))).toBe(true);
    expect(((await run(returnLoader as Handler, req("token=tok_abcdefgh12"))).result as Response).headers.get("location")).toBe("/ru/order/error");
    const pending = (await run(returnLoader as Handler, req("token=tok_abcdefgh12&n=3"))).result as { gaveUp: boolean; next: string };
    expect(pending).toMatchObject({ gaveUp: false, next: "/ru/order/return?token=tok_abcdefgh12&n=4" });
    expect(((await run(returnLoader as Handler, req("token=tok_abcdefgh12&n=20"))).result as { gaveUp: boolean }).gaveUp).toBe(true);
  });
});

describe("schema helpers", () => {
  it("keeps the installment hint threshold equal to the contract's", () => {
    expect(INSTALLMENT_HINT_BELOW).toBe(CONTRACT_HINT);
  });

  it("maps the API's field names to the form's", () => {
    expect(mapApiErrors({ otp: "auth.otpWrong", giftPhone: "field.wrongMobile", branch: "field.required", weird: "api.failed" })).toEqual({
      fieldErrors: { otpCode: ["auth.otpWrong"], giftMobile: ["field.wrongMobile"], branch: ["field.required"] },
      formErrors: ["api.failed"],
    });
  });

  it("refuses text over the limits as too long (not as missing)", () => {
    const schema = checkoutSchema({ areas: OPTIONS.areas, installment: INSTALLMENT, savedAddresses: [], branches: [1] });
    const base = { firstName: "A", lastName: "B", mobile: "501234567", payment: "cash", delivery: "delivery", city: "sumgayit" };
    const errors = (v: Record<string, unknown>) => {
      const r = schema.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ ...base, address: "a".repeat(MAX.address) })).toEqual({});
    expect(errors({ ...base, address: "a".repeat(MAX.address + 1), firstName: "n".repeat(MAX.name + 1), deliveryNote: "x".repeat(MAX.note + 1) })).toEqual({
      address: "field.tooLong",
      firstName: "field.tooLong",
      deliveryNote: "field.tooLong",
    });
  });

  it("says what to choose when a posted choice is not one of the options (forged form)", () => {
    const schema = checkoutSchema({ areas: OPTIONS.areas, installment: INSTALLMENT, savedAddresses: [], branches: [1] });
    const base = { firstName: "A", lastName: "B", mobile: "501234567", payment: "cash", delivery: "delivery", city: "sumgayit", address: "x" };
    const errors = (v: Record<string, unknown>) => {
      const r = schema.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ ...base, payment: "bitcoin", city: "mars" })).toEqual({ payment: "checkout.wrongPayment", city: "users.wrongCity" });
    expect(errors({ ...base, delivery: "teleport" })).toEqual({ delivery: "checkout.wrongDelivery" });
    expect(errors({ ...base, city: "baku", district: "atlantis" })).toEqual({ district: "users.wrongDistrict" });
    expect(errors({ ...base, city: "baku", district: "nasimi", place: "nowhere" })).toEqual({ place: "users.wrongPlace" });
    expect(errors({ ...base, delivery: "pickup", branch: "99" })).toEqual({ branch: "checkout.wrongBranch" });
    expect(errors({ ...base, payment: "installment", creditCard: "visa" })).toEqual({ creditCard: "checkout.wrongCreditCard" });
    // TamKart has no 12-month period
    expect(errors({ ...base, payment: "installment", creditCard: "tamkart", creditMonth: "12" })).toEqual({ creditMonth: "checkout.monthNotForCard" });
    expect(errors({ ...base, payment: "installment", creditCard: "birkart", creditMonth: "12" })).toEqual({});
  });

  it("asks for what the choices need", () => {
    const schema = checkoutSchema({ areas: OPTIONS.areas, installment: INSTALLMENT, savedAddresses: [], branches: [1] });
    const base = { firstName: "A", lastName: "B", mobile: "501234567", payment: "cash" };
    const errors = (v: Record<string, unknown>) => {
      const r = schema.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ ...base, delivery: "pickup", branch: "1" })).toEqual({});
    expect(errors({ ...base, delivery: "pickup" })).toEqual({ branch: "field.required" });
    expect(errors({ ...base, delivery: "delivery", city: "sumgayit", address: "x" })).toEqual({});
    expect(errors({ ...base, delivery: "delivery", city: "baku", address: "x" })).toEqual({ district: "field.required" });
    expect(errors({ ...base, delivery: "delivery", city: "baku", district: "nasimi", address: "x" })).toEqual({ place: "field.required" });
    expect(errors({ ...base, delivery: "delivery", city: "sumgayit", address: "x", gift: "on", giftMobile: "12" })).toEqual({
      giftFirstName: "field.required",
      giftLastName: "field.required",
      giftMobile: "field.wrongMobile",
    });
    // pickup ignores the gift
    expect(errors({ ...base, delivery: "pickup", branch: "1", gift: "on" })).toEqual({});
    // an empty form shows every problem at once (not the names first, the address on the next try)
    expect(errors({ delivery: "delivery", payment: "installment", gift: "on", email: "Not an email" })).toEqual({
      firstName: "field.required",
      lastName: "field.required",
      mobile: "field.required",
      email: "field.wrongEmail",
      city: "field.required",
      address: "field.required",
      creditCard: "field.required",
      giftFirstName: "field.required",
      giftLastName: "field.required",
      giftMobile: "field.required",
    });
  });
});

describe("installment periods per card (schema, both forms)", () => {
  const schema = checkoutSchema({ areas: OPTIONS.areas, installment: INSTALLMENT, savedAddresses: [], branches: [1] });
  const base = { firstName: "A", lastName: "B", mobile: "501234567", delivery: "delivery", city: "sumgayit", address: "x", payment: "installment" };
  const errors = (v: Record<string, unknown>) => {
    const r = schema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("offers each card exactly the spec's periods (birkart 3, 6, 12; tamkart 3, 6)", () => {
    for (const card of INSTALLMENT.cards) {
      for (const m of [1, 2, 3, 4, 6, 9, 12, 24]) {
        const offered = card.months.includes(m);
        expect(errors({ ...base, creditCard: card.code, creditMonth: String(m) }), `${card.code} ${m} (JS form)`).toEqual(offered ? {} : { creditMonth: "checkout.monthNotForCard" });
        expect(errors({ ...base, creditCard: card.code, [monthFieldName(card.code)]: String(m) }), `${card.code} ${m} (no-JS form)`).toEqual(
          offered ? {} : { creditMonth: "checkout.monthNotForCard" },
        );
      }
    }
    expect(INSTALLMENT.cards.map((c) => [c.code, c.months])).toEqual([
      ["birkart", [3, 6, 12]],
      ["tamkart", [3, 6]],
    ]);
  });

  it("takes the chosen card's group and ignores the others; the value carries the period", () => {
    const r = schema.safeParse({ ...base, creditCard: "tamkart", creditMonth_birkart: "12", creditMonth_tamkart: "3" });
    expect(r.success && r.data.creditMonth).toBe(3);
    expect(r.success && Object.keys(r.data).filter((k) => k.startsWith("creditMonth_"))).toEqual([]);
    // a period only in another card's group is no period for this card
    expect(errors({ ...base, creditCard: "tamkart", creditMonth_birkart: "12" })).toEqual({ creditMonth: "field.required" });
    // the JS form's one field wins when present
    const js = schema.safeParse({ ...base, creditCard: "birkart", creditMonth: "6", creditMonth_birkart: "3" });
    expect(js.success && js.data.creditMonth).toBe(6);
  });

  it("says what is wrong: no card, a forged card, no period, a forged period", () => {
    expect(errors({ ...base })).toEqual({ creditCard: "field.required" });
    expect(errors({ ...base, creditCard: "visa", creditMonth: "3" })).toEqual({ creditCard: "checkout.wrongCreditCard" });
    expect(errors({ ...base, creditCard: "birkart" })).toEqual({ creditMonth: "field.required" });
    expect(errors({ ...base, creditCard: "birkart", creditMonth_birkart: "soon" })).toEqual({ creditMonth: "checkout.wrongCreditMonth" });
    expect(errors({ ...base, creditCard: "tamkart", creditMonth_tamkart: "12" })).toEqual({ creditMonth: "checkout.monthNotForCard" });
    // an inactive card is not offered
    const off = checkoutSchema({
      areas: OPTIONS.areas,
      installment: { ...INSTALLMENT, cards: INSTALLMENT.cards.map((c) => ({ ...c, active: c.code === "birkart" })) },
      savedAddresses: [],
      branches: [1],
    });
    expect(off.safeParse({ ...base, creditCard: "tamkart", creditMonth: "3" }).error?.issues.map((i) => i.message)).toEqual(["checkout.wrongCreditCard"]);
  });

  it("readValues keeps the no-JS choice for the form shown again", () => {
    const form = new URLSearchParams({ payment: "installment", creditCard: "tamkart", creditMonth_birkart: "12", creditMonth_tamkart: "6" });
    expect(readValues(form)).toMatchObject({ creditCard: "tamkart", creditMonth: "6" });
    expect(readValues(new URLSearchParams({ creditCard: "birkart", creditMonth_birkart: "x12" }))).toMatchObject({ creditMonth: "" });
  });

  it("the messages are translated in az, en and ru", () => {
    for (const lang of ["az", "en", "ru"]) {
      const errors = JSON.parse(readFileSync(`locales/${lang}/errors.json`, "utf8")) as { checkout: Record<string, string> };
      const checkout = JSON.parse(readFileSync(`locales/${lang}/checkout.json`, "utf8")) as { payment: Record<string, string> };
      expect(errors.checkout.monthNotForCard, lang).toBeTruthy();
      expect(errors.checkout.wrongCreditMonth, lang).toBeTruthy();
      expect(checkout.payment.cardMonths, lang).toContain("{{card}}");
      expect(checkout.payment.chooseCardFirst, lang).toBeTruthy();
    }
  });
});
