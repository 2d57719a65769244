import type { BackendConfig } from "../config.ts";
import type { ChangeFeed } from "../db/changes.ts";
import type { Database } from "../db/client.ts";
import type { Lang } from "./lang.ts";
import type { Logger } from "./log.ts";
import type { Staff } from "../staff/contract.ts";

/** What every backend module gets. */
export interface Deps {
  database: Database;
  config: BackendConfig;
  log: Logger;
  /** committed changes to what public pages show (absent in most tests) */
  changes?: ChangeFeed;
}

/** Hono environment shared by all module routers. */
export interface ApiEnv {
  Variables: {
    deps: Deps;
    requestId: string;
    /** set by the auth middleware when a valid access token came with the call */
    userId?: number;
    /** the access token came but has expired */
    tokenExpired?: boolean;
    /** set by the back office's guard (backend/staff/guard.ts): the caller's roles, read from the database */
    staff?: Staff;
  };
}

export type { Lang };
