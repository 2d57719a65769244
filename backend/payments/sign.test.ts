import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  bankOrderNumber,
  bankTimestamp,
  formatAmount,
  keyBytes,
  orderIdFromBank,
  parseAmount,
  parseBankTimestamp,
  pSign,
  signSource,
  verifyPSign,
} from "./sign.ts";

describe("azericard signature", () => {
  const key = keyBytes("00112233445566778899aabbccddeeff");
  const fields = { AMOUNT: "12.50", CURRENCY: "944", ORDER: "000042", DESC: "Order T-1", EMAIL: "" };
  const names = ["AMOUNT", "CURRENCY", "ORDER", "DESC", "EMAIL"];

  it("prefixes every value with its length and writes an empty value as '-'", () => {
    // 5 "12.50" · 3 "944" · 6 "000042" · 9 "Order T-1" · "-"
    expect(signSource(fields, names)).toBe("512.5039446000042" + "9Order T-1" + "-");
    expect(signSource({}, ["A", "B"])).toBe("--");
  });

  it("is HMAC-SHA1 over that string with the hex key, upper-case hex (vector from openssl)", () => {
    // printf '%s' '512.50394460000429Order T-1-' | openssl dgst -sha1 -mac HMAC -macopt hexkey:0011…eeff
    expect(pSign(fields, names, key)).toBe("A02095D0315EFAADDC47DDFF9F0E36AD65D2D802");
    expect(pSign(fields, names, key)).toBe(
      createHmac("sha1", key).update("512.50394460000429Order T-1-").digest("hex").toUpperCase(),
    );
  });

  it("verifies in any case and refuses a changed field, a changed key or garbage", () => {
    const sign = pSign(fields, names, key);
    expect(verifyPSign(fields, names, key, sign)).toBe(true);
    expect(verifyPSign(fields, names, key, sign.toLowerCase())).toBe(true);
    expect(verifyPSign({ ...fields, AMOUNT: "12.51" }, names, key, sign)).toBe(false);
    expect(verifyPSign(fields, names, keyBytes("ff112233445566778899aabbccddeeff"), sign)).toBe(false);
    expect(verifyPSign(fields, names, key, "zz")).toBe(false);
    expect(verifyPSign(fields, names, key, undefined)).toBe(false);
  });

  it("formats amounts, timestamps and order numbers the bank's way", () => {
    expect(formatAmount(123450)).toBe("1234.50");
    expect(formatAmount(5)).toBe("0.05");
    expect(parseAmount("1234.50")).toBe(123450);
    expect(parseAmount("1234.5")).toBe(123450);
    expect(parseAmount("1234")).toBe(123400);
    expect(parseAmount("12.345")).toBeNull();
    expect(parseAmount("-1")).toBeNull();
    expect(bankTimestamp(new Date("2026-11-23T03:04:05.678Z"))).toBe("20261123030405");
    expect(parseBankTimestamp("20261123030405")?.toISOString()).toBe("2026-11-23T03:04:05.000Z");
    expect(parseBankTimestamp("2026-11-23")).toBeNull();
    expect(bankOrderNumber(42)).toBe("000042");
    expect(bankOrderNumber(12345678)).toBe("12345678");
    expect(orderIdFromBank("000042")).toBe(42);
    expect(orderIdFromBank("42a")).toBeNull();
    expect(orderIdFromBank("000000")).toBeNull();
  });
});
