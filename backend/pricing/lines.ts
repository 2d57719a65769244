/**
 * The vocabulary of a cart line shared by the pricing engine and the lists: a line's key,
 * the stock a size has, and the per-line and per-order unit caps.
 */
import { LIST_LIMITS } from "../lists/contract.ts";

export const lineKey = (id: number, size: string, option: number): string => `${id}:${size}:${option}`;

export interface LineRef {
  id: number;
  size: string;
  option: number;
  qty: number;
}

export interface StockOf {
  /** units in stock of the product's size */
  stock: number;
  singleSell: boolean;
}

/** How many units one cart line and the whole cart (and so one order) may hold (MAX_QTY_PER_LINE, MAX_QTY_PER_ORDER). */
export interface QtyLimits {
  perLine: number;
  perOrder: number;
}

/** The caps of the configuration. */
export function qtyLimits(config: { MAX_QTY_PER_LINE: number; MAX_QTY_PER_ORDER: number }): QtyLimits {
  return { perLine: config.MAX_QTY_PER_LINE, perOrder: config.MAX_QTY_PER_ORDER };
}

/** No cap beyond the stock and LIST_LIMITS.qty (pure-function callers and tests that do not care). */
export const NO_QTY_LIMITS: QtyLimits = { perLine: LIST_LIMITS.qty, perOrder: LIST_LIMITS.qty * LIST_LIMITS.cartLines };
