/**
 * The back office's door on PGlite (and PostgreSQL with DATABASE_URL): the permission matrix
 * of every admin call per role, shoppers and forged role claims refused, the owner from
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
import { AREAS, can, permissionsOf, PERMISSIONS, STAFF_ROLES, type Access, type Area } from "./contract.ts";
import { ensureOwner, grantRole, ownerExists } from "./service.ts";

type Api = Awaited<ReturnType<typeof testApi>>;

/** Every back-office call, with the area and access it needs (null: any staff member). */
const CALLS: { path: string; need: [Area, Access] | null; csv?: boolean }[] = [
  { path: "admin/me", need: null },
  { path: "admin/dashboard", need: null },
  { path: "admin/orders", need: ["orders", "read"] },
  { path: "admin/orders/1", need: ["orders", "read"] },
  { path: "admin/orders/export", need: ["orders", "read"], csv: true },
  { path: "admin/audit", need: ["staff", "write"] },
  { path: "admin/audit/export", need: ["staff", "write"], csv: true },
];

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

beforeAll(async () => {
  api = await testApi();
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
    expect(permissionsOf([])).toEqual([]);
    expect(permissionsOf(["admin", "superuser"])).toEqual([]);
    // two roles: the stronger grant wins
    expect(can(["content", "support"], "orders", "write")).toBe(true);
  });

  it("answers each admin call per role: 200 with the permission, 403 without", async () => {
    for (const role of STAFF_ROLES) {
      const { token } = await person([role]);
      for (const call of CALLS) {
        const res = await get(call.path, token);
        const allowed = call.need ? can([role], call.need[0], call.need[1]) : true;
        expect({ role, path: call.path, status: res.status }).toEqual({ role, path: call.path, status: allowed ? 200 : 403 });
        if (!allowed) expect(await res.json()).toMatchObject({ ok: false, error: expect.any(String) });
        else if (call.csv) expect(res.headers.get("content-type")).toContain("text/csv");
        else await res.arrayBuffer();
      }
    }
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
    for (const call of CALLS) {
      expect((await get(call.path, shopper.token)).status, `shopper ${call.path}`).toBe(403);
      expect((await get(call.path, claimed)).status, `claimed roles ${call.path}`).toBe(403);
      expect((await get(call.path, forged)).status, `forged ${call.path}`).toBe(401);
      expect((await get(call.path)).status, `anonymous ${call.path}`).toBe(401);
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
