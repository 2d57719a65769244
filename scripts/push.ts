/**
 * npm run push -- --title "Big sale" --body "Up to 70% off" --url /sale [--lang az] [--ttl 86400]
 *
 * Sends one Web Push notification to the stored subscribers (those of one language with
 * --lang) and prints how many were sent, failed and removed. Opens the configured database
 * like the server does (DATABASE_URL, else PGlite in DATA_DIR) and needs VAPID_PUBLIC_KEY
 * and VAPID_PRIVATE_KEY. Exit code 0 when nothing failed, 1 otherwise, 2 for bad arguments.
 */
import { loadBackendConfig } from "../backend/config.ts";
import { createLogger } from "../backend/core/log.ts";
import { migrate, openDatabase } from "../backend/db/client.ts";
import { describeReport, NOT_CONFIGURED, parsePushArgs, PUSH_USAGE, runPush } from "../backend/push/command.ts";
import { pushEnabled } from "../backend/push/send.ts";

async function main(): Promise<number> {
  const parsed = parsePushArgs(process.argv.slice(2));
  if (!parsed.ok) {
    for (const error of parsed.errors) console.error(error);
    console.error(PUSH_USAGE);
    return 2;
  }
  let config;
  try {
    config = loadBackendConfig();
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  if (!pushEnabled(config)) {
    console.error(NOT_CONFIGURED);
    return 1;
  }
  const log = createLogger();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database);
    const report = await runPush({ database, config, log }, parsed.args);
    console.log(describeReport(report, parsed.args));
    return report.failed > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`Push failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
