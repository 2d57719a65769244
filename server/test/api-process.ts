/**
 * One API process for server/two-process.int.test.ts: the commerce API (startBackend, so
 * migrations under the advisory lock) behind the same request budgets as server.ts, with
 * counters in Redis (REDIS_URL, REDIS_PREFIX). Listens on 127.0.0.1 at a free port and prints
 * `{"port":N}` on one line once it answers; SIGTERM stops it.
 */
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import express from "express";
import { limitsEnvSchema, loadBackendConfig } from "../../backend/config.ts";
import { createLogger } from "../../backend/core/log.ts";
import { Limits } from "../../backend/core/limits.ts";
import { startBackend } from "../../backend/index.ts";
import { rateLimits } from "../rate-limits.ts";

const log = createLogger();
const limitsConfig = limitsEnvSchema.parse(process.env);
const backend = await startBackend({ config: loadBackendConfig(), log });
const limits = new Limits({ enabled: true, redisUrl: limitsConfig.REDIS_URL, prefix: limitsConfig.REDIS_PREFIX, log });
if (!(await limits.ready())) throw new Error("redis is not reachable");

const app = express();
app.set("trust proxy", "loopback");
for (const limiter of rateLimits({
  limits,
  rules: {
    read: { limit: limitsConfig.RATE_LIMIT_READ, windowSeconds: 60 },
    post: { limit: limitsConfig.RATE_LIMIT_POST, windowSeconds: 60 },
    auth: { limit: limitsConfig.RATE_LIMIT_AUTH, windowSeconds: 15 * 60 },
  },
}))
  app.use(limiter);
const listener = getRequestListener(backend.fetch);
app.use("/api", (req, res) => {
  req.url = req.originalUrl;
  void listener(req, res);
});

const server = app.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void backend.close().finally(() => process.exit(0));
});
