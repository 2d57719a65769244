/**
 * The back office's door on PGlite (and PostgreSQL with DATABASE_URL): the permission matrix
 * of every admin call of the call map (GET and POST) per role, shoppers and forged role claims refused, the owner from
 * OWNER_MOBILE at start, the audit helper.
 */
import { SignJWT } from "jose";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 120_000 });
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { signAccessToken } from "../auth/tokens.ts";
import { auditLog, users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { audit } from "./audit.ts";
import { CALLS, type Method } from "../contract/calls.ts";
import { AREAS, can, isStaff, permissionsOf, PERMISSIONS, STAFF_ROLES } from "./contract.ts";
import { MULTIPART_CALL } from "../admin/upload-gate.ts";
import { needOf, type Need } from "./guard.ts";
import { ensureOwner, grantRole, ownerExists } from "./service.ts";

type Api = Awaited<ReturnType<typeof testApi>>;

/** One back-office call as the matrix tries it: method, the call map's key, what its guard needs. */
interface AdminCall {
  method: Method;
  key: string;
  need: Need;
}

/**
 * Every back-office call, derived from the call map (every `admin/*` key and method), with the
 * need its mounted guard declares (read from the route's own middleware, `needOf`). A call
 * mounted without a guard has no need and fails here.
 */
function adminCalls(app: Api["app"]): { calls: AdminCall[]; unguarded: string[] } {
  const declared = new Map<string, Need[]>();
  for (const route of app.routes) {
    const need = needOf(route.handler);
    if (!need) continue;
    const id = `${route.method} ${route.path.replace(/^\/api\//, "").replace(/\{[^}]*\}/g, "")}`;
    declared.set(id, [...(declared.get(id) ?? []), need]);
  }
  const calls: AdminCall[] = [];
  const unguarded: string[] = [];
  for (const [key, methods] of Object.entries(CALLS)) {
    if (!key.startsWith("admin/")) continue;
    for (const method of methods) {
      const found = declared.get(`${method} ${key}`) ?? [];
      if (found.length !== 1) unguarded.push(`${method} ${key} (${found.length} guards)`);
      else calls.push({ method, key, need: found[0]! });
    }
  }
  return { calls, unguarded };
}

function allowedFor(roles: string[], need: Need): boolean {
  return need === "staff" ? isStaff(roles) : can(roles, need.area, need.access);
}

/** A path for the key with ids that do not exist: reads answer 404, writes change nothing. */
function concrete(key: string): string {
  return key.replace(/:[a-zA-Z]+/g, "987654");
}

let api: Api;
let n = 0;
async function person(roles: string[]): Promise<{ id: number; token: string }> {
  n += 1;
  const [row] = await api.database.db
    .insert(users)
    .values({ firstName: `Staff${n}`, lastName: "Test", mobile: `9945510000${String(n).padStart(2, "0")}`, roles, verified: true })
    .returning({ id: users.id });
  return { id: row!.id, token: await signAccessToken({ config: api.config } as never, row!.id) };
}

async function get(path: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return api.app.fetch(new Request(`http://test/api/${path}`, { headers }));
}

/** The call with a minimal body: a write answers 400 (field errors) or 404 (no such row), never a change. */
async function send(call: AdminCall, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (call.method === "GET") return get(concrete(call.key), token);
  const url = `http://test/api/${concrete(call.key)}`;
  // each call with a minimal body of the type it takes: a photo upload's form without the file, else JSON
  if (MULTIPART_CALL.test(new URL(url).pathname)) return api.app.fetch(new Request(url, { method: "POST", headers, body: new FormData() }));
  headers["content-type"] = "application/json";
  return api.app.fetch(new Request(url, { method: "POST", headers, body: "{}" }));
}

/**
 * Answers of a call the guard let through: a read answers (or 404 for the missing id); a write
 * with its minimal body answers field errors (422/400), 404 or 409, and never 200: nothing changed.
 */
const PASSED: Record<Method, number[]> = { GET: [200, 404], POST: [400, 404, 409, 422] };

let calls: AdminCall[];

beforeAll(async () => {
  api = await testApi();
  const derived = adminCalls(api.app);
  expect(derived.unguarded, "admin calls mounted without exactly one declared need").toEqual([]);
  calls = derived.calls;
  await api.database.query(sql`insert into orders (number, token, status, summary, total_q, delivery_type, info, payment_type)
    values ('100001', 'tok-1', 'new', '{"subTotalQ":1000,"campaignDiscountQ":0,"newCustomerDiscountQ":0,"loyaltyDiscountQ":0,"packageQ":0,"deliveryQ":0,"totalQ":1000}', 1000, 'delivery', '{"firstName":"Leyla","lastName":"H","mobile":"994501112233"}', 'cash')`);
}, 240_000);

describe("permission matrix", () => {
  it("maps every role to a grant in every area, write implying read", () => {
    for (const role of STAFF_ROLES) {
      for (const area of AREAS) {
        const grant = PERMISSIONS[role][area];
        expect(["none", "read", "write"]).toContain(grant);
        if (grant === "write") expect(can([role], area, "read")).toBe(true);
      }
    }
    expect(permissionsOf(["owner"])).toHaveLength(AREAS.length * 2);
    expect(permissionsOf(["support"])).toContain("orders:write");
    expect(permissionsOf(["content"])).not.toContain("orders:read");
    // push notifications: owners and managers send, a content editor only looks, support not at all
    expect(permissionsOf(["manager"])).toContain("marketing:write");
    expect(permissionsOf(["content"])).toEqual(expect.arrayContaining(["marketing:read"]));
    expect(permissionsOf(["content"])).not.toContain("marketing:write");
    expect(permissionsOf(["support"])).not.toContain("marketing:read");
    expect(permissionsOf([])).toEqual([]);
    expect(permissionsOf(["admin", "superuser"])).toEqual([]);
    // two roles: the stronger grant wins
    expect(can(["content", "support"], "orders", "write")).toBe(true);
  });

  it("derives every admin call from the call map, each with one declared need", () => {
    expect(calls.length).toBeGreaterThan(100);
    const byId = new Map(calls.map((call) => [`${call.method} ${call.key}`, call.need]));
    // spot checks of the declarations the rest of the matrix relies on
    expect(byId.get("GET admin/me")).toBe("staff");
    expect(byId.get("GET admin/dashboard")).toBe("staff");
    expect(byId.get("GET admin/audit")).toEqual({ area: "staff", access: "write" });
    expect(byId.get("GET admin/jobs")).toEqual({ area: "settings", access: "write" });
    expect(byId.get("POST admin/jobs/:id/retry")).toEqual({ area: "settings", access: "write" });
    expect(byId.get("POST admin/orders/:id/transition")).toEqual({ area: "orders", access: "write" });
    expect(byId.get("POST admin/banners/update/:id")).toEqual({ area: "content", access: "write" });
    expect(byId.get("POST admin/products/:id/photos")).toEqual({ area: "catalogue", access: "write" });
    expect(byId.get("POST admin/reviews/:id/state")).toEqual({ area: "reviews", access: "write" });
    expect(byId.get("POST admin/customers/:id/reset")).toEqual({ area: "customers", access: "write" });
    expect(byId.get("POST admin/staff")).toEqual({ area: "staff", access: "write" });
    // a call that changes something needs write access; only the audit log and the failed jobs (their
    // errors may name a shopper's mobile or address) are reads kept to owners (staff:write, settings:write),
    // and the checks of a stored record (verify/{id}: posted, as the spec names them, but they change nothing) are reads
    const checks = new Set(["admin/branches/verify/:id", "admin/menus/verify/:id"]);
    for (const call of calls) {
      if (checks.has(call.key)) expect(call.need, `POST ${call.key}`).toEqual({ area: "content", access: "read" });
      else if (call.method === "POST") expect(call.need, `POST ${call.key}`).toMatchObject({ access: "write" });
      else if (call.need !== "staff" && !["admin/audit", "admin/audit/export", "admin/jobs", "admin/jobs/export"].includes(call.key)) {
        expect(call.need, `GET ${call.key}`).toMatchObject({ access: "read" });
      }
    }
    // every area is guarded by some call (settings: the failed jobs)
    const guarded = new Set(calls.flatMap((call) => (call.need === "staff" ? [] : [call.need.area])));
    expect([...guarded].sort()).toEqual([...AREAS].sort());
  });

  it("answers each admin call per role: through the guard with the permission, 403 without", async () => {
    const wrong: string[] = [];
    let through = 0;
    let refused = 0;
    for (const role of STAFF_ROLES) {
      const { token } = await person([role]);
      for (const call of calls) {
        const res = await send(call, token);
        const allowed = allowedFor([role], call.need);
        const id = `${role} ${call.method} ${call.key}`;
        if (allowed ? !PASSED[call.method].includes(res.status) : res.status !== 403) wrong.push(`${id}: ${res.status}`);
        if (allowed) through += 1;
        else refused += 1;
        if (!allowed || res.status !== 200) expect(await res.json(), id).toMatchObject({ ok: false, error: expect.any(String) });
        else if (call.key.endsWith("/export")) expect(res.headers.get("content-type"), id).toContain("text/csv");
        else expect(await res.json(), id).toMatchObject({ ok: true });
      }
    }
    expect(wrong, "answers that do not match the declared need").toEqual([]);
    expect(through).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it("refuses a shopper (403), a visitor without a token (401) and a forged role claim (403 or 401) on every admin call", async () => {
    const shopper = await person([]);
    // a token signed with the shop's key whose payload claims roles: the guard reads the database
    const claimed = await new SignJWT({ roles: ["owner"], permissions: ["orders:write"] })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(shopper.id))
      .setIssuer("bazaar-shop")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(api.config.JWT_SECRET));
    // a token signed with another key: not a token at all
    const forged = await new SignJWT({ roles: ["owner"] })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(shopper.id))
      .setIssuer("bazaar-shop")
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("another-secret-of-enough-length"));
    for (const call of calls) {
      const id = `${call.method} ${call.key}`;
      expect((await send(call, shopper.token)).status, `shopper ${id}`).toBe(403);
      expect((await send(call, claimed)).status, `claimed roles ${id}`).toBe(403);
      expect((await send(call, forged)).status, `forged ${id}`).toBe(401);
      expect((await send(call)).status, `anonymous ${id}`).toBe(401);
    }
  });

  it("reads the roles on every call: a role taken away counts at once, an unknown role name gives nothing", async () => {
    const staff = await person(["manager"]);
    expect((await get("admin/orders", staff.token)).status).toBe(200);
    await api.database.db.update(users).set({ roles: ["superadmin"] }).where(eq(users.id, staff.id));
    expect((await get("admin/orders", staff.token)).status).toBe(403);
    expect((await get("admin/me", staff.token)).status).toBe(403);
  });

  it("admin/me answers the staff member's permissions and the unseen new orders, which the orders list clears", async () => {
    const owner = await person(["owner"]);
    const me = await api.call<{ permissions: string[]; unseenOrders: number; roles: string[] }>("admin/me", {}, { method: "GET", token: owner.token });
    expect(me.data).toMatchObject({ roles: ["owner"], unseenOrders: 1 });
    expect(me.data!.permissions).toContain("staff:write");
    await api.call("admin/orders", {}, { method: "GET", token: owner.token });
    const after = await api.call<{ unseenOrders: number }>("admin/me", {}, { method: "GET", token: owner.token });
    expect(after.data!.unseenOrders).toBe(0);
  });
});

