import { describe, expect, it } from "vitest";
import { sitemapIndex, urlEntries, urlset, xmlEscape } from "./sitemap.build";

describe("sitemap xml", () => {
  it("lists a page once per language with every alternate and x-default", () => {
    const xml = urlEntries("https://shop.az", { paths: { az: "/ag-koynek", en: "/white-shirt", ru: "/belaya" }, lastmod: "2025-01-02" });
    const urls = xml.split("\n");
    expect(urls).toHaveLength(3);
    expect(urls[0]).toContain("<loc>https://shop.az/az/ag-koynek</loc>");
    expect(urls[1]).toContain("<loc>https://shop.az/white-shirt</loc>");
    expect(urls[2]).toContain("<loc>https://shop.az/ru/belaya</loc>");
    for (const u of urls) {
      expect(u).toContain('hreflang="az" href="https://shop.az/az/ag-koynek"');
      expect(u).toContain('hreflang="en" href="https://shop.az/white-shirt"');
      expect(u).toContain('hreflang="ru" href="https://shop.az/ru/belaya"');
      expect(u).toContain('hreflang="x-default" href="https://shop.az/white-shirt"');
      expect(u).toContain("<lastmod>2025-01-02</lastmod>");
    }
  });
  it("handles the home page and a language without a path", () => {
    const xml = urlEntries("https://shop.az", { paths: { az: "/", en: "/" } });
    expect(xml).toContain("<loc>https://shop.az/az</loc>");
    expect(xml).toContain("<loc>https://shop.az/</loc>");
    expect(xml).not.toContain("/ru");
  });
  it("escapes and encodes paths", () => {
    expect(xmlEscape(`a&b<"'>`)).toBe("a&amp;b&lt;&quot;&apos;&gt;");
    const xml = urlEntries("https://shop.az", { paths: { en: "/köynək&x" } });
    expect(xml).toContain("https://shop.az/k%C3%B6yn%C9%99k&amp;x");
  });
  it("wraps entries in a urlset with the xhtml namespace, and builds an index of parts", () => {
    expect(urlset("https://s", [{ paths: { en: "/a" } }])).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const index = sitemapIndex("https://s", 2);
    expect(index).toContain("<loc>https://s/sitemap.xml?part=1</loc>");
    expect(index).toContain("<loc>https://s/sitemap.xml?part=2</loc>");
  });
});
