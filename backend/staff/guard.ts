/**
 * The back office's door: `requirePermission(area, access)` runs before every admin call.
 * The auth middleware has verified the access token (signature, expiry, live login family);
 * the guard then reads the user's roles from the database on every call, so a role removed
 * a second ago is gone, and nothing in the token (a forged or stale `roles` claim) counts.
 * No token: 401 (expired: 401 with `expired`, the BFF refreshes); a token without the
 * permission: 403. Both in the API envelope.
 *
 * Each back-office route declares what it needs by the guard it mounts (`requirePermission`
 * or `requireStaff`); the guard keeps that declaration where `needOf` can read it, so the
 * permission matrix test (staff.int.test.ts) walks the mounted routes and checks every admin
 * call against the same declaration, and fails for an admin call mounted without one.
 */
import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { requireUser } from "../core/caller.ts";
import type { ApiEnv } from "../core/deps.ts";
import { langSchema } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { users } from "../db/schema.ts";
import { can, isStaff, type Access, type Area, type Staff } from "./contract.ts";
import { STAFF_MSG } from "./messages.ts";


/** The user's current roles and name, read from the database (never from the token). */
export async function loadStaff(c: Context<ApiEnv>, userId: number): Promise<Staff | null> {
  const { database } = c.get("deps");
  const [row] = await database.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roles: users.roles })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), roles: Array.isArray(row.roles) ? row.roles : [] };
}

export function forbidden(c: Context<ApiEnv>) {
  const lang = langSchema.parse(c.req.query("lang"));
  return c.json({ ok: false, error: translateMessage(STAFF_MSG.forbidden, lang) }, 403);
}

/** What a back-office call needs: an area and access, or just being staff (any area readable). */
export type Need = { area: Area; access: Access } | "staff";

const needs = new WeakMap<object, Need>();

/** The need a guard middleware was made for (undefined: the handler is not a guard). */
export function needOf(handler: unknown): Need | undefined {
  return typeof handler === "function" ? needs.get(handler) : undefined;
}

/** Any staff member (some area readable): admin/me and the dashboard. Others 401/403. */
export function requireStaff(): MiddlewareHandler<ApiEnv> {
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const staff = await loadStaff(c, userId);
    if (!staff || !isStaff(staff.roles)) {
      c.get("deps").log.warn({ userId, path: c.req.path, requestId: c.get("requestId") }, "back office call refused");
      return forbidden(c);
    }
    c.set("staff", staff);
    await next();
  };
  needs.set(guard, "staff");
  return guard;
}

export function requirePermission(area: Area, access: Access): MiddlewareHandler<ApiEnv> {
  const guard: MiddlewareHandler<ApiEnv> = async (c, next) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const staff = await loadStaff(c, userId);
    if (!staff || !can(staff.roles, area, access)) {
      c.get("deps").log.warn({ userId, area, access, path: c.req.path, requestId: c.get("requestId") }, "back office call refused");
      return forbidden(c);
    }
    c.set("staff", staff);
    await next();
  };
  needs.set(guard, { area, access });
  return guard;
}

/** The staff member the guard let through (only inside a guarded route). */
export function staffOf(c: Context<ApiEnv>): Staff {
  const staff = c.get("staff");
  if (!staff) throw new Error("staffOf outside requirePermission");
  return staff;
}
