/**
 * Staff's internal notes and tags on an order (admin/orders/:id/notes, …/tags): orders:write,
 * each add and remove in the audit log, bad input a coded 422, never in the shopper's answers;
 * the orders list filters by tag. PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { insertOrder } from "../payments/testing.ts";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { AdminOrderDetail, AdminOrderRow, ListPage } from "./contract.ts";
import type { Order } from "../auth/contract.ts";

vi.setConfig({ testTimeout: 120_000 });

let api: Awaited<ReturnType<typeof testApi>>;
let tokens: Awaited<ReturnType<typeof staffTokens>>;

beforeAll(async () => {
  api = await testApi();
  tokens = await staffTokens(api, "99455400000");
}, 240_000);

type Detail = { order: AdminOrderDetail };
const post = (path: string, body: Record<string, unknown>, token = tokens.manager) => api.call<Detail>(path, body, { token });
const auditOf = (orderId: number) =>
  api.database.query<{ action: string; before: unknown; after: unknown }>(sql`select action, before, after from audit_log where entity = 'order' and entity_id = ${String(orderId)} order by id`);

it("adds and removes notes and tags, each audited, and keeps them from the shopper", async () => {
  const { order } = await insertOrder(api.database, { status: "new", paymentType: "cash" });
  const noted = await post(`admin/orders/${order.id}/notes`, { text: "  Call before 18:00  " });
  expect(noted.status).toBe(200);
  expect(noted.data!.order.notes).toMatchObject([{ text: "Call before 18:00", by: "manager Staff" }]);
  const tagged = await post(`admin/orders/${order.id}/tags`, { tag: " VIP  Client " });
  expect(tagged.data!.order.tags).toEqual(["vip client"]);
  // the same tag again changes nothing and writes no second entry
  expect((await post(`admin/orders/${order.id}/tags`, { tag: "vip client" })).data!.order.tags).toEqual(["vip client"]);

  const shopper = await api.call<{ order: Order }>("orders/token", { token: order.token });
  expect(JSON.stringify(shopper.data)).not.toContain("Call before");
  expect(JSON.stringify(shopper.data)).not.toContain("vip client");

  const noteId = noted.data!.order.notes[0]!.id;
  expect((await post(`admin/orders/${order.id}/notes/${noteId}/remove`, {})).data!.order.notes).toEqual([]);
  expect((await post(`admin/orders/${order.id}/notes/${noteId}/remove`, {})).status).toBe(404);
  expect((await post(`admin/orders/${order.id}/tags/remove`, { tag: "VIP client" })).data!.order.tags).toEqual([]);

  expect((await auditOf(order.id)).map((e) => e.action)).toEqual(["note.add", "tag.add", "note.remove", "tag.remove"]);
  expect((await auditOf(order.id))[2]).toMatchObject({ before: { noteId, text: "Call before 18:00" }, after: null });
});

it("refuses bad input with coded 422s and an unknown order with 404", async () => {
  const { order } = await insertOrder(api.database, { status: "new", paymentType: "cash" });
  expect((await post(`admin/orders/${order.id}/notes`, { text: "   " })).codes).toMatchObject({ text: "field.required" });
  expect((await post(`admin/orders/${order.id}/notes`, { text: "x".repeat(2001) })).status).toBe(422);
  expect((await post(`admin/orders/${order.id}/notes`, { text: ["a"] })).status).toBe(422);
  for (const tag of ["", "-x", "a".repeat(31), "<b>", 5]) {
    const res = await post(`admin/orders/${order.id}/tags`, { tag });
    expect(res.status, String(tag)).toBe(422);
    expect(res.codes, String(tag)).toMatchObject({ tag: "adminOrders.badTag" });
  }
  expect((await post(`admin/orders/99999999/notes`, { text: "hi" })).status).toBe(404);
  expect(await auditOf(order.id)).toEqual([]);
});

it("needs orders:write (a content editor and a shopper are refused) and filters the list by tag", async () => {
  const { order } = await insertOrder(api.database, { status: "new", paymentType: "cash" });
  const other = await insertOrder(api.database, { status: "new", paymentType: "cash" });
  for (const role of ["content", "shopper"] as const) {
    expect((await post(`admin/orders/${order.id}/tags`, { tag: "late" }, tokens[role])).status, role).toBe(403);
    expect((await post(`admin/orders/${order.id}/notes`, { text: "x" }, tokens[role])).status, role).toBe(403);
  }
  await post(`admin/orders/${order.id}/tags`, { tag: "late" });
  await post(`admin/orders/${other.order.id}/tags`, { tag: "fragile" });
  const list = await api.call<ListPage<AdminOrderRow>>("admin/orders", { tag: "LATE" }, { method: "GET", token: tokens.manager });
  expect(list.data!.items.map((r) => r.id)).toEqual([order.id]);
});
