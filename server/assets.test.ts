import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../scripts/precompress.ts";
import { chooseEncoding, precompressedAssets } from "./assets.ts";

const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
const js = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
let server: Server;
let base = "";

function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(base + url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

beforeAll(async () => {
  writeFileSync(path.join(dir, "entry-AbC123.js"), js);
  writeFileSync(path.join(dir, "font-XyZ.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  precompressDir(dir);
  // the same order as server.ts: assets first, then on-the-fly compression for everything else
  const app = express();
  app.use("/assets", precompressedAssets(dir));
  app.use(compression({ threshold: 0 }));
  app.get("/page", (_req, res) => {
    res.type("html").send("<p>page</p>".repeat(200));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("precompressed assets", () => {
  it("writes brotli and gzip copies beside compressible files only", () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, "entry-AbC123.js.br"))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(path.join(dir, "entry-AbC123.js.gz"))).toString()).toBe(js);
    expect(() => readFileSync(path.join(dir, "font-XyZ.woff2.br"))).toThrow();
  });

  it("sends the .br file to a browser that accepts br, with the asset's type and immutable caching", async () => {
    const res = await fetchRaw("/assets/entry-AbC123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.equals(readFileSync(path.join(dir, "entry-AbC123.js.br")))).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
  });

  it("sends the .gz file when only gzip is accepted, and the plain file for identity", async () => {
    const gz = await fetchRaw("/assets/entry-AbC123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.equals(readFileSync(path.join(dir, "entry-AbC123.js.gz")))).toBe(true);
    const headers: Record<string, string>[] = [{}, { "accept-encoding": "identity" }, { "accept-encoding": "br;q=0, gzip;q=0" }];
    for (const header of headers) {
      const plain = await fetchRaw("/assets/entry-AbC123.js", header);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body.toString()).toBe(js);
    }
  });

  it("answers 304 per encoding, serves binary files as they are, and 404s unknown names without the page handler", async () => {
    const first = await fetchRaw("/assets/entry-AbC123.js", { "accept-encoding": "br" });
    const again = await fetchRaw("/assets/entry-AbC123.js", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    const gzip = await fetchRaw("/assets/entry-AbC123.js", { "accept-encoding": "gzip", "if-none-match": String(first.headers.etag) });
    expect(gzip.status).toBe(200);
    const font = await fetchRaw("/assets/font-XyZ.woff2", { "accept-encoding": "br, gzip" });
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.body.length).toBe(7);
    for (const name of ["missing.js", "entry-AbC123.js.br", "..%2F..%2Fetc%2Fpasswd", "sub/entry-AbC123.js"]) {
      expect((await fetchRaw(`/assets/${name}`)).status, name).toBe(404);
    }
  });

  it("keeps a small file in memory after its first request, and streams one above the size limit from disk", async () => {
    const small = path.join(dir, "small-Mem1.txt");
    const large = path.join(dir, "large-Mem2.txt");
    writeFileSync(small, "first");
    writeFileSync(large, "x".repeat(64));
    const app = express();
    app.use("/assets", precompressedAssets(dir, { fileMax: 32, budget: 1024 }));
    const other = app.listen(0, "127.0.0.1");
    await new Promise((r) => other.once("listening", r));
    const url = (name: string) => `http://127.0.0.1:${(other.address() as AddressInfo).port}/assets/${name}`;
    const read = (name: string) =>
      new Promise<string>((resolve, reject) => {
        get(url(name), { headers: { "accept-encoding": "identity" } }, (res) => {
          let body = "";
          res.on("data", (c: Buffer) => (body += c.toString()));
          res.on("end", () => resolve(body));
        }).on("error", reject);
      });
    try {
      expect(await read("small-Mem1.txt")).toBe("first");
      expect(await read("large-Mem2.txt")).toBe("x".repeat(64));
      // hashed names never change content; a rewrite on disk shows which file was read again
      writeFileSync(small, "again");
      writeFileSync(large, "y".repeat(64));
      expect(await read("small-Mem1.txt"), "served from memory").toBe("first");
      expect(await read("large-Mem2.txt"), "streamed from disk").toBe("y".repeat(64));
    } finally {
      other.close();
    }
  });

  it("leaves pages to on-the-fly compression", async () => {
    const res = await fetchRaw("/page", { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("chooseEncoding", () => {
  it("prefers br, then gzip, honours q=0 and *", () => {
    const all = ["br", "gzip", "identity"] as const;
    expect(chooseEncoding("gzip, deflate, br", all)).toBe("br");
    expect(chooseEncoding("gzip", all)).toBe("gzip");
    expect(chooseEncoding("br;q=0, *", all)).toBe("gzip");
    expect(chooseEncoding("*", all)).toBe("br");
    expect(chooseEncoding(undefined, all)).toBe("identity");
    expect(chooseEncoding("br", ["gzip", "identity"])).toBe("identity");
  });
});
