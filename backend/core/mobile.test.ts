import { describe, expect, it } from "vitest";
import { MOBILE_MASK_LENGTH, formatMobile, isValidMobile, maskMobile, mobileMaskDone, normalizeMobile } from "./mobile.ts";

/** What a masked input shows after each key: the mask runs on the value plus the new key. */
function typeKeys(keys: string, start = ""): string {
  let value = start;
  for (const key of keys) {
    const next = maskMobile(value + key);
    value = next;
    if (mobileMaskDone(value)) break; // the field gives up focus: later keys go nowhere
  }
  return value;
}

describe("normalizeMobile (server and browser)", () => {
  it.each([
    "0501234567",
    "050 123 45 67",
    "(050) 123-45-67",
    "050-123-45-67",
    "501234567",
    "50 123 45 67",
    "(50) 123 45 67",
    "994501234567",
    "994 50 123 45 67",
    "+994501234567",
    "+994 50 123 45 67",
    "+994 (50) 123-45-67",
    " +994-50-123-45-67 ",
    "00994501234567",
    "+994 0501234567",
  ])("accepts %s", (value) => {
    expect(normalizeMobile(value)).toBe("994501234567");
  });

  it("keeps a 99 number whose subscriber part starts with 4", () => {
    expect(normalizeMobile("994123456")).toBe("994994123456");
    expect(formatMobile("994123456")).toBe("+994 99 412 34 56");
  });

  it.each([
    ["", "empty"],
    ["12345", "too short"],
    ["+994 50 123 45", "too short"],
    ["+994 50 123 45 678", "too long"],
    ["+994 12 555 00 00", "a Baku landline"],
    ["+994 33 123 45 67", "no such operator"],
    ["+994 5a 123 45 67", "letters"],
    ["50+1234567", "a plus inside"],
    ["+7 912 345 67 89", "another country"],
  ])("refuses %s (%s)", (value) => {
    expect(normalizeMobile(value)).toBeNull();
    expect(isValidMobile(value)).toBe(false);
  });

  it("formats for display", () => {
    expect(formatMobile("0501234567")).toBe("+994 50 123 45 67");
    expect(formatMobile("not a number")).toBe("not a number");
  });
});

describe("maskMobile (typing and pasting)", () => {
  it.each([
    ["050 123 45 67", "typed with a trunk zero"],
    ["0501234567", "typed without spaces"],
    ["+994501234567", "typed with the country code"],
    ["+994 50 123 45 67", "typed with spaces"],
    ["501234567", "typed without any prefix"],
    ["994501234567", "typed with the country code but no plus"],
    ["(050) 123-45-67", "typed with parentheses and dashes"],
  ])("key by key: %s (%s) → +994 50 123 45 67", (keys) => {
    expect(typeKeys(keys)).toBe("+994 50 123 45 67");
  });

  it("key by key after the prefix the field shows on focus", () => {
    expect(typeKeys("050 123 45 67", "+994 ")).toBe("+994 50 123 45 67");
    expect(typeKeys("+994501234567", "+994 ")).toBe("+994 50 123 45 67");
    expect(typeKeys("501234567", "+994 ")).toBe("+994 50 123 45 67");
  });

  it.each(["050 123 45 67", "+994501234567", "994501234567", "(050) 123-45-67", "+994 (50) 123-45-67", "50 123 45 67"])("pasted: %s", (pasted) => {
    expect(maskMobile(pasted)).toBe("+994 50 123 45 67");
    expect(maskMobile(`+994 ${pasted}`)).toBe("+994 50 123 45 67"); // into the shown prefix
  });

  it("leaves a partial country code as typed so the field can be cleared", () => {
    expect(maskMobile("")).toBe("");
    expect(maskMobile("+")).toBe("+");
    expect(maskMobile("+99")).toBe("+99");
    expect(maskMobile("+994")).toBe("+994");
    expect(maskMobile("0")).toBe("+994 ");
    expect(maskMobile("+994 5")).toBe("+994 5");
  });

  it("is done (gives up focus) at 17 characters of a possible number", () => {
    expect(maskMobile("+994 50 123 45 67 89")).toBe("+994 50 123 45 67");
    expect(mobileMaskDone("+994 50 123 45 67")).toBe(true);
    expect("+994 50 123 45 67").toHaveLength(MOBILE_MASK_LENGTH);
    expect(mobileMaskDone("+994 50 123 45 6")).toBe(false);
    expect(mobileMaskDone("+994 12 555 00 00")).toBe(false); // impossible: stays for the error
    expect(mobileMaskDone("+994 99 450 12 34")).toBe(false); // may be 994… typed without a plus
  });
});
