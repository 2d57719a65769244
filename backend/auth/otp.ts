/**
 * One-time codes sent by SMS (signup, password reminder, account verification, checkout).
 *
 * - 6 digits; the input may carry hyphens or spaces (123-456), which are stripped;
 * - stored as an HMAC (JWT_SECRET) of the form token and the code, never in clear;
 * - valid 3 minutes; 3 wrong tries cancel the code ('You added wrong OTP code many times');
 * - at most 3 codes per mobile number in 10 minutes;
 * - the form carries a random public `token` between the steps; `payload` keeps what the
 *   confirmed step needs (pending signup fields, a user id, a checkout key).
 *
 * Usage (e.g. checkout):
 *   const sent = await sendOtp(deps, { purpose: "checkout", mobile, lang, payload: { key } });
 *   if (!sent.ok) return fail(c, sent.error, sent.status);
 *   … later …
 *   const checked = await checkOtp(deps, { purpose: "checkout", token, code });
 *   if (!checked.ok) … checked.cancelled → answer `cancel` …
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Deps } from "../core/deps.ts";
import { translateMessage } from "../core/validators.ts";
import { otpCodes, type Lang } from "../db/schema.ts";
import { smsDriver } from "../sms/index.ts";
import { AUTH_MSG } from "./messages.ts";
import { RULES, rateLimiter } from "./ratelimit.ts";
import { randomToken } from "./tokens.ts";

export const OTP_TTL_SECONDS = 180;
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_SECONDS = 600;
/** the window of SMS_PER_ADDRESS: codes sent to any number at one client address's request */
export const SMS_ADDRESS_WINDOW_SECONDS = 3600;

export type OtpPurpose = "signup" | "remind" | "verify" | "checkout";

