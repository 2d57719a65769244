/**
 * The checkout payload as pure functions (no database): the order's fields read with the one
 * rule set the page shares (form-contract.ts) into a normalised CheckoutInput with per-field
 * errors, the UTM marks kept, the idempotency key, and the order number.
 *
 * Errors are English message texts keyed by payload field; callers translate them.
 */
import { MAX_ID } from "../core/ids.ts";
import { z } from "zod";
import { englishOf } from "../contract/errors.ts";
import { firstValue } from "../core/validators.ts";
import type { DeliveryType } from "../lists/contract.ts";
import { INSTALLMENT, type InstallmentConfig } from "./contract.ts";
import { IDEMPOTENCY_KEY_RE, checkoutValueSchema, readCheckoutForm, type CheckoutRules } from "./form-contract.ts";

export const UTM_KEYS = ["url", "source", "medium", "campaign", "content", "term"] as const;
export const UTM_MAX = 300;

/** The kept UTM marks (readUtm's answer). */
export const utmSchema = z.partialRecord(z.enum(UTM_KEYS), z.string().min(1).max(UTM_MAX));

/**
 * The validated, normalised checkout (what is stored with a one-time code and placed as an
 * order): the form's value and the UTM marks.
 */
export const checkoutInputSchema = checkoutValueSchema.extend({ utm: utmSchema.nullable() });

export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export type FieldErrors = Record<string, string>;

/* ───────────── summary options ───────────── */

const first = firstValue;

/** a positive id, or null when absent or not an id */
export const optionalId = z.preprocess(first, z.string().trim().regex(/^\d{1,10}$/).transform(Number).refine((n) => n > 0 && n <= MAX_ID).nullable().catch(null));

export const flag = z.preprocess(first, z.union([z.boolean(), z.string()]).transform((v) => v === true || ["1", "true", "on", "yes"].includes(String(v).trim().toLowerCase())).catch(false));

/* ───────────── UTM marks ───────────── */

/** Keeps url, source, medium, campaign, content and term (non-empty strings ≤ 300); null when none is left. */
export function readUtm(raw: unknown): z.infer<typeof utmSchema> | null {
  let value = raw;
  if (typeof value === "string" && value.length <= 10_000) {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const out: z.infer<typeof utmSchema> = {};
  for (const key of UTM_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v !== "string") continue;
    const trimmed = v.trim();
    if (trimmed !== "" && trimmed.length <= UTM_MAX) out[key] = trimmed;
  }
  return Object.keys(out).length ? out : null;
}

/* ───────────── reading the form ───────────── */

/**
 * Reads a payload's order fields with the checkout rules (the page's own, form-contract.ts).
 * Answers the normalised input and every field's first problem as an English text; the input
 * is only to be placed when there is none.
 */
export function readCheckoutInput(raw: Record<string, unknown>, rules: CheckoutRules): { input: CheckoutInput; errors: FieldErrors } {
  const { value, issues } = readCheckoutForm(raw, rules);
  const errors: FieldErrors = {};
  for (const issue of issues) if (issue.field !== "idempotencyKey") errors[issue.field] = englishOf(issue.code);
  const input: CheckoutInput & { idempotencyKey?: string | null } = { ...value, utm: readUtm(raw.utmMarks) };
  delete input.idempotencyKey;
  return { input, errors };
}

/** The idempotency key of a payload: a valid key, null when absent, "invalid" otherwise. */
export function readIdempotencyKey(raw: unknown): string | null | "invalid" {
  const v = first(raw);
  if (v === "") return null;
  return typeof v === "string" && IDEMPOTENCY_KEY_RE.test(v) ? v : "invalid";
}

/* ───────────── totals and numbers ───────────── */

/** Gift wrapping is charged when the order is a gift that is delivered. */
export function packagePrice(gift: boolean | null | undefined, delivery: DeliveryType | null | undefined, price: number): number {
  return gift && delivery !== "pickup" ? price : 0;
}

/** Installment is offered above the minimum amount (strictly). */
export function installmentAllowed(grandTotal: number, installment: InstallmentConfig = INSTALLMENT): boolean {
  return installment.active && installment.cards.some((c) => c.active) && grandTotal > installment.minAmount;
}

/** The human-readable order number of an order id: BZ100042. */
export function orderNumber(id: number): string {
  return `BZ${100000 + id}`;
}
