import { describe, expect, it } from "vitest";
import { filterInputId } from "./FilterPanel";

describe("filterInputId", () => {
  it("gives a value with spaces or other characters an id without them, valid as a CSS selector", () => {
    const id = filterInputId("size", "30 ml");
    expect(id).toBe("f-size-30_20_ml");
    expect(id).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
    expect(filterInputId("param_material", "pamb/yun")).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
    expect(filterInputId("filter_brand", 4)).toBe("f-filter_5f_brand-4");
  });

  it("keeps different values apart", () => {
    const values = ["30 ml", "30_ml", "30-ml", "30_20_ml", "Ölçü", "XL"];
    expect(new Set(values.map((v) => filterInputId("size", v))).size).toBe(values.length);
  });
});
