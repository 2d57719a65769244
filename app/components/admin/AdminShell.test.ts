import { describe, expect, it } from "vitest";
import { ADMIN_SECTIONS, visibleGroups } from "./AdminShell";

const keys = (groups: ReturnType<typeof visibleGroups>) => groups.map((g) => [g.group, g.sections.map((s) => s.key)]);

describe("the back office's navigation groups", () => {
  it("lists every section once, under one of the known groups", () => {
    const all = visibleGroups(ADMIN_SECTIONS.flatMap((s) => (s.need ? [s.need] : [])));
    expect(all.flatMap((g) => g.sections)).toHaveLength(ADMIN_SECTIONS.length);
    expect(all.map((g) => g.group)).toEqual([null, "catalogue", "content", "shoppers", "team"]);
  });

  it("leaves out the groups a role opens nothing in", () => {
    // support: orders and shoppers, no catalogue, content or team
    expect(keys(visibleGroups(["orders:read", "orders:write", "customers:read", "reviews:read"]))).toEqual([
      [null, ["dashboard", "orders", "reports"]],
      ["shoppers", ["reviews", "customers", "feedback", "subscribers"]],
    ]);
    // a content editor without orders: the dashboard alone in the first group
    expect(keys(visibleGroups(["content:read"]))).toEqual([
      [null, ["dashboard"]],
      ["content", ["banners", "pages", "menus", "articles", "articleCategories", "branches", "deliveryAreas"]],
    ]);
  });
});
