import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../../backend/catalog/contract";
import { plainText, productJsonLd, type OfferTerms } from "./jsonld";

const terms: OfferTerms = { returnDays: 14, shippingFee: 500, handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } };

const base = {
  id: 1, title: "Linen shirt", sku: "LS-1", desc: "<p>Soft &amp; light</p>", price: 8000, priceInStore: false, hasVariantPrice: false,
  minPrice: 8000, maxPrice: 8000, qty: 3, sold: false, brand: { id: 1, title: "Nord" }, images: [{ source: "products/1.jpg", withPad: false, alt: "" }],
  image: "products/1.jpg", variants: [],
} as unknown as ProductDetail;

describe("product JSON-LD", () => {
  it("describes an Offer in AZN with availability and the rating", () => {
    const ld = productJsonLd({ product: base, score: { rating: 4.25, count: 4, counts: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } }, url: "https://s.az/p/1", siteUrl: "https://s.az", terms });
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
    const range = productJsonLd({ product: { ...base, hasVariantPrice: true, minPrice: 5000, maxPrice: 9000 }, score: null, url: "u", siteUrl: "", terms })!;
    expect(range.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "50.00", highPrice: "90.00", priceCurrency: "AZN" });
    expect(productJsonLd({ product: { ...base, priceInStore: true }, score: null, url: "u", siteUrl: "", terms })).toBeNull();
    const sold = productJsonLd({ product: { ...base, qty: 0 }, score: { rating: 0, count: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }, url: "u", siteUrl: "", terms })!;
    expect((sold.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
    expect(sold.aggregateRating).toBeUndefined();
  });
  it("states the shop's return policy and delivery terms in the offer (schema.org MerchantReturnPolicy, OfferShippingDetails)", () => {
    const offers = productJsonLd({ product: base, score: null, url: "u", siteUrl: "", terms })!.offers as Record<string, unknown>;
    expect(offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "AZ",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
      returnMethod: "https://schema.org/ReturnInStore",
      returnFees: "https://schema.org/FreeReturn",
    });
    expect(offers.shippingDetails).toEqual({
      "@type": "OfferShippingDetails",
      shippingRate: { "@type": "MonetaryAmount", value: 5, currency: "AZN" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "AZ" },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 1, unitCode: "DAY" },
        transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 3, unitCode: "DAY" },
      },
    });
    // a price range carries the same terms; settings change them
    const range = productJsonLd({
      product: { ...base, hasVariantPrice: true, minPrice: 5000, maxPrice: 9000 },
      score: null,
      url: "u",
      siteUrl: "",
      terms: { ...terms, returnDays: 30, shippingFee: 750 },
    })!.offers as { hasMerchantReturnPolicy: { merchantReturnDays: number }; shippingDetails: { shippingRate: { value: number } } };
    expect(range.hasMerchantReturnPolicy.merchantReturnDays).toBe(30);
    expect(range.shippingDetails.shippingRate.value).toBe(7.5);
  });
  it("says returns are not permitted when the return days are 0", () => {
    const offers = productJsonLd({ product: base, score: null, url: "u", siteUrl: "", terms: { ...terms, returnDays: 0 } })!.offers as Record<string, unknown>;
    expect(offers.hasMerchantReturnPolicy).toEqual({
      "@type": "MerchantReturnPolicy",
      applicableCountry: "AZ",
      returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted",
    });
  });
  it("leaves out a store-only product without reviews, and keeps one with a rating (a Product needs an offer, a review or a rating)", () => {
    const score = { rating: 4, count: 1, counts: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } };
    const review = { id: 1, fullName: "Aysel", rating: 4, review: "<p>Fits well</p>", createdAt: "2026-03-04T10:00:00Z" };
    const ld = productJsonLd({ product: { ...base, priceInStore: true }, score, reviews: [review], url: "u", siteUrl: "", terms })!;
    expect(ld.offers).toBeUndefined();
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Aysel" },
        datePublished: "2026-03-04",
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        reviewBody: "Fits well",
      },
    ]);
  });
  it("states colour, sizes and a sale price's end date", () => {
    const product = {
      ...base,
      priceOld: 10000,
      discountTimer: "2026-12-31T20:00:00Z",
      color: { id: 2, title: "Navy", hex: "#001f4d" },
      variants: [{ siteSize: "S" }, { siteSize: "M" }],
    } as unknown as ProductDetail;
    const ld = productJsonLd({ product, score: null, url: "u", siteUrl: "", terms })!;
    expect(ld).toMatchObject({ color: "Navy", size: ["S", "M"], offers: { priceValidUntil: "2026-12-31" } });
    // no end date, no priceValidUntil
    const open = productJsonLd({ product: { ...product, discountTimer: null }, score: null, url: "u", siteUrl: "", terms })!;
    expect((open.offers as Record<string, unknown>).priceValidUntil).toBeUndefined();
  });
  it("turns html into short plain text", () => {
    expect(plainText("<h2>A</h2><script>x()</script><p>b&nbsp;c</p>")).toBe("A b c");
    expect(plainText("x".repeat(400), 10)).toHaveLength(10);
  });
});
