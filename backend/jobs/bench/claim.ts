/**
 * How long the job claim takes (ADR 0046): `tsx backend/jobs/bench/claim.ts` on a throw-away
 * PGlite, `DATABASE_URL=postgres://… tsx backend/jobs/bench/claim.ts` on PostgreSQL (a database
 * of its own, dropped after). Enqueues N jobs in one transaction, then drains them with no-op
 * handlers: one worker, then two workers at once (two connections on PostgreSQL); prints the
 * time per job (claim, run, finish) and the time of one claim over a queue of N waiting jobs.
 */
import { sql } from "drizzle-orm";
import { loadBackendConfig } from "../../config.ts";
import { createLogger } from "../../core/log.ts";
import { migrate, openDatabase, type Database } from "../../db/client.ts";
import { enqueue } from "../service.ts";
import { createWorker } from "../worker.ts";

const N = Number(process.env.JOBS ?? 2000);
const url = process.env.DATABASE_URL;
const config = loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv);
const log = createLogger();

async function open(): Promise<{ a: Database; b: Database; done: () => Promise<void> }> {
  if (!url) {
    const a = await openDatabase({ dataDir: "memory://" });
    await migrate(a);
    return { a, b: a, done: () => a.close() };
  }
  const name = `jobs_bench_${Date.now()}`;
  const admin = await openDatabase({ url });
  await admin.query(sql.raw(`CREATE DATABASE ${name}`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  const a = await openDatabase({ url: u.toString() });
  await migrate(a);
  const b = await openDatabase({ url: u.toString() });
  return {
    a,
    b,
    done: async () => {
      await a.close();
      await b.close();
      await admin.query(sql.raw(`DROP DATABASE ${name} WITH (FORCE)`));
      await admin.close();
    },
  };
}

async function fill(db: Database, kind: string) {
  await db.db.transaction(async (tx) => {
    for (let i = 0; i < N; i += 1) await enqueue(tx, { kind, payload: { i } });
  });
}

const { a, b, done } = await open();
try {
  const handlers = { "bench.noop": async () => {} };
  await fill(a, "bench.noop");
  const probe = createWorker({ database: a, config, log }, { handlers, concurrency: 1 });
  const t0 = performance.now();
  const [one] = await probe.claim(1);
  const claimMs = performance.now() - t0;
  await a.query(sql`update jobs set state = 'pending', attempts = 0, locked_by = null, locked_until = null where id = ${one!.id}`);

  let t = performance.now();
  await createWorker({ database: a, config, log }, { handlers, concurrency: 4 }).drain(N);
  const oneWorker = (performance.now() - t) / N;

  await fill(a, "bench.noop");
  t = performance.now();
  await Promise.all([
    createWorker({ database: a, config, log }, { handlers, concurrency: 4 }).drain(N),
    createWorker({ database: b, config, log }, { handlers, concurrency: 4 }).drain(N),
  ]);
  const twoWorkers = (performance.now() - t) / N;
  console.log(
    JSON.stringify({ driver: a.kind, jobs: N, claimOfOneMs: +claimMs.toFixed(2), msPerJobOneWorker: +oneWorker.toFixed(2), msPerJobTwoWorkers: +twoWorkers.toFixed(2) }),
  );
} finally {
  await done();
}
