import { Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";

/** push calls (filled in by the issue that builds this module). */
export function pushRoutes(_deps: Deps) {
  const app = new Hono<ApiEnv>();
  return app;
}
