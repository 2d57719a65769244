import { describe, expect, it } from "vitest";
import { testApi } from "./test/db.ts";

const { call, database } = await testApi();

describe("api envelope", () => {
  it("answers health with the database kind", async () => {
    const res = await call<{ db: string }>("health", {}, { method: "GET" });
    expect(res.ok).toBe(true);
    expect(res.data?.db).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    expect(database.kind).toBe(res.data?.db);
  });
  it("answers unknown calls with ok false and 404", async () => {
    const res = await call("no/such/call");
    expect(res.status).toBe(404);
    expect(res.ok).toBe(false);
    expect(res.error).toBe("Unknown call");
  });
});

const limited = await testApi({ BODY_LIMIT: "4096" }, database);

describe("request body limit (BODY_LIMIT)", () => {
  const { app, config } = limited;

  /** A JSON body that streams in 1 KB pieces without announcing its length, like a chunked upload. */
  function streamed(bytes: number): ReadableStream<Uint8Array> {
    let sent = 0;
    return new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const piece = new TextEncoder().encode("x".repeat(Math.min(1024, bytes - sent)));
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
  }

  it("answers 413 when the announced length is over the limit", async () => {
    expect(config.BODY_LIMIT).toBe(4096);
    const res = await app.fetch(
      new Request("http://test/api/reviews/send", { method: "POST", headers: { "content-type": "application/json", "content-length": String(300 * 1024 * 1024) }, body: "{}" }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, error: "The request is too large.", code: "api.tooLarge" });
  });

  it("counts a body that streams without a length and stops at the limit", async () => {
    const over = await app.fetch(
      new Request("http://test/api/reviews/send", { method: "POST", headers: { "content-type": "application/json" }, body: streamed(300 * 1024), duplex: "half" } as RequestInit),
    );
    expect(over.status).toBe(413);
    // under the limit the call runs as usual (here: its validation answers)
    const under = await app.fetch(
      new Request("http://test/api/reviews/send", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ lang: "en" }) }),
    );
    expect(under.status).not.toBe(413);
  });
});
