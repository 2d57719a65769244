/**
 * The fields the cart, wishlist and compare forms post (one schema per form, read by the
 * action routes; the product card and product page forms post the same names).
 */
import { z } from "zod";

const productId = z.coerce.number().int().positive().max(2_147_483_647);
const size = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim().max(32));
const option = z.preprocess((v) => (v === "" || v === null || v === undefined ? 0 : v), z.coerce.number().int().min(0).max(2_147_483_647));
const itemId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? undefined : v),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
).catch(undefined);

/** /action/cart: intent add | update | remove. `step` (−1 / +1) comes from the − and + buttons. */
export const cartFormSchema = z.object({
  intent: z.enum(["add", "update", "remove"]),
  productId,
  size,
  option,
  qty: z.preprocess((v) => (v === "" || v === null || v === undefined ? undefined : v), z.coerce.number().int().optional()).catch(undefined),
  step: z.preprocess((v) => (v === "" || v === null || v === undefined ? undefined : v), z.coerce.number().int().min(-1).max(1).optional()).catch(undefined),
  itemId,
});
export type CartForm = z.infer<typeof cartFormSchema>;

/** /action/wishlist: intent add | remove (the heart toggles between them). */
export const wishlistFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  productId,
  size,
  option,
  itemId,
});

/** /action/compare: intent add | remove. */
export const compareFormSchema = z.object({
  intent: z.enum(["add", "remove"]),
  productId,
  itemId,
});

/** The cart line key the API uses: `${productId}:${size}:${option}`. */
export const lineKey = (productId: number, size: string, option: number): string => `${productId}:${size}:${option}`;

/** Form entries as an object of first values (files dropped). */
export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}
