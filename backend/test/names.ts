import { randomBytes } from "node:crypto";

/** Prefix of every database the suites create on PostgreSQL (scripts/drop-stale-test-dbs.ts removes leftovers). */
export const TEST_DB_PREFIX = "shop_t_";

/** `shop_t_<unix seconds>_<random>`: the creation time in the name lets a later run tell leftovers from live ones. */
export function testDatabaseName(now = Date.now()): string {
  return `${TEST_DB_PREFIX}${Math.floor(now / 1000)}_${randomBytes(4).toString("hex")}`;
}
