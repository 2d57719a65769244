import { describe, expect, it } from "vitest";
import { EMAIL_MAX, MOBILE_MASK_LENGTH, formatMobile, isValidEmail, isValidMobile, maskMobile, mobileMaskDone, normalizeEmail, normalizeMobile, normalizePhone } from "./contact.ts";

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

describe("e-mail rule (server and browser)", () => {
  it.each([
    "anar@example.com",
    "nigar.h@example.com",
    "a.b_c9@mail.example.az",
    "Nigar@example.com", // checked lower-cased
    "NIGAR.ALIYEVA@GMAIL.COM",
    "1nigar@example.com",
    "anar+shop@example.com",
    "anar-x@example.com",
    "  ali@site.az  ",
  ])("accepts %s", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    "",
    "a@b",
    "ada@@example.com",
    "wrong@mail",
    "not-an-email",
    ".anar@example.com",
    "anar..x@example.com",
    "anar@example.c",
    "an ar@example.com",
  ])("refuses %s", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it(`refuses addresses longer than ${EMAIL_MAX} characters`, () => {
    const local = "a".repeat(64);
    const at = (n: number) => `${local}@${"b".repeat(n - local.length - 4)}.az`;
    expect(isValidEmail(at(EMAIL_MAX))).toBe(true);
    expect(isValidEmail(at(EMAIL_MAX + 1))).toBe(false);
  });

  it("lower-cases and trims for storage and comparison (before the check too)", () => {
    expect(normalizeEmail("  Nigar.Aliyeva@Gmail.COM ")).toBe("nigar.aliyeva@gmail.com");
    expect(isValidEmail("Nigar@Example.COM")).toBe(isValidEmail(normalizeEmail("Nigar@Example.COM")));
  });
});

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

  it.each([
    ["0XX…", "0501234567"],
    ["XX…", "50 123 45 67"],
    ["994…", "994-50-123-45-67"],
    ["+994…", "+994 (50) 123-45-67"],
  ])("shows %s as +994 XX XXX XX XX: %s", (_shape, value) => {
    expect(formatMobile(value)).toBe("+994 50 123 45 67");
  });

  it("formats for display", () => {
    expect(formatMobile("0501234567")).toBe("+994 50 123 45 67");
    expect(formatMobile("994501234567")).toBe("+994 50 123 45 67");
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

describe("the storefront's mask and check (moved from the discount popup's wrapper)", () => {
  it("formats typed digits into +994 groups", () => {
    expect(maskMobile("50")).toBe("+994 50");
    expect(maskMobile("501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("0501234567")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994 50 123 45 67 89")).toBe("+994 50 123 45 67");
    expect(maskMobile("+994 50 123 45 67")).toHaveLength(MOBILE_MASK_LENGTH);
  });

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
    expect(normalizeMobile("+994 (50) 123 45 67")).toBe("994501234567");
  });
});

describe("normalizePhone (a branch's number: mobile or landline)", () => {
  it("takes Azerbaijani landlines and mobiles as typed", () => {
    expect(normalizePhone("+994 12 555 00 00")).toBe("994125550000");
    expect(normalizePhone("(012) 555-10-01")).toBe("994125551001");
    expect(normalizePhone("+994 22 256 00 00")).toBe("994222560000");
    expect(normalizePhone("+994 36 544 00 00")).toBe("994365440000");
    expect(normalizePhone("050 123 45 67")).toBe("994501234567");
  });

  it("refuses foreign, short, long, lettered and unknown-code numbers", () => {
    for (const bad of ["+7 495 123 45 67", "12345", "+994 12 555 00 000", "call us", "+994 44 555 00 00", "+994 88 555 00 00", "+994 12+555 00 00", ""]) {
      expect(normalizePhone(bad), bad).toBeNull();
    }
  });
});
