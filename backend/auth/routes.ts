/**
 * Auth calls: GET auth, login, logout, auth/refresh, auth/signup, auth/remind,
 * auth/new-password, auth/verify, auth/change-password, and the development SMS outbox.
 * Every answer is {ok, data, error, errors, redirect}; messages are in the payload's language.
 */
import { latestEmails } from "../email/index.ts";
import { and, eq, gt } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { fillMessage, isValidEmail, normalizeEmail, normalizeMobile, translateMessage, MSG } from "../core/validators.ts";
import { isUniqueViolation } from "../db/client.ts";
import { otpCodes, type Lang } from "../db/schema.ts";
import { latestSms, outboxEnabled } from "../sms/index.ts";
import { findUser, findUserByEmail, findUserByMobile, insertUser, toUser, updateCredentials, type UserRow } from "../users/service.ts";
import type { FormAnswer } from "./contract.ts";
import { AUTH_MSG } from "./messages.ts";
import { requireUser } from "../core/caller.ts";
import { answerFail, validate } from "../core/respond.ts";
import { checkOtp, sendOtp, type CheckResult, type SendResult } from "./otp.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { LOGIN_DELAY, RULES, rateLimiter } from "./ratelimit.ts";
import { clientKeyOf } from "../core/form.ts";
import {
  changePasswordSchema,
  isOtpStep,
  loginSchema,
  newPasswordSchema,
  otpStepSchema,
  refreshSchema,
  remindSchema,
  samePasswords,
  signupSchema,
} from "./schema.ts";
import { issueTokens, randomToken, revokeAllForUser, revokeByToken, rotateRefreshToken, sha256 } from "./tokens.ts";

/** minutes a password-reset link (the token after the reminder's code) stays valid */
const RESET_TTL_SECONDS = 15 * 60;

function tooMany(c: Context, lang: Lang, retryAfter: number) {
  c.header("Retry-After", String(retryAfter));
  return answerFail(c, lang, AUTH_MSG.tooMany, 429);
}

/** 429 of the per-account login delay: Retry-After and the coded error with the seconds. */
function loginDelayed(c: Context, lang: Lang, seconds: number) {
  c.header("Retry-After", String(seconds));
  return c.json({ ok: false, error: fillMessage(translateMessage(AUTH_MSG.loginDelayed, lang), { seconds }) }, 429);
}

function otpSent(c: Context, sent: Extract<SendResult, { ok: true }>) {
  return c.json({ ok: true, data: { otp: true, token: sent.token, mobile: sent.mobile, expiresIn: sent.expiresIn } satisfies FormAnswer });
}

function otpFailed(c: Context, checked: Extract<CheckResult, { ok: false }>) {
  const data = checked.cancelled ? { cancel: true } : checked.expired ? { codeExpired: true } : undefined;
  return c.json(
    { ok: false, error: checked.error, errors: { [checked.field]: checked.error }, ...(data ? { data } : {}) },
    checked.status,
  );
}

/** Finds an account by email or mobile number as typed; null for unknown or malformed input. */
async function findByUsername(deps: Deps, username: string): Promise<UserRow | undefined> {
  const value = username.trim();
  if (value.includes("@")) return isValidEmail(normalizeEmail(value)) ? findUserByEmail(deps, normalizeEmail(value)) : undefined;
  const mobile = normalizeMobile(value);
  return mobile ? findUserByMobile(deps, mobile) : undefined;
}

function usernameKey(username: string): string {
  const value = username.trim();
  return value.includes("@") ? normalizeEmail(value) : (normalizeMobile(value) ?? value.toLowerCase());
}


