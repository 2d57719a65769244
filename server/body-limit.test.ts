import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE, announcedLength, bodyLimit, isUpload } from "./body-limit.ts";
import { LENGTH_REQUIRED, METHOD_NOT_ALLOWED, UNSUPPORTED_TYPE, mediaType, pageRequests } from "./page-requests.ts";

const MB = 1024 * 1024;

describe("announcedLength and mediaType", () => {
  it("reads the length and the bare media type", () => {
    expect(announcedLength(undefined)).toBeUndefined();
    expect(announcedLength("10")).toBe(10);
    expect(announcedLength("abc")).toBe(Number.POSITIVE_INFINITY);
    expect(mediaType("Multipart/Form-Data; boundary=x")).toBe("multipart/form-data");
    expect(mediaType("APPLICATION/X-WWW-FORM-URLENCODED")).toBe("application/x-www-form-urlencoded");
    expect(mediaType(undefined)).toBe("");
  });
});

/**
 * Sends a request over a raw socket: the head, then `body` bytes in 1 MB chunks while the server
 * keeps the connection open (at most `body`). Resolves with the status line's code, how many
 * body bytes were written before the answer came, and how long the answer took.
 */
function rawPost(port: number, head: string, body: number): Promise<{ status: number; written: number; ms: number; text: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let written = 0;
    let answer = "";
    let done = false;
    const chunk = Buffer.alloc(MB, 0x61);
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, written, ms: Date.now() - started, text: answer.split("\r\n\r\n").slice(1).join("\r\n\r\n") });
    };
    const pump = () => {
      while (!done && written < body) {
        written += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    socket.on("connect", () => {
      socket.write(head);
      pump();
    });
    socket.on("data", (data) => {
      answer += data.toString("latin1");
      if (answer.includes("\r\n\r\n")) setTimeout(finish, 50);
    });
    socket.on("error", () => finish());
    socket.on("close", finish);
    setTimeout(() => (answer ? finish() : reject(new Error("no answer in 10 s"))), 10_000);
  });
}

