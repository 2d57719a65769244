/**
 * vitest globalSetup: on PGlite (no DATABASE_URL) one migrated database is made once per run
 * and dumped to a file; every test file's testDatabase() opens a copy of it (backend/test/db.ts)
 * instead of running initdb and every migration again, which was most of a small test file's time.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrate, openDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** path of the migrated PGlite dump, or "" when the suites run on PostgreSQL */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
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
