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

/** PostgreSQL only: the connections themselves going away (a restart) under load. */
if (process.env.DATABASE_URL) describe("connections lost under load (PostgreSQL)", async () => {
  const direct = await testDatabase();
  const [{ name }] = await direct.query<{ name: string }>(sql`select current_database() as name`);
  const target = new URL(process.env.DATABASE_URL as string);
  target.pathname = `/${name}`;
  const proxy = await tcpProxy(target.hostname, Number(target.port || 5432));
  const lostErrors: unknown[] = [];
  const database = await openDatabase({ url: proxy.urlFor(target.toString()), timeouts: { statementMs: 2_000, lockMs: 1_000 }, onError: (err) => lostErrors.push(err) });
  afterAll(async () => {
    await database.close().catch(() => {});
    await proxy.close();
  });

  it("keeps the process alive while every connection is cut and terminated under load, and serves again after", async () => {
    const load = async (rounds: number) => {
      const outcomes = await Promise.allSettled(Array.from({ length: rounds }, (_, i) => database.query(sql`select pg_sleep(${(i % 5) / 100}), ${i}::int as n`)));
      for (const o of outcomes) if (o.status === "rejected") expect(isDatabaseUnavailable(o.reason), String(o.reason)).toBe(true);
      return outcomes.filter((o) => o.status === "fulfilled").length;
    };
    expect(await load(20)).toBe(20);
    const during = load(200);
    await new Promise((r) => setTimeout(r, 30));
    // a server restart as the clients see it: every backend terminated
    await direct.query(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    await proxy.cut();
    await during;
    await proxy.restore();
    await expect.poll(() => load(20), { timeout: 15_000, interval: 250 }).toBe(20);
  });

  it("bounds a statement that waits on a lock by the lock timeout (an answer, not a hang)", async () => {
    await direct.query(sql`create table if not exists fault_lock (id int primary key)`);
    await direct.query(sql`insert into fault_lock values (1) on conflict do nothing`);
    const holder = await openDatabase({ url: target.toString() });
    try {
      const held = holder.db.transaction(async (tx) => {
        await tx.execute(sql`select * from fault_lock where id = 1 for update`);
        await tx.execute(sql`select pg_sleep(3)`);
      });
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      const waited = await database.query(sql`update fault_lock set id = 1 where id = 1`).then(
        () => "done",
        (err: unknown) => (isDatabaseUnavailable(err) ? "unavailable" : String(err)),
      );
      expect(waited).toBe("unavailable");
      expect(Date.now() - started).toBeLessThan(2_500);
      await held;
    } finally {
      await holder.close();
    }
  });

  it("tells the change feed's subscribers that anything may have changed when the listening connection is lost and again when it is back", async () => {
    const { listenPublicChanges, UNKNOWN_CHANGE, PUBLIC_CHANGE_CHANNEL } = await import("./changes.ts");
    const feed = await listenPublicChanges(database, { settleMs: 0 });
    const heard: string[] = [];
    feed.subscribe((_change, notices) => heard.push(...notices));
    try {
      await direct.query(sql`select pg_notify(${PUBLIC_CHANGE_CHANNEL}, 'products')`);
      await expect.poll(() => heard.includes("products"), { timeout: 5_000 }).toBe(true);
      heard.length = 0;
      await proxy.cut();
      await expect.poll(() => heard.includes(UNKNOWN_CHANGE), { timeout: 5_000 }).toBe(true);
      // a change committed while nobody listens: its notification is lost
      await direct.query(sql`select pg_notify(${PUBLIC_CHANGE_CHANNEL}, 'product_variants')`);
      heard.length = 0;
      await proxy.restore();
      await expect.poll(() => heard.includes(UNKNOWN_CHANGE), { timeout: 10_000, interval: 100 }).toBe(true);
      heard.length = 0;
      await direct.query(sql`select pg_notify(${PUBLIC_CHANGE_CHANNEL}, 'brands')`);
      await expect.poll(() => heard.includes("brands"), { timeout: 5_000 }).toBe(true);
      expect(lostErrors.length).toBeGreaterThan(0);
    } finally {
      await feed.close();
    }
  });
});
