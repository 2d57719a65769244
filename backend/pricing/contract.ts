/**
 * The pricing module's contract: how a computed price is rounded (a shop setting, edited in
 * the back office under Settings). A computed price is the unit price a product's percent
 * discount gives (catalogue rule, backend/catalog/pricing.ts); list, product page, cart,
 * checkout, the API's answers and the stored order all take their unit price from that rule,
 * so they round alike.
 *
 * Modes (ADR 0052), never above the computed price, so the advertised percent always holds:
 * - `90`: down to the nearest amount ending in .90 (14.34 → 13.90, 14.95 → 14.90);
 * - `00`: down to whole manat (14.34 → 14.00);
 * - `none`: the computed price as it is (14.34).
 * A price that rounding would bring to 0 or below (under 0.90 or 1.00) stays as computed.
 */

export const PRICE_ROUNDINGS = ["90", "00", "none"] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

/**
 * A shop that has not chosen keeps its computed prices (an upgrade changes no price by
 * itself); the demo seed chooses `90`.
 */
export const DEFAULT_PRICE_ROUNDING: PriceRounding = "none";

export function isPriceRounding(value: unknown): value is PriceRounding {
  return typeof value === "string" && (PRICE_ROUNDINGS as readonly string[]).includes(value);
}

/** A computed price (qəpik) rounded by `mode`. */
export function roundComputedPrice(priceQ: number, mode: PriceRounding): number {
  if (mode === "none" || !Number.isFinite(priceQ) || priceQ <= 0) return priceQ;
  const rounded = mode === "00" ? Math.floor(priceQ / 100) * 100 : Math.floor((priceQ - 90) / 100) * 100 + 90;
  return rounded > 0 ? rounded : priceQ;
}

/** The shop's settings as the back office reads and writes them. */
export interface ShopSettings {
  priceRounding: PriceRounding;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = { priceRounding: DEFAULT_PRICE_ROUNDING };

let current: PriceRounding = DEFAULT_PRICE_ROUNDING;

/**
 * The rounding in force in this process: set from the database at the API's start and after
 * every change of the setting (backend/pricing/settings.ts follows the change feed).
 */
export function currentPriceRounding(): PriceRounding {
  return current;
}

/** Sets the rounding in force (the settings loader; tests). */
export function setPriceRounding(mode: PriceRounding): void {
  current = mode;
}

/* ───────────── the summary's lines ───────────── */

/**
 * The kinds of a summary's lines, in the order every summary shows them: the popup, the cart,
 * the checkout, the order page, the e-mail and the back-office order.
 */
export const SUMMARY_LINE_KINDS = ["subtotal", "campaign", "cash", "newCustomer", "loyalty", "promo", "package", "delivery", "total"] as const;
export type SummaryLineKind = (typeof SUMMARY_LINE_KINDS)[number];

export interface SummaryLine {
  kind: SummaryLineKind;
  /** qəpik; a discount is negative; delivery null while no area is chosen */
  amount: number | null;
}

export interface SummaryAmounts {
  subTotal: number;
  campaignDiscount: number;
  cashDiscount: number;
  newCustomerDiscount: number;
  loyaltyDiscount: number;
  promoDiscount?: number;
  package?: number;
  delivery: number | null;
  total: number;
}

/**
 * The lines of a summary: subtotal, each discount kind that took something off, the gift
 * package when there is one, delivery (null: not chosen yet) and the total.
 */
export function summaryLines(a: SummaryAmounts): SummaryLine[] {
  const lines: SummaryLine[] = [{ kind: "subtotal", amount: a.subTotal }];
  const off: [SummaryLineKind, number][] = [
    ["campaign", a.campaignDiscount],
    ["cash", a.cashDiscount],
    ["newCustomer", a.newCustomerDiscount],
    ["loyalty", a.loyaltyDiscount],
    ["promo", a.promoDiscount ?? 0],
  ];
  for (const [kind, amount] of off) if (amount > 0) lines.push({ kind, amount: -amount });
  if ((a.package ?? 0) > 0) lines.push({ kind: "package", amount: a.package! });
  lines.push({ kind: "delivery", amount: a.delivery }, { kind: "total", amount: a.total });
  return lines;
}
