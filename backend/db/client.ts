import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./lock.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** run a raw statement and get its rows, the same shape on both drivers */
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** LISTEN on a channel; the callback gets each NOTIFY's payload. Resolves to the unlisten call. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding the start-up lock: on PostgreSQL a session advisory lock, so
   * instances starting together on one database migrate and seed one after the other; on
   * PGlite the data directory's lock already makes the process the only one.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** the advisory lock key held around migrations and the seed on PostgreSQL ("bazaar" start-up) */
export const STARTUP_LOCK_KEY = "7305216108";

/**
 * Embedded PostgreSQL sized for a shop catalogue of tens of MB rather than the server
 * defaults (128 MB of shared buffers inside the WebAssembly heap, which never shrinks):
 * the files stay in the OS page cache, so smaller buffers cost little speed and much less RSS.
 */
const PGLITE_MEMORY = ["-c", "shared_buffers=32MB", "-c", "temp_buffers=4MB", "-c", "work_mem=4MB", "-c", "maintenance_work_mem=32MB"];

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens the database: PostgreSQL when a URL is given, else embedded PGlite
 * (in `dataDir`, or in memory when dataDir is "memory://").
 */
/**
 * Opens PostgreSQL (`url`) or the embedded PGlite (`dataDir`, `memory://` for a throw-away
 * one). `loadDataDir` starts an in-memory PGlite from a dump (`dumpPglite`) instead of running
 * initdb: the test suites open every database from one migrated dump (backend/test/db.ts).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.url) {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const client = postgres(opts.url, { max: 10, onnotice: () => {}, connect_timeout: 5 });
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async query<T>(statement: SQL) {
        return (await db.execute(statement)) as unknown as T[];
      },
      async listen(channel, onMessage) {
        // postgres.js keeps one extra connection for all listeners and re-listens after a reconnect
        const { unlisten } = await client.listen(channel, (payload) => onMessage(payload));
        return unlisten;
      },
      async exclusive(fn) {
        const reserved = await client.reserve();
        try {
          await reserved`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`;
          return await fn();
        } finally {
          await reserved`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.catch(() => {});
          reserved.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const dir = opts.dataDir ?? "./data";
  let dataDir: string | undefined;
  let unlock = () => {};
  if (dir !== "memory://") {
    dataDir = path.resolve(dir, "pg");
    mkdirSync(dataDir, { recursive: true });
    // one process per embedded database: a second one refuses to start (backend/db/lock.ts)
    unlock = lockDataDir(path.resolve(dir, "pg.lock"), `The embedded database in ${dataDir}`);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({
      dataDir,
      loadDataDir: dataDir ? undefined : opts.loadDataDir,
      extensions: { pg_trgm, unaccent },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
    });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    async query<T>(statement: SQL) {
      const result = (await db.execute(statement)) as unknown as { rows: T[] };
      return result.rows;
    },
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, (payload) => onMessage(payload));
      return unlisten;
    },
    exclusive: (fn) => fn(),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * Whether an error (or its cause: drivers wrap them) is a unique violation (SQLSTATE 23505),
 * of the named constraint when one is given. Works for PGlite and postgres.js errors.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth += 1) {
    const o = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown; cause?: unknown };
    if (o.code === "23505") return constraint === undefined || String(o.constraint ?? o.constraint_name ?? o.message ?? "").includes(constraint);
    e = o.cause;
  }
  return false;
}

/** Applies the committed SQL migrations (the same files on both drivers). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/postgres-js/migrator");
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as never, { migrationsFolder });
  }
}
