/**
 * Azerbaijani mobile numbers in the browser (the discount popup): the +994 99 999 99 99
 * mask, the spec's check and the normalised form passed to /signup?mobile=.
 * Plain functions, no validation library, so they stay tiny in the client bundle.
 */
export const MOBILE_PREFIX = "+994";
/** "+994 99 999 99 99".length: the field loses focus once this many characters are typed. */
export const MOBILE_MASK_LENGTH = 17;

/** The national part's digits (at most 9) of whatever was typed or pasted. */
function nationalDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.startsWith("994")) digits = digits.slice(3);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  return digits.slice(0, 9);
}

/** Formats input as `+994 XX XXX XX XX` while typing (partial input gives a partial mask). */
export function maskMobile(value: string): string {
  const d = nationalDigits(value);
  if (!d) return value.trim() ? `${MOBILE_PREFIX} ` : "";
  const groups = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return `${MOBILE_PREFIX} ${groups.join(" ")}`;
}

/**
 * The spec's rule: after removing the +994 prefix and spaces, 2 digits, 3 digits, 4 digits
 * (the operator code may stand in parentheses).
 */
export function isValidMobile(value: string): boolean {
  const rest = value.replace(/\s+/g, "").replace(/^\+?994/, "");
  return /^(\(\d{2}\)|\d{2})\d{3}\d{4}$/.test(rest);
}

/** Plus signs, spaces and parentheses removed: "+994 50 123 45 67" → "994501234567". */
export function normaliseMobile(value: string): string {
  return value.replace(/[+\s()-]/g, "");
}
