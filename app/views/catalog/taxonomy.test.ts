import { describe, expect, it } from "vitest";
import type { CategoryNode } from "../../../backend/catalog/contract";
import { categoryLinks, categoryPath, departmentTitle, plainText } from "./taxonomy";

const node = (id: number, title: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  title,
  route: `/c/${title.toLowerCase()}`,
  parentIds: [],
  hasHome: false,
  newYear: false,
  subType: null,
  image: id === 3 ? "gen/p/shirt/ffffff/front.png" : null,
  desc: null,
  popular: null,
  children,
});

const tree = [node(1, "Women", [node(2, "Dresses"), node(3, "Shirts", [node(4, "Linen")])]), node(5, "Men")];

describe("category helpers", () => {
  it("finds the path from the root", () => {
    expect(categoryPath(tree, 4).map((c) => c.id)).toEqual([1, 3, 4]);
    expect(categoryPath(tree, 99)).toEqual([]);
  });
  it("links children when there are some", () => {
    expect(categoryLinks(tree, 1).map((l) => l.title)).toEqual(["Dresses", "Shirts"]);
    // each link carries its category's image (the thumbnail beside its name)
    expect(categoryLinks(tree, 1).map((l) => l.image)).toEqual([null, "gen/p/shirt/ffffff/front.png"]);
  });
  it("links siblings (current active) for a leaf", () => {
    expect(categoryLinks(tree, 2)).toEqual([
      { title: "Dresses", route: "/c/dresses", image: null, active: true },
      { title: "Shirts", route: "/c/shirts", image: "gen/p/shirt/ffffff/front.png", active: false },
    ]);
    // an only child has no sibling links
    expect(categoryLinks(tree, 4)).toEqual([]);
  });
  it("turns editor HTML into a short plain description", () => {
    expect(plainText("<p>Soft <b>linen</b>&nbsp;shirts &amp; more</p>")).toBe("Soft linen shirts & more");
    expect(plainText("a".repeat(200))).toHaveLength(160);
    expect(plainText("<p> </p>")).toBeUndefined();
  });
});

describe("departmentTitle", () => {
  const shops = [node(1, "Women", [node(2, "Shoes"), node(3, "Dresses")]), node(5, "Men", [node(6, "Shoes")]), node(7, "Kids", [node(8, "shoes ")])];
  it("names the department after a title several categories share", () => {
    expect(departmentTitle(shops, categoryPath(shops, 2))).toBe("Shoes · Women");
    expect(departmentTitle(shops, categoryPath(shops, 6))).toBe("Shoes · Men");
  });
  it("keeps a title no other category has, and a department's own", () => {
    expect(departmentTitle(shops, categoryPath(shops, 3))).toBe("Dresses");
    expect(departmentTitle(shops, categoryPath(shops, 1))).toBe("Women");
    expect(departmentTitle(shops, [])).toBeUndefined();
  });
});
