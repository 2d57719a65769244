/**
 * The operator's push command end to end against a stand-in push service: a local HTTP server
 * on 127.0.0.1 receives what web-push really sends (RFC 8030 request, RFC 8291 aes128gcm body,
 * RFC 8292 VAPID header). The test decrypts the body with the subscriber's private key and
 * checks the VAPID signature, and a 410 answer removes the subscriber.
 *
 * web-push always speaks HTTPS; the agent below hands it a plain TCP socket to the loopback
 * server instead of a TLS one (nothing else of the request changes, and nothing leaves the host).
 */
import crypto from "node:crypto";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../core/log.ts";
import { pushSubscribers } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { describeReport, parsePushArgs, runPush, type PushArgs } from "./command.ts";

const { database, config } = await testApi();
const log = createLogger();

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const received: Received[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
    // like a real push service: 201 Created, or 410 Gone for an expired subscription
    res.writeHead(req.url?.endsWith("/gone") ? 410 : 201, { Location: "/message/1" }).end();
  });
});
let port = 0;

/** An https.Agent (web-push checks for one) whose connections are plain TCP to the loopback server. */
class LoopbackAgent extends https.Agent {
  override createConnection(options: net.NetConnectOpts): net.Socket {
    const { host, port: target } = options as { host?: string; port?: number };
    if (host !== "127.0.0.1") throw new Error(`the test push service is on 127.0.0.1, not ${host}`);
    return net.connect({ host: "127.0.0.1", port: Number(target) });
  }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const b64url = (buf: Buffer | Uint8Array) => Buffer.from(buf).toString("base64url");

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length));

/** Decrypts an aes128gcm Web Push body (RFC 8291 section 3, RFC 8188 section 2) as the browser does. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(idLength).toBe(65); // the sender's uncompressed P-256 public key
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // one record: the text, the last-record delimiter 0x02, then zero padding
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString("utf8");
}

/** Checks an RFC 8292 `vapid t=<JWT>, k=<key>` header; answers the JWT claims. */
function verifyVapid(header: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  expect(match, `Authorization header: ${header}`).toBeTruthy();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [head, claims, signature] = jwt!.split(".") as [string, string, string];
  expect(JSON.parse(Buffer.from(head, "base64url").toString())).toMatchObject({ typ: "JWT", alg: "ES256" });
  const raw = Buffer.from(publicKey, "base64url");
  const key = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const valid = crypto.verify("sha256", Buffer.from(`${head}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  expect(valid, "VAPID JWT signature").toBe(true);
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
}

const args = (argv: string[]): PushArgs => {
  const parsed = parsePushArgs(argv);
  if (!parsed.ok) throw new Error(parsed.errors.join("; "));
  return parsed.args;
};

describe("npm run push against a push service on 127.0.0.1", () => {
  it("sends an encrypted, VAPID-signed Web Push request and removes a subscriber answered 410", async () => {
    const vapid = (await import("web-push")).generateVAPIDKeys();
    const cfg = { ...config, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, SITE_URL: "https://shop.example.az" };
    const live = browserKeys();
    const gone = browserKeys();
    const other = browserKeys();
    const endpoint = (name: string) => `https://127.0.0.1:${port}/push/${name}`;
    const rows = await database.db
      .insert(pushSubscribers)
      .values([
        { endpoint: endpoint("live"), keys: live.keys, lang: "az" },
        { endpoint: endpoint("gone"), keys: gone.keys, lang: "az" },
        { endpoint: endpoint("russian"), keys: other.keys, lang: "ru" },
      ])
      .returning({ id: pushSubscribers.id, endpoint: pushSubscribers.endpoint });
    const idOf = (name: string) => rows.find((r) => r.endpoint === endpoint(name))!.id;

    const command = args(["--title", "Böyük endirim", "--body", "70%-ə qədər endirim", "--url", "/az/sale", "--lang", "az", "--ttl", "3600"]);
    const before = Math.floor(Date.now() / 1000);
    const report = await runPush({ database, config: cfg, log }, command, { agent: new LoopbackAgent() });

    expect(report).toMatchObject({ enabled: true, sent: 1, failed: 0, removed: 1 });
    expect(describeReport(report, command)).toBe("Push to subscribers in az: 1 sent, 0 failed, 1 removed (subscription gone).");
    // only the az subscribers were contacted, each once, with a POST to its endpoint path
    expect(received.map((r) => `${r.method} ${r.path}`).sort()).toEqual(["POST /push/gone", "POST /push/live"]);

    const request = received.find((r) => r.path === "/push/live")!;
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers["content-type"]).toBe("application/octet-stream");
    expect(request.headers.ttl).toBe("3600");
    expect(Number(request.headers["content-length"])).toBe(request.body.length);
    const claims = verifyVapid(request.headers.authorization, vapid.publicKey);
    expect(claims.aud).toBe(`https://127.0.0.1:${port}`);
    expect(claims.sub).toBe("https://shop.example.az");
    expect(Number(claims.exp)).toBeGreaterThan(before);
    expect(Number(claims.exp)).toBeLessThanOrEqual(before + 24 * 3600 + 5);

    // the body is ciphertext: the message is not readable on the wire, but the subscriber can decrypt it
    expect(request.body.includes(Buffer.from("endirim"))).toBe(false);
    const message = JSON.parse(decrypt(request.body, live.ecdh, live.auth)) as Record<string, unknown>;
    expect(message).toEqual({ title: "Böyük endirim", body: "70%-ə qədər endirim", url: "/az/sale", id: idOf("live") });
    // a key that is not the subscriber's cannot read it
    expect(() => decrypt(request.body, other.ecdh, other.auth)).toThrow();

    // 410 Gone: that subscriber is deleted; the others stay
    const left = (await database.db.select({ id: pushSubscribers.id }).from(pushSubscribers)).map((r) => r.id);
    expect(left).not.toContain(idOf("gone"));
    expect(left).toEqual(expect.arrayContaining([idOf("live"), idOf("russian")]));
    await database.db.delete(pushSubscribers).where(eq(pushSubscribers.endpoint, endpoint("russian")));
  });

  it("refuses without VAPID keys and contacts nobody", async () => {
    const count = received.length;
    const report = await runPush({ database, config: { ...config, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined }, log }, args(["--title", "T", "--body", "B", "--url", "/sale"]), {
      agent: new LoopbackAgent(),
    });
    expect(report).toMatchObject({ enabled: false, sent: 0, failed: 0, removed: 0 });
    expect(received.length).toBe(count);
  });
});

