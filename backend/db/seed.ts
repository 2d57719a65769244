import type { BackendConfig } from "../config.ts";
import type { Logger } from "../core/log.ts";
import type { Database } from "./client.ts";

/** Seeds the demo catalogue into an empty database (built by the demo-data work). */
export async function seedIfEmpty(_database: Database, _config: BackendConfig, _log: Logger): Promise<boolean> {
  return false;
}
