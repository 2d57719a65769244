/**
 * Two server processes on one PostgreSQL database and one Redis: both
 * start at the same moment on an empty database (migrations take turns under the advisory
 * lock) and count request budgets together, so a client spreading its attempts over both
 * processes is stopped at the limit, not at twice the limit.
 * Needs DATABASE_URL and REDIS_URL; skipped otherwise.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../backend/db/client.ts";
import { testDatabaseName } from "../backend/test/db.ts";

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const skipReason = !url ? "DATABASE_URL is not set" : !redisUrl ? "REDIS_URL is not set" : "";
const AUTH_LIMIT = 5;
const POST_LIMIT = 6;

const name = testDatabaseName();
let admin: Database | undefined;
const children: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
        }),
    ),
  );
  if (admin) {
    await admin.query(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await admin.close();
  }
}, 30_000);

/** Starts one API process and resolves with its port once it listens. */
function startProcess(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/api-process.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const match = /^\{"port":(\d+)\}$/.exec(line.trim());
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`API process exited with ${code}: ${stderr.slice(-2000)}`)));
  });
}

if (skipReason) console.info(`two-process test skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))("two server processes on one database and one Redis", () => {
  const ports: number[] = [];

  /** The statuses of `count` requests sent one after the other, alternating between the processes. */
  async function alternate(count: number, path: string, body: unknown): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`http://127.0.0.1:${ports[i % 2]}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    return statuses;
  }

  it("both come up when started together on an empty database", async () => {
    admin = await openDatabase({ url });
    await admin.query(sql.raw(`CREATE DATABASE ${name}`));
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const env = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `twoproc-${randomUUID().slice(0, 8)}:`,
      SEED_ON_EMPTY: "0",
      LOG_LEVEL: "error",
      JWT_SECRET: "two-process-test-secret-0123456789abcdef",
      RATE_LIMITS: "1",
      RATE_LIMIT_AUTH: String(AUTH_LIMIT),
      RATE_LIMIT_POST: String(POST_LIMIT),
      RATE_LIMIT_READ: "100000",
    };
    ports.push(...(await Promise.all([startProcess(env), startProcess(env)])));
    expect(ports).toHaveLength(2);
    expect(ports[0]).not.toBe(ports[1]);
  }, 120_000);

  it("login attempts spread over both processes meet one shared auth limit", async () => {
    const statuses = await alternate(AUTH_LIMIT + 1, "/api/login", { login: "+994501112233", password: "wrong-password" });
    expect(statuses.slice(0, AUTH_LIMIT)).not.toContain(429);
    expect(statuses[AUTH_LIMIT]).toBe(429);
  }, 60_000);

  it("posts spread over both processes meet one shared post limit", async () => {
    const statuses = await alternate(POST_LIMIT + 1, "/api/cart/nothing-here", {});
    expect(statuses.slice(0, POST_LIMIT)).not.toContain(429);
    expect(statuses[POST_LIMIT]).toBe(429);
  }, 60_000);
});
