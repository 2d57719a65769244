/**
 * The contact-field rules every form and the API share: e-mail addresses and Azerbaijani
 * mobile numbers. One module, no imports (pure, tiny in the browser bundle): the API's zod
 * fields (core/validators.ts) use it, and the storefront's forms, masks and checks import it
 * through backend/auth/contract.ts.
 */

/* ───────────── e-mail ───────────── */

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * RFC 5322 simple (dot-atom) addresses: a local part of letters, digits and !#$%&'*+/=?^_`{|}~-
 * in dot-separated runs (so `-`, `+`, capitals and inner dots work; no leading, trailing or
 * double dot); an @; a domain of letters, digits, hyphens and dots; a suffix of two or more letters.
 */
export const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** The form of an address used for checks, storage and comparison: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether the value (trimmed and lower-cased first) is an address by the rule above. */
export function isValidEmail(value: string): boolean {
  if (typeof value !== "string") return false;
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX && EMAIL_RE.test(email);
}

/* ───────────── mobile ───────────── */

/*
 * Azerbaijani mobile numbers.
 *
 * Accepted, typed or pasted, with any spaces, dashes, dots or parentheses:
 *   0XX XXX XX XX · XX XXX XX XX · 994 XX XXX XX XX · +994 XX XXX XX XX · 00994 XX XXX XX XX
 * Stored as digits with the country code (994501234567), shown as +994 50 123 45 67.
 * A number is possible when its operator code is one of the mobile operators' and it has
 * 9 national digits; anything else (a landline, a 0 after the country code, too few digits,
 * letters) is 'Wrong mobile number'.
 */

/** Mobile operator codes (Azercell 10, 50, 51; Bakcell 55, 99; Naxtel 60; Nar 70, 77). */
export const MOBILE_OPERATORS = ["10", "50", "51", "55", "60", "70", "77", "99"] as const;

export const MOBILE_PREFIX = "+994";
/** "+994 99 999 99 99".length */
export const MOBILE_MASK_LENGTH = 17;

const ALLOWED = /^[\d\s+().-]*$/;

/**
 * The national digits of whatever was typed or pasted (may be fewer or more than 9):
 * the country code (after a plus, or in front of more than 9 digits) and trunk zeros go.
 * "+994 0501234567" (a local number pasted into a field showing the prefix) and
 * "+994 99 450 12 345…" (the country code typed without a plus) both come out right.
 */
export function nationalMobileDigits(value: string): string {
  let digits = value.replace(/\D/g, "");
  const plus = value.trimStart().startsWith("+");
  if (digits.startsWith("00994")) digits = digits.slice(5);
  else if (plus && digits.startsWith("994")) digits = digits.slice(3);
  for (;;) {
    if (digits.length > 9 && digits.startsWith("994")) digits = digits.slice(3);
    else if (digits.startsWith("0")) digits = digits.slice(1);
    else return digits;
  }
}

/** 994XXXXXXXXX, or null when the value is not a possible Azerbaijani mobile number. */
export function normalizeMobile(value: string): string | null {
  if (typeof value !== "string" || value.length > 40 || !ALLOWED.test(value)) return null;
  if (/\+/.test(value.trim().slice(1))) return null; // a plus only in front
  const national = nationalMobileDigits(value);
  if (!/^\d{9}$/.test(national)) return null;
  if (!(MOBILE_OPERATORS as readonly string[]).includes(national.slice(0, 2))) return null;
  return `994${national}`;
}

export function isValidMobile(value: string): boolean {
  return normalizeMobile(value) !== null;
}

/** Display form +994 50 123 45 67; other input is returned as given. */
export function formatMobile(value: string): string {
  const digits = normalizeMobile(value);
  if (!digits) return value;
  return `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8, 10)} ${digits.slice(10, 12)}`;
}

/**
 * The typing mask `+994 XX XXX XX XX`, applied to the field's value after every key or paste.
 * A plus with a partial country code ("+", "+99", "+994") stays as typed, so a shopper can type
 * "+994…" key by key and can clear the field with backspace; everything else is grouped.
 */
export function maskMobile(value: string): string {
  // a plus typed into a field that shows only the prefix starts a number of its own
  const trimmed = value.trim().replace(/^\+994\s*(?=\+)/, "");
  if (trimmed === "") return "";
  if (/^\+\d{0,3}$/.test(trimmed) && "+994".startsWith(trimmed)) return trimmed;
  const d = nationalMobileDigits(trimmed).slice(0, 9);
  const groups = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return groups.length ? `${MOBILE_PREFIX} ${groups.join(" ")}` : `${MOBILE_PREFIX} `;
}

/**
 * Whether the field may give up focus after this key (spec: once the 17 characters are in):
 * only for a possible number that cannot be the country code typed without a plus
 * ("+994 99 4…" may still become +994 XX… with the next digits).
 */
export function mobileMaskDone(masked: string): boolean {
  return masked.length >= MOBILE_MASK_LENGTH && isValidMobile(masked) && !masked.startsWith("+994 99 4");
}

/* ───────────── phone (a branch's number: mobile or landline) ───────────── */

/*
 * A number a shopper can call: an Azerbaijani mobile number (the rule above) or an
 * Azerbaijani landline, the same 9 national digits after +994 (or a trunk 0) with a city code
 * of the fixed network (12 Baku, 18 Sumgait, 2X the regions, 36 Nakhchivan: a first digit 1, 2
 * or 3 that is not a mobile operator's code). Spaces, dashes, dots and parentheses are allowed.
 */
const LANDLINE = /^(1[1-9]|2\d|3\d)\d{7}$/;

/** 994XXXXXXXXX, or null when the value is neither an Azerbaijani mobile nor a landline number. */
export function normalizePhone(value: string): string | null {
  const mobile = normalizeMobile(value);
  if (mobile) return mobile;
  if (typeof value !== "string" || value.length > 40 || !ALLOWED.test(value)) return null;
  if (/\+/.test(value.trim().slice(1))) return null;
  const national = nationalMobileDigits(value);
  return LANDLINE.test(national) ? `994${national}` : null;
}

export function isValidPhone(value: string): boolean {
  return normalizePhone(value) !== null;
}
