import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSED, sameOrigin } from "./same-origin.ts";

interface Answer {
  status: number;
  body: string;
}

describe("sameOrigin middleware", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  const warnings: Record<string, unknown>[] = [];
  let reached: string[] = [];

  async function start(siteUrl = "https://shop.example.az") {
    warnings.length = 0;
    reached = [];
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(sameOrigin({ siteUrl, log: { warn: (obj) => void warnings.push(obj) } }));
    // the body parser reads any case of the content type: it must never be reached by a refused request
    app.use(express.urlencoded({ extended: false }));
    app.all("/{*splat}", (req, res) => {
      reached.push(`${req.method} ${req.path} ${JSON.stringify(req.body ?? null)}`);
      res.send("ok");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    return {
      port,
      send(path: string, method: string, headers: Record<string, string> = {}, body = "intent=add&productId=1&size=M&qty=1") {
        return new Promise<Answer>((resolve, reject) => {
          const req = httpRequest({ host: "127.0.0.1", port, path, method, headers: { "content-length": String(Buffer.byteLength(body)), ...headers } }, (res) => {
            let text = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (text += chunk));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
          });
          req.on("error", reject);
          req.end(body);
        });
      },
    };
  }

  it("refuses an upper-case form content type without a same-site proof", async () => {
    const shop = await start();
    const answer = await shop.send("/action/cart", "POST", { "content-type": "APPLICATION/X-WWW-FORM-URLENCODED" });
    expect(answer.status).toBe(403);
    expect(answer.body).toBe(CROSS_SITE_REFUSED);
    expect(reached).toEqual([]);
    expect(warnings[0]).toMatchObject({ method: "POST", url: "/action/cart", reason: "no Origin and no Sec-Fetch-Site" });
  });

  it("refuses a foreign Origin, an opaque one and another port of the same host", async () => {
    const shop = await start();
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const origin of ["https://evil.example", "null", `http://127.0.0.1:${shop.port + 1}`, "https://shop.example.az.evil.example"]) {
      expect((await shop.send("/newsletter", "POST", { ...form, origin })).status, origin).toBe(403);
    }
    // Fetch Metadata decides when the browser sends it, whatever Origin says
    for (const site of ["cross-site", "same-site"]) {
      expect((await shop.send("/action/cart", "POST", { ...form, "sec-fetch-site": site, origin: "https://shop.example.az" })).status, site).toBe(403);
    }
    expect(reached).toEqual([]);
    expect(warnings).toHaveLength(6);
  });

  it("refuses PUT, PATCH and DELETE without a proof too, and lets reads through", async () => {
    const shop = await start();
    for (const method of ["PUT", "PATCH", "DELETE"]) expect((await shop.send("/login", method, { origin: "https://evil.example" })).status, method).toBe(403);
    expect((await shop.send("/login", "GET", {}, "")).status).toBe(200);
    expect((await shop.send("/login", "HEAD", {}, "")).status).toBe(200);
    expect(reached).toEqual(["GET /login null", "HEAD /login null"]);
  });

  it("accepts Sec-Fetch-Site same-origin or none, and the site's own Origin", async () => {
    const shop = await start();
    const form = { "content-type": "APPLICATION/X-WWW-FORM-URLENCODED" };
    expect((await shop.send("/action/cart", "POST", { ...form, "sec-fetch-site": "same-origin", origin: `http://127.0.0.1:${shop.port}` })).status).toBe(200);
    expect((await shop.send("/action/cart", "POST", { ...form, "sec-fetch-site": "none" })).status).toBe(200);
    // SITE_URL's origin (a proxy in front that does not pass the host on)
    expect((await shop.send("/action/cart", "POST", { ...form, origin: "https://shop.example.az" })).status).toBe(200);
    // the origin the request was addressed to
    expect((await shop.send("/action/cart", "POST", { ...form, origin: `http://127.0.0.1:${shop.port}` })).status).toBe(200);
    // behind a trusted proxy (loopback here) that names the public host and scheme
    expect(
      (await shop.send("/action/cart", "POST", { ...form, origin: "https://www.shop.az", "x-forwarded-host": "www.shop.az", "x-forwarded-proto": "https" })).status,
    ).toBe(200);
    expect(reached).toHaveLength(5);
    expect(reached[0]).toContain('"productId":"1"');
    expect(warnings).toEqual([]);
  });
});
