/**
 * The API's request rules through a real HTTP server (express with the body limit, the API
 * mounted at /api like server.ts), on PGlite and (with DATABASE_URL) PostgreSQL, ADR 0042:
 * - a mutating call a browser sent from another site (its `Origin` or `Sec-Fetch-Site` says so)
 *   is refused with 403 before anything runs: no SMS, nothing stored; bearer-token calls,
 *   header-less server calls and the bank's signed callback still work;
 * - a POST takes its fields from the body only (`lang` may ride in the query string);
 * - a body of the wrong content type is answered 415;
 * - an upload without a token or without the permission is answered 401/403 while the client
 *   is still sending, and the server does not read the body.
 */
import { once } from "node:events";
import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uploadRequestLimit } from "../backend/app.ts";
import { signAccessToken } from "../backend/auth/tokens.ts";
import { freshMobile } from "../backend/auth/testing.ts";
import type { Deps } from "../backend/core/deps.ts";
import { createLogger } from "../backend/core/log.ts";
import { newsletterSubscriptions, smsOutbox, users } from "../backend/db/schema.ts";
import { azericardProvider } from "../backend/payments/azericard.ts";
import { bankTimestamp, CALLBACK_SIGNED_FIELDS, formatAmount, keyBytes, newNonce, pSign } from "../backend/payments/sign.ts";
import { insertOrder, orderRow } from "../backend/payments/testing.ts";
import { testApi } from "../backend/test/db.ts";
import { bodyLimit } from "./body-limit.ts";

vi.setConfig({ testTimeout: 60_000 });

const SHOP = "https://shop.example";
const EVIL = "https://evil.example";
const KEY = "00112233445566778899aabbccddeeff";
const TERMINAL = "17204001";

const api = await testApi({
  SITE_URL: SHOP,
  AZERICARD_URL: "https://bank.example/cgi-bin/cgi_link",
  AZERICARD_TERMINAL: TERMINAL,
  AZERICARD_KEY: KEY,
});
const { database, config } = api;

let server: Server;
let base = "";
const serverSockets: Socket[] = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit({ limit: config.BODY_LIMIT, uploadLimit: uploadRequestLimit(config.PHOTO_MAX_MB, config.BODY_LIMIT) }));
  const listener = getRequestListener(api.app.fetch);
  for (const prefix of ["/api", "/img", "/d"]) {
    app.use(prefix, (req, res) => {
      req.url = req.originalUrl;
      void listener(req, res);
    });
  }
  server = app.listen(0, "127.0.0.1");
  server.on("connection", (socket) => serverSockets.push(socket));
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function smsTo(mobile: string): Promise<number> {
  return (await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).length;
}

async function subscribed(email: string): Promise<boolean> {
  return (await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).length > 0;
}

async function answer(res: Response): Promise<{ status: number; ok: boolean; code?: string; error?: string; codes?: Record<string, string>; errors?: Record<string, string> }> {
  return { status: res.status, ...((await res.json()) as { ok: boolean; code?: string; error?: string }) };
}

let emails = 0;
const freshEmail = () => `reader${Date.now()}-${++emails}@example.com`;

function signupQuery(mobile: string): string {
  const fields = { lang: "en", firstName: "Evil", lastName: "Page", mobile, password: "pass-word-9", password2: "pass-word-9", notification: "1" };
  return new URLSearchParams(fields).toString();
}

