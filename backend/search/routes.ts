import { Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";

/** search calls (filled in by the issue that builds this module). */
export function searchRoutes(_deps: Deps) {
  const app = new Hono<ApiEnv>();
  return app;
}
