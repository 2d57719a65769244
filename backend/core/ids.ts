/**
 * Row ids as the API reads them from a path, a query string or a body. Every id column is a
 * PostgreSQL `integer` (serial), so an id is a whole number from 1 to 2 147 483 647; a bigger
 * one would reach the database as an "out of range for type integer" error. Anything else
 * names no row: the routes answer their 404 for it without asking the database.
 */

/** The largest value of an `integer` column. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/** The id a value names (a number, or its decimal digits with surrounding spaces), or null when it names none. */
export function readId(raw: unknown): number | null {
  const value = typeof raw === "string" && DIGITS.test(raw.trim()) ? Number(raw.trim()) : raw;
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
}

/**
 * A path parameter as an id for a lookup: the id, or 0 for a value that names no row (0 is no
 * row's id, so the lookup finds nothing and the route answers its 404).
 */
export function pathId(raw: string | undefined): number {
  return readId(raw) ?? 0;
}
