/**
 * The back office's people calls on PGlite (and PostgreSQL with DATABASE_URL): review
 * moderation with REVIEW_MODERATION on (a review is invisible until approved; hide, reply,
 * 409 on a stale state), customers (no password in any answer, loyalty flag, reset code),
 * the feedback inbox, newsletter subscribers with CSV, the staff screen (add, change, remove,
 * the last owner kept), every change in the audit log, and the permission matrix of every
 * call per role, shopper (403) and visitor (401).
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import type { ReviewsAnswer } from "../content/contract.ts";
import { insertProduct } from "../content/test-fixtures.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { STAFF_ROLES, can, type Access, type Area } from "../staff/contract.ts";
import type { ListPage } from "./contract.ts";
import type { AdminCustomerDetail, AdminCustomerRow, AdminFeedbackRow, AdminReviewRow, AdminStaffRow } from "./people-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let product = 0;
let customerId = 0;
let feedbackId = 0;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let n = 0;

async function person(roles: string[], extra: Partial<typeof users.$inferInsert> = {}): Promise<{ id: number; token: string }> {
  n += 1;
  const [row] = await api.database.db
    .insert(users)
    .values({ firstName: `P${n}`, lastName: "Test", mobile: `9945520100${String(n).padStart(2, "0")}`, roles, verified: true, ...extra })
    .returning({ id: users.id });
  return { id: row!.id, token: await signAccessToken({ config: api.config } as never, row!.id) };
}

const as = (role: string) => ({ token: tokens[role] });
const audits = (entity: string, id: number) =>
  api.database.query<{ action: string; before: unknown; after: unknown; actor_name: string }>(sql`select * from audit_log where entity = ${entity} and entity_id = ${String(id)} order by id`);

beforeAll(async () => {
  api = await testApi({ REVIEW_MODERATION: "on" });
  product = await insertProduct(api.database, { title: "Linen shirt" });
  for (const role of [...STAFF_ROLES, "shopper"]) {
    const p = await person(role === "shopper" ? [] : [role]);
    tokens[role] = p.token;
    ids[role] = p.id;
  }
  const customer = await person([], { firstName: "Günay", lastName: "Rzayeva", email: "gunay@example.az", passwordHash: "secret-hash-never-shown" });
  customerId = customer.id;
  const [city] = await api.database.query<{ id: number }>(sql`insert into delivery_areas (code, level, title) values ('baku', 'city', '{"en":"Baku","az":"Bakı","ru":"Баку"}') returning id`);
  await api.database.query(sql`insert into delivery_areas (parent_id, code, level, title) values (${city!.id}, 'nasimi', 'district', '{"en":"Nasimi","az":"Nəsimi","ru":"Насими"}')`);
  await api.database.query(sql`insert into addresses (user_id, title, city, district, address, selected) values (${customerId}, 'Home', 'baku', 'nasimi', 'Nizami 5', true)`);
  await api.database.query(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type, user_id)
    values ('500001', 'tok-p1', 'new', '{"subTotalQ":900,"campaignDiscountQ":0,"newCustomerDiscountQ":0,"loyaltyDiscountQ":0,"packageQ":0,"deliveryQ":0,"totalQ":900}', 900, 'pickup', '{"firstName":"Günay","lastName":"Rzayeva","mobile":"994552010099"}', 'cash', ${customerId})`);
  const [fb] = await api.database.query<{ id: number }>(sql`insert into feedbacks (type, first_name, last_name, email, mobile, message) values ('complaint', 'Orxan', 'Q', 'orxan@example.az', '994501110000', 'The parcel came late') returning id`);
  feedbackId = fb!.id;
  await api.database.query(sql`insert into newsletter_subscriptions (email, lang) values ('a@example.az', 'az'), ('=cmd@example.com', 'en')`);
}, 240_000);

describe("review moderation", () => {
  let reviewId = 0;

  it("keeps a submitted review off the shop until it is approved, then counts it", async () => {
    const sent = await api.call("reviews/send", { productId: product, review: "Fits well", fullName: "Moderated Person", email: "m@example.az", rating: 4 });
    expect(sent).toMatchObject({ ok: true, data: { published: false } });
    const waiting = await api.call<ListPage<AdminReviewRow>>("admin/reviews", { state: "waiting" }, { method: "GET", ...as("content") });
    expect(waiting.status).toBe(200);
    const row = waiting.data!.items.find((r) => r.fullName === "Moderated Person")!;
    expect(row).toMatchObject({ state: "waiting", productTitle: "Linen shirt en", rating: 4, reply: null });
    reviewId = row.id;
    expect((await api.call<ReviewsAnswer>("reviews", { productId: product })).data!.items).toHaveLength(0);

    const approved = await api.call<{ review: AdminReviewRow }>(`admin/reviews/${reviewId}/state`, { to: "approved", from: "waiting" }, as("content"));
    expect(approved.data!.review.state).toBe("approved");
    const shop = (await api.call<ReviewsAnswer>("reviews", { productId: product })).data!;
    expect(shop.items.map((r) => r.fullName)).toEqual(["Moderated Person"]);
    expect(shop.reviewScore.count).toBe(1);
    const [p] = await api.database.query<{ reviews_count: number }>(sql`select reviews_count from products where id = ${product}`);
    expect(Number(p!.reviews_count)).toBe(1);
    expect((await audits("review", reviewId)).map((a) => a.action)).toEqual(["approve"]);
  });

  it("answers 409 when the review changed meanwhile, 422 for a bad state, 404 for an unknown one", async () => {
    const stale = await api.call(`admin/reviews/${reviewId}/state`, { to: "hidden", from: "waiting" }, as("manager"));
    expect(stale.status).toBe(409);
    const bad = await api.call(`admin/reviews/${reviewId}/state`, { to: "deleted" }, as("manager"));
    expect(bad).toMatchObject({ status: 422, errors: { to: "Choose a value from the list" } });
    const az = await api.call(`admin/reviews/${reviewId}/state`, { to: "deleted", lang: "az" }, as("manager"));
    expect(az.errors!.to).toBe("Siyahıdan dəyər seçin");
    expect((await api.call(`admin/reviews/999999/state`, { to: "hidden" }, as("manager"))).status).toBe(404);
  });

  it("adds, shows and removes the shop's reply; refuses a reply too long", async () => {
    const reply = await api.call<{ review: AdminReviewRow }>(`admin/reviews/${reviewId}/reply`, { reply: "  Thank you, Moderated!  " }, as("content"));
    expect(reply.data!.review.reply).toBe("Thank you, Moderated!");
    expect((await api.call<ReviewsAnswer>("reviews", { productId: product })).data!.items[0]!.reply).toBe("Thank you, Moderated!");
    const long = await api.call(`admin/reviews/${reviewId}/reply`, { reply: "x".repeat(2001) }, as("content"));
    expect(long).toMatchObject({ status: 422, errors: { reply: "Too long" } });
    const control = await api.call(`admin/reviews/${reviewId}/reply`, { reply: "a\u0000b" }, as("content"));
    expect(control.status).toBe(400);
    await api.call(`admin/reviews/${reviewId}/reply`, { reply: "" }, as("content"));
    expect((await api.call<ReviewsAnswer>("reviews", { productId: product })).data!.items[0]).not.toHaveProperty("reply");
  });

  it("hides a review: off the shop, out of the rating, filtered as hidden", async () => {
    await api.call(`admin/reviews/${reviewId}/state`, { to: "hidden", from: "approved" }, as("manager"));
    expect((await api.call<ReviewsAnswer>("reviews", { productId: product })).data!.items).toHaveLength(0);
    const hidden = await api.call<ListPage<AdminReviewRow>>("admin/reviews", { state: "hidden", q: "moderated" }, { method: "GET", ...as("owner") });
    expect(hidden.data!.items.map((r) => r.id)).toEqual([reviewId]);
    const [p] = await api.database.query<{ reviews_count: number }>(sql`select reviews_count from products where id = ${product}`);
    expect(Number(p!.reviews_count)).toBe(0);
    expect((await audits("review", reviewId)).map((a) => a.action)).toEqual(["approve", "reply", "reply", "hide"]);
  });
});

describe("customers", () => {
  it("lists and shows a customer with orders and addresses, never a password", async () => {
    const list = await api.call<ListPage<AdminCustomerRow>>("admin/customers", { q: "055 201 00" }, { method: "GET", ...as("support") });
    expect(list.status).toBe(200);
    const row = list.data!.items.find((r) => r.id === customerId)!;
    expect(row).toMatchObject({ name: "Günay Rzayeva", orders: 1, loyalty: false });
    const detail = await api.call<{ customer: AdminCustomerDetail }>(`admin/customers/${customerId}`, {}, { method: "GET", ...as("support") });
    expect(detail.data!.customer).toMatchObject({ firstName: "Günay", ordersTotal: 1, addresses: [{ city: "baku", line: "Baku, Nasimi, Nizami 5", selected: true }], orders: [{ number: "500001" }] });
    // the area codes read as titles in the page's language
    const az = await api.call<{ customer: AdminCustomerDetail }>(`admin/customers/${customerId}`, { lang: "az" }, { method: "GET", ...as("support") });
    expect(az.data!.customer.addresses[0]!.line).toBe("Bakı, Nəsimi, Nizami 5");
    const text = JSON.stringify([list, detail]);
    expect(text).not.toContain("secret-hash");
    expect(text).not.toMatch(/password/i);
    expect((await api.call(`admin/customers/999999`, {}, { method: "GET", ...as("support") })).status).toBe(404);
  });

  it("sets the loyalty flag (audited) and sends a reset code with a link to the code page", async () => {
    const set = await api.call<{ customer: AdminCustomerDetail }>(`admin/customers/${customerId}`, { loyalty: true }, as("support"));
    expect(set.data!.customer.loyalty).toBe(true);
    expect((await api.call<ListPage<AdminCustomerRow>>("admin/customers", { loyalty: "yes" }, { method: "GET", ...as("support") })).data!.items.map((r) => r.id)).toEqual([customerId]);
    const reset = await api.call<{ sentTo: string }>(`admin/customers/${customerId}/reset`, {}, as("support"));
    expect(reset.data!.sentTo).toMatch(/^\+994 55 \*\*\*/);
    // the code went at once; the link is a job
    const linkSms = () => api.database.query<{ text: string }>(sql`select text from sms_outbox where text like '%/remind?token=%' and mobile = (select mobile from users where id = ${customerId})`);
    expect(await linkSms()).toEqual([]);
    await runJobs(api);
    expect(await linkSms()).toHaveLength(1);
    const sms = await api.database.query<{ text: string }>(sql`select text from sms_outbox where mobile = (select mobile from users where id = ${customerId}) order by id`);
    expect(sms.map((s) => s.text).join("\n")).toMatch(/\/remind\?token=[A-Za-z0-9_-]+/);
    const [code] = await api.database.query<{ purpose: string; payload: { userId: number } }>(sql`select purpose, payload from otp_codes where mobile = (select mobile from users where id = ${customerId}) order by id desc limit 1`);
    expect(code).toMatchObject({ purpose: "remind", payload: { userId: customerId } });
    expect((await audits("user", customerId)).map((a) => a.action)).toEqual(["update", "reset_code"]);
  });
});