describe("owner bootstrap and roles", () => {
  // one database without an owner for this group (a fresh database costs seconds)
  let fresh: Api;
  beforeAll(async () => {
    fresh = await testApi();
  }, 240_000);

  it("creates the first owner from OWNER_MOBILE once; a later start changes nothing", async () => {
    expect(await ownerExists(fresh.database)).toBe(false);
    const first = await ensureOwner(fresh.database, { OWNER_MOBILE: "994707654321", OWNER_PASSWORD: "Strong-pass-1" });
    expect(first).toMatchObject({ created: true });
    const [row] = await fresh.database.db.select().from(users).where(eq(users.mobile, "994707654321"));
    expect(row!.roles).toEqual(["owner"]);
    expect(row!.verified).toBe(true);
    expect(await verifyPassword(row!.passwordHash, "Strong-pass-1")).toBe(true);
    // restarted with another password: the owner exists, nothing is reset
    expect(await ensureOwner(fresh.database, { OWNER_MOBILE: "994707654321", OWNER_PASSWORD: "Other-pass-22" })).toBeNull();
    const [again] = await fresh.database.db.select().from(users).where(eq(users.mobile, "994707654321"));
    expect(await verifyPassword(again!.passwordHash, "Strong-pass-1")).toBe(true);
    // the owner signs in through the normal login and passes the guard
    const login = await fresh.call<{ accessToken: string }>("login", { username: "0707654321", password: "Strong-pass-1" });
    expect(login.ok).toBe(true);
    const audit = await fresh.call<{ total: number; items: { action: string; actorName: string }[] }>("admin/audit", {}, { method: "GET", token: login.data!.accessToken });
    expect(audit.status).toBe(200);
    expect(audit.data!.items[0]).toMatchObject({ action: "create", actorName: "OWNER_MOBILE" });
  });

  it("promotes an existing customer to owner, keeping the account and its other data", async () => {
    await fresh.database.db.insert(users).values({ firstName: "Nigar", lastName: "Q", mobile: "994509998877", passwordHash: await hashPassword("old-pass-123"), roles: [] });
    // the owner made above exists: take its role away so the start sets up a new one
    await fresh.database.query(sql`update users set roles = '[]'::jsonb`);
    const result = await ensureOwner(fresh.database, { OWNER_MOBILE: "994509998877", OWNER_PASSWORD: "New-owner-pass" });
    expect(result).toMatchObject({ created: false });
    const [row] = await fresh.database.db.select().from(users).where(eq(users.mobile, "994509998877"));
    expect(row).toMatchObject({ firstName: "Nigar", roles: ["owner"] });
    expect(await verifyPassword(row!.passwordHash, "New-owner-pass")).toBe(true);
    // no variables: nothing happens
    expect(await ensureOwner(fresh.database, {})).toBeNull();
  });

  it("grantRole adds a role once and writes the audit log in the same transaction", async () => {
    const before = (await fresh.database.db.select().from(auditLog)).length;
    await grantRole(fresh.database, { mobile: "994555550001", role: "support" }, { id: null, name: "test" });
    await grantRole(fresh.database, { mobile: "994555550001", role: "support" }, { id: null, name: "test" });
    await grantRole(fresh.database, { mobile: "994555550001", role: "content" }, { id: null, name: "test" });
    const [row] = await fresh.database.db.select().from(users).where(eq(users.mobile, "994555550001"));
    expect(row!.roles).toEqual(["support", "content"]);
    const entries = (await fresh.database.db.select().from(auditLog).orderBy(auditLog.id)).slice(before);
    expect(entries.map((e) => e.action)).toEqual(["create", "grant", "grant"]);
    expect(entries[2]).toMatchObject({ area: "staff", entity: "user", entityId: String(row!.id), before: { roles: ["support"] } });
  });

  it("audit() inside a rolled-back transaction leaves no entry", async () => {
    const before = await fresh.database.db.select().from(auditLog);
    await expect(
      fresh.database.db.transaction(async (tx) => {
        await audit(tx, { id: null, name: "test" }, { area: "orders", action: "update", entity: "order", entityId: 1, before: { a: 1 }, after: { a: 2 } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await fresh.database.db.select().from(auditLog)).toEqual(before);
  });
});
