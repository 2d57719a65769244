import { describe, expect, it } from "vitest";
import type { FilterGroup } from "../../backend/catalog/contract";
import { parseListingState } from "./listing-query.ts";
import { listingSeo } from "./listing-seo.ts";
import { pageMeta } from "./seo.ts";

const groups: FilterGroup[] = [
  { name: "filter_brand", title: "Brand", type: "checkbox", items: [{ id: 4, title: "Zara" }, { id: 7, title: "Mango" }] },
  { name: "filter_category", title: "Category", type: "checkbox", items: [{ id: 12, title: "Dresses", children: [{ id: 13, title: "Maxi" }] }] },
  { name: "size", title: "Size", type: "checkbox", items: [{ id: "M", title: "M" }] },
];
const seo = (query: string, indexableFacets = ["filter_brand"]) =>
  listingSeo({ title: "Dresses", state: parseListingState(new URLSearchParams(query)), groups, indexableFacets, pageLabel: (n) => `Page ${n}` });

describe("listingSeo", () => {
  it("keeps the unfiltered listing and its pages indexable with a self canonical (sort aside) and a title naming the page", () => {
    expect(seo("")).toEqual({ title: "Dresses", canonicalSearch: "" });
    expect(seo("p=2&sort=priceUp")).toEqual({ title: "Dresses · Page 2", canonicalSearch: "?p=2" });
  });

  it("gives one value of an indexable facet a page of its own, named by the value", () => {
    expect(seo("filter_brand=4")).toEqual({ title: "Dresses · Zara", canonicalSearch: "?filter_brand=4", facetTitle: "Zara" });
    expect(seo("filter_brand=4&p=3")).toMatchObject({ title: "Dresses · Zara · Page 3", canonicalSearch: "?filter_brand=4&p=3" });
    expect(seo("filter_brand=4").noindex).toBeUndefined();
  });

  it("makes every other filtered address noindex, follow with the unfiltered listing as canonical, and says what it shows", () => {
    expect(seo("price_min=20&price_max=50")).toEqual({ title: "Dresses · 20.00 ₼ – 50.00 ₼", noindex: "follow", canonicalSearch: "" });
    expect(seo("filter_brand=4,7")).toMatchObject({ title: "Dresses · Zara, Mango", noindex: "follow", canonicalSearch: "" });
    expect(seo("filter_brand=4&size=M&p=2")).toMatchObject({ title: "Dresses · Zara · M · Page 2", noindex: "follow", canonicalSearch: "" });
    // a sub-category picked in the menu or the panel is not the category's own page
    expect(seo("filter_category=13")).toMatchObject({ title: "Dresses · Maxi", noindex: "follow" });
    // a page without indexable facets (a brand page, /sale)
    expect(seo("filter_brand=4", [])).toMatchObject({ noindex: "follow", canonicalSearch: "" });
  });
});

describe("pageMeta robots", () => {
  it("writes noindex, follow for a filtered listing and plain noindex otherwise", () => {
    const root = { lang: "en" as const, siteUrl: "https://shop.example", siteTitle: "Bazaar" };
    const robots = (noindex: boolean | "follow") => pageMeta({ root, pathname: "/sale", noindex }).find((m) => "name" in m && m.name === "robots");
    expect(robots("follow")).toEqual({ name: "robots", content: "noindex, follow" });
    expect(robots(true)).toEqual({ name: "robots", content: "noindex" });
    expect(robots(false)).toBeUndefined();
  });
});
