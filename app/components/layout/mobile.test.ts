import { describe, expect, it } from "vitest";
import { MOBILE_MASK_LENGTH, isValidMobile, maskMobile, normaliseMobile } from "./mobile.ts";

describe("mobile mask", () => {
  it("formats typed digits into +994 groups", () => {
    expect(maskMobile("50")).toBe("+994 50");
    expect(maskMobile("501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("0501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994 50 123 45 67 89")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994 50 123 45 67")).toHaveLength(MOBILE_MASK_LENGTH);
  });

  it("keeps an empty field empty", () => {
    expect(maskMobile("")).toBe("");
    expect(maskMobile("+")).toBe("+"); // the start of +994, typed key by key
  });
});

describe("mobile check and normalisation", () => {
  it("accepts nine national digits with or without parentheses", () => {
    expect(isValidMobile("+994 50 123 45 67")).toBe(true);
    expect(isValidMobile("+994 (50) 123 45 67")).toBe(true);
    expect(isValidMobile("501234567")).toBe(true);
  });

  it("refuses short, long or lettered numbers", () => {
    expect(isValidMobile("+994 50 123 45")).toBe(false);
    expect(isValidMobile("+994 50 123 45 678")).toBe(false);
    expect(isValidMobile("+994 5a 123 45 67")).toBe(false);
    expect(isValidMobile("")).toBe(false);
  });

  it("drops plus signs, spaces and parentheses", () => {
    expect(normaliseMobile("+994 (50) 123 45 67")).toBe("994501234567");
  });
});
