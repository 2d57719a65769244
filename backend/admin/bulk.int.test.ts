/**
 * The list kit's bulk calls on PGlite (and PostgreSQL with DATABASE_URL): approve / hide the
 * selected reviews, mark the selected feedback handled, hide / show the selected products — one audit entry per row that moved,
 * rows already so left alone; a role without the write permission and a shopper get 403; bad
 * ids (none, not numbers, too many) and an id that does not exist get 400 with nothing changed.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { insertProduct } from "../content/test-fixtures.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import type { BulkAnswer } from "./bulk-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
const tokens: Record<string, string> = {};
let reviewIds: number[] = [];
let feedbackIds: number[] = [];

const statusOf = async (ids: number[]) =>
  (await api.database.query<{ id: number; status: string }>(sql`select id, status from reviews where id = any(${`{${ids.join(",")}}`}::int[]) order by id`)).map((r) => r.status);
const audits = (entity: string) => api.database.query<{ entity_id: string; action: string; before: unknown; after: unknown }>(sql`select entity_id, action, before, after from audit_log where entity = ${entity} order by id`);

beforeAll(async () => {
  api = await testApi({ REVIEW_MODERATION: "on" });
  let n = 0;
  for (const role of ["owner", "manager", "content", "support", "shopper"]) {
    n += 1;
    const [row] = await api.database.db
      .insert(users)
      .values({ firstName: `Bulk${n}`, lastName: "Test", mobile: `9945550100${String(n).padStart(2, "0")}`, roles: role === "shopper" ? [] : [role], verified: true })
      .returning({ id: users.id });
    tokens[role] = await signAccessToken({ config: api.config } as never, row!.id);
  }
  const product = await insertProduct(api.database, { title: "Bulk shirt" });
  const rows = await api.database.query<{ id: number }>(sql`insert into reviews (product_id, full_name, email, rating, review, status) values
    (${product}, 'R1', 'r1@example.az', 5, 'One', 'off'), (${product}, 'R2', 'r2@example.az', 4, 'Two', 'off'),
    (${product}, 'R3', 'r3@example.az', 3, 'Three', 'on'), (${product}, 'R4', 'r4@example.az', 2, 'Four', 'off') returning id`);
  reviewIds = rows.map((r) => Number(r.id));
  const fb = await api.database.query<{ id: number }>(sql`insert into feedbacks (type, first_name, last_name, email, mobile, message) values
    ('complaint', 'F1', 'X', 'f1@example.az', '994501110000', 'one'), ('question', 'F2', 'X', 'f2@example.az', '994501110001', 'two'),
    ('question', 'F3', 'X', 'f3@example.az', '994501110002', 'three') returning id`);
  feedbackIds = fb.map((r) => Number(r.id));
}, 240_000);

describe("admin/reviews/bulk", () => {
  it("approves the selected reviews in one call, one audit entry per review that moved", async () => {
    const [r1, r2, r3, r4] = reviewIds;
    const res = await api.call<BulkAnswer>("admin/reviews/bulk", { ids: [r1, r3, String(r2)], to: "approved" }, { token: tokens.content });
    expect(res.status).toBe(200);
    // R3 was approved already: left alone, not counted
    expect(res.data).toEqual({ changed: 2, ids: [r1, r2] });
    expect(await statusOf([r1!, r2!, r3!, r4!])).toEqual(["on", "on", "on", "off"]);
    const entries = await audits("review");
    expect(entries.map((e) => [Number(e.entity_id), e.action])).toEqual([
      [r1, "approve"],
      [r2, "approve"],
    ]);
    expect(entries[0]).toMatchObject({ before: { state: "waiting" }, after: { state: "approved", bulk: true } });
    // the shop shows them now
    const product = await api.database.query<{ n: number }>(sql`select count(*)::int as n from reviews where status = 'on'`);
    expect(product[0]!.n).toBe(3);
  });

  it("hides the selected reviews", async () => {
    const [r1, , , r4] = reviewIds;
    const res = await api.call<BulkAnswer>("admin/reviews/bulk", { ids: [r4, r1], to: "hidden" }, { token: tokens.manager });
    expect(res.data).toEqual({ changed: 2, ids: [r1, r4] });
    expect(await statusOf([r1!, r4!])).toEqual(["hidden", "hidden"]);
  });

  it("refuses a role without reviews:write (support) and a shopper (403), a visitor (401): nothing changes", async () => {
    const [, r2] = reviewIds;
    for (const role of ["support", "shopper"]) {
      const res = await api.call("admin/reviews/bulk", { ids: [r2], to: "hidden" }, { token: tokens[role] });
      expect({ role, status: res.status }).toEqual({ role, status: 403 });
    }
    expect((await api.call("admin/reviews/bulk", { ids: [r2], to: "hidden" })).status).toBe(401);
    expect(await statusOf([r2!])).toEqual(["on"]);
  });

  it.each([
    ["no ids", { to: "approved" }, "ids"],
    ["an empty selection", { ids: [], to: "approved" }, "ids"],
    ["ids that are not numbers", { ids: ["1; drop table reviews", "x"], to: "approved" }, "ids"],
    ["a negative id", { ids: [-3], to: "approved" }, "ids"],
    ["more than 100 ids", { ids: Array.from({ length: 101 }, (_, i) => i + 1), to: "approved" }, "ids"],
    ["an unknown state", { ids: [1], to: "deleted" }, "to"],
  ])("answers 400 for %s", async (_name, payload, field) => {
    const res = await api.call("admin/reviews/bulk", payload, { token: tokens.owner });
    expect(res.status).toBe(400);
    expect(res.errors?.[field]).toEqual(expect.any(String));
  });

  it("answers 400 and changes nothing when one selected review does not exist", async () => {
    const [, r2] = reviewIds;
    const before = (await audits("review")).length;
    const res = await api.call("admin/reviews/bulk", { ids: [r2, 999_999], to: "hidden" }, { token: tokens.owner });
    expect(res.status).toBe(400);
    expect(res.error).toContain("do not exist");
    expect(await statusOf([r2!])).toEqual(["on"]);
    expect((await audits("review")).length).toBe(before);
  });
});

describe("admin/feedback/bulk", () => {
  it("marks the selected messages handled, one audit entry each", async () => {
    const [f1, f2, f3] = feedbackIds;
    const res = await api.call<BulkAnswer>("admin/feedback/bulk", { ids: [f1, f3], handled: true }, { token: tokens.support });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ changed: 2, ids: [f1, f3] });
    const rows = await api.database.query<{ id: number; handled: boolean }>(sql`select id, handled_at is not null as handled from feedbacks order by id`);
    expect(rows.map((r) => r.handled)).toEqual([true, false, true]);
    expect((await audits("feedback")).map((e) => [Number(e.entity_id), e.action])).toEqual([
      [f1, "handle"],
      [f3, "handle"],
    ]);
    // again: nothing moves, nothing more in the audit log
    const again = await api.call<BulkAnswer>("admin/feedback/bulk", { ids: [f1, f3], handled: "true" }, { token: tokens.owner });
    expect(again.data).toEqual({ changed: 0, ids: [] });
    expect((await audits("feedback")).length).toBe(2);
    expect(f2).toBeGreaterThan(0);
  });

  it("refuses a role without customers:write (content) and a shopper (403); bad ids 400", async () => {
    for (const role of ["content", "shopper"]) expect((await api.call("admin/feedback/bulk", { ids: [feedbackIds[1]], handled: true }, { token: tokens[role] })).status, role).toBe(403);
    expect((await api.call("admin/feedback/bulk", { ids: "abc", handled: true }, { token: tokens.owner })).status).toBe(400);
    expect((await api.call("admin/feedback/bulk", { ids: [feedbackIds[1], 888_888], handled: true }, { token: tokens.owner })).status).toBe(400);
    const [row] = await api.database.query<{ handled: boolean }>(sql`select handled_at is not null as handled from feedbacks where id = ${feedbackIds[1]}`);
    expect(row!.handled).toBe(false);
  });
});

describe("admin/products/bulk", () => {
  const productStatus = async (ids: number[]) =>
    (await api.database.query<{ status: string }>(sql`select status from products where id = any(${`{${ids.join(",")}}`}::int[]) order by id`)).map((r) => r.status);
  let products: number[] = [];
  beforeAll(async () => {
    products = [
      await insertProduct(api.database, { title: "Bulk linen 1" }),
      await insertProduct(api.database, { title: "Bulk linen 2" }),
      await insertProduct(api.database, { title: "Bulk linen 3", status: "hidden" }),
    ];
  });

  it("hides the selected products in one call, one audit entry per product that moved; shows them again", async () => {
    const [p1, p2, p3] = products;
    const before = (await audits("product")).length;
    const hidden = await api.call<BulkAnswer>("admin/products/bulk", { ids: [String(p2), p1, p3], to: "hidden" }, { token: tokens.content });
    expect(hidden.status).toBe(200);
    // p3 was hidden already: left alone, not counted
    expect(hidden.data).toEqual({ changed: 2, ids: [p1, p2] });
    expect(await productStatus(products)).toEqual(["hidden", "hidden", "hidden"]);
    const entries = (await audits("product")).slice(before);
    expect(entries.map((e) => [Number(e.entity_id), e.action, e.after])).toEqual([
      [p1, "hide", { status: "hidden", bulk: true }],
      [p2, "hide", { status: "hidden", bulk: true }],
    ]);
    const shown = await api.call<BulkAnswer>("admin/products/bulk", { ids: products, to: "active" }, { token: tokens.manager });
    expect(shown.data).toEqual({ changed: 3, ids: products });
    expect(await productStatus(products)).toEqual(["active", "active", "active"]);
    expect((await audits("product")).slice(before).map((e) => e.action)).toEqual(["hide", "hide", "show", "show", "show"]);
  });

  it("answers 400 and changes nothing when one selected product does not exist (one transaction)", async () => {
    const [p1, p2] = products;
    const before = (await audits("product")).length;
    const res = await api.call("admin/products/bulk", { ids: [p1, p2, 999_999], to: "hidden" }, { token: tokens.owner });
    expect(res.status).toBe(400);
    expect(res.errors?.ids).toContain("do not exist");
    expect(await productStatus([p1!, p2!])).toEqual(["active", "active"]);
    expect((await audits("product")).length).toBe(before);
  });

  it.each([
    ["an empty selection", { ids: [], to: "hidden" }, "ids"],
    ["ids that are not numbers", { ids: ["1 or 1=1"], to: "hidden" }, "ids"],
    ["more than 100 ids", { ids: Array.from({ length: 101 }, (_, i) => i + 1), to: "hidden" }, "ids"],
    ["an unknown state", { ids: [1], to: "deleted" }, "to"],
  ])("answers 400 for %s", async (_name, payload, field) => {
    const res = await api.call("admin/products/bulk", payload, { token: tokens.owner });
    expect(res.status).toBe(400);
    expect(res.errors?.[field]).toEqual(expect.any(String));
  });

  it("refuses a role without catalogue:write (support) and a shopper (403), a visitor (401): nothing changes", async () => {
    const [p1] = products;
    for (const role of ["support", "shopper"]) expect((await api.call("admin/products/bulk", { ids: [p1], to: "hidden" }, { token: tokens[role] })).status, role).toBe(403);
    expect((await api.call("admin/products/bulk", { ids: [p1], to: "hidden" })).status).toBe(401);
    expect(await productStatus([p1!])).toEqual(["active"]);
  });
});
