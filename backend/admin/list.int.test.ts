/**
 * The data list kit's server half (runList, streamCsv) through the orders list, on PGlite
 * (and PostgreSQL with DATABASE_URL): search by number, mobile and name, filters, sort,
 * paging, and the CSV export of the filtered rows.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import type { AdminOrderRow, ListPage } from "./contract.ts";
import { csvField, listQuerySchema, runList, streamCsv } from "./list.ts";
import { ordersCsvColumns, ordersListSpec } from "./orders.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let token: string;

const SUMMARY = '{"subTotalQ":0,"campaignDiscountQ":0,"newCustomerDiscountQ":0,"loyaltyDiscountQ":0,"packageQ":0,"deliveryQ":0,"totalQ":0}';

/** 25 orders: numbers 200001…200025, one hour apart (newest last), varied status, payment, delivery. */
beforeAll(async () => {
  api = await testApi();
  for (let i = 1; i <= 25; i++) {
    const status = i % 5 === 0 ? "cancelled" : i % 3 === 0 ? "paid" : "new";
    const payment = i % 3 === 0 ? "card" : "cash";
    const delivery = i % 2 === 0 ? "pickup" : "delivery";
    const first = i === 7 ? "Şəbnəm" : i === 8 ? "=HYPERLINK(1)" : `Buyer${i}`;
    const mobile = i === 7 ? "994707778899" : `9945011100${String(i).padStart(2, "0")}`;
    const info = JSON.stringify({ firstName: first, lastName: "Test", mobile });
    await api.database.query(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type, paid, created_at)
      values (${String(200000 + i)}, ${`t-${i}`}, ${status}, ${SUMMARY}::jsonb, ${i * 1000}, ${delivery}, ${info}::jsonb, ${payment}, ${status === "paid"},
        ${new Date(Date.UTC(2026, 10, 1, 0, 0) + i * 3600_000).toISOString()}::timestamptz)`);
  }
  const [owner] = await api.database.db.insert(users).values({ firstName: "O", lastName: "W", mobile: "994559990000", roles: ["owner"] }).returning();
  token = await signAccessToken({ config: api.config } as never, owner!.id);
}, 240_000);

const q = (raw: Record<string, unknown>) => listQuerySchema.parse(raw);
const numbers = (page: ListPage<AdminOrderRow>) => page.items.map((r) => r.number);

describe("runList", () => {
  it("pages newest first with the total, and answers the last page for a page past the end", async () => {
    const first = await runList<AdminOrderRow>(api.database, ordersListSpec, q({}));
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20, pages: 2, sort: "-createdAt" });
    expect(first.items[0]!.number).toBe("200025");
    expect(first.items).toHaveLength(20);
    const second = await runList<AdminOrderRow>(api.database, ordersListSpec, q({ page: "2" }));
    expect(numbers(second)).toEqual(["200005", "200004", "200003", "200002", "200001"]);
    const past = await runList<AdminOrderRow>(api.database, ordersListSpec, q({ page: "99" }));
    expect(past.page).toBe(2);
    // a page size outside the kit's choices falls back to 20
    expect((await runList(api.database, ordersListSpec, q({ limit: "7" }))).limit).toBe(20);
    expect((await runList(api.database, ordersListSpec, q({ limit: "50" }))).items).toHaveLength(25);
  });

  it("sorts by a known column either way; an unknown sort is the default", async () => {
    const asc = await runList<AdminOrderRow>(api.database, ordersListSpec, q({ sort: "totalQ" }));
    expect(asc.items[0]!.number).toBe("200001");
    const desc = await runList<AdminOrderRow>(api.database, ordersListSpec, q({ sort: "-totalQ" }));
    expect(desc.items[0]!.number).toBe("200025");
    const unknown = await runList<AdminOrderRow>(api.database, ordersListSpec, q({ sort: "password_hash; drop table users" }));
    expect(unknown.sort).toBe("-createdAt");
  });

  it("searches by number, by mobile as typed, by name (any case, Azerbaijani letters)", async () => {
    expect(numbers(await runList(api.database, ordersListSpec, q({ q: "200013" })))).toEqual(["200013"]);
    expect(numbers(await runList(api.database, ordersListSpec, q({ q: "070 777 88 99" })))).toEqual(["200007"]);
    expect(numbers(await runList(api.database, ordersListSpec, q({ q: "+994 70 777 88 99" })))).toEqual(["200007"]);
    expect(numbers(await runList(api.database, ordersListSpec, q({ q: "şəbnəm" })))).toEqual(["200007"]);
    expect((await runList(api.database, ordersListSpec, q({ q: "100%" }))).total).toBe(0);
  });

  it("filters by status, payment, paid, delivery and a date range (Baku days), together", async () => {
    expect((await runList(api.database, ordersListSpec, q({ status: "cancelled" }))).total).toBe(5);
    expect((await runList(api.database, ordersListSpec, q({ payment: "card", paid: "yes" }))).total).toBe(7);
    expect((await runList(api.database, ordersListSpec, q({ delivery: "pickup", status: "new" }))).total).toBe(6);
    // orders at 01:00 on 1 November … 01:00 on 2 November UTC are 05:00 … 05:00 in Baku (UTC+4): 20…25 fall on the 2nd
    expect((await runList(api.database, ordersListSpec, q({ from: "2026-11-02", to: "2026-11-02" }))).total).toBe(6);
    expect((await runList(api.database, ordersListSpec, q({ to: "2026-11-01" }))).total).toBe(19);
    // unknown values are ignored, not errors
    expect((await runList(api.database, ordersListSpec, q({ status: "stolen", from: "yesterday" }))).total).toBe(25);
  });
});

describe("CSV export", () => {
  async function text(stream: ReadableStream<Uint8Array>) {
    return new Response(stream).text();
  }

  it("streams every filtered row (across batches) with a header, in the list's order", async () => {
    const csv = await text(streamCsv(api.database, ordersListSpec, q({ status: "new", sort: "number" }), ordersCsvColumns, 4));
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("number,created_at,status,customer,mobile,payment,paid,delivery,lines,total_azn");
    expect(lines).toHaveLength(1 + 13);
    expect(lines[1]).toMatch(/^200001,2026-11-01T01:00:00.000Z,new,Buyer1 Test,994501110001,cash,no,delivery,0,10.00$/);
  });

  it("neutralises formulas and quotes separators", async () => {
    expect(csvField("=HYPERLINK(1) Test")).toBe("'=HYPERLINK(1) Test");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField(-5)).toBe("-5");
    const csv = await text(streamCsv(api.database, ordersListSpec, q({ q: "200008" }), ordersCsvColumns));
    expect(csv).toContain(",'=HYPERLINK(1) Test,");
  });

  it("the API's export answers a CSV download with the query's filters", async () => {
    const res = await api.app.fetch(new Request("http://test/api/admin/orders/export?status=cancelled", { headers: { authorization: `Bearer ${token}` } }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.text();
    expect(body.trim().split("\r\n")).toHaveLength(6);
  });

  it("the API's list answers the page through the guard", async () => {
    const page = await api.call<ListPage<AdminOrderRow>>("admin/orders", { q: "Buyer1", sort: "number" }, { method: "GET", token });
    expect(page.status).toBe(200);
    expect(page.data!.items.map((r) => r.number)).toEqual(["200001", "200010", "200011", "200012", "200013", "200014", "200015", "200016", "200017", "200018", "200019"]);
    expect(typeof page.data!.items[0]!.createdAt).toBe("string");
    const detail = await api.call<{ order: { number: string; history: { status: string | null }[] } }>("admin/orders/" + page.data!.items[0]!.id, {}, { method: "GET", token });
    expect(detail.data!.order.number).toBe("200001");
    expect(detail.data!.order.history[0]!.status).toBe("placed");
    expect((await api.call("admin/orders/999999", {}, { method: "GET", token })).status).toBe(404);
  });
});
