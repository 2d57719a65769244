/**
 * The contract the storefront and the API share, in one place: the answer envelope, the call
 * map, and the types and constants both sides need (limits, installment rules, field rules).
 * Types and plain constants only, no database import: app/ imports the backend through here
 * (and through the modules' contract.ts files this gathers, which stay where their module is).
 */

export type { Envelope } from "../core/envelope.ts";
export * from "./calls.ts";

/* the error codes of failing answers (the texts: locales/{az,en,ru}/errors.json, ADR 0033) */
export type { ErrorCode, ErrorModule } from "./errors.ts";

/* accounts: the saved address, the field rules (e-mail, mobile, password) */
export type { Address, AddressesAnswer, Alert, FormAnswer, User } from "../auth/contract.ts";
export {
  EMAIL_MAX,
  MOBILE_MASK_LENGTH,
  MOBILE_PREFIX,
  PASSWORD_MIN,
  formatMobile,
  isValidEmail,
  isValidMobile,
  maskMobile,
  mobileMaskDone,
  normalizeEmail,
  normalizeMobile,
  passwordProblem,
} from "../auth/contract.ts";

/* checkout: installment rules, gift packaging */
export { GIFT_PACKAGE_PRICE, INSTALLMENT, INSTALLMENT_HINT_BELOW, LONGEST_INSTALLMENT } from "../checkout/contract.ts";
export type { CreditCard, InstallmentCard, InstallmentConfig, SavedAddress } from "../checkout/contract.ts";

/* limits */
export { LIST_LIMITS } from "../lists/contract.ts";
export { SEARCH_MAX } from "../catalog/contract.ts";
export { LIST_DEFAULT_LIMIT, LIST_LIMITS as PAGE_SIZES } from "../admin/contract.ts";
