import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { loadBackendConfig, type BackendConfig } from "../config.ts";
import { createApi } from "../app.ts";
import { migrate, openDatabase, type Database } from "../db/client.ts";
import { createLogger } from "../core/log.ts";

/**
 * A fresh, migrated database for one integration test file: in-memory PGlite, or, when
 * DATABASE_URL is set, a new PostgreSQL database created for this file and dropped after it.
 */
export async function testDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: "memory://" });
    await migrate(database);
    afterAll(() => database.close());
    return database;
  }
  const name = `shop_t_${randomBytes(5).toString("hex")}`;
  const admin = await openDatabase({ url });
  await admin.query(sqlRaw(`CREATE DATABASE ${name}`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  await migrate(database);
  afterAll(async () => {
    await database.close();
    await admin.query(sqlRaw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await admin.close();
  });
  return database;
}

import { sql } from "drizzle-orm";
function sqlRaw(text: string) {
  return sql.raw(text);
}

/** The API over a test database, with config overrides; `call` posts JSON like the BFF does. */
export async function testApi(overrides: Partial<Record<string, string>> = {}, database?: Database) {
  const db = database ?? (await testDatabase());
  const config: BackendConfig = loadBackendConfig({ NODE_ENV: "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0", ...overrides } as NodeJS.ProcessEnv);
  const app = createApi({ database: db, config, log: createLogger() });
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
    const json = (await res.json()) as { ok: boolean; data?: T; error?: string; errors?: Record<string, string>; redirect?: string; expired?: boolean };
    return { status: res.status, ...json };
  }
  return { app, database: db, config, call };
}
