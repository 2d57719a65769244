import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, type LaunchOptions } from "@playwright/test";

/**
 * End-to-end tests run against a production build served by `npm start` on a fresh
 * embedded database. Two projects run every spec: `js` (a normal browser) and `nojs`
 * (JavaScript disabled: every page and form must work from the server alone).
 *
 * - E2E_PORT (default 3300) picks the port. The build goes to node_modules/.cache/shop-e2e-<port>
 *   (inside the project so its imports resolve) and the database to $TMPDIR/shop-e2e-<port>,
 *   so a run never touches a developer's build/ or data/.
 * - E2E_BASE_URL points the tests at an already running server instead (no build, no start).
 * - E2E_DATABASE_URL runs the e2e server on PostgreSQL; by default it uses embedded PGlite
 *   even when DATABASE_URL is set for the integration suites.
 */
const port = Number(process.env.E2E_PORT ?? 3300);
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;
const buildDir = path.resolve("node_modules/.cache", `shop-e2e-${port}`);
const dataDir = path.join(os.tmpdir(), `shop-e2e-${port}`);
const ci = Boolean(process.env.CI);

// Debian's chromium-headless-shell (the same Chromium build, headless only: what Playwright itself
// runs for headless tests) costs a third of the full browser's CPU a page on a two-core CI
// machine; /usr/bin/chromium stays the fallback (ADR 0038).
const headlessShell = "/usr/bin/chromium-headless-shell";
const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // per port, so parallel runs in one working tree do not wipe each other's results
  outputDir: `test-results/e2e-${port}`,
  reporter: ci
    ? [["list"], ["json", { outputFile: `test-results/e2e-${port}.json` }]]
    : [["list"], ["json", { outputFile: `test-results/e2e-${port}.json` }], ["html", { open: "never", outputFolder: `playwright-report/${port}` }]],
  use: {
    baseURL,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "js", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "nojs", use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
  webServer: external
    ? undefined
    : {
        command: [
          `rm -rf "${buildDir}" "${dataDir}"`,
          `mkdir -p "${dataDir}"`,
          `(BUILD_DIR="${buildDir}" npm run build > "${dataDir}.build.log" 2>&1 || (cat "${dataDir}.build.log" >&2; exit 1))`,
          "npm start",
        ].join(" && "),
        url: `${baseURL}/readyz`,
        reuseExistingServer: !ci && process.env.E2E_REUSE === "1",
        timeout: 240_000,
        stdout: process.env.E2E_SERVER_LOG ? "pipe" : "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        env: {
          BUILD_DIR: buildDir,
          DATA_DIR: dataDir,
          PORT: String(port),
          SITE_URL: baseURL,
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
          API_URL: "",
          RATE_LIMITS: "0",
          // the production build keeps /dev/outbox closed unless asked: the account journeys read SMS codes there
          DEV_OUTBOX: "1",
          SMS_DRIVER: "log",
          // checkout journeys: the test gateway takes card payments; guests paying cash confirm with a code
          PAYMENT_PROVIDER: "test",
          ALLOW_TEST_PAYMENTS: "1",
          CHECKOUT_OTP: "cash",
          // every spec places its orders from 127.0.0.1: the per-address cap on unpaid holds is lifted
          MAX_HOLDS_PER_ADDRESS: "0",
          SOON: "0",
          LOG_LEVEL: process.env.E2E_SERVER_LOG ? "info" : "warn",
        },
      },
});
