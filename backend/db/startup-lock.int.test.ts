/**
 * Two instances starting at the same moment on one empty PostgreSQL database:
 * migrations and the seed run under an advisory lock, so both come up and the catalogue is
 * seeded once. (PGlite: one process per data directory, see lock.int.test.ts.)
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import { startBackend, type Backend } from "../index.ts";
import { openDatabase, type Database } from "./client.ts";
import { testDatabaseName } from "../test/db.ts";

const url = process.env.DATABASE_URL;
let admin: Database | undefined;
const name = testDatabaseName();
const started: Backend[] = [];

afterAll(async () => {
  for (const backend of started) await backend.close().catch(() => {});
  if (admin) {
    await admin.query(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await admin.close();
  }
});

describe.skipIf(!url)("two first starts on one empty PostgreSQL database", () => {
  it("both come up: migrations and the seed run one after the other, the catalogue is seeded once", async () => {
    admin = await openDatabase({ url });
    await admin.query(sql.raw(`CREATE DATABASE ${name}`));
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const config = loadBackendConfig({ NODE_ENV: "test", DATABASE_URL: dbUrl.toString(), SEED_ON_EMPTY: "1", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv);
    const log = createLogger();
    const results = await Promise.allSettled([startBackend({ config, log }), startBackend({ config, log })]);
    for (const result of results) if (result.status === "fulfilled") started.push(result.value);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok"]);

    const [a, b] = started;
    const [products] = await a!.database.query<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(Number(products!.n)).toBeGreaterThan(0);
    const [migrations] = await b!.database.query<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const [distinctMigrations] = await b!.database.query<{ n: number }>(sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(migrations!.n)).toBe(Number(distinctMigrations!.n));
  }, 180_000);
});
