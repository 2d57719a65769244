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
