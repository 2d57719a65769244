import { describe, expect, it } from "vitest";
import { groupBrands } from "./brands";

describe("groupBrands", () => {
  it("groups by first letter in alphabetical order, digits and symbols under #", () => {
    const groups = groupBrands([{ title: "zara" }, { title: "Adidas" }, { title: "7 Seas" }, { title: "asics" }, { title: "Çiçək" }]);
    expect(groups.map((g) => g.letter)).toEqual(["#", "A", "Ç", "Z"]);
    expect(groups[1]!.items.map((b) => b.title)).toEqual(["Adidas", "asics"]);
  });
});
