import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testApi } from "../test/db.ts";
import * as s from "../db/schema.ts";
import type { ProductList } from "./contract.ts";
import { insertFixtures } from "./test-fixtures.ts";
import { refreshFacetColumns } from "./facet-columns.ts";

/** The facet columns of products are kept by database triggers from their source tables. */
const { call, database } = await testApi();
const fx = await insertFixtures(database);
const P = fx.products;
const { db } = database;

async function facetColumns(id: number) {
  const [row] = await database.query<{ category_ids: number[]; sizes: string[]; param_value_ids: number[] }>(
    sql`select category_ids, sizes, param_value_ids from products where id = ${id}`,
  );
  return row!;
}
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
const listIds = async (payload: Record<string, unknown>) => (await call<ProductList>("products", payload)).data!.items.map((i) => i.id);

describe("facet columns", () => {
  it("hold every category with its ancestors, the sizes in stock and parameter values", async () => {
    const white = await facetColumns(P.whiteShirt);
    expect(sorted(white.category_ids)).toEqual(sorted([fx.categories.men, fx.categories.shirts, fx.categories.linen]));
    expect([...white.sizes].sort()).toEqual(["L", "S"]);
    expect(white.param_value_ids).toEqual([fx.material.values.linen]);
    const bag = await facetColumns(P.noCategory);
    expect(bag).toEqual({ category_ids: [], sizes: [], param_value_ids: [] });
  });

  it("follow stock changes of a size", async () => {
    expect(await listIds({ size: "M" })).not.toContain(P.whiteShirt);
    await db
      .update(s.productVariants)
      .set({ stock: 2 })
      .where(and(eq(s.productVariants.productId, P.whiteShirt), eq(s.productVariants.size, "M")));
    expect((await facetColumns(P.whiteShirt)).sizes).toContain("M");
    expect(await listIds({ size: "M" })).toContain(P.whiteShirt);
    await db.update(s.productVariants).set({ stock: 0 }).where(eq(s.productVariants.productId, P.whiteShirt));
    expect((await facetColumns(P.whiteShirt)).sizes).toEqual([]);
    await db.insert(s.productVariants).values({ productId: P.whiteShirt, size: "XXL", stock: 1, sort: 9 });
    expect((await facetColumns(P.whiteShirt)).sizes).toEqual(["XXL"]);
  });

  it("follow category links and a category moving to another parent", async () => {
    await db.update(s.categories).set({ parentId: fx.categories.women }).where(eq(s.categories.id, fx.categories.trousers));
    expect(sorted((await facetColumns(P.blackTrousers)).category_ids)).toEqual(sorted([fx.categories.women, fx.categories.trousers]));
    expect(await listIds({ filter_category: fx.categories.women })).toContain(P.blackTrousers);
    expect(await listIds({ filter_category: fx.categories.men })).not.toContain(P.blackTrousers);
    await db.delete(s.productCategories).where(eq(s.productCategories.productId, P.blackTrousers));
    expect((await facetColumns(P.blackTrousers)).category_ids).toEqual([]);
    await db.insert(s.productCategories).values({ productId: P.noCategory, categoryId: fx.categories.linen });
    expect(sorted((await facetColumns(P.noCategory)).category_ids)).toEqual(
      sorted([fx.categories.men, fx.categories.shirts, fx.categories.linen]),
    );
  });

  it("follow parameter values", async () => {
    await db.delete(s.productParamValues).where(eq(s.productParamValues.productId, P.giftSet));
    expect((await facetColumns(P.giftSet)).param_value_ids).toEqual([]);
    expect(await listIds({ param_material: "linen" })).not.toContain(P.giftSet);
    await db.insert(s.productParamValues).values({ productId: P.cup, paramValueId: fx.material.values.silk });
    expect(await listIds({ param_material: "silk" })).toContain(P.cup);
  });
});

describe("refreshFacetColumns", () => {
  it("rebuilds columns written while triggers were off", async () => {
    await database.query(sql`update products set category_ids = '{}', sizes = '{}', param_value_ids = '{}' where id = ${P.summerDress}`);
    expect(await facetColumns(P.summerDress)).toEqual({ category_ids: [], sizes: [], param_value_ids: [] });
    await refreshFacetColumns(database, [P.summerDress]);
    const fresh = await facetColumns(P.summerDress);
    expect(sorted(fresh.category_ids)).toEqual(sorted([fx.categories.women, fx.categories.dresses]));
    expect([...fresh.sizes].sort()).toEqual(["M", "S"]);
    expect(fresh.param_value_ids).toEqual([fx.material.values.cotton]);
    await database.query(sql`update products set sizes = '{}'`);
    await refreshFacetColumns(database);
    expect((await facetColumns(P.blueShirt)).sizes).toEqual(["L", "M"]);
  });
});
