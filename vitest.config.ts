import { defineConfig } from "vitest/config";
import { viewChunks } from "./scripts/view-chunks.ts";

const ALL = ["app", "backend", "tests/unit", "scripts", "server"].map((dir) => `${dir}/**/*.test.{ts,tsx}`).concat("*.test.ts");
/**
 * Test files that need a module graph of their own: they replace modules (`vi.mock`), change
 * `process.env` before a module reads it, or count what a module does once per process. The
 * checkout action's test expects a network failure from its mock API, which another file's
 * handlers in a shared graph could answer instead (seen as api.badAnswer under load).
 */
const FRESH = [
  "app/.server/api.test.ts",
  "app/routes/checkout/checkout.test.ts",
  "app/routes/layout.server.test.ts",
  "app/routes/soon.test.ts",
  "backend/media/sharp.test.ts",
  "backend/payments/providers.int.test.ts",
  "tests/unit/account-bff.test.ts",
  "tests/unit/lists-bff.int.test.ts",
];
const EXCLUDE = ["node_modules", "build", "tests/e2e/**"];

export default defineConfig({
  plugins: [viewChunks()],
  resolve: { tsconfigPaths: true },
  test: {
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
    projects: [
      {
        // One module graph per worker instead of one per file: importing the API (hundreds of
        // modules) and the app was most of the suites' CPU time (ADR 0038 addendum). The state
        // of a test lives in what it creates (each integration file opens its own database and
        // API instance), not in modules.
        extends: true,
        test: { name: "shared", include: ALL, exclude: [...EXCLUDE, ...FRESH], isolate: false },
      },
      { extends: true, test: { name: "fresh", include: FRESH, exclude: EXCLUDE } },
    ],
  },
});
