import { signAccessToken } from "../auth/tokens.ts";
import type { BackendConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/** The back office's roles, and a shopper without one. */
export const STAFF_ROLES = ["owner", "manager", "content", "support", "shopper"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * One account per role of STAFF_ROLES in a test database, each with an access token, for the
 * back-office suites' permission checks. The mobile numbers are `mobilePrefix` + the role's
 * index (a prefix of its own per file keeps them apart where files share a database).
 */
export async function staffTokens(api: { database: Database; config: BackendConfig }, mobilePrefix: string, lastName = "Staff"): Promise<Record<StaffRole, string>> {
  const tokens = {} as Record<StaffRole, string>;
  for (const [i, role] of STAFF_ROLES.entries()) {
    const [u] = await api.database.db
      .insert(users)
      .values({ firstName: role, lastName, mobile: `${mobilePrefix}${i}`, roles: role === "shopper" ? [] : [role] })
      .returning();
    tokens[role] = await signAccessToken({ config: api.config } as never, u!.id);
  }
  return tokens;
}
