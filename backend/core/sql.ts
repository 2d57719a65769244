import { sql, type SQL } from "drizzle-orm";

/**
 * Array parameters sent as one text parameter with a cast ('{1,2,3}'::int[]), so the same
 * statement text works on PGlite and postgres.js and a list never becomes a parameter list.
 */
export function intArray(values: readonly number[]): SQL {
  const clean = values.filter((v) => Number.isSafeInteger(v));
  return sql`${`{${clean.join(",")}}`}::int[]`;
}

/** A text[] parameter; every element quoted and escaped for the array literal. */
export function textArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(",")}}`;
  return sql`${literal}::text[]`;
}

/** AND of conditions (true when none). */
export function and(parts: readonly SQL[]): SQL {
  if (parts.length === 0) return sql`true`;
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` and `,
  );
}

/** OR of conditions (false when none). */
export function or(parts: readonly SQL[]): SQL {
  if (parts.length === 0) return sql`false`;
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` or `,
  );
}
