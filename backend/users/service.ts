/**
 * Customers and their saved addresses. An address list always has exactly one main address
 * (`selected`) while it is not empty: the first address becomes main, making another main
 * clears the old one, removing the main one promotes the newest remaining address. Changes
 * run in a transaction that locks the customer's row, so parallel calls cannot break the rule.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { addresses, deliveryAreas, users, type Lang } from "../db/schema.ts";
import type { Address, User } from "../auth/contract.ts";
import { permissionsOf } from "../staff/contract.ts";

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  const gender = row.gender === "m" || row.gender === "male" ? "male" : row.gender === "f" || row.gender === "female" ? "female" : null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    mobile: row.mobile,
    verified: row.verified,
    isSocial: row.isSocial,
    hasPassword: Boolean(row.passwordHash),
    gender,
    roles: row.roles ?? [],
    permissions: permissionsOf(row.roles ?? []),
    photo: row.photo,
    loyalty: row.loyalty,
  };
}

export async function findUser(deps: Deps, id: number): Promise<UserRow | undefined> {
  const [row] = await deps.database.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMobile(deps: Deps, mobile: string): Promise<UserRow | undefined> {
  const [row] = await deps.database.db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByEmail(deps: Deps, email: string): Promise<UserRow | undefined> {
  const [row] = await deps.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Whether another customer already uses this email. */
export async function emailTaken(deps: Deps, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(row);
}

/* ───────────── delivery area titles ───────────── */

type AreaTitles = Map<string, string>;

async function areaTitles(deps: Deps, codes: string[], lang: Lang): Promise<AreaTitles> {
  const unique = [...new Set(codes.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ code: deliveryAreas.code, title: deliveryAreas.title })
    .from(deliveryAreas)
    .where(inArray(deliveryAreas.code, unique));
  return new Map(rows.map((r) => [r.code, r.title?.[lang] || r.title?.en || r.code]));
}

/** "Baku, Nasimi, 28 May, Street 1": area titles in the language, then the address text. */
export async function addressLines(
  deps: Deps,
  items: { city: string | null; district: string | null; place: string | null; address: string | null }[],
  lang: Lang,
): Promise<string[]> {
  const titles = await areaTitles(
    deps,
    items.flatMap((a) => [a.city ?? "", a.district ?? "", a.place ?? ""]),
    lang,
  );
  return items.map((a) =>
    [a.city, a.district, a.place]
      .filter((code): code is string => Boolean(code))
      .map((code) => titles.get(code) ?? code)
      .concat(a.address ? [a.address] : [])
      .join(", "),
  );
}

/* ───────────── area validation ───────────── */

export type AreaProblem = { field: "city" | "district" | "place"; kind: "wrong" | "required" };

/**
 * Checks city > district > place against the delivery-area tree: each code must exist on its
 * level under its parent; a district is required when the city has districts, a place when the
 * district has places.
 */
export async function checkAreas(deps: Deps, city: string, district: string, place: string): Promise<AreaProblem | null> {
  const rows = await deps.database.db
    .select({ id: deliveryAreas.id, parentId: deliveryAreas.parentId, code: deliveryAreas.code, level: deliveryAreas.level })
    .from(deliveryAreas);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const hasChildren = (id: number) => rows.some((r) => r.parentId === id);
  const c = byCode.get(city);
  if (!c || c.level !== "city") return { field: "city", kind: "wrong" };
  if (!district) return hasChildren(c.id) ? { field: "district", kind: "required" } : place ? { field: "place", kind: "wrong" } : null;
  const d = byCode.get(district);
  if (!d || d.level !== "district" || d.parentId !== c.id) return { field: "district", kind: "wrong" };
  if (!place) return hasChildren(d.id) ? { field: "place", kind: "required" } : null;
  const p = byCode.get(place);
  if (!p || p.level !== "place" || p.parentId !== d.id) return { field: "place", kind: "wrong" };
  return null;
}

/* ───────────── addresses ───────────── */

export interface AddressInput {
  title: string;
  city: string;
  district: string;
  place: string;
  address: string;
}

export async function listAddresses(deps: Deps, userId: number, lang: Lang): Promise<Address[]> {
  const rows = await deps.database.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.selected), asc(addresses.id));
  const lines = await addressLines(deps, rows, lang);
  return rows.map((r, i) => ({
    id: r.id,
    title: r.title,
    city: r.city,
    district: r.district,
    place: r.place,
    address: r.address,
    selected: r.selected,
    line: lines[i]!,
  }));
}

async function lockUser(tx: Db, userId: number) {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

export async function createAddress(deps: Deps, userId: number, input: AddressInput): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    await lockUser(tx as unknown as Db, userId);
    const [existing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.selected, true)));
    const [row] = await tx
      .insert(addresses)
      .values({
        userId,
        title: input.title,
        city: input.city,
        district: input.district || null,
        place: input.place || null,
        address: input.address,
        selected: Number(existing?.count ?? 0) === 0,
      })
      .returning({ id: addresses.id });
    return row!.id;
  });
}

/** Updates the customer's own address; false when it does not exist or is someone else's. */
export async function updateAddress(deps: Deps, userId: number, id: number, input: AddressInput): Promise<boolean> {
  const rows = await deps.database.db
    .update(addresses)
    .set({ title: input.title, city: input.city, district: input.district || null, place: input.place || null, address: input.address })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function selectAddress(deps: Deps, userId: number, id: number): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    await lockUser(tx as unknown as Db, userId);
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!own) return false;
    await tx.update(addresses).set({ selected: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    await tx.update(addresses).set({ selected: true }).where(eq(addresses.id, id));
    return true;
  });
}

export async function removeAddress(deps: Deps, userId: number, id: number): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    await lockUser(tx as unknown as Db, userId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ selected: addresses.selected });
    if (!gone) return false;
    if (gone.selected) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ selected: true }).where(eq(addresses.id, next.id));
    }
    return true;
  });
}

type Executor = Pick<Db, "execute">;

/** The back office's loyalty flag; answers the value it had, or null for an unknown account. Inside the caller's transaction. */
export async function setLoyalty(db: Executor, userId: number, loyalty: boolean): Promise<{ before: boolean } | null> {
  const [row] = rowsOf<{ loyalty: boolean }>(await db.execute(sql`select loyalty from users where id = ${userId} for update`));
  if (!row) return null;
  if (Boolean(row.loyalty) !== loyalty) await db.execute(sql`update users set loyalty = ${loyalty} where id = ${userId}`);
  return { before: Boolean(row.loyalty) };
}

/** An account's role names (the staff screen); inside the caller's transaction, which has locked the row. */
export async function setRoles(db: Executor, userId: number, roles: string[]): Promise<void> {
  await db.execute(sql`update users set roles = ${JSON.stringify(roles)}::jsonb where id = ${userId}`);
}

/* ───────────── account writes other modules ask for ───────────── */

/** A new account (auth's sign-up, staff's grant); answers its id. Inside the caller's transaction or on the database. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** The sign-in fields of an account: password hash, the mobile's confirmation, staff roles (auth and staff). */
export async function updateCredentials(db: Db, userId: number, set: { passwordHash?: string | null; verified?: boolean; roles?: string[] }): Promise<void> {
  await db.update(users).set(set).where(eq(users.id, userId));
}

/** The back office's "orders seen" mark of a staff member (the unseen-orders count starts after it). */
export async function markOrdersSeen(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`update users set orders_seen_at = now() where id = ${userId}`);
}
