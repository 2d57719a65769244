#!/usr/bin/env bash
# npm test: every quality gate in one run.
#   typecheck → lint → unit + integration on PGlite → integration on PostgreSQL (when
#   DATABASE_URL is set) → end-to-end (Playwright, JavaScript on and off).
# All stages run even when one fails (FAIL_FAST=1 stops at the first failure); the last line
# is "N passed, N failed" over all stages and the exit code is non-zero when anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."

run_started=$(node -e 'console.log(Date.now())')
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
passed=0
failed=0
summary=()

# count <stage> <passed> <failed>
count() {
  passed=$((passed + $2))
  failed=$((failed + $3))
  summary+=("$(printf '%-28s %5s passed, %s failed' "$1" "$2" "$3")")
  if [[ "${FAIL_FAST:-0}" == "1" && "$3" != "0" ]]; then finish; fi
}

finish() {
  echo
  echo "── summary ──"
  printf '%s\n' "${summary[@]}"
  echo "$passed passed, $failed failed"
  if [[ "$failed" -eq 0 && "$passed" -gt 0 ]]; then exit 0; fi
  exit 1
}

stage() { echo; echo "── $1 ──"; }

# A check without a test count: one passed or one failed.
check() {
  local name=$1
  shift
  stage "$name"
  local start=$SECONDS
  if "$@"; then count "$name" 1 0; else count "$name" 0 1; fi
  echo "($name: $((SECONDS - start)) s)"
}

# vitest_stage <name> <json file> <command...>: counts tests from vitest's JSON report.
vitest_stage() {
  local name=$1 json=$2
  shift 2
  stage "$name"
  local start=$SECONDS status=0
  "$@" --reporter=default --reporter=json --outputFile.json="$json" || status=$?
  local counts
  counts=$(node -e '
    const fs = require("fs");
    const file = process.argv[1], status = Number(process.argv[2]);
    let p = 0, f = 0;
    if (fs.existsSync(file)) {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      p = r.numPassedTests ?? 0;
      f = r.numFailedTests ?? 0;
      // a file that failed to load has no tests but still fails the run
      for (const s of r.testResults ?? []) if (s.status === "failed" && (s.assertionResults ?? []).length === 0) f++;
    }
    if (status !== 0 && f === 0) f = 1;
    console.log(p + " " + f);
  ' "$json" "$status")
  count "$name" ${counts% *} ${counts#* }
  echo "($name: $((SECONDS - start)) s)"
}

# What the end-to-end stage needs from the machine, said before anything runs (README "Tests").
if [[ "${SKIP_E2E:-0}" != "1" ]]; then
  missing=()
  if [[ -z "${CHROMIUM_PATH:-}" && ! -x /usr/bin/chromium && ! -x /usr/bin/chromium-headless-shell ]]; then
    missing+=("Chromium (apt-get install chromium chromium-headless-shell fonts-dejavu-core fonts-noto-core)")
  fi
  if ! command -v java > /dev/null; then missing+=("Java 17+ for the HTML checker (apt-get install default-jre-headless)"); fi
  if [[ ${#missing[@]} -gt 0 ]]; then
    echo "npm test needs on this machine:" >&2
    printf '  - %s\n' "${missing[@]}" >&2
    echo "(or SKIP_E2E=1 npm test to run everything but the end-to-end suite)" >&2
    exit 1
  fi
fi

check "typecheck" bash -c 'npx react-router typegen && npx tsc --noEmit'
check "lint" npx eslint . --max-warnings=0

vitest_stage "unit+integration (PGlite)" "$results/vitest-pglite.json" env -u DATABASE_URL npx vitest run

if [[ -n "${DATABASE_URL:-}" ]]; then
  # test databases a killed worker of an earlier run left behind (shop_t_*, older than this run, unused)
  npx tsx scripts/drop-stale-test-dbs.ts --before "$run_started" || echo "(could not look for stale test databases)"
  # a Redis on this machine (started by .ci/run) lets the two-process test share limits (server/two-process.int.test.ts)
  if [[ -z "${REDIS_URL:-}" ]] && (exec 3<>/dev/tcp/127.0.0.1/6379 && printf 'PING\r\n' >&3 && read -t 2 -r reply <&3 && [[ $reply == +PONG* ]]) 2>/dev/null; then
    export REDIS_URL=redis://127.0.0.1:6379
  fi
  echo "REDIS_URL: ${REDIS_URL:-unset (the two-process test is skipped)}"
  vitest_stage "integration (PostgreSQL)" "$results/vitest-pg.json" npx vitest run --passWithNoTests .int.test.
else
  echo
  echo "DATABASE_URL is not set: integration suites ran on PGlite only."
fi

if [[ "${SKIP_E2E:-0}" == "1" ]]; then
  echo
  echo "SKIP_E2E=1: end-to-end tests skipped."
else
  stage "end-to-end (Playwright: js, nojs)"
  start=$SECONDS
  status=0
  PLAYWRIGHT_JSON_OUTPUT_FILE="$results/e2e.json" npx playwright test --reporter=list,json || status=$?
  counts=$(node -e '
    const fs = require("fs");
    const file = process.argv[1], status = Number(process.argv[2]);
    let p = 0, f = 0;
    if (fs.existsSync(file)) {
      const r = JSON.parse(fs.readFileSync(file, "utf8"));
      const s = r.stats ?? {};
      p = (s.expected ?? 0) + (s.flaky ?? 0);
      f = (s.unexpected ?? 0) + (r.errors ?? []).length;
    }
    if (status !== 0 && f === 0) f = 1;
    console.log(p + " " + f);
  ' "$results/e2e.json" "$status")
  count "end-to-end" ${counts% *} ${counts#* }
  echo "(end-to-end: $((SECONDS - start)) s)"
fi

finish
