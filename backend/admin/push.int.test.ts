/**
 * The back office's push screen calls on PGlite (and PostgreSQL with DATABASE_URL): who may
 * look (marketing:read) and send (marketing:write), field errors, the refusal without VAPID
 * keys, and a send queued as a job, run by the worker through the log transport
 * (PUSH_DRIVER=log), that reaches only the subscribers of the chosen language, is written to the
 * audit log and reports its counts; a batch that reaches no push service is retried from where
 * it stopped, without sending again to those it reached.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { jobs, users } from "../db/schema.ts";
import { setPushSender, type SendNotification } from "../push/service.ts";
import { testApi } from "../test/db.ts";
import { runJobs } from "../test/jobs.ts";
import { eq } from "drizzle-orm";
import type { PushQueued, PushSendReport, PushStatus } from "./push-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
/** the same database: one API without VAPID keys, one with keys and the log transport */
let bare: Api;
let api: Api;
const tokens: Record<string, string> = {};

const message = { title: "Big sale", body: "Up to 70% off", url: "/sale", audience: "az", ttl: 3600 };

beforeAll(async () => {
  bare = await testApi();
  api = await testApi({ VAPID_PUBLIC_KEY: "test-public-key", VAPID_PRIVATE_KEY: "test-private-key", PUSH_DRIVER: "log" }, bare.database);
  let n = 0;
  for (const role of ["owner", "manager", "content", "support", "shopper"]) {
    n += 1;
    const [row] = await bare.database.db
      .insert(users)
      .values({ firstName: `Push${n}`, lastName: "Test", mobile: `9945530100${String(n).padStart(2, "0")}`, roles: role === "shopper" ? [] : [role], verified: true })
      .returning({ id: users.id });
    tokens[role] = await signAccessToken({ config: bare.config } as never, row!.id);
  }
  for (const [i, lang] of ["az", "az", "en", "ru", "az"].entries()) {
    await bare.database.query(sql`insert into push_subscribers (endpoint, keys, lang) values (${`https://push.example.com/s/${i}`}, '{"p256dh":"k","auth":"a"}'::jsonb, ${lang})`);
  }
}, 240_000);

describe("admin/push (who may look and send)", () => {
  it("answers the status to marketing:read (owner, manager, content editor), 403 to support and shoppers, 401 without a token", async () => {
    for (const role of ["owner", "manager", "content"]) {
      const res = await bare.call<PushStatus>("admin/push", {}, { method: "GET", token: tokens[role] });
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
      expect(res.data).toEqual({ enabled: false, counts: { all: 5, az: 3, en: 1, ru: 1 } });
    }
    for (const role of ["support", "shopper"]) expect((await bare.call("admin/push", {}, { method: "GET", token: tokens[role] })).status, role).toBe(403);
    expect((await bare.call("admin/push", {}, { method: "GET" })).status).toBe(401);
    expect((await api.call<PushStatus>("admin/push", {}, { method: "GET", token: tokens.owner })).data!.enabled).toBe(true);
  });

  it("refuses a send to a role without marketing:write (content editor, support) and to a shopper: 403, nothing sent or logged", async () => {
    for (const role of ["content", "support", "shopper"]) {
      const res = await api.call("admin/push/send", message, { token: tokens[role] });
      expect({ role, status: res.status, ok: res.ok }).toEqual({ role, status: 403, ok: false });
    }
    expect((await api.call("admin/push/send", message)).status).toBe(401);
    const [row] = await api.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log where area = 'marketing'`);
    expect(row!.n).toBe(0);
  });
});

describe("admin/push/send", () => {
  it.each([
    ["an empty title", { title: "  " }, "title", "Required field"],
    ["a long body", { body: "x".repeat(301) }, "body", "Too long"],
    ["an address on another site", { url: "https://example.com/sale" }, "url", "Enter a path of this shop starting with / (for example /sale)"],
    ["a protocol-relative address", { url: "//evil.example/sale" }, "url", "Enter a path of this shop starting with / (for example /sale)"],
    ["an unknown audience", { audience: "fr" }, "audience", "Choose a value from the list"],
    ["a negative TTL", { ttl: -1 }, "ttl", "Enter a whole number of seconds from 0 to 2419200 (four weeks)"],
    ["a TTL over four weeks", { ttl: 2_419_201 }, "ttl", "Enter a whole number of seconds from 0 to 2419200 (four weeks)"],
    ["a TTL that is not a number", { ttl: "soon" }, "ttl", "Enter a whole number of seconds from 0 to 2419200 (four weeks)"],
  ])("refuses %s with a field error (422)", async (_name, change, field, text) => {
    const res = await api.call("admin/push/send", { ...message, ...change }, { token: tokens.owner });
    expect(res.status).toBe(422);
    expect(res.errors?.[field]).toBe(text);
  });

  it("answers the field errors in the caller's language", async () => {
    const az = await api.call("admin/push/send", { ...message, url: "sale", lang: "az" }, { token: tokens.owner });
    expect(az.errors?.url).toBe("Mağazanın / ilə başlayan ünvanını yazın (məsələn, /sale)");
    const ru = await api.call("admin/push/send", { ...message, ttl: -5, lang: "ru" }, { token: tokens.owner });
    expect(ru.errors?.ttl).toBe("Укажите целое число секунд от 0 до 2419200 (четыре недели)");
  });

  it("refuses to send without VAPID keys (409, says why) and writes nothing to the audit log", async () => {
    const res = await bare.call("admin/push/send", message, { token: tokens.owner });
    expect(res.status).toBe(409);
    expect(res.error).toContain("VAPID_PUBLIC_KEY");
    const [row] = await bare.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log where area = 'marketing'`);
    expect(row!.n).toBe(0);
  });

  it("queues the notification as a job with its audit entry; the worker sends it to one language's subscribers and the report says so", async () => {
    const res = await api.call<PushQueued>("admin/push/send", { ...message, audience: "az", ttl: "600" }, { token: tokens.manager });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ job: expect.any(Number), total: 3 });
    const job = res.data!.job;
    const [entry] = await api.database.query<{ action: string; entity: string; entity_id: string; after: Record<string, unknown>; actor_name: string }>(
      sql`select action, entity, entity_id, after, actor_name from audit_log where area = 'marketing' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: "push", entity: "push", entity_id: String(job), actor_name: "Push2 Test", after: { title: "Big sale", body: "Up to 70% off", url: "/sale", audience: "az", ttl: 600, total: 3 } });
    // nothing went out in the request
    expect((await api.call<PushSendReport>(`admin/push/sends/${job}`, {}, { method: "GET", token: tokens.content })).data).toEqual({
      job,
      state: "pending",
      total: 3,
      sent: 0,
      failed: 0,
      removed: 0,
      error: null,
    });
    await runJobs(api);
    expect((await api.call<PushSendReport>(`admin/push/sends/${job}`, {}, { method: "GET", token: tokens.owner })).data).toEqual({
      job,
      state: "done",
      total: 3,
      sent: 3,
      failed: 0,
      removed: 0,
      error: null,
    });
    expect((await api.call(`admin/push/sends/987654321`, {}, { method: "GET", token: tokens.owner })).status).toBe(404);
  });

  it("sends to every subscriber with lang=all", async () => {
    const res = await api.call<PushQueued>("admin/push/send", { ...message, audience: "all" }, { token: tokens.owner });
    expect(res.data!.total).toBe(5);
    await runJobs(api);
    expect((await api.call<PushSendReport>(`admin/push/sends/${res.data!.job}`, {}, { method: "GET", token: tokens.owner })).data).toMatchObject({ state: "done", sent: 5 });
  });

  it("a batch no push service answered is tried again later from where it stopped; nobody gets it twice", async () => {
    const { enqueue } = await import("../jobs/service.ts");
    const { PUSH_JOB } = await import("../push/service.ts");
    const deps = { database: api.database, config: api.config, log: (await import("../core/log.ts")).createLogger() };
    let reachable = 2;
    const reached: string[] = [];
    const send: SendNotification = async (target) => {
      if (reachable <= 0) throw new Error("connect ECONNREFUSED");
      reachable -= 1;
      reached.push(target.endpoint);
      return { statusCode: 201 };
    };
    setPushSender(deps, send);
    // batches of two: the first goes, then the push services stop answering
    const job = (await enqueue(api.database.db, { kind: PUSH_JOB, payload: { title: "T", body: "B", url: "/", ttl: 60, total: 5, batch: 2 } }))!;
    await runJobs(deps);
    const [failed] = await api.database.db.select().from(jobs).where(eq(jobs.id, job));
    expect(failed).toMatchObject({ state: "pending", attempts: 1, lastError: "no push service answered for 2 subscribers", result: { sent: 2, failed: 0 } });
    expect(reached).toHaveLength(2);
    // the push services are back
    reachable = 100;
    await api.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job));
    await runJobs(deps);
    expect(reached).toHaveLength(5);
    expect(new Set(reached).size).toBe(5);
    expect((await api.call<PushSendReport>(`admin/push/sends/${job}`, {}, { method: "GET", token: tokens.owner })).data).toMatchObject({ state: "done", sent: 5, failed: 0, removed: 0 });
  });
});
