/**
 * The cart's money rules as pure functions (no database): unit prices of a line, the
 * campaign discounts, the personal discounts, the delivery fee and the summary. The cart
 * calls and checkout use the same functions, so the total a shopper sees is the total an
 * order is recorded with. All amounts are integer qəpik.
 *
 * Discount kinds of the catalogue:
 * - percent (`discount`): already in the unit price (catalogue pricing rule);
 * - buy N pay N−1 (`discountItemsCount` = N ≥ 2): for every N units of one product (sizes
 *   together) the cheapest unit is free;
 * - in-basket percent (`discountInBasket`): taken off the line after the free units;
 * - cash discount (`cashDiscount`): taken off what is left when the payment is cash (a line
 *   of its own in the summary, not part of the campaign discount).
 * Personal discounts on what the campaign leaves: 10 % on a first order, otherwise the
 * loyalty percent for a loyal customer (they do not add up).
 */
import { percentOf } from "../core/money.ts";
import { variantPrice, type PricedProduct, type PricedVariant } from "../catalog/index.ts";
import type { CartSummary, DeliveryType, PaymentType } from "../lists/contract.ts";
import { PRICING_MSG } from "./messages.ts";
import { summaryLines } from "./contract.ts";

export const NEW_CUSTOMER_PERCENT = 10;
export const LOYALTY_PERCENT = 5;

/* ───────────── unit price ───────────── */

export interface SetOptionPrice {
  priceQ: number;
  oldPriceQ: number | null;
}

/**
 * The unit price of a line: a chosen set option sells at its own price; otherwise the
 * size's price after the product's percent (the catalogue's rule).
 */
export function lineUnitPrice(
  product: PricedProduct,
  variant: PricedVariant | null,
  set: SetOptionPrice | null,
): { price: number; priceOld: number | null } {
  if (set) {
    const price = Math.max(0, Math.round(set.priceQ));
    return { price, priceOld: set.oldPriceQ !== null && set.oldPriceQ > price ? set.oldPriceQ : null };
  }
  const p = variantPrice(product, variant);
  return { price: Math.max(0, p.price), priceOld: p.priceOld };
}

/* ───────────── campaign discounts ───────────── */

export interface PricedLine {
  key: string;
  productId: number;
  qty: number;
  /** unit price */
  price: number;
  discountItemsCount: number;
  discountInBasket: number;
  cashDiscount: number;
  onlyCard: boolean;
  /** sold lines are shown but not counted */
  sold: boolean;
  /** more was asked for than the stock holds (qty is already capped) */
  manyQty?: boolean;
}

export interface LineDiscount {
  /** price × qty */
  total: number;
  /** value of the free units (buy N pay N−1) */
  free: number;
  basket: number;
  cash: number;
  /** free + basket + cash */
  discount: number;
}

const pct = (value: number): number => (Number.isFinite(value) ? Math.min(Math.max(Math.round(value), 0), 100) : 0);
const counted = (line: PricedLine): boolean => !line.sold && line.qty > 0;

/**
 * Free units of buy N pay N−1: the units of one product (all its lines) are pooled, every
 * N-th unit is free, and the cheapest units are the free ones. Answers qəpik per line key.
 */
export function buyNPayLessFree(lines: readonly PricedLine[]): Map<string, number> {
  const out = new Map<string, number>();
  const byProduct = new Map<number, PricedLine[]>();
  for (const line of lines) {
    if (!counted(line) || line.discountItemsCount < 2) continue;
    const list = byProduct.get(line.productId) ?? [];
    list.push(line);
    byProduct.set(line.productId, list);
  }
  for (const group of byProduct.values()) {
    const n = Math.floor(group[0]!.discountItemsCount);
    const units = group.reduce((sum, l) => sum + l.qty, 0);
    let freeUnits = Math.floor(units / n);
    const cheapestFirst = [...group].sort((a, b) => a.price - b.price || a.key.localeCompare(b.key));
    for (const line of cheapestFirst) {
      if (freeUnits <= 0) break;
      const take = Math.min(freeUnits, line.qty);
      out.set(line.key, take * line.price);
      freeUnits -= take;
    }
  }
  return out;
}

/** Each counted line's total and campaign discount. */
export function campaignDiscounts(lines: readonly PricedLine[], payment: PaymentType | null | undefined): Map<string, LineDiscount> {
  const free = buyNPayLessFree(lines);
  const out = new Map<string, LineDiscount>();
  for (const line of lines) {
    if (!counted(line)) continue;
    const total = line.price * line.qty;
    const freeQ = Math.min(free.get(line.key) ?? 0, total);
    const basket = percentOf(total - freeQ, pct(line.discountInBasket));
    const cash = payment === "cash" ? percentOf(total - freeQ - basket, pct(line.cashDiscount)) : 0;
    out.set(line.key, { total, free: freeQ, basket, cash, discount: freeQ + basket + cash });
  }
  return out;
}