export function authRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const limiter = rateLimiter(deps);

  /* ── current user ── */
  app.get("/auth", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const row = await findUser(deps, userId);
    if (!row) return answerFail(c, langOf({ lang: c.req.query("lang") }), AUTH_MSG.loginRequired, 401);
    return c.json({ ok: true, data: { user: toUser(row) } });
  });

  /* ── login ── */
  app.post("/login", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const ip = clientKeyOf(c);
    // the address's budget counts failed logins only: neighbours behind one shared address
    // (carrier NAT) who sign in successfully spend none of it
    const ipWait = ip ? await limiter.blocked("login:ip", ip, RULES.loginIp) : null;
    if (ipWait) return tooMany(c, lang, ipWait);
    const input = validate(c, loginSchema, payload, lang);
    if (input instanceof Response) return input;
    const row = await findByUsername(deps, input.username);
    // wrong passwords count per account (by id: the email and the mobile form share one count)
    // and per address: the lock stops the guessing address, the owner elsewhere still gets in
    const failKey = `${row ? `u${row.id}` : `n:${usernameKey(input.username)}`}@${ip ?? "-"}`;
    const wait = await limiter.blocked("login:fail", failKey, RULES.loginAccount);
    if (wait) return tooMany(c, lang, wait);
    // and per typed identifier from every address: past the free failures each attempt waits
    // a growing delay (known and unknown identifiers alike, so the answer names no account)
    const typed = usernameKey(input.username);
    const delay = await limiter.delay("login:acct", typed, LOGIN_DELAY);
    if (delay) return loginDelayed(c, lang, delay);
    const good = await verifyPassword(row?.passwordHash, input.password);
    if (!row || !good) {
      await Promise.all([
        limiter.hit("login:fail", failKey, RULES.loginAccount),
        limiter.failed("login:acct", typed, LOGIN_DELAY),
        ip ? limiter.hit("login:ip", ip, RULES.loginIp) : undefined,
      ]);
      // never say which of the two was wrong
      return answerFail(c, lang, AUTH_MSG.loginFailed, 401);
    }
    await Promise.all([limiter.reset("login:fail", failKey, RULES.loginAccount), limiter.clearDelay("login:acct", typed, LOGIN_DELAY)]);
    const tokens = await issueTokens(deps, row.id);
    deps.log.info({ userId: row.id, requestId: c.get("requestId") }, "login");
    return c.json({ ok: true, data: { user: toUser(row), ...tokens } });
  });

  /* ── logout: revokes the refresh token's whole family ── */
  app.post("/logout", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const token = typeof payload.refreshToken === "string" ? payload.refreshToken : "";
    if (token) await revokeByToken(deps, token);
    return c.json({ ok: true, data: { alert: { type: "success", message: translateMessage(AUTH_MSG.loggedOut, lang) } } });
  });

  /* ── refresh: rotation on every use, reuse revokes the family ── */
  app.post("/auth/refresh", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, refreshSchema, payload, lang);
    if (input instanceof Response) return input;
    const result = await rotateRefreshToken(deps, input.refreshToken);
    if (!result.ok) {
      if (result.reason === "reused" || result.reason === "revoked") {
        deps.log.warn({ reason: result.reason, requestId: c.get("requestId") }, "refresh token replay: family revoked");
      }
      return answerFail(c, lang, AUTH_MSG.refreshRefused, 401);
    }
    return c.json({ ok: true, data: result.tokens });
  });

  /* ── signup: fields → code by SMS → code + token → account ── */
  app.post("/auth/signup", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const ip = clientKeyOf(c);
    if (isOtpStep(payload)) {
      const step = validate(c, otpStepSchema, payload, lang);
      if (step instanceof Response) return step;
      const checked = await checkOtp(deps, { purpose: "signup", token: step.token, code: step.otp, lang, ip: ip ?? undefined });
      if (!checked.ok) return otpFailed(c, checked);
      const p = checked.payload as {
        firstName: string;
        lastName: string;
        email: string;
        mobile: string;
        passwordHash: string;
        birthday: string;
        gender: string;
        marketingConsent: boolean;
      };
      try {
        await insertUser(deps.database.db, {
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email || null,
          mobile: checked.mobile,
          passwordHash: p.passwordHash,
          verified: true,
          birthday: p.birthday || null,
          gender: p.gender === "m" ? "male" : p.gender === "f" ? "female" : null,
          marketingConsent: Boolean(p.marketingConsent),
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (!(await findUserByMobile(deps, checked.mobile)) && p.email) {
          return answerFail(c, lang, AUTH_MSG.emailTaken, 409, { email: AUTH_MSG.emailTaken });
        }
        return answerFail(c, lang, AUTH_MSG.mobileTaken, 409, { mobile: AUTH_MSG.mobileTaken });
      }
      return c.json({
        ok: true,
        data: { tick: true, alert: { type: "success", message: translateMessage(AUTH_MSG.registered, lang) } } satisfies FormAnswer,
      });
    }

    const ipHit = ip ? await limiter.hit("signup:ip", ip, RULES.signupIp) : { limited: false as const };
    if (ipHit.limited) return tooMany(c, lang, ipHit.retryAfter);
    const input = validate(c, signupSchema(deps.config), payload, lang, samePasswords("password", "password2"));
    if (input instanceof Response) return input;
    // Known and new numbers get the same answer (no enumeration); only a new number gets the
    // SMS. 'Already registered' (mobile or email) is said at the code step, to the number's owner.
    const registered = Boolean(await findUserByMobile(deps, input.mobile));
    const sent = await sendOtp(deps, {
      purpose: "signup",
      mobile: input.mobile,
      lang,
      silent: registered,
      ip,
      payload: {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        birthday: input.birthday,
        gender: input.gender,
        marketingConsent: input.marketingConsent,
      },
    });
    if (!sent.ok && sent.retryAfter) c.header("Retry-After", String(sent.retryAfter));
    if (!sent.ok) return answerFail(c, lang, sent.error, sent.status, { mobile: sent.error });
    return otpSent(c, sent);
  });

  /* ── remind: email or mobile → code to the account's mobile → reset token ── */
  app.post("/auth/remind", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const ip = clientKeyOf(c);
    if (isOtpStep(payload)) {
      const step = validate(c, otpStepSchema, payload, lang);
      if (step instanceof Response) return step;
      const checked = await checkOtp(deps, { purpose: "remind", token: step.token, code: step.otp, lang, ip: ip ?? undefined });
      if (!checked.ok) return otpFailed(c, checked);
      const resetToken = randomToken(32);
      await deps.database.db.insert(otpCodes).values({
        purpose: "reset",
        mobile: checked.mobile,
        token: sha256(resetToken),
        codeHash: "-",
        payload: { userId: checked.payload.userId },
        expiresAt: new Date(Date.now() + RESET_TTL_SECONDS * 1000),
      });
      return c.json({ ok: true, data: { token: resetToken, reset: true } });
    }
    const ipHit = ip ? await limiter.hit("remind:ip", ip, RULES.remindIp) : { limited: false as const };
    if (ipHit.limited) return tooMany(c, lang, ipHit.retryAfter);
    const input = validate(c, remindSchema, payload, lang);
    if (input instanceof Response) return input;
    const value = input.username.trim();
    if (value.includes("@") ? !isValidEmail(normalizeEmail(value)) : !normalizeMobile(value)) {
      const message = value.includes("@") ? MSG.email : MSG.mobile;
      return answerFail(c, lang, message, 422, { username: message });
    }
    const accountHit = await limiter.hit("remind:acc", usernameKey(value), RULES.remindAccount);
    if (accountHit.limited) return tooMany(c, lang, accountHit.retryAfter);
    const row = await findByUsername(deps, value);
    // Known and unknown accounts get the same answer (no enumeration): an unknown one gets a
    // code row that is never sent (keyed by the typed number, or by a hash of the email), and
    // an email never answers the account's masked mobile. Asked by email, a spent code budget
    // of the account's number answers like a send too (nothing is sent), so the answer does
    // not tell whether the email belongs to that number; the typed email's own count
    // (remind:acc) answers 429 alike for known and unknown ones.
    const byEmail = value.includes("@");
    const emailKey = byEmail ? `email:${sha256(normalizeEmail(value)).slice(0, 20)}` : undefined;
    const mobile = row?.mobile ?? emailKey ?? normalizeMobile(value)!;
    const sent = await sendOtp(deps, { purpose: "remind", mobile, lang, payload: { userId: row?.id ?? null }, silent: !row, ip, quietWhenSpent: emailKey });
    if (!sent.ok && sent.retryAfter) c.header("Retry-After", String(sent.retryAfter));
    if (!sent.ok) return answerFail(c, lang, sent.error, sent.status, { username: sent.error });
    return otpSent(c, byEmail ? { ...sent, mobile: "" } : sent);
  });

  /* ── new password with the reset token ── */
  app.post("/auth/new-password", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, newPasswordSchema, payload, lang, samePasswords("password", "repeat_password"));
    if (input instanceof Response) return input;
    const passwordHash = await hashPassword(input.password);
    const [claimed] = await deps.database.db
      .update(otpCodes)
      .set({ status: "used" })
      .where(
        and(
          eq(otpCodes.token, sha256(input.token)),
          eq(otpCodes.purpose, "reset"),
          eq(otpCodes.status, "pending"),
          gt(otpCodes.expiresAt, new Date()),
        ),
      )
      .returning({ payload: otpCodes.payload });
    const userId = Number(claimed?.payload?.userId);
    if (!claimed || !userId) return answerFail(c, lang, AUTH_MSG.resetInvalid, 410, { token: AUTH_MSG.resetInvalid });
    // the code went to the account's mobile, so the number is confirmed as well
    await updateCredentials(deps.database.db, userId, { passwordHash, verified: true });
    await revokeAllForUser(deps, userId);
    // the owner proved the number: the account's login delays (by mobile and by email) end
    const owner = await findUser(deps, userId);
    const identifiers = owner ? [owner.mobile, owner.email ? normalizeEmail(owner.email) : null] : [];
    await Promise.all(identifiers.filter((key): key is string => Boolean(key)).map((key) => limiter.clearDelay("login:acct", key, LOGIN_DELAY)));
    return c.json({
      ok: true,
      data: { tick: true, alert: { type: "success", message: translateMessage(AUTH_MSG.passwordChanged, lang) } } satisfies FormAnswer,
    });
  });

  /* ── verify the signed-in account's mobile ── */
  app.post("/auth/verify", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const row = await findUser(deps, userId);
    if (!row) return answerFail(c, lang, AUTH_MSG.loginRequired, 401);
    if (row.verified) {
      return c.json({ ok: true, data: { alert: { type: "info", message: translateMessage(AUTH_MSG.alreadyVerified, lang) } }, redirect: "/" });
    }
    if (isOtpStep(payload)) {
      const step = validate(c, otpStepSchema, payload, lang);
      if (step instanceof Response) return step;
      const checked = await checkOtp(deps, { purpose: "verify", token: step.token, code: step.otp, lang, ip: clientKeyOf(c) ?? undefined });
      if (!checked.ok) return otpFailed(c, checked);
      if (Number(checked.payload.userId) !== userId || checked.mobile !== row.mobile) {
        return answerFail(c, lang, AUTH_MSG.otpInvalid, 400, { token: AUTH_MSG.otpInvalid });
      }
      await updateCredentials(deps.database.db, userId, { verified: true });
      return c.json({
        ok: true,
        data: { tick: true, alert: { type: "success", message: translateMessage(AUTH_MSG.verified, lang) } } satisfies FormAnswer,
      });
    }
    const sent = await sendOtp(deps, { purpose: "verify", mobile: row.mobile, lang, payload: { userId }, ip: clientKeyOf(c) });
    if (!sent.ok && sent.retryAfter) c.header("Retry-After", String(sent.retryAfter));
    if (!sent.ok) return answerFail(c, lang, sent.error, sent.status);
    return otpSent(c, sent);
  });

  /* ── change password (signed in); other sessions are logged out ── */
  app.post("/auth/change-password", async (c) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, changePasswordSchema, payload, lang, samePasswords("new_password", "repeat_new_password"));
    if (input instanceof Response) return input;
    const row = await findUser(deps, userId);
    if (!row) return answerFail(c, lang, AUTH_MSG.loginRequired, 401);
    const needsCurrent = !(row.isSocial && !row.passwordHash);
    if (needsCurrent) {
      if (!input.password || !input.password.trim()) return answerFail(c, lang, MSG.required, 422, { password: MSG.required });
      const key = String(userId);
      const wait = await limiter.blocked("chpw", key, RULES.loginAccount);
      if (wait) return tooMany(c, lang, wait);
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        await limiter.hit("chpw", key, RULES.loginAccount);
        return answerFail(c, lang, AUTH_MSG.currentPasswordWrong, 422, { password: AUTH_MSG.currentPasswordWrong });
      }
    }
    await updateCredentials(deps.database.db, userId, { passwordHash: await hashPassword(input.new_password) });
    await revokeAllForUser(deps, userId);
    const tokens = await issueTokens(deps, userId);
    return c.json({
      ok: true,
      data: { tick: true, alert: { type: "success", message: translateMessage(AUTH_MSG.passwordUpdated, lang) }, ...tokens },
    });
  });

  /* ── development SMS outbox (never in production unless DEV_OUTBOX is set) ── */
  app.get("/dev/sms-outbox", async (c) => {
    if (!outboxEnabled(deps)) return c.json({ ok: false, error: "Unknown call" }, 404);
    return c.json({ ok: true, data: { items: await latestSms(deps) } });
  });
  app.get("/dev/email-outbox", async (c) => {
    if (!outboxEnabled(deps)) return c.json({ ok: false, error: "Unknown call" }, 404);
    return c.json({ ok: true, data: { items: await latestEmails(deps) } });
  });

  return app;
}
