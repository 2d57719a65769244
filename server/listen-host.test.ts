import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { loadAppConfig } from "../app/.server/config.ts";

const config = (env: NodeJS.ProcessEnv) => loadAppConfig({ NODE_ENV: "test", ...env });

describe("HOST", () => {
  it("is 127.0.0.1 unless set, and takes IP addresses and host names", () => {
    expect(config({}).HOST).toBe("127.0.0.1");
    for (const host of ["0.0.0.0", "::", "::1", "10.1.2.3", "localhost", "shop-1.internal"]) expect(config({ HOST: host }).HOST).toBe(host);
  });

  it("refuses what is neither", () => {
    for (const host of ["", "http://x", "a b", "-bad", "300.1.1.1:80", "host_name"]) {
      expect(() => config({ HOST: host }), host).toThrow(/Invalid environment variable HOST/);
    }
  });

  it("is where the server listens (as server.ts calls listen)", async () => {
    const { HOST } = config({});
    const server = express().listen(0, HOST);
    await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
    try {
      expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
