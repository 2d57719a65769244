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
  /**
   * LISTEN on a channel; the callback gets each NOTIFY's payload. Resolves to the unlisten call.
   * On PostgreSQL the listening connection is re-made after it is lost (`events` say when).
   */
  listen(channel: string, onMessage: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding the start-up lock: on PostgreSQL a session advisory lock, so
   * instances starting together on one database migrate and seed one after the other; on
   * PGlite the data directory's lock already makes the process the only one.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** PGlite only (its one connection is opened once): sets the statement and lock timeouts from now on */
  bound?(timeouts: DatabaseTimeouts): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The rows of a raw `execute` (drizzle's result on both drivers carries them as `rows`). */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
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

/** Bounds on the database work of a request (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS); 0 = none. */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
}

/** How `listen` reports the listening connection: lost (notifications may be missed from now) and back. */
export interface ListenEvents {
  onLost?: (err: unknown) => void;
  onRestored?: () => void;
}

/**
 * Opens PostgreSQL (`url`) or the embedded PGlite (`dataDir`, `memory://` for a throw-away
 * one). `loadDataDir` starts an in-memory PGlite from a dump (`dumpPglite`) instead of running
 * initdb: the test suites open every database from one migrated dump (backend/test/db.ts).
 * `timeouts` bound every statement and lock wait of the connections (start-up work, migrations
 * and the seed open the database without them).
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; loadDataDir?: Blob; timeouts?: DatabaseTimeouts; onError?: (err: unknown) => void }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.timeouts, opts.onError);
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
  const bound = async (timeouts: DatabaseTimeouts) => {
    await client.exec(`SET statement_timeout = ${Math.max(0, Math.floor(timeouts.statementMs))}`);
    await client.exec(`SET lock_timeout = ${Math.max(0, Math.floor(timeouts.lockMs))}`);
  };
  if (opts.timeouts) await bound(opts.timeouts);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    query: async <T>(statement: SQL) => rowsOf<T>(await db.execute(statement)),
    // one in-process connection: nothing to lose, so ListenEvents never fire
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, (payload) => onMessage(payload));
      return unlisten;
    },
    exclusive: (fn) => fn(),
    bound,
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
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(database.db as never, { migrationsFolder });
  }
}

/**
 * PostgreSQL through node-postgres: a pool of up to 10 connections whose idle-connection errors
 * are reported, not thrown (a server restart must not end the process), with the statement and
 * lock timeouts set on every connection and a client-side bound a little above them for a
 * connection that stopped answering; LISTEN on a connection of its own that is made again with
 * a growing pause after it is lost.
 */
async function openPostgres(url: string, timeouts: DatabaseTimeouts | undefined, onError: ((err: unknown) => void) | undefined): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const bounds: Record<string, number> = {};
  if (timeouts?.statementMs) {
    bounds.statement_timeout = timeouts.statementMs;
    bounds.query_timeout = timeouts.statementMs + 2_000;
  }
  if (timeouts?.lockMs) bounds.lock_timeout = timeouts.lockMs;
  const config = { connectionString: url, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, ...bounds };
  const pool = new pg.Pool({ ...config, max: 10 });
  const report = (err: unknown) => onError?.(err);
  // an idle connection's error (the server restarted): the pool drops it and makes a new one on demand
  pool.on("error", report);
  // …and a connection that is checked out between two statements (inside a transaction) when the
  // server ends it: without a listener of its own its 'error' event would end the process
  pool.on("connect", (client) => client.on("error", report));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    query: async <T>(statement: SQL) => rowsOf<T>(await db.execute(statement)),
    listen: (channel, onMessage, events) => listenOn(pg, config, channel, onMessage, events ?? {}, report, listeners),
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      for (const unlisten of [...listeners]) await unlisten().catch(() => {});
      await pool.end();
    },
  };
}

type Pg = typeof import("pg").default;

/** A LISTEN that lasts: its own connection, re-made after a loss (0.25 s, doubling up to 5 s). */
async function listenOn(
  pg: Pg,
  config: Record<string, unknown>,
  channel: string,
  onMessage: (payload: string) => void,
  events: ListenEvents,
  report: (err: unknown) => void,
  listeners: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  let client: InstanceType<Pg["Client"]> | undefined;
  let stopped = false;
  let pause = 250;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...config, query_timeout: undefined, statement_timeout: undefined });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", (err) => lost(next, err));
    next.on("end", () => lost(next, new Error("the listening connection ended")));
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    pause = 250;
  };

  const lost = (which: InstanceType<Pg["Client"]>, err: unknown) => {
    if (stopped || client !== which) return;
    client = undefined;
    which.removeAllListeners("end");
    void which.end().catch(() => {});
    report(err);
    events.onLost?.(err);
    retry();
  };

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        if (client) events.onRestored?.();
      } catch (err) {
        report(err);
        pause = Math.min(pause * 2, 5_000);
        retry();
      }
    }, pause);
    timer.unref?.();
  };

  await connect();
  const unlisten = async () => {
    stopped = true;
    listeners.delete(unlisten);
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners("end");
      await current.query(`UNLISTEN ${quoted}`).catch(() => {});
      await current.end().catch(() => {});
    }
  };
  listeners.add(unlisten);
  return unlisten;
}