describe("body limit and page requests in front of a handler that reads bodies", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  const warnings: string[] = [];
  const reached: string[] = [];

  async function start(limit = 64 * 1024, uploadLimit?: number) {
    warnings.length = 0;
    reached.length = 0;
    const app = express();
    const log = { warn: (_obj: Record<string, unknown>, msg: string) => void warnings.push(msg) };
    app.use(bodyLimit({ limit, uploadLimit, log }));
    // stands for the API, mounted before the page checks: it reads any body it gets
    app.use("/api", express.raw({ type: () => true, limit: "1gb" }), (req, res) => {
      reached.push(`api ${(req.body as Buffer).length}`);
      res.json({ ok: true });
    });
    app.use(pageRequests({ log }));
    app.use(express.raw({ type: () => true, limit: "1gb" }));
    app.all("/{*splat}", (req, res) => {
      reached.push(`${req.method} ${req.path} ${(req.body as Buffer | undefined)?.length ?? 0}`);
      res.send("ok");
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    return (server.address() as AddressInfo).port;
  }

  it("answers a 300 MB announced body with 413 at once, without reading it, for the API and for pages", async () => {
    const port = await start();
    const rssBefore = process.memoryUsage().rss;
    for (const path of ["/api/reviews/send", "/login"]) {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${300 * MB}\r\n\r\n`;
      const answer = await rawPost(port, head, 300 * MB);
      expect(answer.status, path).toBe(413);
      expect(answer.ms, path).toBeLessThan(3000);
      // the connection was closed long before the announced body could be sent
      expect(answer.written, path).toBeLessThan(100 * MB);
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MB);
    expect(reached).toEqual([]);
    expect(warnings).toEqual(["request body too large", "request body too large"]);
  });

  it("lets bodies up to the limit through and says so in plain text or JSON", async () => {
    const port = await start(2048);
    const base = `http://127.0.0.1:${port}`;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    expect((await fetch(`${base}/login`, { method: "POST", headers: form, body: "a=" + "x".repeat(2000) })).status).toBe(200);
    const page = await fetch(`${base}/login`, { method: "POST", headers: form, body: "a=" + "x".repeat(3000) });
    expect(page.status).toBe(413);
    expect(await page.text()).toBe(BODY_TOO_LARGE);
    const api = await fetch(`${base}/api/reviews/send`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "x".repeat(3000) }) });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ ok: false, error: BODY_TOO_LARGE });
  });

  it("answers PUT/PATCH/DELETE to pages with 405 and JSON or text/plain posts with 415; forms in any case pass", async () => {
    const port = await start();
    const base = `http://127.0.0.1:${port}`;
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${base}/checkout`, { method, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await res.text()).toBe(METHOD_NOT_ALLOWED);
    }
    for (const type of ["application/json", "text/plain", "TEXT/PLAIN;charset=UTF-8"]) {
      const res = await fetch(`${base}/login`, { method: "POST", headers: { "content-type": type }, body: '{"username":"x"}' });
      expect(res.status, type).toBe(415);
      expect(await res.text()).toBe(UNSUPPORTED_TYPE);
    }
    // JSON only where a route reads it
    expect((await fetch(`${base}/push`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(200);
    expect((await fetch(`${base}/az/some-product`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(415);
    for (const type of ["APPLICATION/X-WWW-FORM-URLENCODED", "multipart/form-data; boundary=b"]) {
      expect((await fetch(`${base}/login`, { method: "POST", headers: { "content-type": type }, body: "a=1" })).status, type).toBe(200);
    }
    expect(reached.filter((r) => r.startsWith("POST"))).toHaveLength(3);
  });

  it("lets only a multipart post to the photo upload's paths carry the upload limit (ADR 0030)", async () => {
    expect(isUpload("POST", "/admin/products/12", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/az/admin/products/12.data", "Multipart/Form-Data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/api/admin/products/12/photos", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/admin/products/12", "application/x-www-form-urlencoded")).toBe(false);
    expect(isUpload("POST", "/admin/products/new", "multipart/form-data; boundary=b")).toBe(false);
    expect(isUpload("POST", "/en/admin/products/12", "multipart/form-data; boundary=b")).toBe(false);
    expect(isUpload("POST", "/api/admin/products/12/update", "multipart/form-data; boundary=b")).toBe(false);
    expect(isUpload("GET", "/admin/products/12", "multipart/form-data; boundary=b")).toBe(false);
    // the article form (a cover upload rides along with its texts and blocks) and the blog photo call
    expect(isUpload("POST", "/ru/admin/articles/12.data", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/admin/articles/new", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/api/admin/articles/photos", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/admin/articles", "multipart/form-data; boundary=b")).toBe(false);
    // the banner, category and brand forms and their upload calls (ADR 0036)
    expect(isUpload("POST", "/az/admin/banners/3.data", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/admin/categories/new", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/ru/admin/brands/7", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/api/admin/banners/photos", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/api/admin/brands/photos", "multipart/form-data; boundary=b")).toBe(true);
    // the collection form and its upload call too; a product group has no image
    expect(isUpload("POST", "/ru/admin/collections/3.data", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/api/admin/collections/photos", "multipart/form-data; boundary=b")).toBe(true);
    expect(isUpload("POST", "/admin/product-groups/3", "multipart/form-data; boundary=b")).toBe(false);
    expect(isUpload("POST", "/admin/banners", "multipart/form-data; boundary=b")).toBe(false);
    const port = await start(2048, 8192);
    const base = `http://127.0.0.1:${port}`;
    const multipart = { "content-type": "multipart/form-data; boundary=b" };
    const body = "x".repeat(6000);
    expect((await fetch(`${base}/admin/products/12`, { method: "POST", headers: multipart, body })).status).toBe(200);
    expect((await fetch(`${base}/api/admin/products/12/photos`, { method: "POST", headers: multipart, body })).status).toBe(200);
    expect((await fetch(`${base}/admin/products/12`, { method: "POST", headers: multipart, body: "x".repeat(9000) })).status).toBe(413);
    expect((await fetch(`${base}/login`, { method: "POST", headers: multipart, body })).status).toBe(413);
    expect((await fetch(`${base}/admin/products/12`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body })).status).toBe(413);
  });

  it("answers a chunked page post (no length) with 411", async () => {
    const port = await start();
    const head = `POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n5\r\na=123\r\n0\r\n\r\n`;
    const answer = await rawPost(port, head, 0);
    expect(answer.status).toBe(411);
    expect(answer.text).toBe(LENGTH_REQUIRED);
  });
});
