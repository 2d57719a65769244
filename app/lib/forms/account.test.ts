import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  addressSchema,
  changePasswordSchema,
  formatMobile,
  maskMobile,
  maskOtp,
  normalizeMobile,
  otpSchema,
  profileSchema,
  remindSchema,
  signupSchema,
} from "./account";
import { isValidEmail } from "../../../backend/auth/contract";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
}

function errors(result: { status?: string; error?: Record<string, string[] | null> | null }) {
  return result.status === "error" ? Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, v?.[0]])) : {};
}

describe("mobile numbers", () => {
  it("normalise +994, spaces and plus signs and display in groups", () => {
    expect(normalizeMobile("+994 50 123 45 67")).toBe("994501234567");
    expect(normalizeMobile("50 123 45 67")).toBe("994501234567");
    expect(normalizeMobile("994-50-123-45-67")).toBe("994501234567");
    expect(normalizeMobile("12345")).toBeNull();
    expect(normalizeMobile("+7 999 123 45 67")).toBeNull();
    expect(formatMobile("994501234567")).toBe("+994 50 123 45 67");
  });

  it("mask the typing to +994 99 999 99 99 and codes to 999-999", () => {
    expect(maskMobile("501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("+99450")).toBe("+994 50");
    expect(maskMobile("")).toBe("");
    expect(maskMobile("+994 50 123 45 678")).toHaveLength(17);
    expect(maskOtp("123456")).toBe("123-456");
    expect(maskOtp("12a3")).toBe("123");
  });

  it("accept emails by the API's rule (backend/core/contact.ts)", () => {
    expect(isValidEmail("nigar.h@example.com")).toBe(true);
    expect(isValidEmail("Nigar@example.com")).toBe(true); // checked lowercased
    // one rule with the API (RFC 5322 dot-atom): a digit may start the local part, a dot may not
    expect(isValidEmail("1nigar@example.com")).toBe(true);
    expect(isValidEmail(".nigar@example.com")).toBe(false);
    expect(isValidEmail("a@b")).toBe(false);
  });
});

describe("form schemas", () => {
  const signup = signupSchema({ withBirthday: true, withGender: true, withMarketingConsent: true });

  it("signup and profile: too-long text is 'tooLong' (not 'required'); a forged gender says what to choose", () => {
    const long = { firstName: "F".repeat(101), lastName: "L".repeat(101), email: `${"a".repeat(250)}@b.az` };
    expect(
      errors(parseWithZod(form({ ...long, mobile: "501234567", password: "x".repeat(129), password2: "x", notification: "on", gender: "x" }), { schema: signup })),
    ).toMatchObject({ firstName: "field.tooLong", lastName: "field.tooLong", email: "field.tooLong", password: "field.tooLong", gender: "auth.wrongGender" });
    expect(errors(parseWithZod(form({ ...long, gender: "robot" }), { schema: profileSchema }))).toEqual({
      firstName: "field.tooLong",
      lastName: "field.tooLong",
      email: "field.tooLong",
      gender: "auth.wrongGender",
    });
  });

  it("signup: the API's password rule — 8 characters besides end spaces, not a common password", () => {
    const base = { firstName: "A", lastName: "B", mobile: "501234567", notification: "on" };
    const problem = (password: string) => errors(parseWithZod(form({ ...base, password, password2: password }), { schema: signup })).password;
    expect(problem("abc1234")).toBe("auth.passwordShort");
    expect(problem("      a")).toBe("auth.passwordShort");
    expect(problem("password123")).toBe("auth.passwordCommon");
    expect(problem("kitab-7391")).toBeUndefined();
  });

  it("signup: required fields, mobile and email rules, terms, matching passwords", () => {
    expect(errors(parseWithZod(form({ email: "bad" }), { schema: signup }))).toMatchObject({
      firstName: "field.required",
      lastName: "field.required",
      mobile: "field.required",
      email: "field.wrongEmail",
      password: "field.required",
      notification: "auth.notificationRequired",
    });
    const mismatch = parseWithZod(
      form({ firstName: "A", lastName: "B", mobile: "501234567", password: "kitab-7391", password2: "kitab-7392", notification: "on" }),
      { schema: signup },
    );
    expect(errors(mismatch)).toEqual({ password2: "auth.passwordsDiffer" });
    const future = parseWithZod(
      form({ firstName: "A", lastName: "B", mobile: "501234567", password: "kitab-7391", password2: "kitab-7391", notification: "on", birthday: "2999-01-01" }),
      { schema: signup },
    );
    expect(errors(future)).toEqual({ birthday: "auth.wrongDate" });
    const good = parseWithZod(form({ firstName: "A", lastName: "B", mobile: "+994 50 123 45 67", password: "kitab-7391", password2: "kitab-7391", notification: "on", gender: "f" }), {
      schema: signup,
    });
    expect(good.status).toBe("success");
  });

  it("codes lose hyphens and must be 6 digits", () => {
    const ok = parseWithZod(form({ otp: "123-456", token: "t" }), { schema: otpSchema });
    expect(ok.status === "success" && ok.value.otp).toBe("123456");
    expect(errors(parseWithZod(form({ otp: "12-34", token: "t" }), { schema: otpSchema }))).toEqual({ otp: "auth.otpFormat" });
  });

  it("remind names the rule that failed", () => {
    expect(errors(parseWithZod(form({ username: "a@b" }), { schema: remindSchema }))).toEqual({ username: "field.wrongEmail" });
    expect(errors(parseWithZod(form({ username: "123" }), { schema: remindSchema }))).toEqual({ username: "field.wrongMobile" });
  });

  it("change password asks the current one only when needed", () => {
    const values = { new_password: "kitab-7391", repeat_new_password: "kitab-7391" };
    expect(errors(parseWithZod(form(values), { schema: changePasswordSchema(true) }))).toEqual({ password: "field.required" });
    expect(parseWithZod(form(values), { schema: changePasswordSchema(false) }).status).toBe("success");
  });

  it("address needs title, city and address", () => {
    expect(errors(parseWithZod(form({ city: "" }), { schema: addressSchema }))).toEqual({ title: "field.required", city: "field.required", address: "field.required" });
  });
});
