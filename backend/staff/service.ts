/**
 * Staff accounts: giving a role to a mobile number (a new account, or an existing customer
 * promoted), and the first owner from OWNER_MOBILE / OWNER_PASSWORD at start.
 */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/service.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Logger } from "../core/log.ts";
import { insertUser, updateCredentials } from "../users/service.ts";
import { audit, type Actor } from "./audit.ts";

import type { StaffRole } from "./contract.ts";

export interface GrantResult {
  userId: number;
  /** a new account was made (else an existing one got the role) */
  created: boolean;
}

const ROLE_NAMES: Record<StaffRole, string> = { owner: "Owner", manager: "Manager", content: "Content editor", support: "Support" };

/**
 * Gives `role` to the account of `mobile` (digits, 994…), creating a verified account when
 * there is none; a password, when given, becomes the account's password. One transaction,
 * with an audit entry.
 */
export async function grantRole(
  database: Database,
  input: { mobile: string; role: StaffRole; password?: string; firstName?: string; lastName?: string },
  actor: Actor,
): Promise<GrantResult> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return database.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.mobile, input.mobile)).for("update").limit(1);
    if (existing) {
      const roles = Array.isArray(existing.roles) ? existing.roles : [];
      const nextRoles = roles.includes(input.role) ? roles : [...roles, input.role];
      await updateCredentials(tx, existing.id, { roles: nextRoles, ...(passwordHash ? { passwordHash } : {}) });
      await audit(tx, actor, {
        area: "staff",
        action: "grant",
        entity: "user",
        entityId: existing.id,
        before: { roles },
        after: { roles: nextRoles, passwordChanged: Boolean(passwordHash) },
      });
      return { userId: existing.id, created: false };
    }
    const userId = await insertUser(tx, {
      firstName: input.firstName ?? ROLE_NAMES[input.role],
      lastName: input.lastName ?? "",
      mobile: input.mobile,
      passwordHash: passwordHash ?? null,
      verified: true,
      roles: [input.role],
    });
    await audit(tx, actor, { area: "staff", action: "create", entity: "user", entityId: userId, after: { mobile: input.mobile, roles: [input.role] } });
    return { userId, created: true };
  });
}

/** Whether any account has the owner role. */
export async function ownerExists(database: Database): Promise<boolean> {
  const rows = await database.query<{ n: number }>(sql`select count(*)::int as n from users where roles @> '["owner"]'::jsonb`);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * OWNER_MOBILE + OWNER_PASSWORD at start: when no owner exists yet, the account of that number
 * becomes the owner (created if needed, with that password). Once an owner exists nothing
 * changes, so a later restart with the variables still set resets no password.
 */
export async function ensureOwner(database: Database, config: { OWNER_MOBILE?: string; OWNER_PASSWORD?: string }, log?: Logger): Promise<GrantResult | null> {
  if (!config.OWNER_MOBILE || !config.OWNER_PASSWORD) return null;
  if (await ownerExists(database)) return null;
  const result = await grantRole(database, { mobile: config.OWNER_MOBILE, role: "owner", password: config.OWNER_PASSWORD }, { id: null, name: "OWNER_MOBILE" });
  log?.info({ userId: result.userId, created: result.created }, "back office owner set up from OWNER_MOBILE");
  return result;
}

/** The audit helper, for other modules through this public file. */
export { audit, type Actor } from "./audit.ts";
