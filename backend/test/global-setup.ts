/**
 * vitest globalSetup: one migrated database is made once per run, and every test file's
 * testDatabase() (backend/test/db.ts) starts from a copy of it instead of running every
 * migration again (and, on PGlite, initdb), which was most of a small test file's time.
 * - PGlite (no DATABASE_URL): the migrated database is dumped to a file.
 * - PostgreSQL: a database `shop_t_<time>_<random>` is migrated and used as the TEMPLATE of
 *   each file's database; dropped at the end (scripts/drop-stale-test-dbs.ts if the run dies).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { sql } from "drizzle-orm";
import { migrate, openDatabase } from "../db/client.ts";
import { testDatabaseName } from "./names.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** path of the migrated PGlite dump, or "" when the suites run on PostgreSQL */
    pgliteTemplate: string;
    /** name of the migrated PostgreSQL template database, or "" on PGlite */
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide("pgliteTemplate", "");
    const name = testDatabaseName();
    const admin = await openDatabase({ url });
    try {
      await admin.query(sql.raw(`CREATE DATABASE ${name}`));
      const target = new URL(url);
      target.pathname = `/${name}`;
      const database = await openDatabase({ url: target.toString() });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
    } finally {
      await admin.close();
    }
    project.provide("pgTemplate", name);
    return async () => {
      const again = await openDatabase({ url });
      await again.query(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).finally(() => again.close());
    };
  }
  project.provide("pgTemplate", "");
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await migrate(database);
    const blob = await database.dump!();
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
