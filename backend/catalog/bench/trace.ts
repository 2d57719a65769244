/** Debug helper: run one call with every statement timed; slow statements are printed with inlined params. */
import { createApi } from "../../app.ts";
import { loadBackendConfig } from "../../config.ts";
import { createLogger } from "../../core/log.ts";
import { openDatabase } from "../../db/client.ts";
import type { SQL } from "drizzle-orm";

const url = process.env.DATABASE_URL!;
const database = await openDatabase({ url });
const dialect = (database.db as unknown as { dialect: { sqlToQuery(s: SQL): { sql: string; params: unknown[] } } }).dialect;
const original = database.query.bind(database);
database.query = async <T,>(statement: SQL) => {
  const t0 = performance.now();
  const rows = await original<T>(statement);
  const ms = performance.now() - t0;
  const q = dialect.sqlToQuery(statement);
  const inlined = q.sql.replace(/\$(\d+)/g, (_, i) => {
    const v = q.params[Number(i) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  console.log(`---- ${ms.toFixed(1)} ms\n${ms > Number(process.env.MIN_MS ?? 20) ? inlined : inlined.slice(0, 120)}`);
  return rows;
};
const config = loadBackendConfig({ ...process.env, NODE_ENV: "test", SEED_ON_EMPTY: "0" } as NodeJS.ProcessEnv);
const app = createApi({ database, config, log: createLogger() });
const [path, payload] = [process.argv[2]!, JSON.parse(process.argv[3] ?? "{}")];
const t0 = performance.now();
const res = await app.fetch(new Request(`http://x/api/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) }));
const body = await res.text();
console.log(`==== total ${(performance.now() - t0).toFixed(1)} ms; ${body.slice(0, 300)}`);
await database.close();
