import { describe, expect, it } from "vitest";
import { listOf, listSchema } from "./params.ts";

const parse = (raw: Record<string, unknown>) => listSchema.parse(raw);

describe("listing payload", () => {
  it("splits repeated values and comma lists, dropping blanks and duplicates", () => {
    expect(listOf(["1,2", "2", " 3 ", ""])).toEqual(["1", "2", "3"]);
    expect(listOf(undefined)).toEqual([]);
    expect(listOf({ a: 1 })).toEqual([]);
  });

  it("reads defaults and falls back on bad values", () => {
    const q = parse({});
    expect(q).toMatchObject({ lang: "en", page: 1, sort: "new", limit: 40, search: null, newIn: false, params: {} });
    const bad = parse({ lang: "fr", page: "2x", sort: "price", limit: "0", price_min: "-5", filter_brand: "a,-1,7" });
    expect(bad).toMatchObject({ lang: "en", page: 1, sort: "new", limit: 1, priceMin: undefined, brand: [7] });
    expect(parse({ page: "3", p: "9" }).page).toBe(3);
    expect(parse({ p: "9" }).page).toBe(9);
  });

  it("keeps discount ids 0 to 5 and parameter groups by name", () => {
    const q = parse({ filter_discount: "0,5,6,x", param_Material: "linen,silk", param_: "x", "param_bad name": "y" });
    expect(q.discount).toEqual([0, 5]);
    expect(q.params).toEqual({ material: ["linen", "silk"] });
  });

  it("cuts search text at 30 characters and treats blank text as no search", () => {
    expect(parse({ search: "a".repeat(50) }).search).toHaveLength(30);
    expect(parse({ search: "   " }).search).toBeNull();
    expect(parse({ search: ["köynək", "x"] }).search).toBe("köynək");
    expect(parse({ filter_newin: "true", filter_bestseller: "0" })).toMatchObject({ newIn: true, bestSeller: false });
  });
});
