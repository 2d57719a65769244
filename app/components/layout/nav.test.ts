import { describe, expect, it } from "vitest";
import type { MenuItem } from "../../../backend/content/contract";
import { activeTrail, buildNav, plainMenuItem } from "./nav.ts";

function item(id: number, route: string | null, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return plainMenuItem(id, `Item ${id}`, route, children, extra);
}

const tree = [
  item(1, "/women", [item(11, "/women/clothing", [item(111, "/women/clothing/dresses")]), item(12, "/women/shoes")]),
  item(2, "/men", [item(21, "/men/shirts")]),
];

describe("buildNav", () => {
  it("appends Shop All, Collections, Sale and Blog after the menu", () => {
    const nav = buildNav(tree, true);
    expect(nav.map((n) => n.key ?? n.id)).toEqual([1, 2, "shopAll", "collections", "sale", "blog"]);
    expect(nav.find((n) => n.key === "sale")?.route).toBe("/sale");
  });

  it("leaves Sale and sale-flagged items out when discounts are off", () => {
    const nav = buildNav([...tree, item(3, "/outlet", [], { isSale: true })], false);
    expect(nav.map((n) => n.key ?? n.id)).toEqual([1, 2, "shopAll", "collections", "blog"]);
  });

  it("does not repeat a fixed link the menu already holds", () => {
    const nav = buildNav([...tree, item(4, "/blog/")], true);
    expect(nav.filter((n) => n.route?.startsWith("/blog"))).toHaveLength(1);
  });
});

describe("activeTrail", () => {
  it("marks the current item and its parents", () => {
    expect([...activeTrail(tree, "/women/clothing/dresses")].sort()).toEqual([1, 11, 111]);
  });

  it("marks the deepest item a longer path sits under", () => {
    expect([...activeTrail(tree, "/men/shirts/blue-oxford-shirt")].sort()).toEqual([2, 21]);
  });

  it("marks nothing for unrelated paths or home", () => {
    expect(activeTrail(tree, "/").size).toBe(0);
    expect(activeTrail(tree, "/womenswear").size).toBe(0);
  });
});
