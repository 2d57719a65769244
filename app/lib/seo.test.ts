import { describe, expect, it } from "vitest";
import { pageMeta, rootData } from "./seo.ts";

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

describe("pageMeta", () => {
  it("keeps the parameters a page reads in its canonical and alternates, and drops tracking marks", () => {
    const root = { lang: "en" as const, siteUrl: "https://shop.example", siteTitle: "Bazaar" };
    const meta = pageMeta({ root, pathname: "/women", search: "?utm_source=ads&p=2&gclid=x&filter_brand=4" });
    const links = meta.filter((m) => "rel" in m).map((m) => (m as { href: string }).href);
    expect(links[0]).toBe("https://shop.example/women?p=2&filter_brand=4");
    expect(links).toContain("https://shop.example/az/women?p=2&filter_brand=4");
    expect(pageMeta({ root, pathname: "/", search: "?utm_medium=cpc" }).find((m) => "rel" in m && m.rel === "canonical")).toMatchObject({ href: "https://shop.example/" });
  });
});