describe("feedback and subscribers", () => {
  it("marks a message handled by the staff member and back", async () => {
    const open = await api.call<ListPage<AdminFeedbackRow>>("admin/feedback", { handled: "no" }, { method: "GET", ...as("support") });
    expect(open.data!.items.map((r) => r.id)).toContain(feedbackId);
    await api.call(`admin/feedback/${feedbackId}`, { handled: true }, as("support"));
    const done = await api.call<ListPage<AdminFeedbackRow>>("admin/feedback", { handled: "yes" }, { method: "GET", ...as("support") });
    expect(done.data!.items.find((r) => r.id === feedbackId)).toMatchObject({ handled: true, handledBy: expect.stringContaining("Test") });
    await api.call(`admin/feedback/${feedbackId}`, { handled: false }, as("support"));
    expect((await audits("feedback", feedbackId)).map((a) => a.action)).toEqual(["handle", "reopen"]);
  });

  it("lists subscribers and exports them as CSV with formula cells neutralised", async () => {
    const res = await api.app.fetch(new Request("http://test/api/admin/subscribers/export?lang=en", { headers: { authorization: `Bearer ${tokens.support}` } }));
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv).toContain("a@example.az,az");
    expect(csv).toContain("'=cmd@example.com");
  });
});

describe("staff screen", () => {
  it("adds a staff member by mobile (new account), changes the role, removes it; each change audited", async () => {
    const bad = await api.call("admin/staff", { mobile: "12", role: "king" }, as("owner"));
    expect(bad).toMatchObject({ status: 422, errors: { mobile: "Wrong mobile number", role: "Choose a value from the list" } });
    const added = await api.call<{ userId: number; created: boolean }>("admin/staff", { mobile: "070 555 44 33", role: "support", firstName: "Səbinə" }, as("owner"));
    expect(added.data).toMatchObject({ created: true });
    const id = added.data!.userId;
    const list = await api.call<ListPage<AdminStaffRow>>("admin/staff", { q: "Səbinə" }, { method: "GET", ...as("manager") });
    expect(list.data!.items).toEqual([expect.objectContaining({ id, roles: ["support"], mobile: "+994 70 555 44 33" })]);
    await api.call(`admin/staff/${id}`, { role: "content" }, as("owner"));
    await api.call(`admin/staff/${id}/remove`, {}, as("owner"));
    const [row] = await api.database.query<{ roles: string[] }>(sql`select roles from users where id = ${id}`);
    expect(row!.roles).toEqual([]);
    expect((await audits("user", id)).map((a) => [a.action, a.after])).toEqual([
      ["create", { mobile: "994705554433", roles: ["support"] }],
      ["change_role", { roles: ["content"] }],
      ["remove_role", { roles: [] }],
    ]);
    // no longer staff: a second removal finds nobody
    expect((await api.call(`admin/staff/${id}/remove`, {}, as("owner"))).status).toBe(404);
  });

  it("keeps the last owner", async () => {
    const owners = await api.database.query<{ id: number }>(sql`select id from users where roles @> '["owner"]'::jsonb`);
    expect(owners).toHaveLength(1);
    const res = await api.call(`admin/staff/${ids.owner}`, { role: "manager" }, as("owner"));
    expect(res.status).toBe(409);
    expect(res.error).toBe("The shop must keep at least one owner");
    expect((await api.call(`admin/staff/${ids.owner}/remove`, {}, as("owner"))).status).toBe(409);
  });
});

