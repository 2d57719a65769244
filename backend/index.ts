import { createApi } from "./app.ts";
import { backendConfig, type BackendConfig } from "./config.ts";
import { migrate, openDatabase, type Database } from "./db/client.ts";
import { listenPublicChanges, type ChangeFeed } from "./db/changes.ts";
import { closeRedisClients } from "./core/limits.ts";
import { createLogger, type Logger } from "./core/log.ts";
import { rateLimiter } from "./auth/ratelimit.ts";
import { createWorker } from "./jobs/worker.ts";
import { JOB_HANDLERS, SCHEDULES } from "./job-handlers.ts";
import { testGatewayWarning } from "./payments/index.ts";
import { ensureOwner } from "./staff/service.ts";

export interface Backend {
  fetch: (request: Request) => Response | Promise<Response>;
  database: Database;
  config: BackendConfig;
  /** committed changes to what public pages show (page and read caches subscribe) */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds an empty one (when enabled) and builds the API. */
export async function startBackend(opts: { config?: BackendConfig; log?: Logger; seed?: boolean } = {}): Promise<Backend> {
  const config = opts.config ?? backendConfig();
  const log = opts.log ?? createLogger();
  const testGateway = testGatewayWarning(config);
  if (testGateway) log.warn(testGateway);
  const timeouts = { statementMs: config.DB_STATEMENT_TIMEOUT_MS, lockMs: config.DB_LOCK_TIMEOUT_MS };
  const onError = (err: unknown) => log.warn({ err: { message: (err as Error)?.message, code: (err as { code?: unknown })?.code } }, "database connection lost");
  // migrations, the seed and the first owner run without the request bounds (a big seed takes minutes)
  const setup = async (database: Database) => {
    // two instances starting together on one empty PostgreSQL database take turns here
    await database.exclusive(async () => {
      await migrate(database);
      if (opts.seed ?? config.SEED_ON_EMPTY) {
        const { seedIfEmpty } = await import("./db/seed.ts");
        await seedIfEmpty(database, config, log);
      }
      // OWNER_MOBILE + OWNER_PASSWORD: the first owner of the back office, when there is none yet
      await ensureOwner(database, config, log);
    });
  };
  let database: Database;
  if (config.DATABASE_URL) {
    const start = await openDatabase({ url: config.DATABASE_URL, onError });
    try {
      await setup(start);
    } finally {
      await start.close();
    }
    database = await openDatabase({ url: config.DATABASE_URL, timeouts, onError });
  } else {
    // one embedded database per process: open once, bound it after the start-up work
    database = await openDatabase({ dataDir: config.DATA_DIR });
    await setup(database);
    await database.bound?.(timeouts);
  }
  const changes = await listenPublicChanges(database);
  const deps = { database, config, log, changes };
  const app = createApi(deps);
  // limits shared through Redis (REDIS_URL): wait briefly for the connection, count in memory meanwhile
  if (!(await rateLimiter(deps).ready())) log.error("redis is not reachable: the API's rate limits count in this process for now");
  // the jobs committed by any process (notices, push sends) and the timed work (hold expiry)
  const worker = config.JOBS_WORKER ? createWorker(deps, { handlers: JOB_HANDLERS, schedules: SCHEDULES }) : null;
  await worker?.start();
  return {
    fetch: app.fetch,
    database,
    config,
    changes,
    close: async () => {
      await worker?.stop();
      await changes.close();
      await database.close();
      await closeRedisClients();
    },
  };
}
