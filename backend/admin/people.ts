/**
 * Back-office calls about people (all under /api/admin, all behind the guard):
 *   admin/reviews                      reviews list: state waiting/approved/hidden, rating, search (reviews:read)
 *   POST admin/reviews/:id/state       {to: approved|hidden, from?} (reviews:write; 409 when it changed meanwhile)
 *   POST admin/reviews/:id/reply       {reply} the shop's public answer, empty removes it (reviews:write)
 *   admin/customers                    customers list: verified, loyalty, search by name/mobile/e-mail (customers:read)
 *   admin/customers/:id                one customer: addresses, orders; never a password (customers:read)
 *   POST admin/customers/:id           {loyalty} (customers:write)
 *   POST admin/customers/:id/reset     sends the account's mobile a password-reset code and a link to enter it (customers:write)
 *   admin/feedback                     feedback inbox: handled or not, type, search (customers:read)
 *   POST admin/feedback/:id            {handled} (customers:write)
 *   admin/subscribers, admin/subscribers/export   newsletter subscribers, CSV (customers:read)
 *   admin/{reviews,customers,feedback,staff}/export   each list's search and filters as CSV (its list's permission;
 *                                      named columns only: never a password hash or a token)
 *   admin/staff                        accounts with a staff role (staff:read)
 *   POST admin/staff                   {mobile, role, firstName?, lastName?} give a role (a new account if none) (staff:write)
 *   POST admin/staff/:id               {role} the staff member's one role (staff:write)
 *   POST admin/staff/:id/remove        takes every staff role away (staff:write)
 * Every change writes the audit log in its own transaction.
 */
import { pathId } from "../core/ids.ts";
import { sql } from "drizzle-orm";
import { rowsOf } from "../db/client.ts";
import { Hono, type Context } from "hono";
import type { z } from "zod";
import type { ApiEnv, Deps, Lang } from "../core/deps.ts";
import { fail, langOf, readPayload } from "../core/http.ts";
import { formatMobile } from "../core/contact.ts";
import { translateMessage } from "../core/validators.ts";
import { issueText } from "../core/respond.ts";
import { revokeAllForUser, sendOtp } from "../auth/service.ts";
import { markFeedback } from "../content/service.ts";
import { moderateReview, replyToReview } from "../reviews/service.ts";
import { enqueue } from "../jobs/service.ts";
import { SMS_JOB, type SmsJob } from "../sms/index.ts";
import { STAFF_ROLES, isStaffRole } from "../staff/contract.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { audit, grantRole } from "../staff/service.ts";
import { addressLines, setLoyalty, setRoles } from "../users/service.ts";
import { isoRows } from "./orders.ts";
import { csvColumns, csvResponse, isoCell, listQuerySchema, runList, streamCsv, type CsvColumn, type ListSpec } from "./list.ts";
import {
  customerUpdateSchema,
  feedbackHandledSchema,
  reviewReplySchema,
  reviewStateSchema,
  staffAddSchema,
  staffRoleSchema,
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AdminFeedbackRow,
  type AdminReviewRow,
  type AdminStaffRow,
  type AdminSubscriberRow,
  type ReviewState,
} from "./people-contract.ts";
import { messagesOf } from "../contract/errors.ts";
import notices from "../../locales/en/notices.json" with { type: "json" };

/** The calls' own messages (people-contract.ts's schemas give codes of the catalogue). */
export const PEOPLE_MSG = { ...messagesOf("adminPeople", { required: "field.required", mobile: "field.wrongMobile" }), ...notices.adminPeople } as const;

const STATE_TO_DB: Record<ReviewState, "off" | "on" | "hidden"> = { waiting: "off", approved: "on", hidden: "hidden" };
const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** A zod failure as the envelope: 422, each field's message translated. */
function invalid(c: Context<ApiEnv>, error: z.ZodError, lang: Lang) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= translateMessage(issueText(issue.message, PEOPLE_MSG), lang);
  }
  return fail(c, Object.values(errors)[0] ?? "Invalid request", 422, errors);
}

const say = (lang: Lang, message: string) => translateMessage(message, lang);