describe("permission matrix", () => {
  const CALLS: { path: string; method: "GET" | "POST"; need: [Area, Access]; body?: () => Record<string, unknown> }[] = [
    { path: "admin/reviews", method: "GET", need: ["reviews", "read"] },
    { path: "admin/reviews/999999/state", method: "POST", need: ["reviews", "write"], body: () => ({ to: "hidden" }) },
    { path: "admin/reviews/999999/reply", method: "POST", need: ["reviews", "write"], body: () => ({ reply: "x" }) },
    { path: "admin/customers", method: "GET", need: ["customers", "read"] },
    { path: "admin/customers/999999", method: "GET", need: ["customers", "read"] },
    { path: "admin/customers/999999", method: "POST", need: ["customers", "write"], body: () => ({ loyalty: true }) },
    { path: "admin/customers/999999/reset", method: "POST", need: ["customers", "write"] },
    { path: "admin/feedback", method: "GET", need: ["customers", "read"] },
    { path: "admin/feedback/999999", method: "POST", need: ["customers", "write"], body: () => ({ handled: true }) },
    { path: "admin/subscribers", method: "GET", need: ["customers", "read"] },
    { path: "admin/staff", method: "GET", need: ["staff", "read"] },
    { path: "admin/staff", method: "POST", need: ["staff", "write"], body: () => ({ mobile: "nope", role: "x" }) },
    { path: "admin/staff/999999", method: "POST", need: ["staff", "write"], body: () => ({ role: "support" }) },
    { path: "admin/staff/999999/remove", method: "POST", need: ["staff", "write"] },
  ];

  it("answers every call per role: past the guard with the permission, 403 without; shoppers 403, visitors 401", async () => {
    for (const role of [...STAFF_ROLES, "shopper"]) {
      for (const call of CALLS) {
        const res = await api.call(call.path, call.body?.() ?? {}, { method: call.method, token: tokens[role] });
        const allowed = role !== "shopper" && can([role], call.need[0], call.need[1]);
        // past the guard: 200, or the call's own 404/422 for the made-up ids and values
        const got = res.status === 403 ? 403 : "passed";
        expect({ role, call: `${call.method} ${call.path}`, got }).toEqual({ role, call: `${call.method} ${call.path}`, got: allowed ? "passed" : 403 });
      }
    }
    for (const call of CALLS) expect((await api.call(call.path, call.body?.() ?? {}, { method: call.method })).status).toBe(401);
  });

  it("ignores a forged role claim in the token", async () => {
    const { SignJWT } = await import("jose");
    const forged = await new SignJWT({ sub: String(ids.shopper), roles: ["owner"] })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("not-the-secret"));
    expect((await api.call("admin/staff", {}, { method: "GET", token: forged })).status).toBe(401);
    const real = tokens.shopper;
    expect((await api.call("admin/staff", {}, { method: "GET", token: real })).status).toBe(403);
  });
});
