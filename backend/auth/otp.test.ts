import { describe, expect, it } from "vitest";
import { displayCode, generateCode, maskMobile, normalizeOtp } from "./otp.ts";

describe("one-time code helpers", () => {
  it("strip hyphens and spaces and accept only 6 digits", () => {
    expect(normalizeOtp("123-456")).toBe("123456");
    expect(normalizeOtp(" 12 34 56 ")).toBe("123456");
    expect(normalizeOtp(123456)).toBe("123456");
    expect(normalizeOtp("12345")).toBeNull();
    expect(normalizeOtp("1234567")).toBeNull();
    expect(normalizeOtp("12a456")).toBeNull();
    expect(normalizeOtp(undefined)).toBeNull();
  });

  it("generates 6-digit codes shown as 999-999", () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
    expect(displayCode("012345")).toBe("012-345");
  });

  it("masks the mobile number the code went to", () => {
    expect(maskMobile("994501234567")).toBe("+994 50 *** ** 67");
    expect(maskMobile("123")).toBe("123");
  });
});