describe("cross-site browser calls", () => {
  it("refuses a no-cors text/plain signup with its fields in the query string, and sends no SMS", async () => {
    const mobile = freshMobile();
    // what Chromium sends for fetch(url, {method: "POST", mode: "no-cors", body: "x"}) from another site
    const res = await fetch(`${base}/api/auth/signup?${signupQuery(mobile)}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: EVIL, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" },
      body: "x",
    });
    const refused = await answer(res);
    expect(refused).toMatchObject({ status: 403, ok: false, code: "api.crossSite" });
    expect(refused.error).toBe("This call came from another site's page and was refused.");
    // a browser without Fetch Metadata: Origin alone
    const old = await fetch(`${base}/api/auth/signup?${signupQuery(mobile)}`, { method: "POST", headers: { "content-type": "text/plain", origin: EVIL }, body: "x" });
    expect(await answer(old)).toMatchObject({ status: 403, code: "api.crossSite" });
    expect(await smsTo(mobile)).toBe(0);
  });

  it("refuses a plain form post to subscriptions/send from another origin, and stores nothing", async () => {
    const email = freshEmail();
    const form = new URLSearchParams({ lang: "az", email }).toString();
    const browsers: Record<string, string>[] = [
      { origin: EVIL, "sec-fetch-site": "cross-site" },
      { origin: EVIL },
      // another port or subdomain of the shop's host: same site for the browser, not the shop's origin
      { origin: "https://shop.example:8443", "sec-fetch-site": "same-site" },
      { origin: "null" },
    ];
    for (const headers of browsers) {
      const res = await fetch(`${base}/api/subscriptions/send`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: form });
      const refused = await answer(res);
      expect(refused, JSON.stringify(headers)).toMatchObject({ status: 403, ok: false, code: "api.crossSite" });
      // in English: the body's `lang` (az) is never read, and the query string names none
      expect(refused.error).toBe("This call came from another site's page and was refused.");
    }
    const ru = await answer(await fetch(`${base}/api/subscriptions/send?lang=ru`, { method: "POST", headers: { "content-type": "application/json", origin: EVIL }, body: JSON.stringify({ email }) }));
    expect(ru).toMatchObject({ status: 403, code: "api.crossSite", error: "Запрос пришёл со страницы другого сайта и был отклонён." });
    expect(await subscribed(email)).toBe(false);
  });

  it("refuses Sec-Fetch-Site cross-site even with a valid JSON body and a shop Origin", async () => {
    const email = freshEmail();
    const res = await fetch(`${base}/api/subscriptions/send`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SHOP, "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ lang: "en", email }),
    });
    expect(await answer(res)).toMatchObject({ status: 403, code: "api.crossSite" });
    expect(await subscribed(email)).toBe(false);
  });

  it("lets through the shop's own origin, the storefront's header-less server calls and bearer-token calls", async () => {
    const send = async (headers: Record<string, string>) => {
      const email = freshEmail();
      const res = await fetch(`${base}/api/subscriptions/send`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ lang: "en", email }) });
      return { status: res.status, stored: await subscribed(email) };
    };
    // the BFF over API_URL, a script, a mobile app: neither browser header
    expect(await send({})).toEqual({ status: 200, stored: true });
    expect(await send({ origin: SHOP })).toEqual({ status: 200, stored: true });
    expect(await send({ "sec-fetch-site": "same-origin" })).toEqual({ status: 200, stored: true });
    expect(await send({ "sec-fetch-site": "none" })).toEqual({ status: 200, stored: true });
    // the request's own origin (the address it was sent to) counts as the shop's
    expect(await send({ origin: base })).toEqual({ status: 200, stored: true });
    // a page cannot add an Authorization header to a cross-site call without a CORS preflight the API never grants
    const [user] = await database.db.insert(users).values({ firstName: "Token", lastName: "Holder", mobile: freshMobile() }).returning();
    const token = await signAccessToken({ config } as never, user!.id);
    expect(await send({ authorization: `Bearer ${token}`, origin: EVIL, "sec-fetch-site": "cross-site" })).toEqual({ status: 200, stored: true });
    // and reads are never refused
    const read = await fetch(`${base}/api/menus?lang=en`, { headers: { origin: EVIL, "sec-fetch-site": "cross-site" } });
    expect(read.status).toBe(200);
  });

  it("still takes the bank's signed callback, posted by the shopper's browser from the bank's page", async () => {
    const deps: Deps = { database, config, log: createLogger() };
    const { order } = await insertOrder(database);
    await azericardProvider.start(deps, {
      id: order.id,
      number: order.number,
      token: order.token,
      amountQ: order.totalQ,
      description: `Order ${order.number}`,
      email: null,
      lang: order.lang,
      paymentType: "card",
      creditCard: null,
      creditMonth: null,
    });
    const fields: Record<string, string> = {
      TERMINAL,
      TRTYPE: "1",
      ORDER: String(order.id).padStart(6, "0"),
      AMOUNT: formatAmount(order.totalQ),
      CURRENCY: "944",
      ACTION: "0",
      RC: "00",
      APPROVAL: "123456",
      RRN: "632112345678",
      INT_REF: "7F3A9C21D0E4B5A6",
      TIMESTAMP: bankTimestamp(),
      NONCE: newNonce(),
    };
    fields.P_SIGN = pSign(fields, CALLBACK_SIGNED_FIELDS, keyBytes(KEY));
    const res = await fetch(`${base}/api/payments/azericard/callback`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://bank.example", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams(fields).toString(),
    });
    expect(await answer(res)).toMatchObject({ status: 200, ok: true });
    expect((await orderRow(database, order.id)).paid).toBe(true);
  });
});

describe("POST fields come from the body", () => {
  it("ignores a POST's fields in the query string; lang there still counts", async () => {
    const email = freshEmail();
    const res = await fetch(`${base}/api/subscriptions/send?lang=ru&email=${encodeURIComponent(email)}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    const refused = await answer(res);
    expect(refused.status).toBe(422);
    expect(refused.codes).toHaveProperty("email");
    // the field error in the query string's language
    expect(refused.errors!.email).toMatch(/[А-Яа-яЁё]/);
    expect(await subscribed(email)).toBe(false);

    const mobile = freshMobile();
    const signup = await fetch(`${base}/api/auth/signup?${signupQuery(mobile)}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en" }) });
    expect((await answer(signup)).status).toBe(422);
    expect(await smsTo(mobile)).toBe(0);
  });

  it("still reads a GET's payload from the query string", async () => {
    const res = await fetch(`${base}/api/products?lang=en&page=1&limit=1`);
    expect(res.status).toBe(200);
  });
});

describe("content types", () => {
  it("answers 415 to a body of a type the call does not take", async () => {
    const email = freshEmail();
    const cases: [string, string, string | FormData][] = [
      ["subscriptions/send", "text/plain", `{"lang":"en","email":"${email}"}`],
      ["subscriptions/send", "application/x-www-form-urlencoded", new URLSearchParams({ lang: "en", email }).toString()],
      ["subscriptions/send", "application/xml", "<email/>"],
      ["payments/azericard/callback", "application/json", JSON.stringify({ ORDER: "1" })],
    ];
    for (const [path, type, body] of cases) {
      const res = await fetch(`${base}/api/${path}?lang=en`, { method: "POST", headers: { "content-type": type }, body });
      const refused = await answer(res);
      expect(refused, `${path} ${type}`).toMatchObject({ status: 415, ok: false, code: "api.unsupportedType" });
    }
    // (a photo upload checks the token first, then takes multipart only: backend/admin/photos.int.test.ts)
    // multipart to a JSON call
    const form = new FormData();
    form.set("lang", "en");
    form.set("email", email);
    expect(await answer(await fetch(`${base}/api/subscriptions/send`, { method: "POST", body: form }))).toMatchObject({ status: 415, code: "api.unsupportedType" });
    expect(await subscribed(email)).toBe(false);
  });

  it("takes JSON in any spelling of the type, and no body on a call that needs none", async () => {
    const email = freshEmail();
    const res = await fetch(`${base}/api/subscriptions/send`, { method: "POST", headers: { "content-type": "Application/JSON; charset=utf-8" }, body: JSON.stringify({ lang: "en", email }) });
    expect(res.status).toBe(200);
    expect(await subscribed(email)).toBe(true);
    const logout = await fetch(`${base}/api/logout?lang=en`, { method: "POST" });
    expect(await answer(logout)).toMatchObject({ status: 200, ok: true });
  });
});

describe("uploads authenticate before the body is read", () => {
  const TOTAL = 19 * 1024 * 1024;

  /**
   * Posts a multipart body of TOTAL bytes to `path` over a raw socket, in 64 KB pieces, waiting
   * for the server to take each; stops as soon as an answer arrives. Answers the status line, the
   * bytes sent before the answer, and the bytes the server's side of the connection read.
   */
  async function slowUpload(path: string, headers: Record<string, string> = {}) {
    const { port } = server.address() as AddressInfo;
    const before = serverSockets.length;
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    let answered = false;
    let closed = false;
    const arrived = new Promise<void>((resolve) => {
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString("latin1");
        answered = true;
        resolve();
      });
      socket.on("close", () => {
        closed = true;
        resolve();
      });
    });
    socket.on("error", () => {});
    const head = [
      `POST ${path} HTTP/1.1`,
      "Host: 127.0.0.1",
      "Content-Type: multipart/form-data; boundary=----bazaar",
      `Content-Length: ${TOTAL}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      "",
      "",
    ].join("\r\n");
    socket.write(head);
    const piece = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const started = Date.now();
    while (!answered && !closed && sent < TOTAL) {
      const flushed = socket.write(piece);
      sent += piece.length;
      // (a refusal closes the connection: the drain then never comes, and a write may fail with EPIPE)
      if (!flushed) await Promise.race([once(socket, "drain").catch(() => {}), arrived]);
      // a slow client: the whole body would take seconds
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const ms = Date.now() - started;
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const serverSide = serverSockets[before];
    return { status: /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1], received, sent, ms, read: serverSide?.bytesRead ?? 0 };
  }

  it("answers an anonymous 19 MB photo upload with 401 while it is still being sent, reading almost none of it", async () => {
    const result = await slowUpload("/api/admin/products/1/photos?lang=en");
    expect(result.status).toBe("401");
    expect(result.ms).toBeLessThan(5_000);
    expect(result.received).toContain("auth.loginRequired");
    expect(result.sent).toBeLessThan(TOTAL / 4);
    expect(result.read).toBeLessThan(TOTAL / 4);
  });

  it("answers 403 to a token without the permission, on each image upload, without reading the body", async () => {
    const [shopper] = await database.db.insert(users).values({ firstName: "Shop", lastName: "Per", mobile: freshMobile() }).returning();
    const token = await signAccessToken({ config } as never, shopper!.id);
    for (const path of ["admin/products/1/photos", "admin/banners/photos", "admin/categories/photos", "admin/brands/photos", "admin/collections/photos", "admin/articles/photos"]) {
      const result = await slowUpload(`/api/${path}?lang=en`, { Authorization: `Bearer ${token}` });
      expect(result.status, path).toBe("403");
      expect(result.received, path).toContain("staff.forbidden");
      expect(result.read, path).toBeLessThan(TOTAL / 4);
    }
  });
});
