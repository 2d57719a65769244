import { defineConfig } from "vitest/config";
import { viewChunks } from "./scripts/view-chunks.ts";

export default defineConfig({
  plugins: [viewChunks()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "backend/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "*.test.ts"],
    exclude: ["node_modules", "build", "tests/e2e/**"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // vitest 4 runs availableParallelism() - 1 workers: one on a two-core CI machine, which left a
    // core idle while the integration suites wait on their database (ADR 0038)
    maxWorkers: 2,
    env: { NODE_ENV: "test" },
    setupFiles: ["backend/test/setup.ts"],
    globalSetup: ["backend/test/global-setup.ts"],
  },
});
