import { afterAll } from "vitest";

// One root-level afterAll per test file: drops the databases testDatabase() created, wherever
// it was called from (file top, beforeAll or a test) and whether the tests passed or not.
// db.ts hands its drop function over through globalThis when a file first opens a database,
// so the many test files that never open one do not import the whole API for this hook.
afterAll(async () => {
  const drop = (globalThis as { __dropTestDatabases?: () => Promise<void> }).__dropTestDatabases;
  if (drop) await drop();
});
