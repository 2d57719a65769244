import { currentPriceRounding, roundComputedPrice } from "../pricing/contract.ts";

/**
 * The one pricing rule of the catalogue (shared with the demo data):
 * effective unit price = round((variant.priceQ ?? product.priceQ) * (100 - product.discount) / 100),
 * rounded by the shop's price rounding when a percent made it (backend/pricing/contract.ts);
 * priceOld = variant.oldPriceQ ?? product.oldPriceQ ?? (discount > 0 ? base : null).
 * All amounts are integer qəpik.
 */
export interface PricedProduct {
  priceQ: number;
  oldPriceQ: number | null;
  discount: number;
}

export interface PricedVariant {
  priceQ: number | null;
  oldPriceQ: number | null;
}

export interface VariantPrice {
  price: number;
  priceOld: number | null;
  /** percent shown on the card: the product's own percent, else derived from the old price */
  discount: number;
}

export function variantPrice(product: PricedProduct, variant: PricedVariant | null): VariantPrice {
  const base = variant?.priceQ ?? product.priceQ;
  const discount = Math.min(Math.max(product.discount, 0), 100);
  const price = discount > 0 ? roundComputedPrice(Math.round((base * (100 - discount)) / 100), currentPriceRounding()) : base;
  const old = variant?.oldPriceQ ?? product.oldPriceQ ?? (discount > 0 ? base : null);
  const priceOld = old !== null && old > price ? old : null;
  const shown = discount > 0 ? discount : priceOld ? Math.round(((priceOld - price) * 100) / priceOld) : 0;
  return { price, priceOld, discount: shown };
}

export interface PriceSummary extends VariantPrice {
  hasVariantPrice: boolean;
  minPrice: number;
  maxPrice: number;
  minPriceOld: number | null;
  maxPriceOld: number | null;
}

/** The card's price block: the lowest variant price (with its old price) and the ranges. */
export function priceSummary(product: PricedProduct, variants: readonly PricedVariant[]): PriceSummary {
  const prices = (variants.length ? variants : [null]).map((v) => variantPrice(product, v));
  let lowest = prices[0]!;
  for (const p of prices) if (p.price < lowest.price) lowest = p;
  const values = prices.map((p) => p.price);
  const olds = prices.map((p) => p.priceOld).filter((v): v is number => v !== null);
  const minPrice = Math.min(...values);
  const maxPrice = Math.max(...values);
  return {
    ...lowest,
    hasVariantPrice: variants.some((v) => v.priceQ !== null && v.priceQ !== product.priceQ) && minPrice !== maxPrice,
    minPrice,
    maxPrice,
    minPriceOld: olds.length ? Math.min(...olds) : null,
    maxPriceOld: olds.length ? Math.max(...olds) : null,
  };
}
