import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf } from "../client.ts";

/** Runs one statement and gives its rows. */
export type Exec = <T = Record<string, unknown>>(statement: SQL) => Promise<T[]>;

/** Wraps a drizzle database or transaction (`db.execute`) into an Exec. */
export function execOf(db: { execute: (statement: SQL) => Promise<unknown> }): Exec {
  return async <T>(statement: SQL) => rowsOf<T>(await db.execute(statement));
}

/**
 * Inserts many rows with one statement per batch: the rows travel as one JSON parameter and
 * `jsonb_populate_recordset` turns them into table rows, so there is no per-row round trip and
 * no bind-parameter limit. Rows use the drizzle property names of the table; a property left
 * undefined keeps the column default (rows are grouped by the properties they set).
 */
export async function bulkInsert<T extends PgTable>(
  exec: Exec,
  table: T,
  rows: readonly T["$inferInsert"][],
  batchSize = 1000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const tableName = sql.raw(`"${getTableName(table)}"`);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as Record<string, unknown>[]) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    const signature = keys.join(",");
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = []));
    group.push(row);
  }
  for (const [signature, group] of groups) {
    const used = signature.split(",").map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`bulkInsert: ${getTableName(table)} has no column ${key}`);
      return { key, name: column.name };
    });
    const columnList = sql.raw(used.map((c) => `"${c.name}"`).join(", "));
    for (let start = 0; start < group.length; start += batchSize) {
      const batch = group.slice(start, start + batchSize).map((row) => {
        const out: Record<string, unknown> = {};
        for (const c of used) {
          const value = row[c.key];
          out[c.name] = value instanceof Date ? value.toISOString() : value;
        }
        return out;
      });
      await exec(
        sql`insert into ${tableName} (${columnList}) select ${columnList} from json_populate_recordset(null::${tableName}, ${JSON.stringify(batch)}::json)`,
      );
    }
  }
}

/** Moves each table's id sequence past the ids the seed wrote explicitly. */
export async function syncSequences(exec: Exec, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await exec(
      sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest(coalesce((select max(id) from ${sql.raw(`"${name}"`)}), 0), 1), (select count(*) > 0 from ${sql.raw(`"${name}"`)}))`,
    );
  }
}
