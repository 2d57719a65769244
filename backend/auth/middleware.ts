import type { MiddlewareHandler } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";

/** Reads `Authorization: Bearer` and sets userId (or tokenExpired). Filled in by the accounts issue. */
export function authMiddleware(_deps: Deps): MiddlewareHandler<ApiEnv> {
  return async (_c, next) => {
    await next();
  };
}
