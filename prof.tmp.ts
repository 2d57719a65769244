import { openDatabase, migrate } from "./backend/db/client.ts";
import * as bulk from "./backend/db/seed/bulk.ts";
import { buildTaxonomy } from "./backend/db/seed/taxonomy.ts";
import { generateProducts } from "./backend/db/seed/products.ts";
import * as s from "./backend/db/schema.ts";
import { getTableName } from "drizzle-orm";
const db = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: "memory://" });
await migrate(db);
const exec = (st: any) => db.query(st);
const taxonomy = buildTaxonomy();
for (const [t, rows] of [[s.colors, taxonomy.colors],[s.brands, taxonomy.brands],[s.params, taxonomy.params],[s.paramValues, taxonomy.paramValues],[s.categories, taxonomy.categories],[s.sizeTables, taxonomy.sizeTables],[s.badges, taxonomy.badges]] as any) await bulk.bulkInsert(exec as any, t, rows);
await db.query((await import("drizzle-orm")).sql`insert into collections (id, slug, title) values (1,'a','{}'),(2,'b','{}'),(3,'c','{}'),(4,'d','{}')`);
if (process.env.REPL) await db.query((await import("drizzle-orm")).sql`set session_replication_role = replica`);
if (process.env.NOIDX) { await db.query((await import("drizzle-orm")).sql`drop index product_translations_search_trgm`); await db.query((await import("drizzle-orm")).sql`drop index product_translations_search_fts`); }
const times = new Map<string, number>();
const N = 5000;
for (let from = 1; from <= N; from += 2000) {
  const { chunk } = generateProducts({ taxonomy, total: N, now: new Date(), firstVariantId: from * 10, firstImageId: from * 10 }, from, Math.min(N, from + 1999));
  for (const [t, rows] of [[s.products, chunk.products],[s.productTranslations, chunk.translations],[s.productVariants, chunk.variants],[s.productImages, chunk.images],[s.productCategories, chunk.categories],[s.productParamValues, chunk.params],[s.productBadges, chunk.badges],[s.productCollections, chunk.collections],[s.routes, chunk.routes]] as any) {
    const t0 = Date.now();
    await bulk.bulkInsert(exec as any, t, rows);
    times.set(getTableName(t), (times.get(getTableName(t)) ?? 0) + Date.now() - t0);
  }
}
console.log(times);
await db.close();
