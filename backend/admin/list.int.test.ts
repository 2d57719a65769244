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
import { csvField, decodeCursor, encodeCursor, listQuerySchema, pageKeysSql, runList, streamCsv, type ListSpec } from "./list.ts";
import { ordersCsvColumns, ordersListSpec } from "./orders.ts";
import { productsListSpec } from "./products.ts";
import { planOf, readsIndex } from "../test/plans.ts";

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
    const info = JSON.stringify({ firstName: first, lastName: "Test", mobile, ...(i === 9 ? { email: "leyla.test@example.az" } : {}) });
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
    // by e-mail: the whole address, whatever its case
    expect(numbers(await runList(api.database, ordersListSpec, q({ q: " Leyla.Test@Example.AZ " })))).toEqual(["200009"]);
    expect((await runList(api.database, ordersListSpec, q({ q: "test@example.az" }))).total).toBe(0);
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

describe("keyset pages", () => {
  /** 70 orders K-001…K-070 of their own list: every three share one instant (ties), a sort with nulls. */
  const spec: ListSpec = {
    ...ordersListSpec,
    where: sql`o.number like 'K-%'`,
    sorts: { ...ordersListSpec.sorts, odd: sql`nullif(o.total_q % 4, 0)` },
  };
  const kNumbers = (page: ListPage<AdminOrderRow>) => page.items.map((r) => r.number);
  beforeAll(async () => {
    for (let i = 1; i <= 70; i++) {
      const info = JSON.stringify({ firstName: `K${i}`, lastName: "Keyset", mobile: `99455222${String(i).padStart(4, "0")}` });
      await api.database.query(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type, paid, created_at)
        values (${`K-${String(i).padStart(3, "0")}`}, ${`k-${i}`}, ${i % 4 === 0 ? "paid" : "new"}, ${SUMMARY}::jsonb, ${(i * 7) % 23}, 'delivery', ${info}::jsonb, 'cash', false,
          ${new Date(Date.UTC(2026, 9, 1) + Math.floor(i / 3) * 60_000).toISOString()}::timestamptz)`);
    }
  });

  const whole = async (extra: Record<string, unknown>) => kNumbers(await runList<AdminOrderRow>(api.database, spec, q({ ...extra, limit: "100" })));

  async function walkForward(extra: Record<string, unknown>) {
    const seen: string[] = [];
    const labels: number[] = [];
    let page = await runList<AdminOrderRow>(api.database, spec, q(extra));
    expect(page.prev).toBeNull();
    for (let n = 1; ; n++) {
      seen.push(...kNumbers(page));
      labels.push(page.page);
      if (!page.next) break;
      page = await runList<AdminOrderRow>(api.database, spec, q({ ...extra, after: page.next, page: String(n + 1) }));
      expect(page.prev).not.toBeNull();
    }
    return { seen, labels, last: page };
  }

  it("next links walk every row once, in the list's order, ties and nulls included", async () => {
    for (const sort of ["-createdAt", "createdAt", "odd", "-odd", "number", "-totalQ"]) {
      const { seen, labels } = await walkForward({ sort });
      expect(seen, sort).toEqual(await whole({ sort }));
      expect(new Set(seen).size).toBe(70);
      expect(labels).toEqual([1, 2, 3, 4]);
    }
  });

  it("previous links walk back from the last page to the first", async () => {
    for (const sort of ["-createdAt", "odd", "-odd"]) {
      const order = await whole({ sort });
      let page = await runList<AdminOrderRow>(api.database, spec, q({ sort, page: "4" }));
      expect(page.next).toBeNull();
      const back: string[][] = [kNumbers(page)];
      let n = 4;
      while (page.prev) {
        n -= 1;
        page = await runList<AdminOrderRow>(api.database, spec, q({ sort, before: page.prev, page: String(n) }));
        back.unshift(kNumbers(page));
        expect(page.page).toBe(n);
      }
      expect(n).toBe(1);
      expect(page.prev).toBeNull();
      expect(back.flat(), sort).toEqual(order);
    }
  });

  it("a page number answers the same rows as the cursor, from either end of the list", async () => {
    for (const sort of ["-createdAt", "odd"]) {
      const order = await whole({ sort });
      for (let n = 1; n <= 4; n++) {
        const page = await runList<AdminOrderRow>(api.database, spec, q({ sort, page: String(n) }));
        expect(kNumbers(page), `${sort} page ${n}`).toEqual(order.slice((n - 1) * 20, n * 20));
        expect(page.prev === null).toBe(n === 1);
        expect(page.next === null).toBe(n === 4);
      }
    }
  });

  it("keeps the search and filters while paging by cursor", async () => {
    const extra = { status: "new", sort: "-createdAt" };
    const { seen } = await walkForward(extra);
    expect(seen).toEqual(await whole(extra));
    expect(seen).toHaveLength(53);
    const found = await walkForward({ q: "Keyset", sort: "odd" });
    expect(found.seen).toEqual(await whole({ q: "Keyset", sort: "odd" }));
  });

  it("answers by the page number for a cursor it did not write for this sort, and the last page past the end", async () => {
    const first = await runList<AdminOrderRow>(api.database, spec, q({}));
    const second = await runList<AdminOrderRow>(api.database, spec, q({ after: first.next, page: "2" }));
    // another sort's cursor is not used: the page number is
    const otherSort = await runList<AdminOrderRow>(api.database, spec, q({ sort: "number", after: first.next, page: "3" }));
    expect(otherSort.page).toBe(3);
    expect(kNumbers(otherSort)).toEqual((await whole({ sort: "number" })).slice(40, 60));
    // a made-up cursor (not base64, not JSON, a value the sort's type cannot read) is ignored too
    const forged = encodeCursor({ sort: "-createdAt", value: "not a date", key: "1" });
    for (const after of ["%%%", "bm90IGpzb24", forged, encodeCursor({ sort: "-createdAt", value: "2026-10-01 00:00:00+00", key: "x1" })]) {
      const page = await runList<AdminOrderRow>(api.database, spec, q({ after, page: "2" }));
      expect(kNumbers(page), after).toEqual((await whole({})).slice(20, 40));
      expect(page.page).toBe(2);
    }
    expect(kNumbers(second)).toEqual((await whole({})).slice(20, 40));
    expect(decodeCursor(second.next!, "-createdAt")).toMatchObject({ sort: "-createdAt" });
    expect(decodeCursor(second.next!, "number")).toBeNull();
    // the cursor of the last row (as the kit writes it): nothing after it, the last page answers
    const last = await runList<AdminOrderRow>(api.database, spec, q({ page: "4" }));
    const [row] = await api.database.query<{ k: string; t: string }>(
      sql`select o.created_at::text as k, o.id::text as t from orders o where o.number = ${last.items.at(-1)!.number}`,
    );
    const past = await runList<AdminOrderRow>(api.database, spec, q({ after: encodeCursor({ sort: "-createdAt", value: row!.k, key: row!.t }), page: "5" }));
    expect(past.page).toBe(4);
    expect(kNumbers(past)).toEqual(kNumbers(last));
  });

  it("the CSV export walks ties in the list's order across batches", async () => {
    const csv = await new Response(streamCsv(api.database, spec, q({ sort: "-createdAt" }), ordersCsvColumns, 4)).text();
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n").slice(1);
    expect(lines.map((l) => l.split(",")[0])).toEqual(await whole({ sort: "-createdAt" }));
    const odd = await new Response(streamCsv(api.database, spec, q({ sort: "-odd" }), ordersCsvColumns, 7)).text();
    expect(odd.replace(/^\uFEFF/, "").trim().split("\r\n").slice(1).map((l) => l.split(",")[0])).toEqual(await whole({ sort: "-odd" }));
  });

  it.skipIf(!process.env.DATABASE_URL)("finds the keys of a page through an index on the sort, after a cursor too", async () => {
    const first = await runList<AdminOrderRow>(api.database, ordersListSpec, q({}));
    for (const query of [q({}), q({ after: first.next, page: "2" })]) {
      const plan = await planOf(api.database, pageKeysSql(ordersListSpec, query));
      expect(readsIndex(plan, "orders_created_idx"), plan).toBe(true);
      expect(plan).not.toMatch(/SubPlan|Seq Scan/);
    }
    const products = productsListSpec("en");
    const firstProducts = await runList(api.database, products, q({}));
    for (const query of [q({}), q({ after: firstProducts.next ?? undefined })]) {
      const plan = await planOf(api.database, pageKeysSql(products, query));
      expect(readsIndex(plan, "products_created_idx"), plan).toBe(true);
      expect(plan).not.toMatch(/SubPlan/);
    }
  });
});
