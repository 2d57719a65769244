/**
 * Back-office calls (all under /api/admin, all behind the guard; GET reads, POST writes):
 *   admin/me                      the staff member, permissions, unseen new orders (any staff)
 *   admin/dashboard               today, orders waiting, low stock, reviews waiting (any staff;
 *                                 today's orders and revenue and the orders waiting need orders:read)
 *   admin/orders                  the orders list (orders:read); marks new orders seen
 *   admin/orders/export           the same filters as CSV, streamed (orders:read)
 *   admin/orders/:id              one order (orders:read)
 *   POST admin/orders/:id/transition {to, from, courier?, trackingNumber?} → the order moved by the
 *                                 state machine (orders:write; 409 when it changed meanwhile or the step
 *                                 is not allowed; shipped needs the courier, 422 without)
 *   admin/audit, admin/audit/export  the audit log (staff:write: owners)
 */
import { pathId } from "../core/ids.ts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { Hono, type Context } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { MSG, translateMessage } from "../core/validators.ts";
import { answerIssues } from "../core/respond.ts";
import { TAG_RE, addOrderNote, addOrderTag, normalizeTag, removeOrderNote, removeOrderTag, transitionOrder } from "../orders/service.ts";
import { englishOf } from "../contract/errors.ts";
import { reportCsv, salesReport } from "./reports.ts";
import { salesReportSchema } from "./reports-contract.ts";
import { audit } from "../staff/service.ts";
import { ADMIN_MSG } from "./messages.ts";
import { can, permissionsOf, type AuditEntry } from "../staff/contract.ts";
import { requirePermission, requireStaff, staffOf } from "../staff/middleware.ts";
import { ORDER_STATUSES, type AdminMe, type AdminOrderRow } from "./contract.ts";
import { csvResponse, listQuerySchema, runList, streamCsv, type CsvColumn, type ListSpec } from "./list.ts";
import { dashboard, isoRows, orderDetail, ordersCsvColumns, ordersListSpec, unseenOrders } from "./orders.ts";
import { markOrdersSeen } from "../users/service.ts";

const status = z.enum(ORDER_STATUSES as [string, ...string[]]) as unknown as z.ZodType<(typeof ORDER_STATUSES)[number]>;
/** A move to shipped carries the courier's name (required) and the parcel's tracking number (optional). */
export const transitionSchema = z
  .object({
    to: status,
    from: status.optional(),
    note: z.string().trim().max(500).optional(),
    courier: z.string().trim().max(80, MSG.tooLong).optional(),
    trackingNumber: z.string().trim().max(60, MSG.tooLong).regex(/^[\p{L}\p{N} -]*$/u, ADMIN_MSG.trackingNumber).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to === "shipped" && !v.courier) ctx.addIssue({ code: "custom", path: ["courier"], message: ADMIN_MSG.courierRequired });
  });
const SHIPMENT_FIELDS = new Set(["courier", "trackingNumber"]);

/** A staff note on an order: 1 to 2000 characters. */
export const orderNoteSchema = z.object({ text: z.string(MSG.required).trim().min(1, MSG.required).max(2000, MSG.tooLong) });
/** A tag on an order (stored lower-cased). */
export const orderTagSchema = z.object({
  tag: z
    .string(ADMIN_MSG.badTag)
    .transform(normalizeTag)
    .refine((v) => TAG_RE.test(v), ADMIN_MSG.badTag),
});

export const auditListSpec: ListSpec = {
  select: sql`a.id, a.actor_id as "actorId", coalesce(nullif(a.actor_name, ''), u.first_name || ' ' || u.last_name, '') as "actorName",
    a.area, a.action, a.entity, a.entity_id as "entityId", a.before, a.after, a.created_at as "createdAt"`,
  from: sql`from audit_log a left join users u on u.id = a.actor_id`,
  sorts: { createdAt: sql`a.created_at`, area: sql`a.area`, actorName: sql`a.actor_name` },
  defaultSort: "-createdAt",
  tiebreak: sql`a.id`,
  search: (q) => {
    const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    return sql`a.actor_name ilike ${like} or a.entity ilike ${like} or a.entity_id = ${q} or a.action ilike ${like}`;
  },
  filters: {
    area: (v) => (/^[a-z]{1,20}$/.test(v) ? sql`a.area = ${v}` : null),
  },
};