/* ───────────── delivery ───────────── */

export interface AreaRow {
  id: number;
  parentId: number | null;
  code: string;
  level: "city" | "district" | "place";
  feeQ: number | null;
  noDelivery: boolean;
}

export interface DeliveryChoice {
  delivery?: DeliveryType | null;
  city?: string | null;
  district?: string | null;
  place?: string | null;
}

export interface DeliveryQuote {
  /** null while no known city is chosen */
  fee: number | null;
  noDelivery: boolean;
}

/**
 * The fee of the chosen area: the place's fee, else its district's, else the city's (0 when
 * none is set, i.e. free). A district that is not in the city, or a place not in the
 * district, is ignored. Pickup costs nothing. `noDelivery` when any area of the chain has it.
 */
export function resolveDelivery(areas: readonly AreaRow[], choice: DeliveryChoice): DeliveryQuote {
  if (choice.delivery === "pickup") return { fee: 0, noDelivery: false };
  const city = choice.city ? areas.find((a) => a.code === choice.city && a.level === "city" && a.parentId === null) : undefined;
  if (!city) return { fee: null, noDelivery: false };
  const district = choice.district ? areas.find((a) => a.code === choice.district && a.parentId === city.id) : undefined;
  const place = district && choice.place ? areas.find((a) => a.code === choice.place && a.parentId === district.id) : undefined;
  const chain = [city, district, place].filter((a): a is AreaRow => Boolean(a));
  const noDelivery = chain.some((a) => a.noDelivery);
  let fee = 0;
  for (const area of chain) if (area.feeQ !== null && area.feeQ !== undefined) fee = Math.max(0, area.feeQ);
  return { fee: noDelivery ? 0 : fee, noDelivery };
}

/* ───────────── summary ───────────── */

export interface SummaryInput {
  lines: readonly PricedLine[];
  payment?: PaymentType | null;
  /** first-order discount applies (a customer or mobile number without orders) */
  firstOrder: boolean;
  /** the customer is in the loyalty programme */
  loyalty: boolean;
  delivery: DeliveryQuote;
}

export interface SummaryResult {
  /** error holds the English message (callers translate), errorCode its code */
  summary: CartSummary;
  lines: Map<string, LineDiscount>;
  onlyCard: boolean;
}

export function computeSummary(input: SummaryInput): SummaryResult {
  const lines = campaignDiscounts(input.lines, input.payment);
  let subTotal = 0;
  let campaignDiscount = 0;
  let cashDiscount = 0;
  let count = 0;
  for (const line of input.lines) {
    const d = lines.get(line.key);
    if (!d) continue;
    subTotal += d.total;
    campaignDiscount += d.free + d.basket;
    cashDiscount += d.cash;
    count += line.qty;
  }
  const base = Math.max(0, subTotal - campaignDiscount - cashDiscount);
  const newCustomerDiscount = input.firstOrder && base > 0 ? percentOf(base, NEW_CUSTOMER_PERCENT) : 0;
  const loyaltyDiscount = input.loyalty && newCustomerDiscount === 0 ? percentOf(base, LOYALTY_PERCENT) : 0;
  const { fee, noDelivery } = input.delivery;
  const delivery = fee === null ? null : noDelivery ? 0 : fee;
  const total = Math.max(0, base - newCustomerDiscount - loyaltyDiscount) + (delivery ?? 0);

  let problem: "sold" | "noStock" | "noDelivery" | null = null;
  if (input.lines.some((l) => l.sold)) problem = "sold";
  else if (input.lines.some((l) => l.manyQty)) problem = "noStock";
  else if (noDelivery) problem = "noDelivery";
  const error = problem ? PRICING_MSG[problem] : null;

  return {
    summary: {
      subTotal,
      campaignDiscount,
      cashDiscount,
      newCustomerDiscount,
      loyaltyDiscount,
      delivery,
      total,
      noDelivery,
      loyalty: input.loyalty,
      newCustomer: newCustomerDiscount > 0,
      error,
      errorCode: problem ? `pricing.${problem}` : null,
      count,
      lines: summaryLines({ subTotal, campaignDiscount, cashDiscount, newCustomerDiscount, loyaltyDiscount, delivery, total }),
    },
    lines,
    onlyCard: input.lines.some((l) => counted(l) && l.onlyCard),
  };
}
