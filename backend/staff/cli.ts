/**
 * npm run staff -- create --mobile 0501234567 --role owner [--first-name Aysel --last-name Məmmədova]
 *
 * Gives a staff role to a mobile number on the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR, which must not be held by a running server): a new verified
 * account, or an existing one promoted. The password is read from standard input (first line;
 * `echo 'S3cret-pass' | npm run staff -- create …`, or typed at the prompt) and must pass the
 * shop's password rule. Roles: owner, manager, content, support.
 */
import { createInterface } from "node:readline";
import { loadBackendConfig } from "../config.ts";
import { normalizeMobile } from "../core/contact.ts";
import { passwordProblem } from "../auth/contract.ts";
import { migrate, openDatabase } from "../db/client.ts";
import { isStaffRole, STAFF_ROLES } from "./contract.ts";
import { grantRole } from "./service.ts";

const USAGE = `usage: npm run staff -- create --mobile <mobile> --role <${STAFF_ROLES.join("|")}> [--first-name <name>] [--last-name <name>]
The password is read from standard input.`;

export function parseArgs(argv: string[]): { command: string; options: Record<string, string> } | string {
  const [command, ...rest] = argv;
  if (command !== "create") return USAGE;
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith("--")) return `unexpected argument ${arg}\n${USAGE}`;
    const eq = arg.indexOf("=");
    if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
    else {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith("--")) return `${arg} needs a value\n${USAGE}`;
      options[arg.slice(2)] = value;
      i++;
    }
  }
  return { command, options };
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write("Password: ");
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const line of rl) {
    rl.close();
    return line.replace(/\r$/, "");
  }
  return "";
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  if (typeof parsed === "string") stop(parsed);
  const { options } = parsed;
  const mobile = normalizeMobile(options.mobile ?? "");
  if (!mobile) stop(`--mobile must be a mobile number such as +994 50 123 45 67\n${USAGE}`);
  const role = options.role;
  if (!isStaffRole(role)) stop(`--role must be one of ${STAFF_ROLES.join(", ")}\n${USAGE}`);
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) stop(problem === "short" ? "The password needs at least 8 characters (read from standard input)" : problem === "long" ? "The password is too long" : "The password is too easy to guess: choose another");
  let config;
  try {
    config = loadBackendConfig();
  } catch (err) {
    stop((err as Error).message);
  }
  let database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (err) {
    stop((err as Error).message);
  }
  try {
    await database.exclusive(() => migrate(database));
    const result = await grantRole(
      database,
      { mobile, role, password, firstName: options["first-name"], lastName: options["last-name"] },
      { id: null, name: "npm run staff" },
    );
    console.log(`${result.created ? "Created" : "Updated"} account ${result.userId} (+${mobile}) with the role ${role}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`staff: ${(err as Error).message}`);
  process.exit(1);
});
