/**
 * The back office's shop settings screen (/admin/settings): the form's zod schema, shared by
 * the API (backend/admin/settings-routes.ts), the page's action and the browser (conform).
 * Messages are codes of the error catalogue.
 */
import { z } from "zod";
import { errorCode } from "../contract/errors.ts";
import { PRICE_ROUNDINGS, type ShopSettings } from "../pricing/contract.ts";

export { PRICE_ROUNDINGS, type PriceRounding, type ShopSettings } from "../pricing/contract.ts";

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const shopSettingsFormSchema = z.object({
  priceRounding: z.preprocess((v) => first(v) ?? "", z.enum(PRICE_ROUNDINGS, { error: errorCode("adminPeople.badChoice") })),
});

export type ShopSettingsFormPayload = { priceRounding: string };

export interface ShopSettingsAnswer {
  settings: ShopSettings;
}
