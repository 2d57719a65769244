import { testDatabaseName } from "./names.ts";
import { existsSync, readFileSync } from "node:fs";
import { inject } from "vitest";
import { loadBackendConfig, type BackendConfig } from "../config.ts";
import { createApi } from "../app.ts";
import { migrate, openDatabase, type Database } from "../db/client.ts";
import type { ChangeFeed } from "../db/changes.ts";
import { createLogger } from "../core/log.ts";
import type { Envelope } from "../core/envelope.ts";

let template: Promise<Blob | undefined> | undefined;

/** The migrated dump the global setup wrote (backend/test/global-setup.ts), read once per file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    let file = "";
    try {
      file = inject("pgliteTemplate");
    } catch {
      return undefined; // run without the global setup (a child vitest of a fixture)
    }
    if (!file || !existsSync(file)) return undefined;
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

/** What one test file opened; dropped by `dropTestDatabases` (registered in backend/test/setup.ts). */
const opened: { database?: Database; admin?: Database; name?: string }[] = [];

export { TEST_DB_PREFIX, testDatabaseName } from "./names.ts";

/**
 * A fresh, migrated database for one integration test file: in-memory PGlite, or, when
 * DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after it.
 * The drop is recorded before the database is created and runs from the file's root afterAll
 * (setup.ts), so it also happens when this is called inside a beforeAll (where vitest ignores a
 * nested afterAll), when migrating fails or when a test fails. A killed worker leaves its
 * database to scripts/drop-stale-test-dbs.ts.
 */
export async function testDatabase(): Promise<Database> {
  // the root afterAll of setup.ts calls this file's dropTestDatabases (see there)
  (globalThis as { __dropTestDatabases?: () => Promise<void> }).__dropTestDatabases = dropTestDatabases;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const entry: (typeof opened)[number] = {};
    opened.push(entry);
    entry.database = await openDatabase({ dataDir: "memory://", loadDataDir: await pgliteTemplate() });
    // a no-op on the migrated template; still run, so a stale or missing template cannot hide a migration
    await migrate(entry.database);
    return entry.database;
  }
  const name = testDatabaseName();
  const entry: (typeof opened)[number] = { name };
  opened.push(entry);
  entry.admin = await openDatabase({ url });
  let pgTemplate = "";
  try {
    pgTemplate = inject("pgTemplate") ?? "";
  } catch {
    // run without the global setup (a child vitest of a fixture): migrate from empty
  }
  await createDatabase(entry.admin, name, pgTemplate);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  entry.database = await openDatabase({ url: dbUrl.toString() });
  urls.set(entry.database, dbUrl.toString());
  await migrate(entry.database);
  return entry.database;
}

const urls = new WeakMap<Database, string>();

/**
 * A second connection to a test database, as another process would have: on PostgreSQL a pool
 * of its own on the same database (closed with the file's databases); PGlite has one connection,
 * so the same database answers.
 */
export async function connectAgain(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (!url) return database;
  const again = await openDatabase({ url });
  opened.push({ database: again });
  return again;
}

/**
 * CREATE DATABASE, as a copy of the migrated template when there is one. Two copies of one
 * template made at the same moment can meet "source database … is being accessed by other
 * users" (each copy briefly holds the template): tried again a few times.
 */
async function createDatabase(admin: Database, name: string, template: string): Promise<void> {
  if (!template) {
    await admin.query(sqlRaw(`CREATE DATABASE ${name}`));
    return;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(sqlRaw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test(String((err as Error).message ?? err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

/** Closes and drops every database this file opened; errors are reported after all were tried. */
export async function dropTestDatabases(): Promise<void> {
  const errors: unknown[] = [];
  for (const entry of opened.splice(0).reverse()) {
    await entry.database?.close().catch(() => {}); // a test may have closed it already
    if (entry.name) {
      let admin = entry.admin;
      try {
        admin ??= await openDatabase({ url: process.env.DATABASE_URL as string });
        await admin.query(sqlRaw(`DROP DATABASE IF EXISTS ${entry.name} WITH (FORCE)`));
      } catch (err) {
        errors.push(err);
      }
      await admin?.close().catch(() => {});
    }
  }
  if (errors.length) throw new AggregateError(errors, "could not drop the test databases");
}

import { sql } from "drizzle-orm";
function sqlRaw(text: string) {
  return sql.raw(text);
}

/**
 * The API over a test database, with config overrides (and the change feed, for the read
 * cache: `API_READ_CACHE: "1"`); `call` posts JSON like the BFF does.
 */
export async function testApi(overrides: Partial<Record<string, string>> = {}, database?: Database, changes?: ChangeFeed) {
  const db = database ?? (await testDatabase());
  const config: BackendConfig = loadBackendConfig({ NODE_ENV: "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0", ...overrides } as NodeJS.ProcessEnv);
  const app = createApi({ database: db, config, log: createLogger(), changes });
  async function call<T = unknown>(
    path: string,
    payload: Record<string, unknown> = {},
    opts: { method?: "GET" | "POST"; token?: string; headers?: Record<string, string> } = {},
  ) {
    const method = opts.method ?? "POST";
    const url = new URL(`http://test/api/${path}`);
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (method === "GET") for (const [k, v] of Object.entries(payload)) url.searchParams.set(k, String(v));
    else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(payload);
    }
    const res = await app.fetch(new Request(url, { method, headers, body }));
    const json = (await res.json()) as Envelope<T>;
    return { status: res.status, ...json };
  }
  return { app, database: db, config, call };
}
