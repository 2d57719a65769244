/** The hosted-page provider against a local stand-in of the provider (never the network). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { loadBackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import { expireHolds } from "../orders/state.ts";
import { testDatabase } from "../test/db.ts";
import { paymentProvider, paymentStatus } from "./index.ts";
import { redirectSignature } from "./redirect.ts";
import { insertOrder, orderRow, paymentRows, stockOf } from "./testing.ts";

const KEY = "redirect-provider-test-key";

interface Seen {
  method: string;
  path: string;
  signature: string;
  body: string;
}

/** A tiny provider: creates payments, answers their status, checks every signature. */
const provider = {
  seen: [] as Seen[],
  statuses: new Map<string, { status: string; amount?: number }>(),
  server: null as Server | null,
  url: "",
};

beforeAll(async () => {
  let next = 0;
  provider.server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      const signature = String(req.headers["x-signature"] ?? "");
      provider.seen.push({ method: req.method ?? "", path, signature, body });
      const expected = redirectSignature(KEY, req.method === "POST" ? body : `GET ${path}`);
      if (signature !== expected) return void res.writeHead(401).end("{}");
      if (req.method === "POST" && path === "/payments") {
        const id = `pay_${(next += 1)}`;
        provider.statuses.set(id, { status: "pending" });
        res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ id, url: `https://pay.example/checkout/${id}` }));
        return;
      }
      const m = /^\/payments\/([^/]+)$/.exec(path);
      const state = m ? provider.statuses.get(decodeURIComponent(m[1]!)) : undefined;
      if (req.method === "GET" && state) {
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({ id: m![1], ...state, card: "4169********9876", cardName: "AYSEL M" }),
        );
        return;
      }
      res.writeHead(404).end("{}");
    });
  });
  await new Promise<void>((resolve) => provider.server!.listen(0, "127.0.0.1", resolve));
  provider.url = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.server?.close(() => resolve())));

const database = await testDatabase();

function setup(key = KEY) {
  const config = loadBackendConfig({
    NODE_ENV: "test",
    SITE_URL: "https://shop.example",
    REDIRECT_PROVIDER_URL: provider.url,
    REDIRECT_PROVIDER_KEY: key,
  } as NodeJS.ProcessEnv);
  const deps: Deps = { database, config, log: createLogger() };
  return { deps, app: createApi(deps) };
}

async function startOrder(deps: Deps, opts: Parameters<typeof insertOrder>[1] = {}) {
  const placed = await insertOrder(database, opts);
  const o = placed.order;
  const answer = await paymentProvider(deps)!.start(deps, {
    id: o.id,
    number: o.number,
    token: o.token,
    amountQ: o.totalQ,
    description: `Order ${o.number}`,
    email: null,
    lang: o.lang,
    paymentType: "card",
    creditCard: null,
    creditMonth: null,
  });
  return { ...placed, answer };
}

async function status(app: ReturnType<typeof createApi>, token: string) {
  const res = await app.fetch(
    new Request("http://test/api/payments/status", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) }),
  );
  return ((await res.json()) as { data: { state: string } }).data.state;
}

