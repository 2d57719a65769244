import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./jsonld";

const base = { title: "Linen care", publishedAt: "2025-04-02T10:00:00.000Z", url: "https://s.az/blog/linen-care", siteUrl: "https://s.az", siteTitle: "Bazaar" };

describe("article JSON-LD", () => {
  it("is a BlogPosting with the shop as author and publisher, and a modification date", () => {
    const ld = articleJsonLd({ ...base, image: "https://s.az/img/1000/gen/b/x/1920x800.png" });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Linen care",
      datePublished: "2025-04-02T10:00:00.000Z",
      dateModified: "2025-04-02T10:00:00.000Z",
      author: { "@type": "Organization", name: "Bazaar", url: "https://s.az/" },
      publisher: { "@type": "Organization", name: "Bazaar", url: "https://s.az/" },
      image: "https://s.az/img/1000/gen/b/x/1920x800.png",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://s.az/blog/linen-care" },
      url: "https://s.az/blog/linen-care",
    });
  });
  it("takes an edit date when there is one, and leaves out a missing image", () => {
    const ld = articleJsonLd({ ...base, updatedAt: "2025-05-01T08:00:00.000Z" });
    expect(ld.dateModified).toBe("2025-05-01T08:00:00.000Z");
    expect(ld).not.toHaveProperty("image");
  });
});
