import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { Limits } from "../backend/core/limits.ts";
import { createLogger } from "../backend/core/log.ts";
import { READ_COST, TOO_MANY_REQUESTS, costOf, pagePath, rateLimits, tierOf } from "./rate-limits.ts";

describe("tierOf", () => {
  it("puts auth posts of pages (any language, data requests too) and API calls in the strict tier", () => {
    for (const path of ["/login", "/az/login", "/ru/signup", "/remind", "/new-password", "/cabinet/verify", "/az/cabinet/verify.data", "/login.data"]) {
      expect(tierOf("POST", path), path).toBe("auth");
    }
    for (const path of ["/api/login", "/api/auth", "/api/auth/signup", "/api/auth/remind"]) expect(tierOf("POST", path), path).toBe("auth");
  });

  it("puts other writes in the post tier and reads in the get tier", () => {
    expect(tierOf("POST", "/cart")).toBe("post");
    expect(tierOf("POST", "/api/add-to-cart")).toBe("post");
    expect(tierOf("POST", "/loginx")).toBe("post");
    expect(tierOf("DELETE", "/api/addresses/1")).toBe("post");
    expect(tierOf("GET", "/login")).toBe("read");
    expect(tierOf("GET", "/img/p/1-300.webp")).toBe("read");
  });

  it("never limits probes and hashed assets", () => {
    expect(tierOf("GET", "/healthz")).toBeUndefined();
    expect(tierOf("GET", "/readyz")).toBeUndefined();
    expect(tierOf("GET", "/assets/entry.client-abc123.js")).toBeUndefined();
  });

  it("never limits the bank's signed payment callback, but limits every other payments call", () => {
    expect(tierOf("POST", "/api/payments/azericard/callback")).toBeUndefined();
    expect(tierOf("POST", "/api/payments/status")).toBe("post");
    expect(tierOf("POST", "/api/payments/azericard/callback/x")).toBe("post");
    expect(tierOf("POST", "/payments/test-gateway/decide")).toBe("post");
  });

  it("prices reads: pages and data requests 10, API reads 2, images, banners and files 1", () => {
    expect(costOf("GET", "/az/catalog")).toEqual({ tier: "read", points: READ_COST.page });
    expect(costOf("GET", "/az/catalog.data")).toEqual({ tier: "read", points: READ_COST.page });
    expect(costOf("GET", "/")).toEqual({ tier: "read", points: READ_COST.page });
    expect(costOf("GET", "/api/products")).toEqual({ tier: "read", points: READ_COST.api });
    expect(costOf("GET", "/img/1200/gen/b/1/800x600.png")).toEqual({ tier: "read", points: READ_COST.file });
    expect(costOf("GET", "/d/banners.json")).toEqual({ tier: "read", points: READ_COST.file });
    expect(costOf("GET", "/icons/logo.png")).toEqual({ tier: "read", points: READ_COST.file });
    expect(costOf("GET", "/assets/chunk-abc.js")).toBeUndefined();
    expect(READ_COST.page).toBeGreaterThan(READ_COST.api);
    expect(READ_COST.api).toBeGreaterThan(READ_COST.file);
  });

  it("reads the page behind a language prefix and a .data suffix", () => {
    expect(pagePath("/az/login.data")).toBe("/login");
    expect(pagePath("/ru")).toBe("/");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/azerbaijan")).toBe("/azerbaijan");
  });
});

describe("rateLimits middleware", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(enabled: boolean, shared?: (req: express.Request) => boolean) {
    const app = express();
    // the test's requests come from loopback: the X-Forwarded-For a test sends is the client
    app.set("trust proxy", "loopback");
    const rules = { auth: { windowSeconds: 60, limit: 2 }, post: { windowSeconds: 60, limit: 3 }, read: { windowSeconds: 60, limit: 50 } };
    for (const middleware of rateLimits({ limits: new Limits({ enabled, log: createLogger() }), rules, shared })) app.use(middleware);
    app.all("/{*splat}", (_req, res) => void res.send("ok"));
    server = app.listen(0);
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string, method = "GET", from?: string) => fetch(base + path, { method, headers: from ? { "x-forwarded-for": from } : {} });
  }

  it("counts the addresses of one IPv6 /64 as one client, another /64 apart, IPv4-mapped as IPv4", async () => {
    const hit = await start(true);
    expect((await hit("/login", "POST", "2001:db8:aa:1::1")).status).toBe(200);
    expect((await hit("/login", "POST", "2001:DB8:AA:1:0:0:0:2")).status).toBe(200);
    expect((await hit("/login", "POST", "2001:db8:aa:1:ffff::3")).status).toBe(429);
    expect((await hit("/login", "POST", "2001:db8:aa:1::4")).status).toBe(429);
    expect((await hit("/login", "POST", "2001:db8:aa:2::1")).status).toBe(200);
    expect((await hit("/login", "POST", "198.51.100.9")).status).toBe(200);
    expect((await hit("/login", "POST", "::ffff:198.51.100.9")).status).toBe(200);
    expect((await hit("/login", "POST", "198.51.100.9")).status).toBe(429);
  });

  it("answers 429 with a plain message once a tier is used up, per tier", async () => {
    const hit = await start(true);
    expect((await hit("/login", "POST")).status).toBe(200);
    expect((await hit("/az/login", "POST")).status).toBe(200);
    const blocked = await hit("/signup", "POST");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toBe(TOO_MANY_REQUESTS);
    expect(blocked.headers.get("content-type")).toContain("text/plain");
    expect(blocked.headers.get("ratelimit-policy")).toContain("auth");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    // the looser tier still has room
    expect((await hit("/cart", "POST")).status).toBe(200);
    // the API gets the JSON envelope
    const api = await hit("/api/auth/signup", "POST");
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ ok: false, error: TOO_MANY_REQUESTS });
  });

  it("budgets reads by cost: a page costs ten images, hashed assets and probes cost nothing", async () => {
    const hit = await start(true);
    // 50 points: four pages (40) and ten images (10) fit, the next page does not
    for (let i = 0; i < 4; i++) expect((await hit("/az/catalog")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await hit(`/img/p/${i}-300.webp`)).status).toBe(200);
    const page = await hit("/az/catalog");
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let i = 0; i < 60; i++) expect((await hit("/assets/entry.client-abc123.js")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await hit("/healthz")).status).toBe(200);
  });

  it("charges a page the cache shares like an API read, a personal render in full", async () => {
    const hit = await start(true, (req) => !req.headers.cookie);
    // 50 points: 25 shared pages at 2 each, then none
    for (let i = 0; i < 25; i++) expect((await hit("/az/catalog")).status).toBe(200);
    expect((await hit("/az/catalog")).status).toBe(429);
  });

  it("lets many images through where pages would be stopped", async () => {
    const hit = await start(true);
    for (let i = 0; i < 50; i++) expect((await hit(`/img/p/${i}-300.webp`)).status).toBe(200);
    expect((await hit("/img/p/x-300.webp")).status).toBe(429);
  });

  it("does nothing when rate limits are off", async () => {
    const hit = await start(false);
    for (let i = 0; i < 5; i++) expect((await hit("/login", "POST")).status).toBe(200);
  });
});
