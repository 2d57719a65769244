/**
 * Structured data of the product page: Product with Offer (or AggregateOffer for a price
 * range) carrying the shop's return policy (MerchantReturnPolicy) and delivery terms
 * (OfferShippingDetails), AggregateRating when reviews exist, and the BreadcrumbList.
 */
import type { ProductDetail } from "../../../backend/catalog/contract";
import type { Review, ReviewScore } from "../../../backend/content/contract";
import { imageUrl } from "~/lib/images";

export interface Crumb {
  name: string;
  /** absolute URL; the last crumb (the page itself) may omit it */
  url?: string;
}

const money = (q: number) => (q / 100).toFixed(2);

/** The country the shop sells to and delivers in (ISO 3166-1 alpha-2). */
export const SHOP_COUNTRY = "AZ";

/** The shop's terms every offer states (from the settings RETURN_DAYS, SHIPPING_*). */
export interface OfferTerms {
  /** days a bought item may be returned; 0: no returns */
  returnDays: number;
  /** standard delivery fee in qəpik */
  shippingFee: number;
  /** business days before the order leaves, and on the way */
  handlingDays: { min: number; max: number };
  transitDays: { min: number; max: number };
}

const days = (r: { min: number; max: number }) => ({ "@type": "QuantitativeValue", minValue: r.min, maxValue: r.max, unitCode: "DAY" });

/** schema.org MerchantReturnPolicy: a finite window returned in a store for free, or no returns. */
export function returnPolicyJsonLd(terms: OfferTerms): Record<string, unknown> {
  if (terms.returnDays <= 0) {
    return { "@type": "MerchantReturnPolicy", applicableCountry: SHOP_COUNTRY, returnPolicyCategory: "https://schema.org/MerchantReturnNotPermitted" };
  }
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: SHOP_COUNTRY,
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: terms.returnDays,
    returnMethod: "https://schema.org/ReturnInStore",
    returnFees: "https://schema.org/FreeReturn",
  };
}

/** schema.org OfferShippingDetails: the standard fee in AZN to Azerbaijan, handling and transit days. */
export function shippingDetailsJsonLd(terms: OfferTerms): Record<string, unknown> {
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: Number(money(terms.shippingFee)), currency: "AZN" },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: SHOP_COUNTRY },
    deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: days(terms.handlingDays), transitTime: days(terms.transitDays) },
  };
}

/** Plain text of trusted html (tags removed, entities of the common kind decoded, spaces collapsed). */
export function plainText(html: string, max = 300): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function absolute(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The last moment of a sale's end date (ISO date, what `priceValidUntil` takes), or undefined. */
function validUntil(timer: string | null): string | undefined {
  if (!timer) return undefined;
  const at = new Date(timer);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString().slice(0, 10);
}

/** The most reviews the page's Product carries (Google reads a few; the rest are on the page). */
export const JSONLD_REVIEWS = 5;

/**
 * The product page's Product, or null when it would be invalid: a product whose price is given
 * in the store only has no offer, and a Product needs an offer, a review or a rating.
 */
export function productJsonLd(opts: {
  product: ProductDetail;
  score: ReviewScore | null;
  /** published reviews, newest first */
  reviews?: readonly Review[];
  /** absolute URL of the page */
  url: string;
  siteUrl: string;
  terms: OfferTerms;
}): Record<string, unknown> | null {
  const { product, score, url, siteUrl, terms } = opts;
  const availability = !product.sold && product.qty > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  const images = (product.images.length ? product.images.map((i) => i.source) : product.image ? [product.image] : []).map((src) =>
    absolute(siteUrl, imageUrl(src, 1000)),
  );
  const out: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    url,
  };
  if (images.length) out.image = images;
  const description = plainText(product.desc || "");
  if (description) out.description = description;
  if (product.brand) out.brand = { "@type": "Brand", name: product.brand.title };
  if (product.color) out.color = product.color.title;
  const sizes = [...new Set(product.variants.map((v) => v.siteSize).filter(Boolean))];
  if (sizes.length) out.size = sizes.length === 1 ? sizes[0] : sizes;
  if (!product.priceInStore) {
    const range = product.hasVariantPrice && product.minPrice !== product.maxPrice;
    const offer = range
      ? {
          "@type": "AggregateOffer",
          priceCurrency: "AZN",
          lowPrice: money(product.minPrice),
          highPrice: money(product.maxPrice),
          offerCount: product.variants.length,
          availability,
          url,
        }
      : {
          "@type": "Offer",
          priceCurrency: "AZN",
          price: money(product.price),
          availability,
          url,
          itemCondition: "https://schema.org/NewCondition",
          // a sale price with a known end
          ...(product.priceOld && validUntil(product.discountTimer) ? { priceValidUntil: validUntil(product.discountTimer) } : {}),
        };
    out.offers = { ...offer, hasMerchantReturnPolicy: returnPolicyJsonLd(terms), shippingDetails: shippingDetailsJsonLd(terms) };
  }
  if (score && score.count > 0) {
    out.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: score.rating.toFixed(1),
      reviewCount: score.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const reviews = (opts.reviews ?? []).slice(0, JSONLD_REVIEWS);
  if (reviews.length) {
    out.review = reviews.map((r) => ({
      "@type": "Review",
      author: { "@type": "Person", name: r.fullName },
      datePublished: r.createdAt.slice(0, 10),
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      ...(r.review ? { reviewBody: plainText(r.review, 500) } : {}),
    }));
  }
  if (!out.offers && !out.aggregateRating && !out.review) return null;
  return out;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: c.url } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, safe inside html (no closing tags). */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}
