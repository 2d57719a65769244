/** Runs the shop's jobs that are due now in the test's process (what every server's worker does after a commit). */
import { loadBackendConfig, type BackendConfig } from "../config.ts";
import type { Deps } from "../core/deps.ts";
import { createLogger } from "../core/log.ts";
import type { Database } from "../db/client.ts";
import { JOB_HANDLERS } from "../job-handlers.ts";
import { createWorker } from "../jobs/worker.ts";

/**
 * Every due job of the shop's kinds, until none is due (a failed attempt waits for its backoff);
 * answers how many attempts ran. Give the test's own deps when it installed drivers on them
 * (setSmsDriver, setEmailDriver); a database alone runs with the test configuration.
 */
export function runJobs(deps: Deps | { database: Database; config?: BackendConfig }): Promise<number> {
  const full: Deps =
    "log" in deps ? deps : { database: deps.database, config: deps.config ?? loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv), log: createLogger() };
  // one at a time: the jobs run in the order they were written, so notices arrive in order
  return createWorker(full, { handlers: JOB_HANDLERS, concurrency: 1 }).drain(1000);
}