describe("redirect provider", () => {
  it("creates the payment with a signed request and sends the shopper to the provider's page", async () => {
    const { deps } = setup();
    expect(paymentProvider(deps)?.name).toBe("redirect");
    const { order, answer } = await startOrder(deps, { totalQ: 45600, lang: "az" });
    expect(answer).toEqual({ paymentUrl: expect.stringMatching(/^https:\/\/pay\.example\/checkout\/pay_\d+$/) });
    const request = provider.seen.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/payments" });
    expect(request.signature).toBe(redirectSignature(KEY, request.body));
    expect(JSON.parse(request.body)).toEqual({
      amount: 45600,
      currency: "AZN",
      orderId: String(order.id),
      description: `Order ${order.number}`,
      returnUrl: `https://shop.example/az/order/return?token=${order.token}`,
    });
    const id = (answer as { paymentUrl: string }).paymentUrl.split("/").at(-1);
    expect(await paymentRows(database, order.id)).toMatchObject([{ provider: "redirect", status: "pending", amountQ: 45600, externalId: id }]);
  });

  it("a provider that refuses the request fails the start (checkout answers an error)", async () => {
    const { deps } = setup("a-wrong-key");
    await expect(startOrder(deps)).rejects.toThrow(/401/);
  });

  it("payments/status asks the provider (signed GET): pending, then paid → markPaid", async () => {
    const { deps, app } = setup();
    const { order, answer } = await startOrder(deps);
    const id = (answer as { paymentUrl: string }).paymentUrl.split("/").at(-1)!;
    expect(await status(app, order.token)).toBe("pending");
    const get = provider.seen.at(-1)!;
    expect(get).toMatchObject({ method: "GET", path: `/payments/${id}`, signature: redirectSignature(KEY, `GET /payments/${id}`) });
    provider.statuses.set(id, { status: "paid", amount: order.totalQ });
    expect(await status(app, order.token)).toBe("paid");
    expect(await orderRow(database, order.id)).toMatchObject({ status: "paid", paid: true });
    expect(await paymentRows(database, order.id)).toMatchObject([
      { status: "approved", externalId: id, bankResult: { cardNumber: "4169********9876", cardName: "AYSEL M" } },
    ]);
    const asked = provider.seen.length;
    expect(await status(app, order.token)).toBe("paid");
    expect(provider.seen.length).toBe(asked); // a paid order is not asked about again
  });

  it("failed → the order is cancelled and its stock given back", async () => {
    const { deps, app } = setup();
    const { order, answer, variants } = await startOrder(deps, { lines: [2] });
    const id = (answer as { paymentUrl: string }).paymentUrl.split("/").at(-1)!;
    provider.statuses.set(id, { status: "failed" });
    expect(await status(app, order.token)).toBe("failed");
    expect(await orderRow(database, order.id)).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await paymentRows(database, order.id)).toMatchObject([{ status: "declined" }]);
    expect(await stockOf(database, variants.map((v) => v.id))).toEqual([12]);
  });

  it("paid with another amount is not taken as paid", async () => {
    const { deps, app } = setup();
    const { order, answer } = await startOrder(deps, { totalQ: 10000 });
    const id = (answer as { paymentUrl: string }).paymentUrl.split("/").at(-1)!;
    provider.statuses.set(id, { status: "paid", amount: 100 });
    expect(await status(app, order.token)).toBe("pending");
    expect((await orderRow(database, order.id)).paid).toBe(false);
  });

  it("an unreachable provider reads as pending and keeps even a run-out hold (it may have been paid)", async () => {
    const { deps } = setup();
    const { order } = await startOrder(deps, { holdExpiresAt: new Date(Date.now() - 1000) });
    const down = loadBackendConfig({ NODE_ENV: "test", REDIRECT_PROVIDER_URL: "http://127.0.0.1:9", REDIRECT_PROVIDER_KEY: KEY } as NodeJS.ProcessEnv);
    const downDeps: Deps = { database, config: down, log: createLogger() };
    expect(await status(createApi(downDeps), order.token)).toBe("pending");
    expect(await expireHolds(downDeps, new Date(), order.id, paymentStatus)).toBe(0);
    expect((await orderRow(database, order.id)).status).toBe("awaiting_payment");
  });

  it("the hold sweep asks the provider first: a shopper who paid and never came back gets a paid order", async () => {
    const { deps } = setup();
    const paidThere = await startOrder(deps, { holdExpiresAt: new Date(Date.now() - 1000) });
    const abandoned = await startOrder(deps, { holdExpiresAt: new Date(Date.now() - 1000), lines: [1] });
    const idOf = (a: unknown) => (a as { paymentUrl: string }).paymentUrl.split("/").at(-1)!;
    provider.statuses.set(idOf(paidThere.answer), { status: "paid", amount: paidThere.order.totalQ });
    await expireHolds(deps, new Date(), paidThere.order.id, paymentStatus);
    await expireHolds(deps, new Date(), abandoned.order.id, paymentStatus);
    expect(await orderRow(database, paidThere.order.id)).toMatchObject({ status: "paid", paid: true });
    expect(await orderRow(database, abandoned.order.id)).toMatchObject({ status: "cancelled", stockReleased: true });
    expect(await paymentRows(database, abandoned.order.id)).toMatchObject([{ status: "expired" }]);
    expect(await stockOf(database, abandoned.variants.map((v) => v.id))).toEqual([11]);
  });
});
