import { describe, expect, it } from "vitest";
import { rootData } from "./seo.ts";

describe("rootData", () => {
  it("finds the root route's data among the matches, wherever it stands", () => {
    const root = { lang: "az", siteUrl: "https://shop.example", siteTitle: "Bazaar" };
    const matches = [undefined, { id: "routes/layout", data: { menu: [] } }, { id: "root", data: root }];
    expect(rootData(matches)).toBe(root);
  });

  it("is undefined when no root match is there (an error boundary before the root loader ran)", () => {
    expect(rootData([{ id: "routes/layout", data: {} }])).toBeUndefined();
    expect(rootData([])).toBeUndefined();
  });
});
