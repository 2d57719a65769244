/**
 * npm run seed                      wipe the configured database and build the demo catalogue
 * npm run seed -- --products 100000 the same with a big catalogue, for benchmarks
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite), like the server.
 */
import { sql } from "drizzle-orm";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import { migrate, openDatabase } from "./client.ts";
import { BULK_MODE_FROM, DEMO_PRODUCTS, seedDemo, wipeDatabase } from "./seed.ts";

function parseProducts(argv: string[]): number {
  const index = argv.findIndex((a) => a === "--products" || a.startsWith("--products="));
  if (index < 0) return DEMO_PRODUCTS;
  const raw = argv[index].includes("=") ? argv[index].split("=")[1] : argv[index + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 2_000_000) {
    console.error(`--products must be a whole number from 1 to 2000000 (got ${raw ?? "nothing"})`);
    process.exit(1);
  }
  return n;
}

async function main() {
  const products = parseProducts(process.argv.slice(2));
  let config;
  try {
    config = loadBackendConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = createLogger();
  const where = config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}`;
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database);
    await wipeDatabase(database);
    const stats = await seedDemo(database, { products, log });
    // A big catalogue is written twice (the facet columns are filled after the bulk load), which
    // leaves a dead copy of every product row. Compact it, then vacuum so the visibility map
    // is set (index-only scans, fewer heap visits) and the planner has statistics; autovacuum
    // may be off or take minutes to get there.
    if (products > BULK_MODE_FROM) await database.query(sql`vacuum (full) products`);
    await database.query(sql`vacuum (analyze)`);
    console.log(`Seeded ${stats.products} products (${stats.variants} sizes, ${stats.routes} routes) into ${where} in ${(stats.ms / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exit(1);
});