describe("push command arguments", () => {
  it("reads title, body, url, language and TTL", () => {
    expect(parsePushArgs(["--title", " Sale ", "--body", "Up to 70%", "--url", "/sale"])).toEqual({
      ok: true,
      args: { title: "Sale", body: "Up to 70%", url: "/sale", ttl: 86_400 },
    });
    expect(parsePushArgs(["--title=Sale", "--body=B", "--url=/ru/sale?utm=push", "--lang=ru", "--ttl=60"])).toMatchObject({ ok: true, args: { lang: "ru", ttl: 60, url: "/ru/sale?utm=push" } });
  });

  it.each([
    [["--body", "B", "--url", "/sale"], "--title is required"],
    [["--title", "  ", "--body", "B", "--url", "/sale"], "--title must not be empty"],
    [["--title", "x".repeat(101), "--body", "B", "--url", "/sale"], "--title must be at most 100 characters"],
    [["--title", "T", "--body", "B", "--url", "https://evil.example/x"], "--url must be a path of the shop starting with / (e.g. /sale)"],
    [["--title", "T", "--body", "B", "--url", "//evil.example/x"], "--url must be a path of the shop starting with / (e.g. /sale)"],
    [["--title", "T", "--body", "B", "--url", "/sale", "--lang", "de"], "--lang must be one of az, en, ru"],
    [["--title", "T", "--body", "B", "--url", "/sale", "--ttl", "soon"], "--ttl must be a number of seconds"],
  ])("refuses %j", (argv, message) => {
    const parsed = parsePushArgs(argv);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors).toContain(message);
  });

  it("refuses unknown options and stray words", () => {
    expect(parsePushArgs(["--title", "T", "--body", "B", "--url", "/sale", "--dry"]).ok).toBe(false);
    expect(parsePushArgs(["--title", "T", "--body", "B", "--url", "/sale", "extra"]).ok).toBe(false);
  });
});
