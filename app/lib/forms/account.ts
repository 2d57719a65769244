/**
 * The account forms' schemas (one per form), shared by each page's action and its component
 * (conform + zod). Messages are codes of the error catalogue (locales/{lang}/errors.json,
 * app/lib/error-text.ts), the same the API answers, so the browser's check and the server's
 * show the same text (`useMessage`).
 * Field rules follow checkout-accounts section 5; e-mail and mobile are the API's own rules
 * (backend/core/contact.ts, through the auth contract).
 */
import { z } from "zod";
import type { ErrorCode } from "../../../backend/contract/index.ts";

/** The form messages of the account and checkout schemas: codes of the error catalogue. */
export const ERR = {
  required: "field.required",
  email: "field.wrongEmail",
  mobile: "field.wrongMobile",
  tooLong: "field.tooLong",
  passwordShort: "auth.passwordShort",
  passwordCommon: "auth.passwordCommon",
  passwordsDiffer: "auth.passwordsDiffer",
  otp: "auth.otpFormat",
  terms: "auth.notificationRequired",
  date: "auth.wrongDate",
  chooseGender: "auth.wrongGender",
  chooseDelivery: "checkout.wrongDelivery",
  choosePayment: "checkout.wrongPayment",
  chooseBranch: "checkout.wrongBranch",
  chooseAddress: "checkout.wrongAddress",
  chooseCard: "checkout.wrongCreditCard",
  chooseMonth: "checkout.wrongCreditMonth",
  monthNotForCard: "checkout.monthNotForCard",
  chooseCity: "users.wrongCity",
  chooseDistrict: "users.wrongDistrict",
  choosePlace: "users.wrongPlace",
} as const satisfies Record<string, ErrorCode>;

// the API's own e-mail and mobile rules (backend/core/contact.ts: one rule for server and browser)
export { formatMobile, maskMobile, mobileMaskDone, normalizeMobile } from "../../../backend/auth/contract";
import { EMAIL_MAX, isValidEmail, normalizeMobile, passwordProblem } from "../../../backend/auth/contract";

/** The short code mask 999-999. */
export function maskOtp(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 6);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

// over-long text is 'The text is too long', never 'Required field' (the limits are the API's)
const text = (max = 100) => z.string({ error: ERR.required }).trim().min(1, { error: ERR.required, abort: true }).max(max, ERR.tooLong);
const optionalText = (max = 100) => z.string().trim().max(max, ERR.tooLong).optional();
const password = () =>
  z
    .string({ error: ERR.required })
    .refine((v) => v.trim().length > 0, { error: ERR.required, abort: true })
    .refine((v) => v.length <= 128, ERR.tooLong);
const newPassword = () =>
  z
    .string({ error: ERR.required })
    .refine((v) => v.trim().length > 0, { error: ERR.required, abort: true })
    .refine((v) => v.length <= 128, { error: ERR.tooLong, abort: true })
    .refine((v) => passwordProblem(v) !== "short", { error: ERR.passwordShort, abort: true })
    .refine((v) => passwordProblem(v) !== "common", { error: ERR.passwordCommon, abort: true });
const mobile = () => z.string({ error: ERR.required }).trim().min(1, ERR.required).refine((v) => normalizeMobile(v) !== null, ERR.mobile);
const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX, { error: ERR.tooLong, abort: true })
    .optional()
    .refine((v) => !v || isValidEmail(v), ERR.email);
const otp = () =>
  z
    .string({ error: ERR.required })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .refine((v) => /^\d{6}$/.test(v), ERR.otp);

/** the second password must equal the first (reported on the second field) */
function same<S extends z.ZodObject>(schema: S, first: string, second: string): S {
  return schema.refine((v: Record<string, unknown>) => v[first] === v[second], { path: [second], message: ERR.passwordsDiffer });
}

export const loginSchema = z.object({
  username: text(254),
  password: password(),
  redirectTo: z.string().optional(),
});

export interface SignupOptions {
  withBirthday: boolean;
  withGender: boolean;
  withMarketingConsent: boolean;
}

export function signupSchema(opts: SignupOptions) {
  const today = new Date().toISOString().slice(0, 10);
  return same(
    z.object({
      firstName: text(),
      lastName: text(),
      email: optionalEmail(),
      mobile: mobile(),
      birthday: opts.withBirthday
        ? z
            .string()
            .optional()
            .refine((v) => !v || (/^\d{4}-\d{2}-\d{2}$/.test(v) && v <= today && v >= "1900-01-01"), ERR.date)
        : z.string().optional(),
      gender: opts.withGender ? z.enum(["m", "f"], { error: ERR.chooseGender }).optional() : z.string().optional(),
      password: newPassword(),
      password2: password(),
      marketingConsent: z.boolean().optional(),
      notification: z.boolean({ error: ERR.terms }).refine((v) => v, ERR.terms),
    }),
    "password",
    "password2",
  );
}

export const otpSchema = z.object({ otp: otp(), token: z.string({ error: ERR.required }).min(1) });

export const remindSchema = z.object({
  username: text(254).refine((v) => (v.includes("@") ? isValidEmail(v) : normalizeMobile(v) !== null), {
    error: (issue) => (String(issue.input).includes("@") ? ERR.email : ERR.mobile),
  }),
});

export const newPasswordSchema = same(
  z.object({ password: newPassword(), repeat_password: password(), token: z.string().min(1) }),
  "password",
  "repeat_password",
);

/** `withCurrent`: the current password is asked (not for social users without a password) */
export function changePasswordSchema(withCurrent: boolean) {
  return same(
    z.object({
      password: withCurrent ? password() : z.string().optional(),
      new_password: newPassword(),
      repeat_new_password: password(),
    }),
    "new_password",
    "repeat_new_password",
  );
}

export const profileSchema = z.object({
  firstName: text(),
  lastName: text(),
  email: optionalEmail(),
  gender: z.enum(["male", "female"], { error: ERR.chooseGender }).optional(),
});

export const addressSchema = z.object({
  title: text(),
  city: text(64),
  district: optionalText(64),
  place: optionalText(64),
  address: text(500),
});