/** Rows of `tx.execute`: an array on postgres.js, `{rows}` on PGlite. */

/** the path's id (core/ids.ts): 0, no row's id, for one that names none */
function idOf(c: Context<ApiEnv>): number {
  return pathId(c.req.param("id"));
}

/* ───────────── list specs ───────────── */

export function reviewsListSpec(lang: Lang): ListSpec {
  return {
    select: sql`r.id, r.product_id as "productId", coalesce(t.title, p.sku, '') as "productTitle", r.full_name as "fullName", r.email,
      r.rating::int as rating, r.review, case r.status when 'on' then 'approved' when 'hidden' then 'hidden' else 'waiting' end as state,
      r.reply, r.lang, r.created_at as "createdAt"`,
    from: sql`from reviews r join products p on p.id = r.product_id
      left join product_translations t on t.product_id = p.id and t.lang = ${lang}`,
    sorts: { createdAt: sql`r.created_at`, rating: sql`r.rating`, fullName: sql`lower(r.full_name)`, state: sql`r.status` },
    defaultSort: "-createdAt",
    tiebreak: sql`r.id`,
    search: (q) => {
      const like = likeOf(q);
      return sql`r.full_name ilike ${like} or r.email ilike ${like} or r.review ilike ${like} or t.title ilike ${like}`;
    },
    filters: {
      state: (v) => (v in STATE_TO_DB ? sql`r.status = ${STATE_TO_DB[v as ReviewState]}` : null),
      rating: (v) => (/^[1-5]$/.test(v) ? sql`r.rating = ${Number(v)}` : null),
    },
  };
}

export const customersListSpec: ListSpec = {
  select: sql`u.id, trim(u.first_name || ' ' || u.last_name) as name, u.mobile, u.email, u.verified, u.loyalty,
    (select count(*)::int from orders o where o.user_id = u.id) as orders, u.created_at as "createdAt"`,
  from: sql`from users u`,
  sorts: { createdAt: sql`u.created_at`, name: sql`lower(u.first_name || ' ' || u.last_name)`, orders: sql`(select count(*) from orders o where o.user_id = u.id)` },
  defaultSort: "-createdAt",
  tiebreak: sql`u.id`,
  search: (q) => {
    const like = likeOf(q);
    const parts = [sql`(u.first_name || ' ' || u.last_name) ilike ${like}`, sql`u.email ilike ${like}`];
    const national = q.replace(/\D/g, "").replace(/^(994|0)/, "");
    if (national.length >= 4) parts.push(sql`u.mobile like ${`%${national}%`}`);
    return sql.join(parts, sql` or `);
  },
  filters: {
    verified: (v) => (v === "yes" ? sql`u.verified` : v === "no" ? sql`not u.verified` : null),
    loyalty: (v) => (v === "yes" ? sql`u.loyalty` : v === "no" ? sql`not u.loyalty` : null),
  },
};

export const feedbackListSpec: ListSpec = {
  select: sql`f.id, f.type, trim(f.first_name || ' ' || f.last_name) as name, f.email, f.mobile, f.message, f.lang,
    (f.handled_at is not null) as handled, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "handledBy",
    f.created_at as "createdAt"`,
  from: sql`from feedbacks f left join users u on u.id = f.handled_by`,
  sorts: { createdAt: sql`f.created_at`, name: sql`lower(f.first_name || ' ' || f.last_name)`, type: sql`f.type` },
  defaultSort: "-createdAt",
  tiebreak: sql`f.id`,
  search: (q) => {
    const like = likeOf(q);
    return sql`(f.first_name || ' ' || f.last_name) ilike ${like} or f.email ilike ${like} or f.mobile like ${like} or f.message ilike ${like}`;
  },
  filters: {
    handled: (v) => (v === "yes" ? sql`f.handled_at is not null` : v === "no" ? sql`f.handled_at is null` : null),
    type: (v) => (/^[a-z_]{1,30}$/.test(v) ? sql`f.type = ${v}` : null),
  },
};