/** "123-456", " 123 456 " → "123456"; anything that is not then 6 digits → null. */
export function normalizeOtp(value: unknown): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const digits = String(value).replace(/[\s-]/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** "123456" → "123-456" (the short code mask 999-999) */
export function displayCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

function codeHash(deps: Deps, token: string, code: string): string {
  return createHmac("sha256", deps.config.JWT_SECRET).update(`${token}:${code}`).digest("hex");
}

/** +994 50 *** ** 67: where the code went, without giving the number away. */
export function maskMobile(mobile: string): string {
  if (!/^994\d{9}$/.test(mobile)) return mobile;
  return `+994 ${mobile.slice(3, 5)} *** ** ${mobile.slice(10, 12)}`;
}

export type SendResult =
  | { ok: true; token: string; expiresIn: number; mobile: string }
  | { ok: false; error: string; status: 429 | 502; retryAfter?: number };

/**
 * Creates a code for a mobile number and sends it by SMS. Refused (429) when the number already
 * got OTP_MAX_SENDS codes in the last 10 minutes, unless `quietWhenSpent` names where to keep a
 * code instead: then nothing is sent and the answer is a send's. Earlier pending codes of the
 * same purpose and number are cancelled so only the newest works.
 */
export async function sendOtp(
  deps: Deps,
  opts: {
    purpose: OtpPurpose;
    mobile: string;
    lang: Lang;
    payload?: Record<string, unknown>;
    code?: string;
    /** keep the code row but send no SMS: the answer for an account that does not exist (or already does, at signup) looks like any other */
    silent?: boolean;
    /** the caller's address key (core/client-key.ts): every purpose shares one SMS budget per address (silent sends count too, so answers look alike) */
    ip?: string | null;
    /**
     * When the number's codes are used up: keep a code that is never sent under this key (the
     * one an unknown recipient's codes are kept under) and answer like a send, instead of 429.
     * A reminder asked by e-mail then answers the same whether or not the e-mail belongs to a
     * number whose budget is spent.
     */
    quietWhenSpent?: string;
  },
): Promise<SendResult> {
  const { db } = deps.database;
  const since = new Date(Date.now() - OTP_SEND_WINDOW_SECONDS * 1000);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, opts.mobile), gt(otpCodes.createdAt, since), sql`${otpCodes.purpose} <> 'reset'`));
  const spent = Number(count) >= OTP_MAX_SENDS;
  if (spent && !opts.quietWhenSpent) {
    return { ok: false, error: translateMessage(AUTH_MSG.tooManyCodes, opts.lang), status: 429 };
  }
  // one SMS budget per client address for every purpose (sign-up, reminder, verification, checkout)
  if (opts.ip) {
    const rule = { limit: deps.config.SMS_PER_ADDRESS, windowSeconds: SMS_ADDRESS_WINDOW_SECONDS };
    const verdict = await rateLimiter(deps).hit("sms:ip", opts.ip, rule);
    if (verdict.limited) return { ok: false, error: translateMessage(AUTH_MSG.tooMany, opts.lang), status: 429, retryAfter: verdict.retryAfter };
  }
  // a spent budget keeps an unsent code under the other key, for nobody: the number's own pending code still works
  const to = spent && opts.quietWhenSpent ? opts.quietWhenSpent : opts.mobile;
  const code = opts.code ?? generateCode();
  const token = randomToken(24);
  await db
    .update(otpCodes)
    .set({ status: "cancelled" })
    .where(and(eq(otpCodes.mobile, to), eq(otpCodes.purpose, opts.purpose), eq(otpCodes.status, "pending")));
  await db.insert(otpCodes).values({
    purpose: opts.purpose,
    mobile: to,
    token,
    codeHash: codeHash(deps, token, code),
    payload: spent ? null : (opts.payload ?? null),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  if (opts.silent || spent) return { ok: true, token, expiresIn: OTP_TTL_SECONDS, mobile: maskMobile(opts.mobile) };
  try {
    const text = translateMessage(AUTH_MSG.smsCode, opts.lang).replace("{{code}}", displayCode(code));
    await smsDriver(deps).send({ mobile: opts.mobile, text });
  } catch (err) {
    deps.log.error({ err, purpose: opts.purpose }, "otp sms failed");
    await db.update(otpCodes).set({ status: "cancelled" }).where(eq(otpCodes.token, token));
    return { ok: false, error: translateMessage(AUTH_MSG.smsFailed, opts.lang), status: 502 };
  }
  return { ok: true, token, expiresIn: OTP_TTL_SECONDS, mobile: maskMobile(opts.mobile) };
}

export type CheckResult =
  | { ok: true; mobile: string; payload: Record<string, unknown> }
  | { ok: false; error: string; cancelled?: boolean; expired?: boolean; limited?: boolean; status: 400 | 410 | 429; field: "otp" | "token" };

/**
 * Checks a code against the form token. A right code is consumed (single use); a wrong one
 * counts an attempt and the third wrong one cancels the code. Checks are rate limited per
 * caller IP (when given) and per mobile number. Messages are in `lang`.
 */
export async function checkOtp(
  deps: Deps,
  opts: { purpose: OtpPurpose; token: string; code: unknown; lang?: Lang; ip?: string },
): Promise<CheckResult> {
  const lang = opts.lang ?? "en";
  const msg = (m: string) => translateMessage(m, lang);
  const limiter = rateLimiter(deps);
  const limited = { ok: false as const, error: msg(AUTH_MSG.tooMany), limited: true, status: 429 as const, field: "otp" as const };
  if (opts.ip && (await limiter.hit("otp:ip", opts.ip, RULES.otpIp)).limited) return limited;
  const { db } = deps.database;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.token, opts.token), eq(otpCodes.purpose, opts.purpose)))
    .limit(1);
  if (!row) return { ok: false, error: msg(AUTH_MSG.otpInvalid), status: 400, field: "token" };
  if ((await limiter.hit("otp:m", row.mobile, RULES.otpMobile)).limited) return limited;
  if (row.status === "cancelled" && row.attempts >= OTP_MAX_ATTEMPTS) {
    return { ok: false, error: msg(AUTH_MSG.otpCancelled), cancelled: true, status: 400, field: "otp" };
  }
  if (row.status !== "pending") return { ok: false, error: msg(AUTH_MSG.otpInvalid), status: 400, field: "token" };
  if (row.expiresAt.getTime() <= Date.now()) {
    return { ok: false, error: msg(AUTH_MSG.otpExpired), expired: true, status: 410, field: "otp" };
  }

  const code = normalizeOtp(opts.code);
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(codeHash(deps, row.token, code ?? "-"), "hex");
  const right = code !== null && expected.length === given.length && timingSafeEqual(expected, given);

  if (right) {
    const used = await db
      .update(otpCodes)
      .set({ status: "used" })
      .where(and(eq(otpCodes.id, row.id), eq(otpCodes.status, "pending"), gt(otpCodes.expiresAt, new Date())))
      .returning({ id: otpCodes.id });
    if (used.length === 0) return { ok: false, error: msg(AUTH_MSG.otpInvalid), status: 400, field: "token" };
    return { ok: true, mobile: row.mobile, payload: row.payload ?? {} };
  }

  // count the wrong try atomically; the third one cancels the code
  const [counted] = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      status: sql`case when ${otpCodes.attempts} + 1 >= ${OTP_MAX_ATTEMPTS} then 'cancelled' else ${otpCodes.status} end`,
    })
    .where(and(eq(otpCodes.id, row.id), eq(otpCodes.status, "pending")))
    .returning({ attempts: otpCodes.attempts });
  if (!counted || counted.attempts >= OTP_MAX_ATTEMPTS) {
    return { ok: false, error: msg(AUTH_MSG.otpCancelled), cancelled: true, status: 400, field: "otp" };
  }
  return { ok: false, error: msg(AUTH_MSG.otpWrong), status: 400, field: "otp" };
}
