import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../test/db.ts";
import { SlowStatementCache } from "./cache.ts";
import { computeFacets } from "./facets.ts";
import { buildPlan } from "./filters.ts";
import { listProducts } from "./listing.ts";
import { listSchema } from "./params.ts";
import { insertFixtures } from "./test-fixtures.ts";

const database = await testDatabase();
const fx = await insertFixtures(database);

async function run(payload: Record<string, unknown>, cache?: SlowStatementCache) {
  const q = listSchema.parse(payload);
  const plan = await buildPlan(database, q, { forFacets: true });
  const [list, facets] = [await listProducts(database, plan, cache), await computeFacets(database, plan, { cache })];
  return { count: list.pagination.count, facetCount: facets.count };
}

describe("slow statement cache in the listing and the facets", () => {
  it("answers kept statements until they expire, and fresh ones for other parameters", async () => {
    let now = 0;
    // every statement counts as slow here
    const cache = new SlowStatementCache({ slowMs: -1, ttlMs: 1000, now: () => now });
    const before = await run({}, cache);
    const searched = await run({ search: "koynek" }, cache);
    expect(before).toEqual({ count: 8, facetCount: 8 });
    expect(searched).toEqual({ count: 3, facetCount: 3 });
    await database.query(sql`update products set status = 'hidden' where id = ${fx.products.cup}`);
    expect(await run({}, cache)).toEqual(before);
    expect(await run({ search: "koynek" }, cache)).toEqual(searched);
    expect(await run({})).toEqual({ count: 7, facetCount: 7 });
    expect(await run({ filter_brand: fx.brands.xezer }, cache)).toEqual({ count: 2, facetCount: 2 });
    now += 2000;
    expect(await run({}, cache)).toEqual({ count: 7, facetCount: 7 });
  });
});