export const subscribersListSpec: ListSpec = {
  select: sql`s.id, s.email, s.lang, s.created_at as "createdAt"`,
  from: sql`from newsletter_subscriptions s`,
  sorts: { createdAt: sql`s.created_at`, email: sql`s.email`, lang: sql`s.lang` },
  defaultSort: "-createdAt",
  tiebreak: sql`s.id`,
  search: (q) => sql`s.email ilike ${likeOf(q)}`,
  // not `lang`: every call carries the page's language under that name
  filters: { language: (v) => (["az", "en", "ru"].includes(v) ? sql`s.lang = ${v}` : null) },
};

const subscribersCsv: CsvColumn<AdminSubscriberRow>[] = [
  { header: "email", value: (r) => r.email },
  { header: "lang", value: (r) => r.lang },
  { header: "subscribed_at", value: (r) => new Date(r.createdAt).toISOString() },
];

const reviewsCsv = csvColumns([
  ["id", "id"],
  ["created_at", (r) => isoCell(r.createdAt)],
  ["product", "productTitle"],
  ["name", "fullName"],
  ["email", "email"],
  ["rating", "rating"],
  ["state", "state"],
  ["review", "review"],
  ["reply", "reply"],
  ["language", "lang"],
]);
const customersCsv = csvColumns([
  ["id", "id"],
  ["name", "name"],
  ["mobile", "mobile"],
  ["email", "email"],
  ["verified", "verified"],
  ["loyalty", "loyalty"],
  ["orders", "orders"],
  ["registered_at", (r) => isoCell(r.createdAt)],
]);
const feedbackCsv = csvColumns([
  ["id", "id"],
  ["created_at", (r) => isoCell(r.createdAt)],
  ["type", "type"],
  ["name", "name"],
  ["email", "email"],
  ["mobile", "mobile"],
  ["message", "message"],
  ["language", "lang"],
  ["handled", "handled"],
  ["handled_by", "handledBy"],
]);
const staffCsv = csvColumns([
  ["id", "id"],
  ["name", "name"],
  ["mobile", "mobile"],
  ["roles", (r) => (Array.isArray(r.roles) ? (r.roles as unknown[]).filter(isStaffRole).join(" ") : "")],
  ["since", (r) => isoCell(r.createdAt)],
]);

const STAFF_ROLES_JSON = JSON.stringify(STAFF_ROLES);
export const staffListSpec: ListSpec = {
  select: sql`u.id, trim(u.first_name || ' ' || u.last_name) as name, u.mobile, u.roles, u.created_at as "createdAt"`,
  from: sql`from users u`,
  where: sql`exists (select 1 from jsonb_array_elements_text(u.roles) r where r.value in (select jsonb_array_elements_text(${STAFF_ROLES_JSON}::jsonb)))`,
  sorts: { name: sql`lower(u.first_name || ' ' || u.last_name)`, createdAt: sql`u.created_at` },
  defaultSort: "name",
  tiebreak: sql`u.id`,
  search: (q) => {
    const like = likeOf(q);
    const national = q.replace(/\D/g, "").replace(/^(994|0)/, "");
    return national.length >= 4 ? sql`(u.first_name || ' ' || u.last_name) ilike ${like} or u.mobile like ${`%${national}%`}` : sql`(u.first_name || ' ' || u.last_name) ilike ${like}`;
  },
  filters: { role: (v) => (isStaffRole(v) ? sql`u.roles @> ${JSON.stringify([v])}::jsonb` : null) },
};


/* ───────────── routes ───────────── */

