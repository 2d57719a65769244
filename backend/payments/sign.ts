/**
 * The azericard (CGI form-post) signature and the small formats of that protocol.
 *
 * P_SIGN = HMAC-SHA1(key, source) in upper-case hex, where `source` is, for every field of the
 * signed list in order, the decimal length of the value followed by the value; an empty or
 * missing value is written as "-" (no length). The key is given in hex (AZERICARD_KEY).
 *
 *   AMOUNT=12.50, CURRENCY=944, EMAIL=""  →  "512.503944-"
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { manatAmount } from "../core/money.ts";
import type { Lang } from "../db/schema.ts";

/** Fields the shop signs in a sale request (TRTYPE 1), in signing order. */
export const REQUEST_SIGNED_FIELDS = [
  "AMOUNT",
  "CURRENCY",
  "ORDER",
  "DESC",
  "MERCH_NAME",
  "MERCH_URL",
  "TERMINAL",
  "EMAIL",
  "TRTYPE",
  "COUNTRY",
  "MERCH_GMT",
  "TIMESTAMP",
  "NONCE",
  "BACKREF",
] as const;

/** Fields the bank signs in its callback, in signing order. */
export const CALLBACK_SIGNED_FIELDS = [
  "TERMINAL",
  "TRTYPE",
  "ORDER",
  "AMOUNT",
  "CURRENCY",
  "ACTION",
  "RC",
  "APPROVAL",
  "RRN",
  "INT_REF",
  "TIMESTAMP",
  "NONCE",
] as const;

/** ISO 4217 numeric code of the manat. */
export const CURRENCY_AZN = "944";

/** The length-prefixed source string that P_SIGN is computed over. */
export function signSource(fields: Record<string, string | undefined>, names: readonly string[]): string {
  let out = "";
  for (const name of names) {
    const value = fields[name] ?? "";
    out += value === "" ? "-" : `${Buffer.byteLength(value, "utf8")}${value}`;
  }
  return out;
}

export function keyBytes(hexKey: string): Buffer {
  const clean = hexKey.trim();
  if (!/^([0-9a-fA-F]{2})+$/.test(clean)) throw new Error("the payment key must be hex");
  return Buffer.from(clean, "hex");
}

export function pSign(fields: Record<string, string | undefined>, names: readonly string[], key: Buffer): string {
  return createHmac("sha1", key).update(signSource(fields, names), "utf8").digest("hex").toUpperCase();
}

/** Constant-time comparison of a received P_SIGN with the expected one (hex, any case). */
export function verifyPSign(
  fields: Record<string, string | undefined>,
  names: readonly string[],
  key: Buffer,
  received: string | undefined,
): boolean {
  if (!received || !/^[0-9a-fA-F]+$/.test(received)) return false;
  const expected = Buffer.from(pSign(fields, names, key), "hex");
  const got = Buffer.from(received, "hex");
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** 12345 qəpik → "123.45" (the bank's AMOUNT). */
export const formatAmount = manatAmount;

/** "123.45" / "123.4" / "123" → 12345 / 12340 / 12300 qəpik; anything else → null. */
export function parseAmount(value: string | undefined): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value ?? "");
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** UTC YYYYMMDDHHMMSS. */
export function bankTimestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

export function parseBankTimestamp(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value ?? "");
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function newNonce(): string {
  return randomBytes(16).toString("hex").toUpperCase();
}

/** The bank wants digits for ORDER: the order id, zero-padded to at least 6. */
export function bankOrderNumber(orderId: number): string {
  return String(orderId).padStart(6, "0");
}

export function orderIdFromBank(value: string | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function bankLang(lang: Lang): "AZ" | "EN" | "RU" {
  return lang === "az" ? "AZ" : lang === "ru" ? "RU" : "EN";
}
