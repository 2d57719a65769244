import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { dropStaleTestDatabases } from "../../scripts/drop-stale-test-dbs.ts";
import { testDatabaseName } from "./db.ts";

const url = process.env.DATABASE_URL;
const root = fileURLToPath(new URL("../..", import.meta.url));

describe.skipIf(!url)("test databases on PostgreSQL", () => {
  const admin = postgres(url ?? "postgres://unused", { max: 1, onnotice: () => {} });
  afterAll(() => admin.end({ timeout: 5 }));
  const exists = async (name: string) => (await admin`select 1 from pg_database where datname = ${name}`).length === 1;

  it("a suite that opens its database in beforeAll and fails still drops it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "shop-db-fixture-"));
    const out = path.join(dir, "name");
    try {
      const run = promisify(execFile)("npx", ["vitest", "run", "--config", "backend/test/fixtures/vitest.config.ts"], {
        cwd: root,
        env: { ...process.env, FIXTURE_OUT: out },
      });
      await expect(run).rejects.toMatchObject({ code: 1 }); // the fixture's test fails on purpose
      const name = readFileSync(out, "utf8");
      expect(name).toMatch(/^shop_t_\d+_[0-9a-f]+$/);
      expect(await exists(name)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("the stale-database script drops leftovers older than the run and keeps newer or used ones", async () => {
    const hourAgo = Date.now() - 3_600_000;
    const old = testDatabaseName(hourAgo);
    const fresh = testDatabaseName(Date.now() + 60_000);
    const used = testDatabaseName(hourAgo);
    for (const name of [old, fresh, used]) await admin.unsafe(`CREATE DATABASE ${name}`);
    const usedUrl = new URL(url as string);
    usedUrl.pathname = `/${used}`;
    const holder = postgres(usedUrl.toString(), { max: 1, onnotice: () => {} });
    try {
      await holder`select 1`;
      const dropped = await dropStaleTestDatabases(url as string, Date.now(), new Set([old, fresh, used]));
      expect(dropped).toContain(old);
      expect(dropped).not.toContain(fresh);
      expect(dropped).not.toContain(used);
      expect(await exists(old)).toBe(false);
      expect(await exists(fresh)).toBe(true);
      expect(await exists(used)).toBe(true);
    } finally {
      await holder.end({ timeout: 5 });
      for (const name of [old, fresh, used]) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
