/**
 * Staff roles and what they may do, per back-office area. One table for the API's guard
 * (backend/staff/guard.ts) and the back office's navigation (the app imports this file).
 * A role is a name in `users.roles`; the database is the only source of a user's roles.
 */

export const STAFF_ROLES = ["owner", "manager", "content", "support"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** `marketing`: messages the shop sends to many people at once (Web Push notifications). */
export const AREAS = ["orders", "catalogue", "content", "reviews", "customers", "marketing", "staff", "settings"] as const;
export type Area = (typeof AREAS)[number];

export type Access = "read" | "write";
/** what a role may do in an area: nothing, look, or look and change */
export type Grant = "none" | Access;

/**
 * The permission matrix. `write` includes `read`. The audit log is read with `staff:write`
 * (owners only). A push notification reaches every subscriber at once: owners and managers
 * send them; a content editor sees the screen (who would be reached) but cannot send.
 */
export const PERMISSIONS: Record<StaffRole, Record<Area, Grant>> = {
  owner: { orders: "write", catalogue: "write", content: "write", reviews: "write", customers: "write", marketing: "write", staff: "write", settings: "write" },
  manager: { orders: "write", catalogue: "write", content: "write", reviews: "write", customers: "write", marketing: "write", staff: "read", settings: "read" },
  content: { orders: "none", catalogue: "write", content: "write", reviews: "write", customers: "none", marketing: "read", staff: "none", settings: "none" },
  support: { orders: "write", catalogue: "read", content: "none", reviews: "read", customers: "write", marketing: "none", staff: "none", settings: "none" },
};

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (STAFF_ROLES as readonly string[]).includes(role);
}

/** The strongest grant any of the roles gives in an area. Unknown role names give nothing. */
export function grantOf(roles: readonly string[], area: Area): Grant {
  let best: Grant = "none";
  for (const role of roles) {
    if (!isStaffRole(role)) continue;
    const grant = PERMISSIONS[role][area];
    if (grant === "write") return "write";
    if (grant === "read") best = "read";
  }
  return best;
}

/** Whether the roles allow `access` in `area` (write implies read). */
export function can(roles: readonly string[], area: Area, access: Access): boolean {
  const grant = grantOf(roles, area);
  return grant === "write" || (grant === "read" && access === "read");
}

/** The permission strings of a user (`orders:read`, `orders:write`, …), as the User object carries them. */
export function permissionsOf(roles: readonly string[]): string[] {
  const out: string[] = [];
  for (const area of AREAS) {
    const grant = grantOf(roles, area);
    if (grant !== "none") out.push(`${area}:read`);
    if (grant === "write") out.push(`${area}:write`);
  }
  return out;
}

/** Whether the user may open the back office at all (any area readable). */
export function isStaff(roles: readonly string[]): boolean {
  return AREAS.some((area) => grantOf(roles, area) !== "none");
}

/** The staff member of an admin call (set by the API's guard from the database). */
export interface Staff {
  id: number;
  name: string;
  roles: string[];
}

/** One entry of the audit log, as the back office lists it. */
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorName: string;
  area: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}
