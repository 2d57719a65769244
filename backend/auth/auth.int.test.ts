/**
 * Accounts API on a real database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set):
 * signup with SMS codes, login, token rotation, reminders, password changes, verification,
 * and the attacks of the accounts issue.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeRedisClients } from "../core/limits.ts";
import { createLogger } from "../core/log.ts";
import { otpCodes, refreshTokens, smsOutbox, users } from "../db/schema.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { hashPassword } from "./passwords.ts";
import { freshMobile, lastCode, logIn, signUp } from "./testing.ts";
import { signAccessToken } from "./tokens.ts";
import type { Database } from "../db/client.ts";

let database: Database;
let api: Awaited<ReturnType<typeof testApi>>;

beforeAll(async () => {
  database = await testDatabase();
  api = await testApi({}, database);
});

afterAll(() => closeRedisClients());

async function startSignup(fields: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  const answer = await api.call<{ otp: boolean; token: string; mobile: string }>("auth/signup", {
    firstName: "Rauf",
    lastName: "Aliyev",
    email: `r${mobile}@example.com`,
    mobile,
    password: "pass-word-9",
    password2: "pass-word-9",
    notification: "on",
    ...fields,
  });
  return { mobile, answer };
}

describe("signup", () => {
  it("sends a code, then creates a verified account that can log in by mobile or email", async () => {
    const { mobile, answer } = await startSignup({ email: "leyla.h@example.com" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ otp: true, mobile: expect.stringMatching(/^\+994 55 \*\*\* \*\* \d\d$/) });
    const code = await lastCode(database, mobile);
    expect(code).toMatch(/^\d{3}-\d{3}$/);
    // the code is stored hashed, never in clear
    const stored = await database.db.select().from(otpCodes).where(eq(otpCodes.token, answer.data!.token));
    expect(stored[0]!.codeHash).not.toContain(code.replace("-", ""));

    const done = await api.call<{ tick: boolean; alert: { message: string } }>("auth/signup", { otp: code, token: answer.data!.token });
    expect(done.ok).toBe(true);
    expect(done.data).toMatchObject({ tick: true, alert: { type: "success", message: "You registered successfully. Now you can login to your account." } });
    const [row] = await database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ verified: true, firstName: "Rauf", email: "leyla.h@example.com" });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);

    const spaced = `+994 ${mobile.slice(3, 5)} ${mobile.slice(5, 8)} ${mobile.slice(8, 10)} ${mobile.slice(10)}`;
    const byMobile = await logIn(api.call, spaced, "pass-word-9");
    expect(byMobile.user).toMatchObject({ mobile, fullName: "Rauf Aliyev", verified: true, hasPassword: true, isSocial: false });
    const byEmail = await logIn(api.call, "Leyla.H@example.com", "pass-word-9");
    expect(byEmail.user.id).toBe(byMobile.user.id);

    const me = await api.call<{ user: { id: number; email: string } }>("auth", {}, { method: "GET", token: byMobile.accessToken });
    expect(me.ok).toBe(true);
    expect(me.data!.user).toMatchObject({ id: byMobile.user.id, email: "leyla.h@example.com", roles: [], permissions: [] });
  });

  it("answers field errors on their fields (and in the payload's language)", async () => {
    const bad = await api.call("auth/signup", {
      firstName: "  ",
      lastName: "X",
      email: "Not-an-email",
      mobile: "12345",
      password: "secret1",
      password2: "secret2",
    });
    expect(bad.status).toBe(422);
    expect(bad.errors).toMatchObject({
      firstName: "Required field",
      email: "Wrong email address",
      mobile: "Wrong mobile number",
      password2: "Passwords do not match",
      notification: "You must accept the terms",
    });
    expect(bad.codes).toMatchObject({ firstName: "field.required", email: "field.wrongEmail", mobile: "field.wrongMobile", password2: "auth.passwordsDiffer", notification: "auth.notificationRequired" });
    const ru = await api.call("auth/signup", { lang: "ru", firstName: "", mobile: "1" });
    expect(ru.errors).toMatchObject({ firstName: "Обязательное поле", mobile: "Неверный номер мобильного телефона" });
    expect(ru.codes).toMatchObject({ firstName: "field.required", mobile: "field.wrongMobile" });
    const short = await api.call("auth/signup", { firstName: "A", lastName: "B", mobile: freshMobile(), password: "123", password2: "123", notification: true });
    expect(short.errors).toMatchObject({ password: "The password must be at least 8 characters" });
    // the password rule: 8 characters besides spaces at the ends, not one of the common ones
    for (const [password, message] of [
      ["123456", "The password must be at least 8 characters"],
      ["     a", "The password must be at least 8 characters"],
      ["Password1", "This password is too easy to guess. Choose another one"],
      ["12345678", "This password is too easy to guess. Choose another one"],
    ] as const) {
      const answer = await api.call("auth/signup", { firstName: "A", lastName: "B", mobile: freshMobile(), password, password2: password, notification: true });
      expect(answer.errors, password).toMatchObject({ password: message });
    }
    const common = await api.call("auth/new-password", { lang: "az", password: "qwerty123", repeat_password: "qwerty123", token: "t" });
    expect(common.errors).toMatchObject({ password: "Bu şifrəni tapmaq çox asandır. Başqa şifrə seçin" });
    const gender = await api.call("auth/signup", { firstName: "A", lastName: "B", mobile: freshMobile(), password: "kitab-7391", password2: "kitab-7391", notification: true, gender: "x" });
    expect(gender.errors).toMatchObject({ gender: "Choose male or female" });
  });

  it("says a too-long text is too long, not missing (en and az)", async () => {
    const long = { firstName: "F".repeat(101), lastName: "L".repeat(101), mobile: freshMobile(), password: "x".repeat(129), password2: "x", notification: true };
    const en = await api.call("auth/signup", long);
    expect(en.status).toBe(422);
    expect(en.errors).toMatchObject({ firstName: "The text is too long", lastName: "The text is too long", password: "The text is too long" });
    const az = await api.call("auth/signup", { ...long, lang: "az" });
    expect(az.errors).toMatchObject({ firstName: "Mətn çox uzundur" });
  });

  it("answers a registered mobile like a new one but sends it no code (no enumeration)", async () => {
    const user = await signUp(api.call, database);
    const fields = { firstName: "A", lastName: "B", password: "secret-1", password2: "secret-1", notification: true };
    const smsBefore = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
    const known = await api.call<{ otp: boolean; token: string; mobile: string; expiresIn: number }>("auth/signup", { ...fields, mobile: user.mobile.slice(3) });
    const fresh = freshMobile();
    const unknown = await api.call<{ otp: boolean; token: string; mobile: string; expiresIn: number }>("auth/signup", { ...fields, mobile: fresh });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.data!).sort()).toEqual(Object.keys(unknown.data!).sort());
    expect(known.data).toMatchObject({ otp: true, mobile: expect.stringMatching(/^\+994 \d\d \*\*\* \*\* \d\d$/), expiresIn: unknown.data!.expiresIn });
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile))).toHaveLength(smsBefore.length);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, fresh))).toHaveLength(1);
    // a wrong code reads the same for both
    const wrongKnown = await api.call("auth/signup", { otp: "000-000", token: known.data!.token });
    const wrongUnknown = await api.call("auth/signup", { otp: "000-000", token: unknown.data!.token });
    expect([wrongKnown.status, wrongKnown.errors]).toEqual([wrongUnknown.status, wrongUnknown.errors]);
  });

  it("says 'already registered' at the code step, to the owner of the number", async () => {
    const user = await signUp(api.call, database);
    // an email of another account: the code goes to the new number, the code step refuses the email
    const { mobile, answer } = await startSignup({ email: user.email });
    expect(answer.status).toBe(200);
    const email = await api.call("auth/signup", { otp: await lastCode(database, mobile), token: answer.data!.token });
    expect(email).toMatchObject({ status: 409, errors: { email: "This email is already registered" } });
    // a number registered between the code and its confirmation (another signup path)
    const late = await startSignup();
    await database.db.insert(users).values({ firstName: "X", lastName: "Y", mobile: late.mobile, passwordHash: await hashPassword("secret-x1"), verified: true });
    const taken = await api.call("auth/signup", { otp: await lastCode(database, late.mobile), token: late.answer.data!.token });
    expect(taken).toMatchObject({ status: 409, errors: { mobile: "This mobile number is already registered" } });
  });

  it("strips hyphens and spaces from the code", async () => {
    const { mobile, answer } = await startSignup();
    const code = (await lastCode(database, mobile)).replace("-", " - ");
    const done = await api.call("auth/signup", { otp: code, token: answer.data!.token });
    expect(done.ok).toBe(true);
  });
});

describe("one-time codes", () => {
  it("cancels the code after three wrong tries, even if the right code comes next", async () => {
    const { mobile, answer } = await startSignup();
    const token = answer.data!.token;
    const right = (await lastCode(database, mobile)).replace("-", "");
    const wrong = right === "000000" ? "111111" : "000000";
    const first = await api.call("auth/signup", { otp: wrong, token });
    expect(first).toMatchObject({ ok: false, status: 400, errors: { otp: "Wrong OTP code" }, code: "auth.otpWrong", codes: { otp: "auth.otpWrong" } });
    const second = await api.call("auth/signup", { otp: wrong, token });
    expect(second.errors).toEqual({ otp: "Wrong OTP code" });
    const third = await api.call("auth/signup", { otp: wrong, token });
    expect(third).toMatchObject({ ok: false, error: "You added wrong OTP code many times", code: "auth.otpCancelled", data: { cancel: true } });
    const late = await api.call("auth/signup", { otp: right, token });
    expect(late).toMatchObject({ ok: false, error: "You added wrong OTP code many times" });
    const [row] = await database.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toBeUndefined();
  });

  it("refuses an expired code", async () => {
    const { mobile, answer } = await startSignup();
    const token = answer.data!.token;
    await database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.token, token));
    const late = await api.call("auth/signup", { otp: await lastCode(database, mobile), token });
    expect(late).toMatchObject({ ok: false, status: 410, data: { codeExpired: true } });
    expect(late.errors?.otp).toBe("The code has expired. Please request a new one.");
  });

  it("expires three minutes after sending", async () => {
    const { answer } = await startSignup();
    const [row] = await database.db.select().from(otpCodes).where(eq(otpCodes.token, answer.data!.token));
    const ttl = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(ttl).toBeGreaterThan(175);
    expect(ttl).toBeLessThan(185);
  });

  it("uses a code once", async () => {
    const { mobile, answer } = await startSignup();
    const code = await lastCode(database, mobile);
    expect((await api.call("auth/signup", { otp: code, token: answer.data!.token })).ok).toBe(true);
    const again = await api.call("auth/signup", { otp: code, token: answer.data!.token });
    expect(again.ok).toBe(false);
  });

  it("sends at most 3 codes to a number in 10 minutes", async () => {
    const mobile = freshMobile();
    const send = () =>
      api.call("auth/signup", {
        firstName: "A",
        lastName: "B",
        mobile,
        password: "secret-1",
        password2: "secret-1",
        notification: true,
      });
    for (let i = 0; i < 3; i++) expect((await send()).ok).toBe(true);
    const fourth = await send();
    expect(fourth.status).toBe(429);
    expect(fourth.errors?.mobile).toBe("Too many codes were sent to this number. Please try again in 10 minutes.");
    const sent = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(sent).toHaveLength(3);
  });

  it("only the newest code of a number works", async () => {
    const { mobile, answer: first } = await startSignup();
    const firstCode = await lastCode(database, mobile);
    const { answer: second } = await startSignup({ mobile });
    const stale = await api.call("auth/signup", { otp: firstCode, token: first.data!.token });
    expect(stale.ok).toBe(false);
    const fresh = await api.call("auth/signup", { otp: await lastCode(database, mobile), token: second.data!.token });
    expect(fresh.ok).toBe(true);
  });

  it("asks for six digits", async () => {
    const bad = await api.call("auth/signup", { otp: "12-34", token: "x" });
    expect(bad.status).toBe(422);
    expect(bad.errors).toEqual({ otp: "Enter the 6-digit code" });
  });
});

describe("login and tokens", () => {
  it("never says which of username or password was wrong", async () => {
    const user = await signUp(api.call, database);
    const wrongPassword = await api.call("login", { username: user.mobile, password: "nope-nope" });
    const unknownUser = await api.call("login", { username: "994700000001", password: user.password });
    const unknownEmail = await api.call("login", { username: "ghost@example.com", password: user.password });
    for (const answer of [wrongPassword, unknownUser, unknownEmail]) {
      expect(answer).toEqual({ status: 401, ok: false, error: "Login or password is incorrect", code: "auth.loginFailed" });
    }
    const empty = await api.call("login", { username: "", password: "" });
    expect(empty.errors).toEqual({ username: "Required field", password: "Required field" });
    expect(empty).toMatchObject({ code: "field.required", codes: { username: "field.required", password: "field.required" } });
    // the sentence in the request's language, the code the same
    const az = await api.call("login", { lang: "az", username: user.mobile, password: "nope-nope" });
    expect(az).toMatchObject({ status: 401, error: "Login və ya şifrə yanlışdır", code: "auth.loginFailed" });
  });

  it("answers `expired` (401) for an expired access token and a plain 401 without one", async () => {
    const user = await signUp(api.call, database);
    const session = await logIn(api.call, user.mobile, user.password);
    const deps = { database, config: api.config, log: createLogger() };
    const old = await signAccessToken(deps, session.user.id, Date.now() - 3600_000);
    const expired = await api.call("auth", {}, { method: "GET", token: old });
    expect(expired).toMatchObject({ status: 401, ok: false, expired: true });
    const none = await api.call("auth", {}, { method: "GET" });
    expect(none.status).toBe(401);
    expect(none.expired).toBeUndefined();
    const forged = await api.call("auth", {}, { method: "GET", token: `${session.accessToken.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
    expect(forged.expired).toBeUndefined();
    const otherSecret = await signAccessToken({ ...deps, config: { ...api.config, JWT_SECRET: "another-secret-0123456789abcdef" } }, session.user.id);
    expect((await api.call("auth", {}, { method: "GET", token: otherSecret })).status).toBe(401);
  });

  it("rotates the refresh token on every use", async () => {
    const user = await signUp(api.call, database);
    const session = await logIn(api.call, user.mobile, user.password);
    const next = await api.call<{ accessToken: string; refreshToken: string; refreshTtl: number }>("auth/refresh", {
      refreshToken: session.refreshToken,
    });
    expect(next.ok).toBe(true);
    expect(next.data!.refreshToken).not.toBe(session.refreshToken);
    expect(next.data!.refreshTtl).toBe(api.config.REFRESH_TOKEN_TTL);
    const me = await api.call("auth", {}, { method: "GET", token: next.data!.accessToken });
    expect(me.ok).toBe(true);
    // stored hashed
    const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows.some((r) => r.tokenHash === session.refreshToken)).toBe(false);
  });

  it("a reused refresh token logs the whole family out", async () => {
    const strict = await testApi({ REFRESH_REUSE_GRACE: "0" }, database);
    const user = await signUp(strict.call, database);
    const session = await logIn(strict.call, user.mobile, user.password);
    const other = await logIn(strict.call, user.mobile, user.password);
    const rotated = await strict.call<{ refreshToken: string }>("auth/refresh", { refreshToken: session.refreshToken });
    expect(rotated.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    // an attacker replays the old token
    const replay = await strict.call("auth/refresh", { refreshToken: session.refreshToken });
    expect(replay).toMatchObject({ status: 401, ok: false, error: "Please log in again" });
    // the legitimate holder of the newest token is logged out too
    const victim = await strict.call("auth/refresh", { refreshToken: rotated.data!.refreshToken });
    expect(victim.ok).toBe(false);
    // another login (another family) is untouched
    expect((await strict.call("auth/refresh", { refreshToken: other.refreshToken })).ok).toBe(true);
  });

  it("lets parallel requests of one browser rotate the same token within the grace window", async () => {
    const user = await signUp(api.call, database);
    const session = await logIn(api.call, user.mobile, user.password);
    const [a, b] = await Promise.all([
      api.call("auth/refresh", { refreshToken: session.refreshToken }),
      api.call("auth/refresh", { refreshToken: session.refreshToken }),
    ]);
    expect(a.ok && b.ok).toBe(true);
  });

  it("refuses unknown and expired refresh tokens", async () => {
    expect((await api.call("auth/refresh", { refreshToken: "made-up" })).status).toBe(401);
    expect((await api.call("auth/refresh", {})).status).toBe(422);
    const user = await signUp(api.call, database);
    const session = await logIn(api.call, user.mobile, user.password);
    await database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.userId, session.user.id));
    expect((await api.call("auth/refresh", { refreshToken: session.refreshToken })).ok).toBe(false);
  });

  it("logout revokes the refresh token family", async () => {
    const user = await signUp(api.call, database);
    const session = await logIn(api.call, user.mobile, user.password);
    const rotated = await api.call<{ refreshToken: string }>("auth/refresh", { refreshToken: session.refreshToken });
    const out = await api.call<{ alert: { message: string } }>("logout", { refreshToken: rotated.data!.refreshToken });
    expect(out.ok).toBe(true);
    expect((await api.call("auth/refresh", { refreshToken: rotated.data!.refreshToken })).ok).toBe(false);
  });
});

describe("rate limits", () => {
  it("stops login brute force per account and per IP with 429", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    const ip = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 5; i++) {
      const answer = await limited.call("login", { username: user.mobile, password: `guess-${i}` }, { headers: ip });
      expect(answer.status).toBe(401);
    }
    const blocked = await limited.call("login", { username: user.mobile, password: user.password }, { headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.error).toBe("Too many attempts. Please try again in a few minutes.");
    // the lock stops the guessing address only: the owner elsewhere still gets in
    const elsewhere = await limited.call("login", { username: user.mobile, password: user.password }, { headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(elsewhere.status).toBe(200);

    // one address trying many accounts
    const spray = { "x-forwarded-for": "203.0.113.99" };
    let status = 0;
    for (let i = 0; i < 21; i++) status = (await limited.call("login", { username: `99450000${String(i).padStart(4, "0")}`, password: "x" }, { headers: spray })).status;
    expect(status).toBe(429);
  });

  it("counts wrong passwords per account whatever the identifier: email and mobile forms share one count", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    const ip = { "x-forwarded-for": "203.0.113.8" };
    const forms = [user.email, user.email.toUpperCase(), `+994 ${user.mobile.slice(3)}`, user.mobile, user.mobile.slice(3)];
    for (const username of forms) expect((await limited.call("login", { username, password: "wrong-guess" }, { headers: ip })).status).toBe(401);
    // the sixth try, in any form and even with the right password, is refused at this address
    const blocked = await limited.call("login", { username: user.email, password: user.password }, { headers: ip });
    expect(blocked.status).toBe(429);
    expect((await limited.call("login", { username: user.mobile, password: user.password }, { headers: ip })).status).toBe(429);
  });

  it("wrong passwords from five addresses do not lock the owner out", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    for (let i = 1; i <= 5; i++) {
      const answer = await limited.call("login", { username: user.mobile, password: `guess-${i}` }, { headers: { "x-forwarded-for": `198.51.100.${i}` } });
      expect(answer.status).toBe(401);
    }
    const owner = await limited.call("login", { username: user.email, password: user.password }, { headers: { "x-forwarded-for": "192.0.2.44" } });
    expect(owner.status).toBe(200);
  });

  it("caps guesses per account across many addresses with a growing delay, alike for unknown accounts; the owner signs in once it has passed", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    const from = (i: number) => ({ headers: { "x-forwarded-for": `2001:db8:${100 + i}::1` } });
    const stranger = `nobody.${user.mobile}@example.com`;
    for (let i = 0; i < 10; i++) {
      expect((await limited.call("login", { username: user.mobile, password: `guess-${i}` }, from(i))).status).toBe(401);
      expect((await limited.call("login", { username: stranger, password: `guess-${i}` }, from(i))).status).toBe(401);
    }
    // the eleventh failure takes the slot; the next attempt, from anywhere and even with the right password, waits
    expect((await limited.call("login", { username: user.mobile, password: "guess-10" }, from(10))).status).toBe(401);
    expect((await limited.call("login", { username: stranger, password: "guess-10" }, from(10))).status).toBe(401);
    const request = (username: string, password: string) =>
      new Request("http://test/api/login", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.200" }, body: JSON.stringify({ username, password }) });
    const owner = await limited.app.fetch(request(user.mobile, user.password));
    const nobody = await limited.app.fetch(request(stranger, "secret-pass-1"));
    expect([owner.status, nobody.status]).toEqual([429, 429]);
    expect(Number(owner.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await owner.json()) as { error: string; code: string; params: Record<string, string> };
    expect(body).toMatchObject({ code: "auth.loginDelayed", params: { seconds: owner.headers.get("retry-after") } });
    expect(body.error).toBe(`Too many failed logins to this account. Please try again in ${owner.headers.get("retry-after")} seconds.`);
    expect(await nobody.json()).toMatchObject({ code: "auth.loginDelayed" });

    await new Promise((resolve) => setTimeout(resolve, Number(owner.headers.get("retry-after")) * 1000 + 100));
    const signedIn = await limited.call("login", { username: user.email, password: user.password }, { headers: { "x-forwarded-for": "192.0.2.200" } });
    expect(signedIn.status).toBe(200);
    // the success cleared the mobile's count (the email form counts apart: it never failed)
    expect((await limited.call("login", { username: user.mobile, password: user.password }, { headers: { "x-forwarded-for": "192.0.2.200" } })).status).toBe(200);
    expect((await limited.call("login", { username: user.mobile, password: "guess-x" }, from(11))).status).toBe(401);
    expect((await limited.call("login", { username: user.mobile, password: "guess-y" }, from(12))).status).toBe(401);
  });

  it("asks a longer wait after each further failure, and a new password from the reminder ends it", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    const from = (i: number) => ({ headers: { "x-forwarded-for": `198.51.100.${100 + i}` } });
    for (let i = 0; i < 11; i++) expect((await limited.call("login", { username: user.mobile, password: `guess-${i}` }, from(i))).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // the twelfth failure (one second after the eleventh) makes the next wait two seconds
    expect((await limited.call("login", { username: user.mobile, password: "guess-11" }, from(11))).status).toBe(401);
    const waiting = await limited.call<never>("login", { username: user.mobile, password: user.password }, from(12));
    expect(waiting).toMatchObject({ status: 429, code: "auth.loginDelayed", params: { seconds: "2" } });

    const step1 = await limited.call<{ token: string }>("auth/remind", { username: user.mobile }, from(13));
    const step2 = await limited.call<{ token: string }>("auth/remind", { otp: await lastCode(database, user.mobile), token: step1.data!.token }, from(13));
    const reset = await limited.call("auth/new-password", { password: "kitab-7391-new", repeat_password: "kitab-7391-new", token: step2.data!.token }, from(13));
    expect(reset.ok).toBe(true);
    // the count starts again: two failures in a row are answered, not delayed
    expect((await limited.call("login", { username: user.mobile, password: "guess-12" }, from(14))).status).toBe(401);
    expect((await limited.call("login", { username: user.mobile, password: "guess-13" }, from(15))).status).toBe(401);
    expect((await limited.call("login", { username: user.mobile, password: "kitab-7391-new" }, from(16))).status).toBe(200);
  });

  it("counts only failed logins against an address, so neighbours behind it who sign in are not stopped", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    const shared = { headers: { "x-forwarded-for": "203.0.113.150" } };
    for (let i = 0; i < 15; i++) expect((await limited.call("login", { username: `99450001${String(i).padStart(4, "0")}`, password: "x" }, shared)).status).toBe(401);
    for (let i = 0; i < 10; i++) expect((await limited.call("login", { username: user.mobile, password: user.password }, shared)).status).toBe(200);
    // the address's failures still stop it at the limit
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await limited.call("login", { username: `99450002${String(i).padStart(4, "0")}`, password: "x" }, shared)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("shares one SMS budget per address across sign-up, reminder and other numbers", async () => {
    const limited = await testApi({ RATE_LIMITS: "1", SMS_PER_ADDRESS: "3" }, database);
    const ip = { "x-forwarded-for": "203.0.113.70" };
    const signup = (mobile: string) =>
      limited.call("auth/signup", { firstName: "Aysel", lastName: "M", email: "", mobile, password: "secret-pass-1", password2: "secret-pass-1", notification: true }, { headers: ip });
    expect((await signup(freshMobile())).status).toBe(200);
    expect((await signup(freshMobile())).status).toBe(200);
    const user = await signUp(api.call, database);
    expect((await limited.call("auth/remind", { username: user.mobile }, { headers: ip })).status).toBe(200);
    const fourth = freshMobile();
    const refused = await signup(fourth);
    expect(refused.status).toBe(429);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, fourth))).toHaveLength(0);
    // another address has its own budget
    expect((await limited.call("auth/signup", { firstName: "Aysel", lastName: "M", email: "", mobile: fourth, password: "secret-pass-1", password2: "secret-pass-1", notification: true }, { headers: { "x-forwarded-for": "203.0.113.71" } })).status).toBe(200);
  });

  it("shares one SMS budget across the addresses of one IPv6 /64 (another /64 has its own) and between an IPv4 address and its IPv4-mapped form", async () => {
    const limited = await testApi({ RATE_LIMITS: "1", SMS_PER_ADDRESS: "4" }, database);
    const signup = (mobile: string, ip: string) =>
      limited.call("auth/signup", { firstName: "Aysel", lastName: "M", email: "", mobile, password: "secret-pass-1", password2: "secret-pass-1", notification: true }, { headers: { "x-forwarded-for": ip } });
    const mobiles: string[] = [];
    const statuses: number[] = [];
    for (const ip of ["2001:db8:5:1::1", "2001:db8:5:1::2", "2001:DB8:5:1:a::3", "2001:db8:5:1:ffff:ffff:ffff:ffff"]) {
      for (let i = 0; i < 2; i++) {
        const mobile = freshMobile();
        mobiles.push(mobile);
        statuses.push((await signup(mobile, ip)).status);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    let sent = 0;
    for (const mobile of mobiles) sent += (await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).length;
    expect(sent).toBe(4);
    expect((await signup(freshMobile(), "2001:db8:5:2::1")).status).toBe(200);

    const v4 = [];
    for (const ip of ["198.51.100.150", "::ffff:198.51.100.150", "::ffff:c633:6496", "198.51.100.150", "::ffff:198.51.100.150"]) v4.push((await signup(freshMobile(), ip)).status);
    expect(v4).toEqual([200, 200, 200, 200, 429]);
  });

  it("limits code checks per IP", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const ip = { "x-forwarded-for": "203.0.113.50" };
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await limited.call("auth/remind", { otp: "123456", token: `tok-${i}` }, { headers: ip })).status;
    expect(last).toBe(429);
  });

  it("limits signups and reminders per IP", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const ip = { "x-forwarded-for": "203.0.113.60" };
    let signup = 0;
    let remind = 0;
    for (let i = 0; i < 11; i++) {
      signup = (await limited.call("auth/signup", { firstName: "" }, { headers: ip })).status;
      remind = (await limited.call("auth/remind", { username: "" }, { headers: ip })).status;
    }
    expect(signup).toBe(429);
    expect(remind).toBe(429);
  });

  it.skipIf(!process.env.REDIS_URL)("holds the per-account cap across two API instances sharing Redis", async () => {
    const shared = { RATE_LIMITS: "1", REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `test-${randomBytes(4).toString("hex")}:` };
    const one = await testApi(shared, database);
    const two = await testApi(shared, database);
    const user = await signUp(api.call, database);
    const from = (i: number) => ({ headers: { "x-forwarded-for": `203.0.113.${200 + i}` } });
    for (let i = 0; i < 11; i++) {
      const target = i % 2 === 0 ? one : two;
      expect((await target.call("login", { username: user.mobile, password: `guess-${i}` }, from(i))).status).toBe(401);
    }
    // the slot the eleventh failure took on one instance holds on the other
    expect(await two.call("login", { username: user.mobile, password: user.password }, from(20))).toMatchObject({ status: 429, code: "auth.loginDelayed" });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await two.call("login", { username: user.mobile, password: user.password }, from(20))).status).toBe(200);
  });

  it("is off when RATE_LIMITS is false", async () => {
    const user = await signUp(api.call, database);
    for (let i = 0; i < 7; i++) await api.call("login", { username: user.mobile, password: "wrong-one" });
    expect((await api.call("login", { username: user.mobile, password: user.password })).ok).toBe(true);
  });
});

describe("password reminder", () => {
  it("resets the password by mobile: code, token, new password; old sessions end", async () => {
    const user = await signUp(api.call, database);
    const session = await logIn(api.call, user.mobile, user.password);
    const step1 = await api.call<{ otp: boolean; token: string }>("auth/remind", { username: `+994 ${user.mobile.slice(3)}` });
    expect(step1.data).toMatchObject({ otp: true });
    const step2 = await api.call<{ token: string; reset: boolean }>("auth/remind", {
      otp: await lastCode(database, user.mobile),
      token: step1.data!.token,
    });
    expect(step2.data).toMatchObject({ reset: true });
    const mismatch = await api.call("auth/new-password", { password: "brand-new-1", repeat_password: "brand-new-2", token: step2.data!.token });
    expect(mismatch.errors).toEqual({ repeat_password: "Passwords do not match" });
    const changed = await api.call("auth/new-password", { password: "brand-new-1", repeat_password: "brand-new-1", token: step2.data!.token });
    expect(changed.data).toMatchObject({ tick: true, alert: { message: "Your password changed successfully" } });
    expect((await api.call("login", { username: user.mobile, password: user.password })).ok).toBe(false);
    expect((await api.call("login", { username: user.mobile, password: "brand-new-1" })).ok).toBe(true);
    expect((await api.call("auth/refresh", { refreshToken: session.refreshToken })).ok).toBe(false);
    // the reset token works once
    const twice = await api.call("auth/new-password", { password: "brand-new-3", repeat_password: "brand-new-3", token: step2.data!.token });
    expect(twice).toMatchObject({ status: 410, errors: { token: "The link has expired. Please request a new code." } });
  });

  it("finds the account by email and sends the code to its mobile", async () => {
    const user = await signUp(api.call, database);
    const before = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
    const step1 = await api.call("auth/remind", { username: user.email });
    expect(step1.ok).toBe(true);
    const after = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
    expect(after.length).toBe(before.length + 1);
  });

  it("answers an unknown email or mobile like a known one and sends it nothing (no enumeration)", async () => {
    const user = await signUp(api.call, database);
    type Sent = { otp: boolean; token: string; mobile: string; expiresIn: number };
    const byEmail = await api.call<Sent>("auth/remind", { username: user.email });
    const noEmail = await api.call<Sent>("auth/remind", { username: "nobody.here@example.com" });
    expect([byEmail.status, noEmail.status]).toEqual([200, 200]);
    expect(byEmail.data).toMatchObject({ otp: true, mobile: "" });
    expect(noEmail.data).toMatchObject({ otp: true, mobile: "" });
    expect(Object.keys(byEmail.data!).sort()).toEqual(Object.keys(noEmail.data!).sort());

    const stranger = freshMobile();
    const byMobile = await api.call<Sent>("auth/remind", { username: user.mobile });
    const noMobile = await api.call<Sent>("auth/remind", { username: stranger });
    expect(byMobile.data!.mobile).toMatch(/^\+994 \d\d \*\*\* \*\* \d\d$/);
    expect(noMobile.data!.mobile).toMatch(/^\+994 \d\d \*\*\* \*\* \d\d$/);
    expect(noMobile.status).toBe(200);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, stranger))).toHaveLength(0);
    const wrongKnown = await api.call("auth/remind", { otp: "000-000", token: byMobile.data!.token });
    const wrongUnknown = await api.call("auth/remind", { otp: "000-000", token: noMobile.data!.token });
    expect([wrongKnown.status, wrongKnown.errors]).toEqual([wrongUnknown.status, wrongUnknown.errors]);
  });

  it("answers a known and an unknown email alike once the account's number has used up its codes, and sends the number nothing more", async () => {
    const user = await signUp(api.call, database);
    // the sign-up's code and two reminders by mobile use up the number's three codes
    for (let i = 0; i < 2; i++) expect((await api.call("auth/remind", { username: user.mobile })).status).toBe(200);
    expect((await api.call("auth/remind", { username: user.mobile })).status).toBe(429);
    const smsBefore = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));

    type Sent = { otp: boolean; token: string; mobile: string; expiresIn: number };
    const shape = (answer: { status: number; data?: Sent | null }) => ({ ...answer, data: { ...answer.data, token: typeof answer.data?.token } });
    const known = await api.call<Sent>("auth/remind", { username: user.email });
    const unknown = await api.call<Sent>("auth/remind", { username: `nobody.${user.mobile}@example.com` });
    expect(known.status).toBe(200);
    expect(shape(known)).toEqual(shape(unknown));
    expect(known.data!.token).not.toBe(unknown.data!.token);
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile))).toHaveLength(smsBefore.length);

    // the code step of either token answers alike too
    const wrongKnown = await api.call("auth/remind", { otp: "000-000", token: known.data!.token });
    const wrongUnknown = await api.call("auth/remind", { otp: "000-000", token: unknown.data!.token });
    expect(wrongKnown).toEqual(wrongUnknown);
    expect(wrongKnown.status).toBe(400);
  });

  it("counts reminders per typed email alike for known and unknown ones (429 after the fifth)", async () => {
    const limited = await testApi({ RATE_LIMITS: "1" }, database);
    const user = await signUp(api.call, database);
    const ask = (username: string, i: number) => limited.call("auth/remind", { username }, { headers: { "x-forwarded-for": `192.0.2.${100 + i}` } });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await ask(user.email, i)).status);
      unknown.push((await ask(`nobody.${user.mobile}@example.com`, i)).status);
    }
    expect(known).toEqual([200, 200, 200, 200, 200, 429]);
    expect(unknown).toEqual(known);
    // the number got at most its three codes (one at sign-up, two reminders)
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, user.mobile))).toHaveLength(3);
  });

  it("checks the format", async () => {
    expect((await api.call("auth/remind", { username: "12" })).errors).toEqual({ username: "Wrong mobile number" });
    expect((await api.call("auth/remind", { username: "a@b" })).errors).toEqual({ username: "Wrong email address" });
  });

  it("refuses a forged reset token", async () => {
    const answer = await api.call("auth/new-password", { password: "kitab-7391", repeat_password: "kitab-7391", token: "forged" });
    expect(answer.status).toBe(410);
  });
});

describe("change password", () => {
  it("checks the current password, keeps this session and ends the others", async () => {
    const user = await signUp(api.call, database);
    const here = await logIn(api.call, user.mobile, user.password);
    const elsewhere = await logIn(api.call, user.mobile, user.password);
    const wrong = await api.call("auth/change-password", { password: "wrong-current", new_password: "next-pass-1", repeat_new_password: "next-pass-1" }, { token: here.accessToken });
    expect(wrong).toMatchObject({ status: 422, errors: { password: "The current password is wrong" } });
    const missing = await api.call("auth/change-password", { new_password: "next-pass-1", repeat_new_password: "next-pass-1" }, { token: here.accessToken });
    expect(missing.errors).toEqual({ password: "Required field" });
    const mismatch = await api.call("auth/change-password", { password: user.password, new_password: "next-pass-1", repeat_new_password: "other" }, { token: here.accessToken });
    expect(mismatch.errors).toEqual({ repeat_new_password: "Passwords do not match" });
    const ok = await api.call<{ accessToken: string; refreshToken: string; alert: { message: string } }>(
      "auth/change-password",
      { password: user.password, new_password: "next-pass-1", repeat_new_password: "next-pass-1" },
      { token: here.accessToken },
    );
    expect(ok.ok).toBe(true);
    expect(ok.data!.alert.message).toBe("Your password has been changed");
    expect((await api.call("auth/refresh", { refreshToken: elsewhere.refreshToken })).ok).toBe(false);
    expect((await api.call("auth/refresh", { refreshToken: here.refreshToken })).ok).toBe(false);
    expect((await api.call("auth/refresh", { refreshToken: ok.data!.refreshToken })).ok).toBe(true);
    expect((await api.call("login", { username: user.mobile, password: "next-pass-1" })).ok).toBe(true);
  });

  it("does not ask a social user without a password for the current one", async () => {
    const mobile = freshMobile();
    const [row] = await database.db.insert(users).values({ firstName: "S", lastName: "U", mobile, isSocial: true, verified: true }).returning();
    const deps = { database, config: api.config, log: createLogger() };
    const token = await signAccessToken(deps, row!.id);
    const me = await api.call<{ user: { hasPassword: boolean; isSocial: boolean } }>("auth", {}, { method: "GET", token });
    expect(me.data!.user).toMatchObject({ hasPassword: false, isSocial: true });
    const set = await api.call("auth/change-password", { new_password: "first-pass-1", repeat_new_password: "first-pass-1" }, { token });
    expect(set.ok).toBe(true);
    expect((await api.call("login", { username: mobile, password: "first-pass-1" })).ok).toBe(true);
  });

  it("needs a signed-in user", async () => {
    expect((await api.call("auth/change-password", { new_password: "x", repeat_new_password: "x" })).status).toBe(401);
  });
});

describe("verification", () => {
  it("verifies a signed-in unverified account with a code to its own mobile", async () => {
    const mobile = freshMobile();
    const [row] = await database.db
      .insert(users)
      .values({ firstName: "V", lastName: "U", mobile, passwordHash: await hashPassword("verify-me-1") })
      .returning();
    const session = await logIn(api.call, mobile, "verify-me-1");
    expect(session.user).toMatchObject({ id: row!.id });
    const step1 = await api.call<{ otp: boolean; token: string }>("auth/verify", {}, { token: session.accessToken });
    expect(step1.data).toMatchObject({ otp: true });
    const step2 = await api.call<{ tick: boolean; alert: { message: string } }>(
      "auth/verify",
      { otp: await lastCode(database, mobile), token: step1.data!.token },
      { token: session.accessToken },
    );
    expect(step2.data).toMatchObject({
      tick: true,
      alert: { message: "You have successfully verified your account, all features are unlocked." },
    });
    const again = await api.call("auth/verify", {}, { token: session.accessToken });
    expect(again).toMatchObject({ ok: true, redirect: "/" });
  });

  it("does not accept another account's code", async () => {
    const make = async (password: string) => {
      const mobile = freshMobile();
      await database.db.insert(users).values({ firstName: "V", lastName: "U", mobile, passwordHash: await hashPassword(password) });
      return { mobile, session: await logIn(api.call, mobile, password) };
    };
    const a = await make("pass-a-111");
    const b = await make("pass-b-111");
    const sentA = await api.call<{ token: string }>("auth/verify", {}, { token: a.session.accessToken });
    const stolen = await api.call(
      "auth/verify",
      { otp: await lastCode(database, a.mobile), token: sentA.data!.token },
      { token: b.session.accessToken },
    );
    expect(stolen.ok).toBe(false);
    const [rowB] = await database.db.select().from(users).where(eq(users.mobile, b.mobile));
    expect(rowB!.verified).toBe(false);
  });
});

describe("dev outbox", () => {
  it("lists the latest SMS outside production only", async () => {
    const outbox = await api.call<{ items: { mobile: string; text: string }[] }>("dev/sms-outbox", {}, { method: "GET" });
    expect(outbox.ok).toBe(true);
    expect(outbox.data!.items.length).toBeGreaterThan(0);
    const production = await testApi({ NODE_ENV: "production" }, database);
    expect((await production.call("dev/sms-outbox", {}, { method: "GET" })).status).toBe(404);
    const optedIn = await testApi({ NODE_ENV: "production", DEV_OUTBOX: "1" }, database);
    expect((await optedIn.call("dev/sms-outbox", {}, { method: "GET" })).ok).toBe(true);
  });
});

it("keeps passwords and codes out of the answers", async () => {
  const user = await signUp(api.call, database);
  const session = await logIn(api.call, user.mobile, user.password);
  const me = await api.call("auth", {}, { method: "GET", token: session.accessToken });
  expect(JSON.stringify(me)).not.toMatch(/argon2|passwordHash/);
  const count = await database.query<{ n: number }>(sql`select count(*)::int as n from otp_codes where code_hash ~ '^[0-9]{6}$'`);
  expect(Number(count[0]!.n)).toBe(0);
});
