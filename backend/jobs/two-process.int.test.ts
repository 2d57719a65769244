/**
 * A notice whose gateway fails at first is delivered once after it recovers, with one process
 * killed in between (issue 29, "done when"): two API processes (startBackend, each with its job
 * worker) on one fresh PostgreSQL database and a fake HTTP SMS gateway this test controls.
 *
 * 1. an order's status changes (in this process, which runs no worker): the notice is a job;
 * 2. the gateway answers 503: a worker's attempt fails and is retried after its backoff;
 * 3. the gateway holds the next request without answering; the process whose worker holds the
 *    job is killed (SIGKILL) in the middle of it;
 * 4. the gateway answers again: once the dead process's lease runs out the other process takes
 *    the job over and the SMS is accepted exactly once, with the job's delivery id.
 * Needs DATABASE_URL; skipped otherwise (PGlite is one process: the in-process lease takeover
 * is in jobs.int.test.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { jobs } from "../db/schema.ts";
import { STATUS_NOTICE_JOB } from "../orders/notify.ts";
import { transitionOrder } from "../orders/service.ts";
import { insertOrder } from "../payments/testing.ts";
import { testDatabaseName } from "../test/db.ts";

const url = process.env.DATABASE_URL;
const name = testDatabaseName();
let admin: Database | undefined;
let database: Database | undefined;
const children: ChildProcess[] = [];
let gateway: Server | undefined;

type Mode = "fail" | "hang" | "ok";
let mode: Mode = "fail";
/** every request the gateway got: its mode then and the body */
const requests: { mode: Mode; body: { to: string; text: string; clientId: string } }[] = [];
const held: ServerResponse[] = [];

afterAll(async () => {
  for (const res of held) res.destroy();
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
  await new Promise<void>((resolve) => (gateway ? gateway.close(() => resolve()) : resolve()));
  await database?.close();
  if (admin) {
    await admin.query(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await admin.close();
  }
}, 30_000);

function startGateway(): Promise<number> {
  gateway = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      requests.push({ mode, body: JSON.parse(raw) as (typeof requests)[number]["body"] });
      if (mode === "hang") held.push(res);
      else if (mode === "fail") res.writeHead(503).end("busy");
      else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => gateway!.listen(0, "127.0.0.1", () => resolve((gateway!.address() as AddressInfo).port)));
}

/** Starts one API process; resolves with the child once it listens. */
function startProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/api-process.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (/^\{"port":\d+\}$/.test(line.trim())) resolve(child);
    });
    child.once("exit", (code, signal) => reject(new Error(`API process exited with ${code ?? signal}: ${stderr.slice(-2000)}`)));
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

if (!url) console.info("two-process job test skipped: DATABASE_URL is not set");

describe.skipIf(!url)("a notice across two processes, one killed while it sends", () => {
  it("is delivered once after the gateway recovers", async () => {
    const port = await startGateway();
    admin = await openDatabase({ url });
    await admin.query(sql.raw(`CREATE DATABASE ${name}`));
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const env = {
      ...process.env,
      NODE_ENV: "test",
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: "",
      SEED_ON_EMPTY: "0",
      LOG_LEVEL: "error",
      JWT_SECRET: "two-process-jobs-secret-0123456789abcdef",
      RATE_LIMITS: "0",
      SMS_DRIVER: "http",
      SMS_HTTP_URL: `http://127.0.0.1:${port}/send`,
      SMS_HTTP_TEMPLATE: '{"to":"{mobile}","text":"{text}","clientId":"{id}"}',
      JOBS_POLL_MS: "200",
      JOBS_LEASE_MS: "3000",
      JOBS_BACKOFF_MS: "300",
      JOBS_BACKOFF_MAX_MS: "1000",
    };
    // the first migrates the empty database; the second starts on it
    const first = await startProcess(env);
    const second = await startProcess(env);

    database = await openDatabase({ url: dbUrl.toString() });
    const deps = { database, config: loadBackendConfig({ ...env, JOBS_WORKER: "0" } as NodeJS.ProcessEnv), log: createLogger() };
    const { order } = await insertOrder(database, { status: "new", paymentType: "cash", email: null });
    expect(await transitionOrder(deps, { orderId: order.id, to: "confirmed", actorUserId: null })).toMatchObject({ kind: "ok" });
    const [job] = await database.db.select().from(jobs).where(sql`${jobs.kind} = ${STATUS_NOTICE_JOB} and ${jobs.payload} ->> 'orderId' = ${String(order.id)}`);
    expect(job).toBeDefined();
    const ours = () => requests.filter((r) => r.body.text.includes(order.number));

    // the gateway is down: the first attempt fails and waits for its retry
    await until("a refused attempt", () => ours().some((r) => r.mode === "fail"));
    await until("the failure recorded", async () => {
      const [row] = await database!.db.select().from(jobs).where(eq(jobs.id, job!.id));
      return row!.state === "pending" && row!.lastError?.includes("503");
    });

    // the next attempt gets no answer; the process running it is killed in the middle
    mode = "hang";
    await until("an attempt left hanging", () => ours().some((r) => r.mode === "hang"));
    const [running] = await database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(running!.state).toBe("running");
    const holder = [first, second].find((child) => running!.lockedBy!.includes(`:${child.pid}:`));
    expect(holder, running!.lockedBy!).toBeDefined();
    holder!.kill("SIGKILL");
    await until("the killed process gone", () => holder!.signalCode === "SIGKILL");
    const attemptsAtKill = running!.attempts;

    // the gateway is back: the other process takes the job over once the lease has run out
    mode = "ok";
    const done = await until("the job done", async () => {
      const [row] = await database!.db.select().from(jobs).where(eq(jobs.id, job!.id));
      return row!.state === "done" ? row : null;
    });
    expect(done!.attempts).toBeGreaterThan(attemptsAtKill);
    // nothing more arrives afterwards
    await new Promise((r) => setTimeout(r, 1_500));
    const accepted = ours().filter((r) => r.mode === "ok");
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body).toEqual({ to: "994501112233", text: `Bazaar: Your order ${order.number} is confirmed. We are preparing it. Track your order: http://localhost:3000/order/track?number=${order.number}`, clientId: `bazaar-job-${job!.id}-sms` });
    // every attempt carried the same delivery id, so a gateway keeping ids could drop a repeat
    expect(new Set(ours().map((r) => r.body.clientId))).toEqual(new Set([`bazaar-job-${job!.id}-sms`]));
    const survivor = holder === first ? second : first;
    expect(survivor.exitCode).toBeNull();
  }, 120_000);
});
