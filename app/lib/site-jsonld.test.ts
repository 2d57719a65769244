import { describe, expect, it } from "vitest";
import { branchesJsonLd, homeJsonLd } from "./site-jsonld";

describe("home page structured data", () => {
  it("describes the shop and its search from SITE_URL, per language", () => {
    const [org, site] = homeJsonLd({ siteUrl: "https://shop.example", siteTitle: "Bazaar", langPrefix: "/az", phone: "+994 12 555 00 00" });
    expect(org).toMatchObject({ "@type": "Organization", name: "Bazaar", url: "https://shop.example/az", logo: "https://shop.example/favicon.svg", contactPoint: { telephone: "+994 12 555 00 00" } });
    expect(site).toMatchObject({
      "@type": "WebSite",
      url: "https://shop.example/az",
      potentialAction: { "@type": "SearchAction", target: { urlTemplate: "https://shop.example/az/search?search={search_term_string}" }, "query-input": "required name=search_term_string" },
    });
    expect(homeJsonLd({ siteUrl: "https://shop.example", siteTitle: "Bazaar", langPrefix: "" })[0]).toMatchObject({ url: "https://shop.example/" });
  });
  it("names the shop's social accounts as sameAs", () => {
    const [org] = homeJsonLd({ siteUrl: "https://s.az", siteTitle: "Bazaar", langPrefix: "", sameAs: ["https://www.instagram.com/bazaar"] });
    expect(org.sameAs).toEqual(["https://www.instagram.com/bazaar"]);
  });
});

describe("branches structured data", () => {
  it("describes every branch as a Store with its address, position and phone", () => {
    const [store] = branchesJsonLd({
      siteUrl: "https://s.az",
      siteTitle: "Bazaar",
      pageUrl: "https://s.az/branches",
      branches: [{ title: "Gənclik Mall", city: { title: "Bakı" }, address: "Fətəli xan Xoyski 14", latitude: 40.4, longitude: 49.85, phone: "+994 12 555 00 00" }],
    });
    expect(store).toMatchObject({
      "@type": "Store",
      name: "Bazaar Gənclik Mall",
      address: { "@type": "PostalAddress", streetAddress: "Fətəli xan Xoyski 14", addressLocality: "Bakı", addressCountry: "AZ" },
      geo: { latitude: 40.4, longitude: 49.85 },
      telephone: "+994 12 555 00 00",
    });
  });
});
