/** Request schemas of the auth calls (validated at the API edge); the profile and address schemas are users' (users/schema.ts). */
import { z } from "zod";
import type { BackendConfig } from "../config.ts";
import { MSG, mobileField, optionalEmailField, optionalText, requiredText } from "../core/validators.ts";
import { AUTH_MSG } from "./messages.ts";
import { normalizeOtp } from "./otp.ts";
import { passwordProblem } from "./password-rule.ts";

function firstValue(value: unknown): unknown {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v === null ? "" : v;
}

/** a password as typed (not trimmed): at least one non-space character, at most 128 */
export function passwordField() {
  return z.preprocess(
    firstValue,
    z
      .string({ error: MSG.required })
      .refine((v) => v.trim().length > 0, { error: MSG.required, abort: true })
      .refine((v) => v.length <= 128, MSG.tooLong),
  );
}

/** a new password: required, the password rule (8+ characters, not a common one, ≤ 128) */
export function newPasswordField() {
  return z.preprocess(
    firstValue,
    z
      .string({ error: MSG.required })
      .refine((v) => v.trim().length > 0, { error: MSG.required, abort: true })
      .refine((v) => v.length <= 128, { error: MSG.tooLong, abort: true })
      .refine((v) => passwordProblem(v) !== "short", { error: AUTH_MSG.passwordShort, abort: true })
      .refine((v) => passwordProblem(v) !== "common", { error: AUTH_MSG.passwordCommon, abort: true }),
  );
}

/**
 * A cross-field check run beside the schema (so it reports even when other fields fail):
 * the repeated password must equal the first one.
 */
export function samePasswords(first: string, repeat: string) {
  return (payload: Record<string, unknown>): Record<string, string> => {
    const a = firstValue(payload[first]);
    const b = firstValue(payload[repeat]);
    return typeof a === "string" && typeof b === "string" && b !== "" && a !== b ? { [repeat]: AUTH_MSG.passwordsDiffer } : {};
  };
}

/** a checkbox: "on", "1", "true" or true are ticked */
export const checkbox = z.preprocess(
  (v) => {
    const first = firstValue(v);
    return first === true || first === "on" || first === "1" || first === "true" || first === "yes";
  },
  z.boolean(),
);

export const otpStepSchema = z.object({
  otp: z.preprocess(
    (v) => normalizeOtp(firstValue(v)) ?? "",
    z.string().regex(/^\d{6}$/, AUTH_MSG.otpFormat),
  ),
  token: requiredText(200),
});

/** A call is in its OTP step when it carries a form token or a code. */
export function isOtpStep(payload: Record<string, unknown>): boolean {
  return Boolean(firstValue(payload.token)) || Boolean(firstValue(payload.otp));
}

export const loginSchema = z.object({
  username: requiredText(254),
  password: passwordField(),
});

export function signupSchema(config: BackendConfig) {
  const today = () => new Date().toISOString().slice(0, 10);
  return z
    .object({
      firstName: requiredText(100),
      lastName: requiredText(100),
      email: optionalEmailField(),
      mobile: mobileField(),
      birthday: config.USER_WITH_BIRTHDAY
        ? optionalText(10).refine(
            (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && v <= today() && v >= "1900-01-01"),
            AUTH_MSG.wrongDate,
          )
        : z.unknown().optional().transform(() => ""),
      gender: config.USER_WITH_GENDER
        ? optionalText(6).refine((v) => ["", "m", "f"].includes(v), AUTH_MSG.wrongGender)
        : z.unknown().optional().transform(() => ""),
      password: newPasswordField(),
      password2: passwordField(),
      marketingConsent: config.USER_WITH_MARKETING_CONSENT ? checkbox : z.unknown().optional().transform(() => false),
      notification: checkbox.refine((v) => v, AUTH_MSG.notificationRequired),
    });
}

export const remindSchema = z.object({
  username: requiredText(254),
});

export const newPasswordSchema = z
  .object({
    password: newPasswordField(),
    repeat_password: passwordField(),
    token: requiredText(200),
  });

export const changePasswordSchema = z
  .object({
    password: z.preprocess(firstValue, z.string().max(128).optional()),
    new_password: newPasswordField(),
    repeat_new_password: passwordField(),
  });

export const refreshSchema = z.object({ refreshToken: requiredText(200) });