const auditCsvColumns: CsvColumn<AuditEntry>[] = [
  { header: "created_at", value: (r) => new Date(r.createdAt).toISOString() },
  { header: "actor", value: (r) => r.actorName },
  { header: "area", value: (r) => r.area },
  { header: "action", value: (r) => r.action },
  { header: "entity", value: (r) => r.entity },
  { header: "entity_id", value: (r) => r.entityId },
  { header: "before", value: (r) => (r.before === null ? "" : JSON.stringify(r.before)) },
  { header: "after", value: (r) => (r.after === null ? "" : JSON.stringify(r.after)) },
];


export function adminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  const anyStaff = requireStaff();

  app.get("/admin/me", anyStaff, async (c) => {
    const staff = staffOf(c);
    const me: AdminMe = {
      id: staff.id,
      name: staff.name,
      roles: staff.roles,
      permissions: permissionsOf(staff.roles),
      unseenOrders: can(staff.roles, "orders", "read") ? await unseenOrders(database, staff.id) : 0,
    };
    return c.json({ ok: true, data: me });
  });

  app.get("/admin/dashboard", anyStaff, async (c) => {
    const lang = langOf(await readPayload(c));
    // today's money and the orders waiting only for staff who may read orders (ADR 0027's map)
    return c.json({ ok: true, data: await dashboard(database, lang, new Date(), { orders: can(staffOf(c).roles, "orders", "read") }) });
  });

  // sales reports: money is the orders area's (backend/admin/reports.ts); a read, so nothing to audit
  const reportOf = async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const q = salesReportSchema.safeParse(payload);
    if (!q.success) {
      const invalid = translateMessage(englishOf("field.invalid"), lang);
      const fields = Object.fromEntries(q.error.issues.map((i) => [String(i.path[0] ?? "to"), invalid]));
      return fail(c, invalid, 422, fields);
    }
    return { report: await salesReport(database, q.data, lang) };
  };
  app.get("/admin/reports/sales", requirePermission("orders", "read"), async (c) => {
    const answer = await reportOf(c);
    return answer instanceof Response ? answer : c.json({ ok: true, data: answer.report });
  });
  app.get("/admin/reports/sales/export", requirePermission("orders", "read"), async (c) => {
    const answer = await reportOf(c);
    if (answer instanceof Response) return answer;
    const bytes = new TextEncoder().encode(reportCsv(answer.report));
    return csvResponse(new ReadableStream({ start: (ctl) => (ctl.enqueue(bytes), ctl.close()) }), `sales-${answer.report.group}`);
  });

  app.get("/admin/orders", requirePermission("orders", "read"), async (c) => {
    const query = listQuerySchema.parse(await readPayload(c));
    const page = await runList<AdminOrderRow & Record<string, unknown>>(database, ordersListSpec, query);
    isoRows(page.items, ["createdAt"]);
    await markOrdersSeen(database.db, staffOf(c).id);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/orders/export", requirePermission("orders", "read"), async (c) => {
    const query = listQuerySchema.parse(await readPayload(c));
    return csvResponse(streamCsv(database, ordersListSpec, query, ordersCsvColumns), "orders");
  });

  app.get("/admin/orders/:id{[0-9]+}", requirePermission("orders", "read"), async (c) => {
    const lang = langOf(await readPayload(c));
    const order = await orderDetail(deps, pathId(c.req.param("id")), lang);
    if (!order) return c.json({ ok: false, error: "Order not found" }, 404);
    return c.json({ ok: true, data: { order } });
  });

  app.post("/admin/orders/:id{[0-9]+}/transition", requirePermission("orders", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = transitionSchema.safeParse(payload);
    if (!input.success) {
      const shipment = input.error.issues.filter((i) => SHIPMENT_FIELDS.has(String(i.path[0])));
      if (shipment.length && !input.error.issues.some((i) => i.path[0] === "to" || i.path[0] === "from")) {
        return answerIssues(c, new z.ZodError(shipment), lang, {}, 422, "courier");
      }
      return fail(c, translateMessage(ADMIN_MSG.badStatus, lang), 422, { to: translateMessage(ADMIN_MSG.badStatus, lang) });
    }
    const shipment = input.data.to === "shipped" && input.data.courier ? { courier: input.data.courier, trackingNumber: input.data.trackingNumber || null } : undefined;
    const staff = staffOf(c);
    const orderId = pathId(c.req.param("id"));
    // the audit record commits with the change itself (ADR 0027)
    const result = await transitionOrder(deps, {
      orderId,
      to: input.data.to,
      from: input.data.from,
      actorUserId: staff.id,
      note: input.data.note || null,
      shipment,
      inTransaction: (tx, change) =>
        audit(tx, staff, {
          area: "orders",
          action: "transition",
          entity: "order",
          entityId: orderId,
          before: { status: change.from },
          after: {
            status: change.order.status,
            ...(change.order.refundDue ? { refundDue: true } : {}),
            ...(shipment ? { courier: shipment.courier, trackingNumber: shipment.trackingNumber } : {}),
          },
        }),
    });
    if (result.kind === "not_found") return fail(c, translateMessage(ADMIN_MSG.orderNotFound, lang), 404);
    if (result.kind === "conflict") return fail(c, translateMessage(ADMIN_MSG.changedMeanwhile, lang), 409);
    if (result.kind === "invalid_transition") return fail(c, translateMessage(ADMIN_MSG.notAllowed, lang), 409);
    const order = await orderDetail(deps, orderId, lang);
    return c.json({ ok: true, data: { order } });
  });

  /** One note or tag change on an order, with its audit entry in the same transaction; answers the order as it is now. */
  const orderChange = (
    parse: z.ZodType<Record<string, string>>,
    change: (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0], orderId: number, input: Record<string, string>, c: Parameters<typeof staffOf>[0]) => Promise<"ok" | "missing">,
  ) =>
    async (c: Parameters<typeof staffOf>[0]) => {
      const payload = await readPayload(c);
      const lang = langOf(payload);
      const orderId = pathId(c.req.param("id"));
      const input = parse.safeParse(payload);
      if (!input.success) return answerIssues(c, input.error, lang, {}, 422, "text");
      const [found] = await database.query<{ id: number }>(sql`select id from orders where id = ${orderId}`);
      if (!found) return fail(c, translateMessage(ADMIN_MSG.orderNotFound, lang), 404);
      const result = await database.db.transaction((tx) => change(tx, orderId, input.data, c));
      if (result === "missing") return fail(c, translateMessage(ADMIN_MSG.noteNotFound, lang), 404);
      return c.json({ ok: true, data: { order: await orderDetail(deps, orderId, lang) } });
    };

  app.post(
    "/admin/orders/:id{[0-9]+}/notes",
    requirePermission("orders", "write"),
    orderChange(orderNoteSchema, async (tx, orderId, input, c) => {
      const staff = staffOf(c);
      const note = await addOrderNote(tx, orderId, staff.id, input.text!);
      await audit(tx, staff, { area: "orders", action: "note.add", entity: "order", entityId: orderId, before: null, after: { noteId: note.id, text: note.text } });
      return "ok";
    }),
  );

  app.post(
    "/admin/orders/:id{[0-9]+}/notes/:noteId{[0-9]+}/remove",
    requirePermission("orders", "write"),
    orderChange(z.object({}) as unknown as z.ZodType<Record<string, string>>, async (tx, orderId, _input, c) => {
      const staff = staffOf(c);
      const removed = await removeOrderNote(tx, orderId, pathId(c.req.param("noteId")));
      if (!removed) return "missing";
      await audit(tx, staff, { area: "orders", action: "note.remove", entity: "order", entityId: orderId, before: { noteId: removed.id, text: removed.text }, after: null });
      return "ok";
    }),
  );

  app.post(
    "/admin/orders/:id{[0-9]+}/tags",
    requirePermission("orders", "write"),
    orderChange(orderTagSchema, async (tx, orderId, input, c) => {
      if (await addOrderTag(tx, orderId, input.tag!)) await audit(tx, staffOf(c), { area: "orders", action: "tag.add", entity: "order", entityId: orderId, before: null, after: { tag: input.tag } });
      return "ok";
    }),
  );

  app.post(
    "/admin/orders/:id{[0-9]+}/tags/remove",
    requirePermission("orders", "write"),
    orderChange(orderTagSchema, async (tx, orderId, input, c) => {
      if (await removeOrderTag(tx, orderId, input.tag!)) await audit(tx, staffOf(c), { area: "orders", action: "tag.remove", entity: "order", entityId: orderId, before: { tag: input.tag }, after: null });
      return "ok";
    }),
  );

  app.get("/admin/audit", requirePermission("staff", "write"), async (c) => {
    const query = listQuerySchema.parse(await readPayload(c));
    const page = await runList<AuditEntry & Record<string, unknown>>(database, auditListSpec, query);
    isoRows(page.items, ["createdAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/audit/export", requirePermission("staff", "write"), async (c) => {
    const query = listQuerySchema.parse(await readPayload(c));
    return csvResponse(streamCsv(database, auditListSpec, query, auditCsvColumns), "audit-log");
  });

  return app;
}
