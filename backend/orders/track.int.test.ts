/**
 * Order tracking without an account (orders/track) and the shipment behind it: the number and
 * the buyer's mobile open the order's status, history and delivery (never the street address or
 * the receiver's name); a wrong number and a wrong mobile answer the same 404; bad input is a
 * coded 422; lookups are limited per client address and per order number. The back office's
 * move to shipped takes the courier (required) and the tracking number, audits them, and the
 * shipped SMS names them with the tracking page's link. PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { smsOutbox } from "../db/schema.ts";
import { insertOrder } from "../payments/testing.ts";
import { testApi } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { staffTokens } from "../test/staff.ts";
import type { TrackedOrder } from "./track-contract.ts";
import type { Order } from "../auth/contract.ts";

vi.setConfig({ testTimeout: 120_000 });

let api: Awaited<ReturnType<typeof testApi>>;
let tokens: Awaited<ReturnType<typeof staffTokens>>;
let seq = 0;
const newNumber = () => `BZ${7_000_000 + (seq += 1)}`;

beforeAll(async () => {
  api = await testApi({ SITE_URL: "https://shop.example" });
  tokens = await staffTokens(api, "99455300000");
}, 240_000);

const track = (number: string, mobile: string, opts: { lang?: string; ip?: string; extra?: Record<string, unknown> } = {}) =>
  api.call<{ order: TrackedOrder }>("orders/track", { number, mobile, lang: opts.lang ?? "en", ...opts.extra }, opts.ip ? { headers: { "x-forwarded-for": opts.ip } } : {});

describe("orders/track", () => {
  it("answers the order's status, history and delivery area to its number and mobile, typed in any common form", async () => {
    const number = newNumber();
    const { order } = await insertOrder(api.database, { number, status: "new", paymentType: "cash" });
    await api.database.query(sql`insert into order_status_history (order_id, from_status, to_status) values (${order.id}, null, 'new')`);
    for (const [typedNumber, typedMobile] of [
      [number, "994501112233"],
      [number.toLowerCase(), "050 111 22 33"],
      [`${number.slice(0, 2)} ${number.slice(2)}`, "+994 (50) 111-22-33"],
    ]) {
      const res = await track(typedNumber!, typedMobile!);
      expect(res.status, `${typedNumber} ${typedMobile}`).toBe(200);
      expect(res.data!.order).toMatchObject({ number, status: "new", count: 3, total: 123450, delivery: { type: "delivery", area: "baku", branch: null }, shipment: null });
      expect(res.data!.order.history.map((h) => h.status)).toEqual(["new"]);
    }
    // what only the buyer wrote stays out: the street, the name, the e-mail, the token
    const body = JSON.stringify((await track(number, "0501112233")).data);
    for (const hidden of ["Street 9", "Aysel", "aysel@example.com", order.token]) expect(body).not.toContain(hidden);
  });

  it("answers a wrong mobile exactly as an unknown number", async () => {
    const number = newNumber();
    await insertOrder(api.database, { number, status: "new", paymentType: "cash" });
    const wrongMobile = await track(number, "0551112233");
    const unknown = await track("BZ9999999", "0501112233");
    expect(wrongMobile.status).toBe(404);
    expect(unknown.status).toBe(404);
    const { status: _a, ...a } = wrongMobile;
    const { status: _b, ...b } = unknown;
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: false, code: "orders.trackNotFound" });
    expect((await track(number, "0551112233", { lang: "az" })).error).toContain("sifariş tapmadıq");
  });

  it("refuses malformed input with coded 422s, never a 500", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ number: "", mobile: "" }, { number: "field.required", mobile: "field.required" }],
      [{ number: "100003", mobile: "0501112233" }, { number: "orders.trackNumber" }],
      [{ number: "BZ100003", mobile: "12345" }, { mobile: "field.wrongMobile" }],
      [{ number: ["BZ100003"], mobile: { x: 1 } }, { number: "field.required", mobile: "field.required" }],
      [{ number: `BZ${"1".repeat(60)}`, mobile: "0501112233" }, { number: "field.tooLong" }],
      [{}, { number: "field.required", mobile: "field.required" }],
    ];
    for (const [payload, codes] of cases) {
      const res = await api.call("orders/track", { lang: "en", ...payload });
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.codes, JSON.stringify(payload)).toMatchObject(codes);
    }
    const res = await api.app.fetch(new Request("http://test/api/orders/track", { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" }));
    expect(res.status).toBe(400);
  });

  it("limits lookups per client address and per order number (429 with Retry-After)", async () => {
    const limited = await testApi({ RATE_LIMITS: "1", SITE_URL: "https://shop.example" }, api.database);
    const number = newNumber();
    await insertOrder(api.database, { number, status: "new", paymentType: "cash" });
    const ask = (n: string, ip: string) => limited.call("orders/track", { number: n, mobile: "0551112233", lang: "en" }, { headers: { "x-forwarded-for": ip } });
    // one address: ten lookups of different numbers, then refused, whatever the number
    for (let i = 0; i < 10; i += 1) expect((await ask(`BZ${800000 + i}`, "203.0.113.7")).status).toBe(404);
    const over = await limited.app.fetch(
      new Request("http://test/api/orders/track", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" }, body: JSON.stringify({ number, mobile: "0501112233" }) }),
    );
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await over.json()) as { code: string }).code).toBe("orders.trackLimited");
    // one number guessed from many addresses: refused after ten, even with the right mobile
    for (let i = 0; i < 10; i += 1) expect((await ask(number, `198.51.100.${i + 1}`)).status).toBe(404);
    const right = await limited.call("orders/track", { number, mobile: "0501112233", lang: "en" }, { headers: { "x-forwarded-for": "198.51.100.200" } });
    expect(right.status).toBe(429);
  });
});

describe("shipping with a courier", () => {
  const move = (orderId: number, body: Record<string, unknown>) => api.call(`admin/orders/${orderId}/transition`, body, { token: tokens.manager });

  it("asks for the courier when marking shipped and refuses a tracking number with other characters", async () => {
    const { order } = await insertOrder(api.database, { number: newNumber(), status: "processing", paymentType: "cash" });
    const none = await move(order.id, { to: "shipped", from: "processing" });
    expect(none.status).toBe(422);
    expect(none.codes).toMatchObject({ courier: "adminOrders.courierRequired" });
    const bad = await move(order.id, { to: "shipped", from: "processing", courier: "Azerpoct", trackingNumber: "<script>" });
    expect(bad.status).toBe(422);
    expect(bad.codes).toMatchObject({ trackingNumber: "adminOrders.trackingNumber" });
    const long = await move(order.id, { to: "shipped", from: "processing", courier: "x".repeat(81) });
    expect(long.status).toBe(422);
    const [row] = await api.database.query<{ status: string; courier: string | null }>(sql`select status, courier from orders where id = ${order.id}`);
    expect(row).toMatchObject({ status: "processing", courier: null });
  });

  it("keeps the courier and tracking number, audits them, shows them on the order pages and tracking, and names them in the shipped SMS", async () => {
    const number = newNumber();
    const { order } = await insertOrder(api.database, { number, status: "processing", paymentType: "cash", lang: "ru" });
    const shipped = await move(order.id, { to: "shipped", from: "processing", courier: " Azerpoct ", trackingNumber: "RR 1234-AZ" });
    expect(shipped.status).toBe(200);
    expect((shipped.data as { order: { shipment: unknown } }).order.shipment).toEqual({ courier: "Azerpoct", trackingNumber: "RR 1234-AZ" });
    const [entry] = await api.database.query<{ after: Record<string, unknown> }>(sql`select after from audit_log where entity = 'order' and entity_id = ${String(order.id)} order by id desc limit 1`);
    expect(entry!.after).toMatchObject({ status: "shipped", courier: "Azerpoct", trackingNumber: "RR 1234-AZ" });

    const tracked = await track(number, "0501112233");
    expect(tracked.data!.order).toMatchObject({ status: "shipped", shipment: { courier: "Azerpoct", trackingNumber: "RR 1234-AZ" } });
    const page = await api.call<{ order: Order }>("orders/token", { token: order.token, lang: "en" });
    expect(page.data!.order.shipment).toEqual({ courier: "Azerpoct", trackingNumber: "RR 1234-AZ" });

    await runJobs({ database: api.database, config: api.config });
    const texts = (await api.database.db.select().from(smsOutbox)).map((m) => m.text).filter((t) => t.includes(number));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain("отправлен");
    expect(texts[0]).toContain("Курьер: Azerpoct, трек-номер RR 1234-AZ.");
    expect(texts[0]).toContain(`https://shop.example/ru/order/track?number=${number}`);
  });

  it("a status SMS without a shipment still links the tracking page", async () => {
    const number = newNumber();
    const { order } = await insertOrder(api.database, { number, status: "new", paymentType: "cash", lang: "az" });
    expect((await move(order.id, { to: "confirmed", from: "new" })).status).toBe(200);
    await runJobs({ database: api.database, config: api.config });
    const [text] = (await api.database.db.select().from(smsOutbox)).map((m) => m.text).filter((t) => t.includes(number));
    expect(text).toContain("təsdiqləndi");
    expect(text).toContain(`https://shop.example/az/order/track?number=${number}`);
    expect(text).not.toContain("Kuryer");
  });
});
