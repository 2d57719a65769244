import { Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";

/** checkout calls (filled in by the issue that builds this module). */
export function checkoutRoutes(_deps: Deps) {
  const app = new Hono<ApiEnv>();
  return app;
}
