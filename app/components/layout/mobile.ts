/**
 * Azerbaijani mobile numbers in the browser (the discount popup): the API's own rule
 * (backend/core/mobile.ts through the auth contract) — the +994 99 999 99 99 mask, the check
 * and the normalised form passed to /signup?mobile=.
 */
export { MOBILE_MASK_LENGTH, MOBILE_PREFIX, isValidMobile, maskMobile, mobileMaskDone } from "../../../backend/auth/contract";
import { normalizeMobile } from "../../../backend/auth/contract";

/** The number as the API stores it ("+994 50 123 45 67" → "994501234567"); "" when it is not a number. */
export function normaliseMobile(value: string): string {
  return normalizeMobile(value) ?? "";
}
