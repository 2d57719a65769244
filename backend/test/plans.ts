import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";

/**
 * The plan PostgreSQL chooses for a statement (EXPLAIN's text, one line per node) with
 * sequential scans made the last resort: a test's few rows would be read whole whatever
 * indexes exist, so the question asked is "can an index answer this", as on a big catalogue.
 * PostgreSQL only: on PGlite the test that asks is skipped.
 */
export async function planOf(database: Database, statement: SQL): Promise<string> {
  if (database.kind !== "postgres") throw new Error("plans are read on PostgreSQL only");
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${statement}`);
    return rowsOf<{ "QUERY PLAN": string }>(result)
      .map((r) => r["QUERY PLAN"])
      .join("\n");
  });
}

/** True on the driver whose plans the index tests read. */
export const onPostgres = (database: Database) => database.kind === "postgres";

/** Whether a plan reads the named index (an index, index-only or bitmap index scan). */
export function readsIndex(plan: string, index: string): boolean {
  return new RegExp(`(Index Scan|Index Only Scan)( Backward)? using ${index} on |Bitmap Index Scan on ${index}\\b`).test(plan);
}
