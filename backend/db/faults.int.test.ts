import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testApi, testDatabase } from "../test/db.ts";
import { tcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { openDatabase, type Database } from "./client.ts";
import { isDatabaseUnavailable } from "./faults.ts";

describe("isDatabaseUnavailable", () => {
  it("knows a lost or refused connection, a restart and a timeout from a fault of the request", () => {
    expect(isDatabaseUnavailable(new Error("PGlite is closed"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable({ message: "Failed query", cause: { code: "57P01", message: "terminating connection due to administrator command" } })).toBe(true);
    expect(isDatabaseUnavailable({ code: "57014", message: "canceling statement due to statement timeout" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "23505", message: "duplicate key value violates unique constraint" })).toBe(false);
    expect(isDatabaseUnavailable({ code: "22003", message: 'value "2147483648" is out of range for type integer' })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });
});

/**
 * The database going away under a running API: on PostgreSQL a proxy between them drops every
 * connection and refuses new ones, then comes back; on PGlite the database is closed.
 */
describe("the API while its database is away", async () => {
  const direct = await testDatabase();
  let proxy: TcpProxy | undefined;
  let database: Database = direct;
  if (direct.kind === "postgres") {
    const [{ name }] = await direct.query<{ name: string }>(sql`select current_database() as name`);
    const target = new URL(process.env.DATABASE_URL as string);
    target.pathname = `/${name}`;
    proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
    database = await openDatabase({ url: proxy.urlFor(target.toString()) });
  }
  const { app, call } = await testApi({}, database);
  afterAll(async () => {
    if (proxy) {
      await database.close().catch(() => {});
      await proxy.close();
    }
  });

  it("answers 503 with a code and Retry-After, never a 404, and recovers when it is back", async () => {
    const before = await call("routes/current", { route: "/no-such-page" });
    expect(before.status).toBe(404);

    if (proxy) await proxy.cut();
    else await database.close();
    const during = await call("routes/current", { route: "/no-such-page" });
    expect(during.status).toBe(503);
    expect(during.ok).toBe(false);
    expect((during as { code?: string }).code).toBe("api.unavailable");
    const health = await app.fetch(new Request("http://test/api/health"));
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(health.headers.get("cache-control")).toBe("no-store");

    if (!proxy) return; // a closed PGlite does not come back; PostgreSQL does
    await proxy.restore();
    await expect.poll(async () => (await call("routes/current", { route: "/no-such-page" })).status, { timeout: 15_000, interval: 200 }).toBe(404);
  });
});
