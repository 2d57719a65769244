/**
 * Pure rules of the product page (shared by the server loader and the browser):
 * size and set-option selection from the URL, the price shown for the selection,
 * the quantity bounds and the installment hint.
 */
import type { ProductDetail, ProductVariant } from "../../../backend/catalog/contract";
import { LONGEST_INSTALLMENT } from "../../../backend/checkout/contract.ts";
import type { PriceFields } from "~/components/product/Price";

/** Installment card with the longest period (checkout-accounts section 9: birkart 3, 6, 12), from the contract's rules. */
export const INSTALLMENT = LONGEST_INSTALLMENT;

/** Sizes a shopper chooses between; a product without sizes has one variant with size "". */
export function sizedVariants(product: Pick<ProductDetail, "variants">): ProductVariant[] {
  return product.variants.filter((v) => v.siteSize.trim() !== "");
}

/** The variant named by `size` (exact match), or the only variant of a product without sizes. */
export function selectedVariant(product: Pick<ProductDetail, "variants">, size: string | null | undefined): ProductVariant | null {
  const sized = sizedVariants(product);
  if (sized.length === 0) return product.variants[0] ?? null;
  if (!size) return null;
  return sized.find((v) => v.siteSize === size) ?? null;
}

/**
 * The low-stock note under the size picker (3 or fewer left): 'in this size' for a chosen size,
 * 'in stock' for a product without sizes; null when there is plenty or none.
 */
export function fewLeftNote(variant: ProductVariant | null): { key: "product.fewLeft" | "product.fewLeftStock"; count: number } | null {
  if (!variant || variant.total <= 0 || variant.total > 3) return null;
  return { key: variant.siteSize.trim() !== "" ? "product.fewLeft" : "product.fewLeftStock", count: variant.total };
}

/** A set option id from the URL that exists on the product, else null. */
export function selectedOption(product: Pick<ProductDetail, "sets">, option: string | null | undefined): number | null {
  const first = product.sets[0]?.id ?? null;
  if (!option || !/^\d+$/.test(option)) return first;
  const id = Number(option);
  // a set's first option is chosen until the shopper picks another (or the URL names one)
  return product.sets.some((s) => s.id === id) ? id : first;
}

/**
 * The price block's fields for the current selection: a chosen set option's price, else a
 * chosen size's price, else the product's own (a range when variants differ in price).
 */
export function priceFor(product: ProductDetail, variant: ProductVariant | null, optionId: number | null): PriceFields {
  const base: PriceFields = {
    price: product.price,
    priceOld: product.priceOld,
    discount: product.discount,
    priceInStore: product.priceInStore,
    hasVariantPrice: product.hasVariantPrice,
    minPrice: product.minPrice,
    maxPrice: product.maxPrice,
    minPriceOld: product.minPriceOld,
    maxPriceOld: product.maxPriceOld,
  };
  const set = optionId !== null ? product.sets.find((s) => s.id === optionId) : undefined;
  if (set) {
    const discount = set.priceOld && set.priceOld > set.price ? Math.round((1 - set.price / set.priceOld) * 100) : 0;
    return { ...base, price: set.price, priceOld: set.priceOld, discount, hasVariantPrice: false };
  }
  if (variant && product.hasVariantPrice) {
    return { ...base, price: variant.price, priceOld: variant.priceOld, discount: variant.discount, hasVariantPrice: false };
  }
  return base;
}

/** The price the installment hint and JSON-LD use: the selection's price, else the lowest. */
export function effectivePrice(fields: PriceFields): number {
  return fields.hasVariantPrice ? fields.minPrice : fields.price;
}

/**
 * Units that may be put in the cart: the chosen size's stock; without a chosen size the
 * largest stock of any size (the server checks again on add). 0 when nothing is in stock.
 */
export function maxQuantity(product: Pick<ProductDetail, "variants" | "qty" | "singleSell">, variant: ProductVariant | null): number {
  let max: number;
  if (variant) max = variant.total;
  else if (product.variants.length > 0) max = Math.max(0, ...product.variants.map((v) => v.total));
  else max = product.qty;
  max = Math.max(0, Math.floor(max));
  return product.singleSell ? Math.min(max, 1) : max;
}

/** Clamps a quantity (any input) to 1..max; 1 when max is 0 so the field never shows 0. */
export function clampQuantity(value: unknown, max: number): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.max(1, Math.min(Math.floor(n), Math.max(1, max)));
}

/** In stock: the selected size has units, or (no size chosen) any size has. */
export function inStock(product: Pick<ProductDetail, "variants" | "qty" | "sold" | "singleSell">, variant: ProductVariant | null): boolean {
  if (product.sold) return false;
  return maxQuantity(product, variant) > 0;
}

/** Monthly amount of the longest installment period, shown only above 50 ₼ (and never for priceInStore). */
export function installmentHint(price: number, priceInStore: boolean): { months: number; monthly: number; card: string } | null {
  if (priceInStore || !(price > INSTALLMENT.minAmount)) return null;
  return { months: INSTALLMENT.months, monthly: Math.ceil(price / INSTALLMENT.months), card: INSTALLMENT.card };
}

/**
 * The photo page's image (`?photo=N`, 1-based in the URL) as a 0-based index, or null when the
 * parameter is absent or names no image (then the product page itself is shown).
 */
export function photoIndex(count: number, raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= count ? n - 1 : null;
}

/** The URL search string with `key` set (or removed for null), other parameters kept. */
export function withParam(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null || value === "") params.delete(key);
  else params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Remaining time split into days, hours, minutes, seconds (all 0 once past). */
export function timeLeft(until: string | Date | null | undefined, now: number): { days: number; hours: number; minutes: number; seconds: number; total: number } {
  const end = until ? new Date(until).getTime() : Number.NaN;
  const total = Number.isFinite(end) ? Math.max(0, Math.floor((end - now) / 1000)) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    total,
  };
}
