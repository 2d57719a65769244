import { createApi } from "./app.ts";
import { backendConfig, type BackendConfig } from "./config.ts";
import { migrate, openDatabase, type Database } from "./db/client.ts";
import { createLogger, type Logger } from "./core/log.ts";
import { scheduleHoldExpiry } from "./orders/state.ts";

export interface Backend {
  fetch: (request: Request) => Response | Promise<Response>;
  database: Database;
  config: BackendConfig;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds an empty one (when enabled) and builds the API. */
export async function startBackend(opts: { config?: BackendConfig; log?: Logger; seed?: boolean } = {}): Promise<Backend> {
  const config = opts.config ?? backendConfig();
  const log = opts.log ?? createLogger();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(database);
  if (opts.seed ?? config.SEED_ON_EMPTY) {
    const { seedIfEmpty } = await import("./db/seed.ts");
    await seedIfEmpty(database, config, log);
  }
  const app = createApi({ database, config, log });
  // card and installment orders hold stock; release the holds that ran out, every minute
  const holds = scheduleHoldExpiry({ database, config, log });
  return {
    fetch: app.fetch,
    database,
    config,
    close: async () => {
      holds.stop();
      await database.close();
    },
  };
}
