import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { TOO_MANY_REQUESTS, pagePath, rateLimits, tierOf } from "./rate-limits.ts";

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
    expect(tierOf("GET", "/login")).toBe("get");
    expect(tierOf("GET", "/img/p/1-300.webp")).toBe("get");
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

  async function start(enabled: boolean) {
    const app = express();
    const limits = { auth: { windowMs: 60_000, limit: 2 }, post: { windowMs: 60_000, limit: 3 }, get: { windowMs: 60_000, limit: 5 } };
    for (const middleware of rateLimits({ enabled, limits })) app.use(middleware);
    app.all("/{*splat}", (_req, res) => void res.send("ok"));
    server = app.listen(0);
    await new Promise((resolve) => server!.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return (path: string, method = "GET") => fetch(base + path, { method });
  }

  it("answers 429 with a plain message once a tier is used up, per tier", async () => {
    const hit = await start(true);
    expect((await hit("/login", "POST")).status).toBe(200);
    expect((await hit("/az/login", "POST")).status).toBe(200);
    const blocked = await hit("/signup", "POST");
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toBe(TOO_MANY_REQUESTS);
    expect(blocked.headers.get("content-type")).toContain("text/plain");
    expect(blocked.headers.get("ratelimit-policy")).toContain("auth");

    // the looser tier still has room
    expect((await hit("/cart", "POST")).status).toBe(200);
    // the API gets the JSON envelope
    const api = await hit("/api/auth/signup", "POST");
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ ok: false, error: TOO_MANY_REQUESTS });
  });

  it("limits GETs generously and never the health probes", async () => {
    const hit = await start(true);
    for (let i = 0; i < 5; i++) expect((await hit("/")).status).toBe(200);
    expect((await hit("/")).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await hit("/healthz")).status).toBe(200);
  });

  it("does nothing when rate limits are off", async () => {
    const hit = await start(false);
    for (let i = 0; i < 5; i++) expect((await hit("/login", "POST")).status).toBe(200);
  });
});
