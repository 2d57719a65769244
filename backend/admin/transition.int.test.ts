/**
 * POST admin/orders/:id/transition: the back office moves an order through the order state
 * machine (orders:write), records who did it in the audit log and the status history, and
 * answers 409 when the order changed meanwhile or the step is not allowed. PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { SYSTEM_NOTES } from "../orders/service.ts";
import type { AdminOrderDetail } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

let api: Awaited<ReturnType<typeof testApi>>;
let orderId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  const [row] = await api.database.query<{ id: number }>(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type)
    values ('300001', 'tok-t', 'new', '{"subTotalQ":500,"campaignDiscountQ":0,"newCustomerDiscountQ":0,"loyaltyDiscountQ":0,"packageQ":0,"deliveryQ":0,"totalQ":500}', 500, 'pickup', '{"firstName":"Nərmin","lastName":"A","mobile":"994501112299"}', 'cash') returning id`);
  orderId = row!.id;
  for (const [i, role] of ["manager", "content"].entries()) {
    const [u] = await api.database.db.insert(users).values({ firstName: role, lastName: "Staff", mobile: `99455200000${i}`, roles: [role] }).returning();
    tokens[role] = await signAccessToken({ config: api.config } as never, u!.id);
  }
}, 240_000);

const move = (to: string, from: string, token = tokens.manager) =>
  api.call<{ order: AdminOrderDetail }>(`admin/orders/${orderId}/transition`, { to, from }, { token });

it("moves an order step by step, with the audit log and the history naming the staff member", async () => {
  const first = await move("confirmed", "new");
  expect(first.status).toBe(200);
  expect(first.data!.order).toMatchObject({ status: "confirmed", transitions: ["processing", "cancelled"] });
  await move("processing", "confirmed");
  const ready = await move("ready_for_pickup", "processing");
  expect(ready.data!.order.status).toBe("ready_for_pickup");
  expect(ready.data!.order.history.map((h) => h.status)).toEqual(["confirmed", "processing", "ready_for_pickup"]);
  expect(ready.data!.order.history.at(-1)!.by).toBe("manager Staff");
  const log = await api.database.query<{ action: string; before: unknown; after: unknown; actor_name: string }>(sql`select * from audit_log where entity = 'order' order by id`);
  expect(log).toHaveLength(3);
  expect(log[2]).toMatchObject({ action: "transition", before: { status: "processing" }, after: { status: "ready_for_pickup" }, actor_name: "manager Staff" });
});

it("refuses a step from a status the order has left (changed by someone else) and a step the machine does not allow", async () => {
  const stale = await move("processing", "confirmed");
  expect(stale.status).toBe(409);
  expect(stale.error).toContain("someone else");
  const [{ status }] = await api.database.query<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  const skip = await move("new", status);
  expect(skip.status).toBe(409);
  expect((await move("flying", status)).status).toBe(422);
  expect((await api.call(`admin/orders/999999/transition`, { to: "confirmed", from: "new" }, { token: tokens.manager })).status).toBe(404);
});

it("needs orders:write: a content editor and a shopper get 403, nothing changes", async () => {
  const [before] = await api.database.query<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  expect((await move("delivered", before!.status, tokens.content)).status).toBe(403);
  expect((await api.call(`admin/orders/${orderId}/transition`, { to: "delivered", from: before!.status })).status).toBe(401);
  const [after] = await api.database.query<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  expect(after!.status).toBe(before!.status);
});

it("names the notes the shop wrote itself by key (the screen says them in its language) and keeps a staff member's note as typed", async () => {
  const [row] = await api.database.query<{ id: number }>(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type)
    values ('300002', 'tok-n', 'cancelled', '{"subTotalQ":500,"campaignDiscountQ":0,"newCustomerDiscountQ":0,"loyaltyDiscountQ":0,"packageQ":0,"deliveryQ":0,"totalQ":500}', 500, 'pickup', '{"firstName":"Nərmin","lastName":"A","mobile":"994501112299"}', 'card') returning id`);
  const id = row!.id;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
  await api.database.query(sql`insert into order_status_history (order_id, from_status, to_status, at, note) values
    (${id}, null, 'awaiting_payment', ${at(0)}, ${SYSTEM_NOTES.placed}),
    (${id}, 'awaiting_payment', 'paid', ${at(2)}, ${SYSTEM_NOTES.payment("approved", "test")}),
    (${id}, 'paid', 'confirmed', ${at(3)}, 'called the customer'),
    (${id}, 'confirmed', 'cancelled', ${at(4)}, ${SYSTEM_NOTES.cancelledByShopper})`);
  await api.database.query(sql`insert into payments (order_id, provider, amount_q, status, updated_at) values (${id}, 'test', 500, 'declined', ${at(1)})`);
  const { order } = (await api.call<{ order: AdminOrderDetail }>(`admin/orders/${id}`, {}, { method: "GET", token: tokens.manager })).data!;
  expect(order.history.map(({ status, note, system, by }) => ({ status, note, system, by }))).toEqual([
    { status: "placed", note: "", system: null, by: "" },
    { status: null, note: "", system: "payment.declined", by: "test" },
    { status: "paid", note: "", system: "payment.approved", by: "test" },
    { status: "confirmed", note: "called the customer", system: null, by: "" },
    { status: "cancelled", note: "", system: "cancelledByShopper", by: "" },
  ]);
});
