import express from "express";
import { describe, expect, it } from "vitest";
import { loadAppConfig } from "../app/.server/config.ts";

/** The client address express resolves for a peer and its X-Forwarded-For, under the TRUST_PROXY setting. */
function clientIp(env: NodeJS.ProcessEnv, peer: string, forwarded?: string): string | undefined {
  const app = express();
  app.set("trust proxy", loadAppConfig({ NODE_ENV: "test", ...env }).TRUST_PROXY);
  const req = Object.create(app.request) as express.Request;
  Object.assign(req, { app, socket: { remoteAddress: peer }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} });
  return req.ip;
}

describe("TRUST_PROXY", () => {
  it("trusts only loopback by default", () => {
    expect(loadAppConfig({ NODE_ENV: "test" }).TRUST_PROXY).toBe("loopback");
    expect(clientIp({}, "10.0.0.5", "1.2.3.4")).toBe("10.0.0.5");
    expect(clientIp({}, "192.168.1.9", "1.2.3.4")).toBe("192.168.1.9");
    expect(clientIp({}, "127.0.0.1", "1.2.3.4")).toBe("1.2.3.4");
    expect(clientIp({}, "::1", "1.2.3.4")).toBe("1.2.3.4");
  });

  it("accepts addresses, CIDR ranges and names", () => {
    const env = { TRUST_PROXY: "10.0.0.0/8, 192.168.1.9,loopback" };
    expect(clientIp(env, "10.0.0.5", "1.2.3.4")).toBe("1.2.3.4");
    expect(clientIp(env, "192.168.1.9", "1.2.3.4")).toBe("1.2.3.4");
    expect(clientIp(env, "192.168.1.10", "1.2.3.4")).toBe("192.168.1.10");
    expect(clientIp({ TRUST_PROXY: "uniquelocal" }, "10.0.0.5", "1.2.3.4")).toBe("1.2.3.4");
  });

  it("accepts a hop count", () => {
    expect(loadAppConfig({ NODE_ENV: "test", TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    // one hop: the address the nearest proxy saw, not what the client wrote further left
    expect(clientIp({ TRUST_PROXY: "1" }, "203.0.113.7", "6.6.6.6, 1.2.3.4")).toBe("1.2.3.4");
    expect(clientIp({ TRUST_PROXY: "0" }, "203.0.113.7", "1.2.3.4")).toBe("203.0.113.7");
  });

  it("refuses what express would not understand", () => {
    for (const value of ["", "everyone", "10.0.0.0/33", "1.2.3", "loopback,,", "true"]) {
      expect(() => loadAppConfig({ NODE_ENV: "test", TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
