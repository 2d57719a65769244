/**
 * 'Pay now' and 'Cancel order' against a mocked commerce API (msw): on the order page the
 * URL's token is what is sent; in My orders the order is looked up among the customer's own
 * (orders/info) and its token is used, whatever the form carries; the confirmation step calls
 * nothing; answers become the bank's redirect screen, a hosted page or a 303 back with a message.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Order } from "../../backend/auth/contract.ts";
import { answer, installMockApi } from "../../tests/mocks/api.ts";
import { apiMiddleware } from "~/.server/context";
import { flashCookieName } from "~/.server/flash";
import type { OrderActionData } from "~/.server/order-actions";
import { i18nextMiddleware } from "~/middleware/i18next";
import { orderActionsOf } from "~/components/orders/OrderActions";
import { action as cabinetAction } from "./account/orders.tsx";
import { action as orderAction } from "./order.tsx";

installMockApi();

type Handler = (args: never) => Promise<unknown>;

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

const ORDER = {
  id: 5,
  number: "B-1001",
  token: "tok_abcdefgh12",
  opened: true,
  createdAt: "2026-11-23T03:00:00Z",
  status: "awaiting_payment",
  count: 1,
  products: [],
  summary: { total: 5400, campaignDiscount: 0, cashDiscount: 0, newCustomerDiscount: 0, loyaltyDiscount: 0, package: 0, delivery: 0, subTotal: 5400, lines: [] },
  delivery: { type: "delivery", urgent: false, branch: null },
  payment: { type: "card", paid: false, service: null, amount: 5400, createdAt: null, creditCard: null, creditMonth: null, bank: null },
  info: {} as Order["info"],
  loyalty: { check: false },
  refundDue: false,
  history: [],
  shipment: null,
} satisfies Order;

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} });
const asData = (value: unknown) => (value as { data: OrderActionData }).data;
const location = (value: unknown) => (value as Response).headers.get("location");
const flash = (value: unknown) => {
  const cookie = (value as Response).headers.getSetCookie().find((c) => c.startsWith(`${flashCookieName()}=`)) ?? "";
  return JSON.parse(decodeURIComponent(cookie.split(";")[0]!.split("=").slice(1).join("="))) as { type: string; message: string };
};

describe("which actions an order offers", () => {
  it("pay: unpaid card or installment orders awaiting payment; cancel: new or awaiting payment, unpaid", () => {
    expect(orderActionsOf(ORDER)).toEqual({ pay: true, cancel: true });
    expect(orderActionsOf({ ...ORDER, payment: { ...ORDER.payment, type: "installment" } })).toEqual({ pay: true, cancel: true });
    expect(orderActionsOf({ ...ORDER, status: "new", payment: { ...ORDER.payment, type: "cash" } })).toEqual({ pay: false, cancel: true });
    expect(orderActionsOf({ ...ORDER, status: "paid", payment: { ...ORDER.payment, paid: true } })).toEqual({ pay: false, cancel: false });
    expect(orderActionsOf({ ...ORDER, status: "cancelled" })).toEqual({ pay: false, cancel: false });
    expect(orderActionsOf({ ...ORDER, status: "processing" })).toEqual({ pay: false, cancel: false });
  });
});

describe("order page actions", () => {
  it("Pay now: a new attempt with the URL's token answers the bank's redirect screen", async () => {
    answer("orders/token", { ok: true, data: { order: ORDER } });
    const seen = answer("orders/pay", { ok: true, data: { token: ORDER.token, number: ORDER.number, azericard: { url: "http://bank.test/pay", fields: { ORDER: "1005", AMOUNT: "54.00" } } } });
    const { result } = await run(orderAction as Handler, post("/az/order?token=tok_abcdefgh12", { intent: "pay", token: "tok_someone_else" }));
    expect(asData(result)).toEqual({ step: "redirect", payment: { url: "http://bank.test/pay", fields: { ORDER: "1005", AMOUNT: "54.00" } } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toMatchObject({ token: "tok_abcdefgh12", lang: "az" });
  });

  it("Pay now: a hosted payment page is a 303 there; a refusal goes back with the API's code, said in the page's language", async () => {
    answer("orders/token", { ok: true, data: { order: ORDER } });
    answer("orders/pay", { ok: true, data: { token: ORDER.token, number: ORDER.number, paymentUrl: "https://pay.test/session/9" } }, { ok: false, error: "This order cannot be paid now", code: "payments.notPayable" });
    const hosted = await run(orderAction as Handler, post("/az/order?token=tok_abcdefgh12", { intent: "pay" }));
    expect(location(hosted.result)).toBe("https://pay.test/session/9");
    const refused = await run(orderAction as Handler, post("/az/order?token=tok_abcdefgh12", { intent: "pay" }));
    expect((refused.result as Response).status).toBe(303);
    expect(location(refused.result)).toBe("/az/order?token=tok_abcdefgh12");
    expect(flash(refused.result)).toEqual({ type: "error", message: "Bu sifarişi indi ödəmək mümkün deyil" });
  });

  it("Cancel order: the first post only asks; the confirmed one cancels and goes back with the message", async () => {
    answer("orders/token", { ok: true, data: { order: ORDER } });
    const seen = answer("orders/cancel", { ok: true, data: { order: { ...ORDER, status: "cancelled" } } });
    const ask = await run(orderAction as Handler, post("/order?token=tok_abcdefgh12", { intent: "cancel" }));
    expect(asData(ask.result)).toEqual({ step: "confirmCancel", orderId: 5, number: "B-1001" });
    expect(seen).toHaveLength(0);
    const done = await run(orderAction as Handler, post("/order?token=tok_abcdefgh12", { intent: "cancel", confirm: "yes" }));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toMatchObject({ token: "tok_abcdefgh12" });
    expect(location(done.result)).toBe("/order?token=tok_abcdefgh12");
    expect(flash(done.result)).toEqual({ type: "success", message: "Your order has been cancelled." });
  });

  it("a bad intent is a 400; an unknown token goes home without calling an action", async () => {
    answer("orders/token", { ok: true, data: { order: ORDER } }, { ok: false, error: "Order not found" });
    const pay = answer("orders/pay", { ok: true, data: {} });
    const bad = await run(orderAction as Handler, post("/order?token=tok_abcdefgh12", { intent: "refund" }));
    expect((bad.result as { init: { status: number } }).init.status).toBe(400);
    const unknown = await run(orderAction as Handler, post("/ru/order?token=tok_unknown123", { intent: "pay" }));
    expect(location(unknown.result)).toBe("/ru");
    expect(pay).toHaveLength(0);
  });
});

describe("My orders actions", () => {
  const signedIn = "bz_access=tok-A; bz_refresh=ref-A";
  const user = { id: 3, firstName: "Murad", lastName: "Huseynov", fullName: "Murad Huseynov" };

  it("cancels the customer's own order by its id, with the token from orders/info", async () => {
    answer("auth", { ok: true, data: { user } });
    const info = answer("orders/info/5", { ok: true, data: { order: ORDER } });
    const cancel = answer("orders/cancel", { ok: true, data: { order: { ...ORDER, status: "cancelled" } } });
    const ask = await run(cabinetAction as Handler, post("/cabinet/orders?p=2", { intent: "cancel", orderId: "5" }, signedIn));
    expect(asData(ask.result)).toEqual({ step: "confirmCancel", orderId: 5, number: "B-1001" });
    const done = await run(cabinetAction as Handler, post("/cabinet/orders?p=2", { intent: "cancel", confirm: "yes", orderId: "5", token: "tok_someone_else" }, signedIn));
    expect(info[0]!.authorization).toBe("Bearer tok-A");
    expect(cancel).toHaveLength(1);
    expect(cancel[0]!.body).toMatchObject({ token: "tok_abcdefgh12" });
    expect(location(done.result)).toBe("/cabinet/orders?p=2");
  });

  it("another customer's order (orders/info 404) is refused without an action call; a guest goes to login", async () => {
    answer("auth", { ok: true, data: { user } });
    answer("orders/info/6", { ok: false, error: "Order not found" });
    const cancel = answer("orders/cancel", { ok: true, data: {} });
    const refused = await run(cabinetAction as Handler, post("/cabinet/orders", { intent: "cancel", confirm: "yes", orderId: "6" }, signedIn));
    expect(location(refused.result)).toBe("/cabinet/orders");
    expect(flash(refused.result).type).toBe("error");
    const guest = await run(cabinetAction as Handler, post("/cabinet/orders", { intent: "cancel", confirm: "yes", orderId: "5" }));
    expect(location(guest.result)).toMatch(/^\/login/);
    expect(cancel).toHaveLength(0);
  });
});
