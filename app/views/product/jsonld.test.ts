import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../backend/catalog/contract";
import { plainText, productJsonLd } from "./jsonld";

const base = {
  id: 1, title: "Linen shirt", sku: "LS-1", desc: "<p>Soft &amp; light</p>", price: 8000, priceInStore: false, hasVariantPrice: false,
  minPrice: 8000, maxPrice: 8000, qty: 3, sold: false, brand: { id: 1, title: "Nord" }, images: [{ source: "products/1.jpg", withPad: false, alt: "" }],
  image: "products/1.jpg", variants: [],
} as unknown as ProductDetail;

describe("product JSON-LD", () => {
  it("describes an Offer in AZN with availability and the rating", () => {
    const ld = productJsonLd({ product: base, score: { rating: 4.25, count: 4, counts: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } }, url: "https://s.az/p/1", siteUrl: "https://s.az" });
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Linen shirt",
      brand: { name: "Nord" },
      description: "Soft & light",
      image: ["https://s.az/img/1000/products/1.jpg"],
      offers: { "@type": "Offer", priceCurrency: "AZN", price: "80.00", availability: "https://schema.org/InStock" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.3", reviewCount: 4 },
    });
  });
  it("uses an AggregateOffer for a price range, none for price on application, and marks sold-out", () => {
    const range = productJsonLd({ product: { ...base, hasVariantPrice: true, minPrice: 5000, maxPrice: 9000 }, score: null, url: "u", siteUrl: "" });
    expect(range.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "50.00", highPrice: "90.00", priceCurrency: "AZN" });
    expect(productJsonLd({ product: { ...base, priceInStore: true }, score: null, url: "u", siteUrl: "" }).offers).toBeUndefined();
    const sold = productJsonLd({ product: { ...base, qty: 0 }, score: { rating: 0, count: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, url: "u", siteUrl: "" });
    expect((sold.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
    expect(sold.aggregateRating).toBeUndefined();
  });
  it("turns html into short plain text", () => {
    expect(plainText("<h2>A</h2><script>x()</script><p>b&nbsp;c</p>")).toBe("A b c");
    expect(plainText("x".repeat(400), 10)).toHaveLength(10);
  });
});
