/**
 * Drops the integration suites' databases (`shop_t_*`) that a killed test worker left on the
 * PostgreSQL server of DATABASE_URL. Run by scripts/test-all.sh before the PostgreSQL stage:
 *
 *   tsx scripts/drop-stale-test-dbs.ts [--before <unix ms>]
 *
 * A database is stale when it was created before `--before` (default: now) and nobody is
 * connected to it; a suite still running in another checkout keeps its connections, so it is
 * left alone. The creation time comes from the name (`shop_t_<unix seconds>_<random>`); for
 * older names without one, from the database's files when the server lets us read them
 * (superuser), else the database counts as old.
 */
import postgres from "postgres";
import { pathToFileURL } from "node:url";

export const STALE_PREFIX = "shop_t_";

type Sql = ReturnType<typeof postgres>;

async function createdAt(sql: Sql, name: string, oid: number): Promise<number> {
  const stamped = /^shop_t_(\d{9,11})_[0-9a-f]+$/.exec(name);
  if (stamped) return Number(stamped[1]) * 1000;
  try {
    const [row] = await sql<{ modified: Date }[]>`select (pg_stat_file('base/' || ${oid}::text || '/PG_VERSION')).modification as modified`;
    return row.modified.getTime();
  } catch {
    return 0;
  }
}

/**
 * Drops the stale test databases; answers the names dropped. `only` limits it to those names
 * (a test of this script must not take the running suite's template, which has no connection
 * between two copies).
 */
export async function dropStaleTestDatabases(databaseUrl: string, before = Date.now(), only?: ReadonlySet<string>): Promise<string[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const dropped: string[] = [];
  try {
    const rows = await sql<{ name: string; oid: number; connections: number }[]>`
      select d.datname as name, d.oid::int as oid,
             (select count(*)::int from pg_stat_activity a where a.datname = d.datname) as connections
        from pg_database d
       where d.datname like ${STALE_PREFIX.replace(/_/g, "\\_") + "%"}`;
    for (const row of rows) {
      if (only && !only.has(row.name)) continue;
      if (row.connections > 0) continue;
      if ((await createdAt(sql, row.name, row.oid)) >= before) continue;
      if (!/^[a-z0-9_]+$/.test(row.name)) continue;
      // no FORCE: a suite that connected meanwhile makes the drop fail, and it is kept
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${row.name}`);
        dropped.push(row.name);
      } catch {
        /* in use again: not stale */
      }
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  return dropped;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("drop-stale-test-dbs: DATABASE_URL is not set, nothing to do");
  } else {
    const i = process.argv.indexOf("--before");
    const before = i > 0 ? Number(process.argv[i + 1]) : Date.now();
    if (!Number.isFinite(before)) {
      console.error("drop-stale-test-dbs: --before takes a time in unix milliseconds");
      process.exit(2);
    }
    const dropped = await dropStaleTestDatabases(url, before);
    console.log(`drop-stale-test-dbs: dropped ${dropped.length} stale test database(s)${dropped.length ? `: ${dropped.join(", ")}` : ""}`);
  }
}
