/**
 * Hand-written field checks for the browser side of the public forms (review, feedback).
 * They mirror the zod schemas the actions use (checkout-accounts section 5) so the browser
 * bundle stays free of zod; `form-rules.test.ts` keeps both sides in agreement.
 * Messages are the spec's English strings; `useMessage` (app/hooks) shows them in the page language.
 */

export const MSG = {
  required: "Required field",
  email: "Wrong email address",
  mobile: "Wrong mobile number",
  rating: "Choose a rating from 1 to 5",
} as const;

// the API's own e-mail and mobile rules (backend/core/contact.ts: one rule for server and browser)
export { maskMobile, mobileMaskDone, normalizeMobile } from "../../../backend/auth/contract";
import { isValidEmail, normalizeMobile } from "../../../backend/auth/contract";

type Check = (value: string) => string | null;

export const required: Check = (v) => (v.trim() === "" ? MSG.required : null);
export const email: Check = (v) => (v.trim() === "" ? MSG.required : isValidEmail(v) ? null : MSG.email);
export const mobile: Check = (v) => (v.trim() === "" ? MSG.required : normalizeMobile(v) ? null : MSG.mobile);
export const rating: Check = (v) => {
  if (v.trim() === "") return MSG.required;
  return /^[1-5]$/.test(v.trim()) ? null : MSG.rating;
};
export const optional: Check = () => null;

/** Runs the checks of each field over form data; answers conform-style errors or null. */
export function checkForm(formData: FormData, rules: Record<string, Check>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const [name, check] of Object.entries(rules)) {
    const raw = formData.get(name);
    const message = check(typeof raw === "string" ? raw : "");
    if (message) errors[name] = [message];
  }
  return Object.keys(errors).length ? errors : null;
}

/** The review form's fields (spec section 5). */
export const REVIEW_RULES = { review: required, fullName: required, email, rating } satisfies Record<string, Check>;

/** Options of the feedback form's type select (backend FeedbackType). */
export const FEEDBACK_TYPES = ["question", "suggestion", "complaint", "order", "other"] as const;

/** The feedback form's fields (checkout-accounts section 5: message optional). */
export const FEEDBACK_RULES = { type: required, firstName: required, lastName: required, email, mobile, message: optional } satisfies Record<
  string,
  Check
>;
