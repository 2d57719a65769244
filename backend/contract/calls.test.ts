import { describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { loadBackendConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createLogger } from "../core/log.ts";
import { CALLS, type CallOf, type CallPath, type RequestOf } from "./calls.ts";

/** Routes that are not calls: images, banner JSON, the test bank's pages, the API's own description. */
const NOT_CALLS = [/^\/img\//, /^\/d\//, /^\/payments\/test-gateway/, /^\/api\/(openapi\.json|docs)$/];

/** The mounted routes as `METHOD key` (key: the path without /api/, Hono's regex constraints dropped). */
function mountedCalls(): Set<string> {
  const config = loadBackendConfig({ NODE_ENV: "test", SEED_ON_EMPTY: "0", RATE_LIMITS: "0" } as NodeJS.ProcessEnv);
  // building the routers touches no database
  const app = createApi({ database: {} as Database, config, log: createLogger() });
  const mounted = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue; // middleware
    if (NOT_CALLS.some((pattern) => pattern.test(route.path))) continue;
    expect(route.path, `${route.method} ${route.path} is outside /api`).toMatch(/^\/api\//);
    mounted.add(`${route.method} ${route.path.slice("/api/".length).replace(/\{[^}]*\}/g, "")}`);
  }
  return mounted;
}

function mappedCalls(): Set<string> {
  const mapped = new Set<string>();
  for (const [key, methods] of Object.entries(CALLS)) for (const method of methods) mapped.add(`${method} ${key}`);
  return mapped;
}

describe("the call map (backend/contract/calls.ts)", () => {
  const mounted = mountedCalls();
  const mapped = mappedCalls();

  it("has every mounted route of the API", () => {
    expect(mounted.size).toBeGreaterThan(100);
    const missing = [...mounted].filter((call) => !mapped.has(call)).sort();
    expect(missing, "mounted but not in the call map").toEqual([]);
  });

  it("has nothing that is not mounted", () => {
    const extra = [...mapped].filter((call) => !mounted.has(call)).sort();
    expect(extra, "in the call map but not mounted").toEqual([]);
  });

  it("finds the calls of the spec's catalogue", () => {
    for (const call of ["POST products/checkout", "POST users/remove-item-cart/:id", "GET auth", "POST routes/current", "POST subscriptions/send"]) {
      expect(mapped.has(call), call).toBe(true);
    }
  });
});

/**
 * Compile-time checks (tsc, part of the type check): a path the map does not know, or a
 * payload of the wrong shape, is an error. The function is never run.
 */
export function typeChecks(call: <P extends CallPath>(path: P, payload: RequestOf<CallOf<P>>) => void) {
  call("orders/token", { token: "t" });
  call("users/remove-item-cart/12", {});
  call("admin/orders/12/transition", { to: "confirmed", from: "new" });
  // @ts-expect-error unknown path
  call("orders/tokens", { token: "t" });
  // @ts-expect-error wrong payload field
  call("orders/token", { tokn: "t" });
  // @ts-expect-error wrong payload type
  call("orders/token", { token: 5 });
  // @ts-expect-error a parameterised path needs its parameter
  call("users/remove-item-cart", {});
}
