import { afterAll } from "vitest";
import { dropTestDatabases } from "./db.ts";

// One root-level afterAll per test file: drops the databases testDatabase() created, wherever
// it was called from (file top, beforeAll or a test) and whether the tests passed or not.
afterAll(dropTestDatabases);