export function peopleRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  async function reviewRow(id: number, lang: Lang): Promise<AdminReviewRow | null> {
    const spec = reviewsListSpec(lang);
    const rows = await database.query<AdminReviewRow & Record<string, unknown>>(sql`select ${spec.select} ${spec.from} where r.id = ${id}`);
    return isoRows(rows, ["createdAt"])[0] ?? null;
  }

  /* reviews */

  app.get("/admin/reviews", requirePermission("reviews", "read"), async (c) => {
    const payload = await readPayload(c);
    const page = await runList<AdminReviewRow & Record<string, unknown>>(database, reviewsListSpec(langOf(payload)), listQuerySchema.parse(payload));
    isoRows(page.items, ["createdAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/reviews/export", requirePermission("reviews", "read"), async (c) => {
    const payload = await readPayload(c);
    return csvResponse(streamCsv(database, reviewsListSpec(langOf(payload)), listQuerySchema.parse(payload), reviewsCsv), "reviews");
  });

  app.post("/admin/reviews/:id{[0-9]+}/state", requirePermission("reviews", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = reviewStateSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const id = idOf(c);
    const staff = staffOf(c);
    const to = STATE_TO_DB[input.data.to];
    const result = await database.db.transaction(async (tx) => {
      const moved = await moderateReview(tx, id, to === "on" ? "on" : "hidden", input.data.from ? STATE_TO_DB[input.data.from] : undefined);
      if (typeof moved === "string") return moved;
      const fromState: ReviewState = moved.from === "on" ? "approved" : moved.from === "hidden" ? "hidden" : "waiting";
      await audit(tx, staff, { area: "reviews", action: input.data.to === "approved" ? "approve" : "hide", entity: "review", entityId: id, before: { state: fromState }, after: { state: input.data.to } });
      return "ok" as const;
    });
    if (result === "missing") return fail(c, say(lang, PEOPLE_MSG.reviewNotFound), 404);
    if (result === "changed") return fail(c, say(lang, PEOPLE_MSG.reviewChanged), 409);
    return c.json({ ok: true, data: { review: await reviewRow(id, lang) } });
  });

  app.post("/admin/reviews/:id{[0-9]+}/reply", requirePermission("reviews", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = reviewReplySchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const id = idOf(c);
    const staff = staffOf(c);
    const reply = input.data.reply || null;
    const found = await database.db.transaction(async (tx) => {
      const done = await replyToReview(tx, id, reply);
      if (done === "missing") return false;
      await audit(tx, staff, { area: "reviews", action: "reply", entity: "review", entityId: id, before: { reply: done.before }, after: { reply } });
      return true;
    });
    if (!found) return fail(c, say(lang, PEOPLE_MSG.reviewNotFound), 404);
    return c.json({ ok: true, data: { review: await reviewRow(id, lang) } });
  });

  /* customers */

  app.get("/admin/customers", requirePermission("customers", "read"), async (c) => {
    const page = await runList<AdminCustomerRow & Record<string, unknown>>(database, customersListSpec, listQuerySchema.parse(await readPayload(c)));
    isoRows(page.items, ["createdAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/customers/export", requirePermission("customers", "read"), async (c) => {
    return csvResponse(streamCsv(database, customersListSpec, listQuerySchema.parse(await readPayload(c)), customersCsv), "customers");
  });

  async function customerDetail(id: number, lang: Lang): Promise<AdminCustomerDetail | null> {
    // the columns named one by one: the password hash never leaves the database
    const [u] = await database.query<Record<string, unknown>>(sql`
      select id, first_name, last_name, mobile, email, verified, loyalty, marketing_consent, gender, birthday, roles, created_at
      from users where id = ${id}`);
    if (!u) return null;
    const rows = await database.query<Omit<AdminCustomerDetail["addresses"][number], "line">>(sql`
      select id, title, city, district, place, address, selected from addresses where user_id = ${id} order by selected desc, id`);
    const lines = await addressLines(deps, rows, lang);
    const addresses = rows.map((a, i) => ({ ...a, line: lines[i]! }));
    const orders = isoRows(
      await database.query<AdminCustomerDetail["orders"][number] & Record<string, unknown>>(sql`
        select id, number, status, total_q as "totalQ", created_at as "createdAt" from orders where user_id = ${id} order by created_at desc, id desc limit 50`),
      ["createdAt"],
    );
    const [count] = await database.query<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${id}`);
    const at = u.created_at;
    return {
      id: Number(u.id),
      firstName: String(u.first_name),
      lastName: String(u.last_name),
      mobile: String(u.mobile),
      email: (u.email as string | null) ?? null,
      verified: Boolean(u.verified),
      loyalty: Boolean(u.loyalty),
      marketingConsent: Boolean(u.marketing_consent),
      gender: (u.gender as string | null) ?? null,
      birthday: (u.birthday as string | null) ?? null,
      roles: Array.isArray(u.roles) ? (u.roles as string[]) : [],
      createdAt: at instanceof Date ? at.toISOString() : new Date(String(at)).toISOString(),
      addresses,
      orders,
      ordersTotal: Number(count?.n ?? 0),
    };
  }

  app.get("/admin/customers/:id{[0-9]+}", requirePermission("customers", "read"), async (c) => {
    const lang = langOf(await readPayload(c));
    const customer = await customerDetail(idOf(c), lang);
    if (!customer) return fail(c, say(lang, PEOPLE_MSG.customerNotFound), 404);
    return c.json({ ok: true, data: { customer } });
  });

  app.post("/admin/customers/:id{[0-9]+}", requirePermission("customers", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = customerUpdateSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const id = idOf(c);
    const staff = staffOf(c);
    const found = await database.db.transaction(async (tx) => {
      const done = await setLoyalty(tx, id, input.data.loyalty);
      if (!done) return false;
      if (done.before !== input.data.loyalty) {
        await audit(tx, staff, { area: "customers", action: "update", entity: "user", entityId: id, before: { loyalty: done.before }, after: { loyalty: input.data.loyalty } });
      }
      return true;
    });
    if (!found) return fail(c, say(lang, PEOPLE_MSG.customerNotFound), 404);
    return c.json({ ok: true, data: { customer: await customerDetail(id, lang) } });
  });

  app.post("/admin/customers/:id{[0-9]+}/reset", requirePermission("customers", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const id = idOf(c);
    const staff = staffOf(c);
    const [user] = await database.query<{ mobile: string }>(sql`select mobile from users where id = ${id}`);
    if (!user) return fail(c, say(lang, PEOPLE_MSG.customerNotFound), 404);
    // the reminder's own code (same limits per number), then a link to the page that takes it
    const sent = await sendOtp(deps, { purpose: "remind", mobile: user.mobile, lang, payload: { userId: id } });
    if (!sent.ok) return fail(c, sent.error, sent.status);
    const prefix = lang === "en" ? "" : `/${lang}`;
    const link = `${deps.config.SITE_URL.replace(/\/$/, "")}${prefix}/remind?token=${encodeURIComponent(sent.token)}`;
    // the code went out at once (its failure is the answer); the link follows as a job, retried if the gateway fails
    const linkSms: SmsJob = { mobile: user.mobile, text: say(lang, PEOPLE_MSG.resetLink).replace("{{link}}", link) };
    await database.db.transaction(async (tx) => {
      await enqueue(tx, { kind: SMS_JOB, payload: { ...linkSms } });
      await audit(tx, staff, { area: "customers", action: "reset_code", entity: "user", entityId: id, after: { sentTo: sent.mobile } });
    });
    return c.json({ ok: true, data: { sentTo: sent.mobile } });
  });

  /* feedback and newsletter */

  app.get("/admin/feedback", requirePermission("customers", "read"), async (c) => {
    const page = await runList<AdminFeedbackRow & Record<string, unknown>>(database, feedbackListSpec, listQuerySchema.parse(await readPayload(c)));
    isoRows(page.items, ["createdAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/feedback/export", requirePermission("customers", "read"), async (c) => {
    return csvResponse(streamCsv(database, feedbackListSpec, listQuerySchema.parse(await readPayload(c)), feedbackCsv), "feedback");
  });

  app.post("/admin/feedback/:id{[0-9]+}", requirePermission("customers", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = feedbackHandledSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const id = idOf(c);
    const staff = staffOf(c);
    const found = await database.db.transaction(async (tx) => {
      const done = await markFeedback(tx, id, input.data.handled, staff.id);
      if (!done) return false;
      if (done.before !== input.data.handled) {
        await audit(tx, staff, { area: "customers", action: input.data.handled ? "handle" : "reopen", entity: "feedback", entityId: id, before: { handled: done.before }, after: { handled: input.data.handled } });
      }
      return true;
    });
    if (!found) return fail(c, say(lang, PEOPLE_MSG.feedbackNotFound), 404);
    return c.json({ ok: true, data: { handled: input.data.handled } });
  });

  app.get("/admin/subscribers", requirePermission("customers", "read"), async (c) => {
    const page = await runList<AdminSubscriberRow & Record<string, unknown>>(database, subscribersListSpec, listQuerySchema.parse(await readPayload(c)));
    isoRows(page.items, ["createdAt"]);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/subscribers/export", requirePermission("customers", "read"), async (c) => {
    const query = listQuerySchema.parse(await readPayload(c));
    return csvResponse(streamCsv(database, subscribersListSpec, query, subscribersCsv), "subscribers");
  });

  /* staff */

  app.get("/admin/staff", requirePermission("staff", "read"), async (c) => {
    const page = await runList<AdminStaffRow & Record<string, unknown>>(database, staffListSpec, listQuerySchema.parse(await readPayload(c)));
    isoRows(page.items, ["createdAt"]);
    for (const row of page.items) row.mobile = formatMobile(row.mobile);
    return c.json({ ok: true, data: page });
  });

  app.get("/admin/staff/export", requirePermission("staff", "read"), async (c) => {
    return csvResponse(streamCsv(database, staffListSpec, listQuerySchema.parse(await readPayload(c)), staffCsv), "staff");
  });

  app.post("/admin/staff", requirePermission("staff", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = staffAddSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    const name = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 100) : "") || undefined;
    const result = await grantRole(
      database,
      { mobile: input.data.mobile, role: input.data.role, firstName: name(payload.firstName), lastName: name(payload.lastName) },
      staffOf(c),
    );
    return c.json({ ok: true, data: result });
  });

  /** Sets a staff member's roles to `next` (other, non-staff names kept); refuses to leave the shop without an owner. */
  async function changeRoles(c: Context<ApiEnv>, lang: Lang, id: number, next: (roles: string[]) => string[], action: string) {
    const staff = staffOf(c);
    const result = await database.db.transaction(async (tx) => {
      // owners are locked too, so two owners removing each other at once cannot both succeed
      const owners = rowsOf<{ id: number }>(await tx.execute(sql`select id from users where roles @> '["owner"]'::jsonb order by id for update`));
      const [row] = rowsOf<{ roles: unknown }>(await tx.execute(sql`select roles from users where id = ${id} for update`));
      if (!row) return "missing" as const;
      const roles = Array.isArray(row.roles) ? (row.roles as string[]) : [];
      if (!roles.some(isStaffRole)) return "missing" as const;
      const nextRoles = next(roles);
      const stillOwner = nextRoles.includes("owner");
      if (roles.includes("owner") && !stillOwner && owners.filter((o) => Number(o.id) !== id).length === 0) return "lastOwner" as const;
      await setRoles(tx, id, nextRoles);
      await audit(tx, staff, { area: "staff", action, entity: "user", entityId: id, before: { roles }, after: { roles: nextRoles } });
      return "ok" as const;
    });
    if (result === "missing") return fail(c, say(lang, PEOPLE_MSG.staffNotFound), 404);
    if (result === "lastOwner") return fail(c, say(lang, PEOPLE_MSG.lastOwner), 409, { role: say(lang, PEOPLE_MSG.lastOwner) });
    // a staff member who lost every role is signed out everywhere
    const [after] = await database.query<{ roles: string[] }>(sql`select roles from users where id = ${id}`);
    if (!(after?.roles ?? []).some(isStaffRole)) await revokeAllForUser(deps, id);
    return c.json({ ok: true, data: { roles: after?.roles ?? [] } });
  }

  app.post("/admin/staff/:id{[0-9]+}", requirePermission("staff", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = staffRoleSchema.safeParse(payload);
    if (!input.success) return invalid(c, input.error, lang);
    return changeRoles(c, lang, idOf(c), (roles) => [...roles.filter((r) => !isStaffRole(r)), input.data.role], "change_role");
  });

  app.post("/admin/staff/:id{[0-9]+}/remove", requirePermission("staff", "write"), async (c) => {
    const lang = langOf(await readPayload(c));
    return changeRoles(c, lang, idOf(c), (roles) => roles.filter((r) => !isStaffRole(r)), "remove_role");
  });

  return app;
}
