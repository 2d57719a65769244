import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { cdnPurger } from "./cdn-purge.ts";

describe("the CDN purge hook", async () => {
  const received: { body: unknown; auth: string | undefined }[] = [];
  let failNext = 0;
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(502).end();
        return;
      }
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString()), auth: req.headers.authorization });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  afterAll(() => new Promise((r) => server.close(r)));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`;
  const warnings: string[] = [];
  const log = { warn: (_: object, msg: string) => void warnings.push(msg) };

  it("posts the tags a change touched (and `any`) with the token, or `all`", async () => {
    const purge = cdnPurger({ url, token: "secret", log, retries: [] });
    purge({ all: false, tags: new Set(["pd:6"]) });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({ body: { all: false, tags: ["pd:6", "any"] }, auth: "Bearer secret" });
    purge({ all: true, tags: new Set() });
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]?.body).toEqual({ all: true, tags: [] });
  });

  it("sends the changes that come while a purge is on its way together, and tries a failed one again", async () => {
    received.length = 0;
    failNext = 1;
    const purge = cdnPurger({ url, log, retries: [20] });
    purge({ all: false, tags: new Set(["pd:1"]) });
    purge({ all: false, tags: new Set(["pd:2", "list"]) });
    purge({ all: false, tags: new Set(["p:3"]) });
    await expect.poll(() => received.length).toBe(2);
    expect(received[0]?.body).toEqual({ all: false, tags: ["pd:1", "any"] });
    expect((received[1]?.body as { tags: string[] }).tags.sort()).toEqual(["any", "list", "p:3", "pd:2"]);
    expect(received[1]?.auth).toBeUndefined();
  });

  it("logs a purge that keeps failing, and goes on with the next", async () => {
    received.length = 0;
    failNext = 2;
    const purge = cdnPurger({ url, log, retries: [10] });
    purge({ all: false, tags: new Set(["pd:9"]) });
    await expect.poll(() => warnings.length).toBe(1);
    expect(warnings[0]).toBe("CDN purge failed");
    purge({ all: false, tags: new Set(["pd:10"]) });
    await expect.poll(() => received.length).toBe(1);
  });
});
