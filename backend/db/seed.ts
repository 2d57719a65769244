import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import type { BackendConfig } from "../config.ts";
import type { Logger } from "../core/log.ts";
import type { Database } from "./client.ts";
import type { I18n } from "./schema.ts";
import * as s from "./schema.ts";
import { bulkInsert, execOf, syncSequences, type Exec } from "./seed/bulk.ts";
import {
  blogRows,
  collectionRows,
  groupRows,
  homeRows,
  menuRows,
  pageRows,
  placeRows,
  reviewRows,
  setAndGiftRows,
  type ContentContext,
} from "./seed/content.ts";
import type { LinkDef } from "./seed/data/articles.ts";
import { recomputeProductDerived } from "./seed/derived.ts";
import { refreshFacetColumns } from "../catalog/facet-columns.ts";
import { DEMO_PRODUCTS, generateProducts, type ProductSummary } from "./seed/products.ts";
import { buildTaxonomy, LANGS } from "./seed/taxonomy.ts";
import { latinSlug } from "./seed/translit.ts";

export { DEMO_PRODUCTS };

/** The demo customer (see README / report): mobile 994501234567, password Demo12345. */
export const DEMO_CUSTOMER = {
  firstName: "Aysel",
  lastName: "Məmmədova",
  email: "demo@bazaar.az",
  mobile: "994501234567",
  password: "Demo12345",
} as const;

/** The demo owner of the back office (README): mobile 994551234567, password Owner-2026. */
export const DEMO_OWNER = {
  firstName: "Rəşad",
  lastName: "Əliyev",
  mobile: "994551234567",
  password: "Owner-2026",
} as const;

export interface SeedOptions {
  /** number of products (default 288, the demo catalogue) */
  products?: number;
  /** the moment the catalogue is built around (timers in the future, new-in dates) */
  now?: Date;
  log?: Logger;
  /** products generated and inserted per round (memory bound for big catalogues) */
  chunkSize?: number;
  /** load products with secondary indexes dropped and rebuilt (default: for catalogues over 5000) */
  bulk?: boolean;
  /** do nothing (and answer null) when another process seeded first */
  onlyIfEmpty?: boolean;
}

export interface SeedStats {
  products: number;
  variants: number;
  routes: number;
  ms: number;
}

/** Seeds the demo catalogue into an empty database; answers whether it seeded. */
export async function seedIfEmpty(database: Database, _config: BackendConfig, log: Logger): Promise<boolean> {
  const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from products`);
  if (Number(row?.n ?? 0) > 0) return false;
  const stats = await seedDemo(database, { log, onlyIfEmpty: true });
  if (!stats) return false;
  log.info(stats, "seeded the demo catalogue");
  return true;
}

/** Empties every table of the shop (keeps the migrations' bookkeeping). */
export async function wipeDatabase(database: Database): Promise<void> {
  const tables = await database.query<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename}"`).join(", ");
  await database.query(sql.raw(`truncate table ${list} restart identity cascade`));
}

/** Catalogues bigger than this load with secondary indexes dropped and rebuilt afterwards. */
export const BULK_MODE_FROM = 5000;
const BULK_TABLES = ["products", "product_translations", "product_variants", "product_images", "product_categories", "product_param_values", "product_badges", "product_collections", "routes"];

async function enterBulkMode(exec: Exec): Promise<{ leave(): Promise<void> }> {
  const [su] = await exec<{ on: boolean }>(sql`select current_setting('is_superuser') = 'on' as on`);
  if (su?.on) await exec(sql`set local session_replication_role = replica`);
  const indexes = await exec<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public'
      and i.tablename in (select jsonb_array_elements_text(${JSON.stringify(BULK_TABLES)}::jsonb))
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes) await exec(sql.raw(`drop index "${index.indexname}"`));
  return {
    async leave() {
      for (const index of indexes) await exec(sql.raw(index.indexdef));
      if (su?.on) await exec(sql`set local session_replication_role = origin`);
    },
  };
}

/**
 * Builds the whole demo shop in one transaction (an empty database is expected; see
 * wipeDatabase). Two processes starting at once on one PostgreSQL database do not both seed:
 * the transaction takes an advisory lock, and with `onlyIfEmpty` the loser answers null.
 */
export async function seedDemo(database: Database, opts: SeedOptions & { onlyIfEmpty: true }): Promise<SeedStats | null>;
export async function seedDemo(database: Database, opts?: SeedOptions): Promise<SeedStats>;
export async function seedDemo(database: Database, opts: SeedOptions = {}): Promise<SeedStats | null> {
  const started = Date.now();
  const total = Math.max(1, Math.floor(opts.products ?? DEMO_PRODUCTS));
  const now = opts.now ?? new Date();
  const chunkSize = opts.chunkSize ?? 2000;
  let stats: SeedStats | null = null;
  await database.db.transaction(async (tx) => {
    const exec = execOf(tx as never);
    await exec(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (opts.onlyIfEmpty) {
      const [row] = await exec<{ n: number }>(sql`select count(*)::int as n from products`);
      if (Number(row?.n ?? 0) > 0) return;
    }
    stats = await seedWith(exec, { total, now, chunkSize, log: opts.log, bulk: opts.bulk ?? total > BULK_MODE_FROM });
  });
  if (stats) (stats as SeedStats).ms = Date.now() - started;
  return stats;
}

/** advisory lock key of the seeding transaction */
const SEED_LOCK = 7_270_001;

async function seedWith(exec: Exec, opts: { total: number; now: Date; chunkSize: number; log?: Logger; bulk: boolean }): Promise<SeedStats> {
  const { total, now } = opts;
  const taxonomy = buildTaxonomy();
  let routeCount = 0;
  const insertRoutes = async (rows: (typeof s.routes.$inferInsert)[]) => {
    routeCount += rows.length;
    await bulkInsert(exec, s.routes, rows);
  };

  // the demo rounds its percent prices to .90 (backend/pricing/contract.ts)
  await exec(sql`insert into shop_settings (key, value) values ('priceRounding', '"90"'::jsonb) on conflict (key) do nothing`);
  await bulkInsert(exec, s.colors, taxonomy.colors);
  await bulkInsert(exec, s.brands, taxonomy.brands);
  await bulkInsert(exec, s.params, taxonomy.params);
  await bulkInsert(exec, s.paramValues, taxonomy.paramValues);
  await bulkInsert(exec, s.categories, taxonomy.categories);
  await bulkInsert(exec, s.sizeTables, taxonomy.sizeTables);
  await bulkInsert(exec, s.badges, taxonomy.badges);
  await insertRoutes(taxonomy.routes);

  // collections before products (products link to them while they are generated)
  const kept = new Map<number, ProductSummary>();
  const keepUpTo = Math.min(total, DEMO_PRODUCTS);
  const ctx: ContentContext = { taxonomy, total, now, product: (id) => kept.get(id) };
  const collections = collectionRows();
  await bulkInsert(exec, s.collections, collections.collections);
  await insertRoutes(collections.routes);

  // products, chunk by chunk; a big catalogue loads faster without secondary indexes and
  // foreign-key triggers (the generated rows are consistent by construction)
  const bulk = opts.bulk ? await enterBulkMode(exec) : null;
  let variantId = 1;
  let imageId = 1;
  for (let from = 1; from <= total; from += opts.chunkSize) {
    const to = Math.min(total, from + opts.chunkSize - 1);
    const { chunk, summaries, nextVariantId, nextImageId } = generateProducts(
      { taxonomy, total, now, firstVariantId: variantId, firstImageId: imageId },
      from,
      to,
    );
    variantId = nextVariantId;
    imageId = nextImageId;
    for (const summary of summaries) if (summary.id <= keepUpTo) kept.set(summary.id, summary);
    await bulkInsert(exec, s.products, chunk.products);
    await bulkInsert(exec, s.productTranslations, chunk.translations, 500);
    await bulkInsert(exec, s.productVariants, chunk.variants);
    await bulkInsert(exec, s.productImages, chunk.images);
    await bulkInsert(exec, s.productCategories, chunk.categories);
    await bulkInsert(exec, s.productParamValues, chunk.params);
    await bulkInsert(exec, s.productBadges, chunk.badges);
    await bulkInsert(exec, s.productCollections, chunk.collections);
    await insertRoutes(chunk.routes);
    if (total > opts.chunkSize) opts.log?.info({ products: to, of: total }, "seeding products");
  }

  if (bulk) {
    await bulk.leave();
    // triggers were off while loading: fill the catalogue's filter columns now
    await refreshFacetColumns(exec);
  }

  // an old path of the first product that now redirects to it
  const first = kept.get(1);
  if (first) {
    await insertRoutes(
      LANGS.map((lang) => {
        const shorter = `/${latinSlug(first.title[lang].split(" ").slice(1).join(" "))}-${first.id}`;
        return {
          lang,
          path: shorter === first.paths[lang] || shorter.startsWith("/-") ? `/old${first.paths[lang]}` : shorter,
          entityType: "product" as const,
          entityId: first.id,
          isRedirect: true,
        };
      }),
    );
  }

  const groups = groupRows(ctx);
  await bulkInsert(exec, s.productGroups, groups.groups);
  await bulkInsert(exec, s.productGroupItems, groups.items);
  await insertRoutes(groups.routes);

  const setsAndGifts = setAndGiftRows(ctx);
  await bulkInsert(exec, s.productSets, setsAndGifts.sets);
  await bulkInsert(exec, s.productSetItems, setsAndGifts.setItems);
  await bulkInsert(exec, s.productGifts, setsAndGifts.gifts);

  const pages = pageRows();
  await bulkInsert(exec, s.pages, pages.pages);
  await insertRoutes(pages.routes);

  const links = (link: LinkDef): I18n => {
    if ("collection" in link) return collections.paths.get(link.collection)!;
    if ("category" in link) return taxonomy.leafByKey.get(link.category)!.paths;
    return { az: link.path, en: link.path, ru: link.path };
  };
  const blog = blogRows(ctx, links);
  await bulkInsert(exec, s.articleCategories, blog.categories);
  await bulkInsert(exec, s.articles, blog.articles);
  await bulkInsert(exec, s.articleCategoryLinks, blog.categoryLinks);
  await bulkInsert(exec, s.articleBlocks, blog.blocks);
  await insertRoutes(blog.routes);

  await bulkInsert(exec, s.menuItems, menuRows(ctx, pages.ids));
  await bulkInsert(exec, s.homeSections, homeRows(ctx, { collection: collections.paths, group: groups.paths, page: pages.paths }));

  const places = placeRows();
  await bulkInsert(exec, s.deliveryAreas, places.areas);
  await bulkInsert(exec, s.branches, places.branches);

  const userId = 1;
  await bulkInsert(exec, s.users, [
    {
      id: userId,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      email: DEMO_CUSTOMER.email,
      mobile: DEMO_CUSTOMER.mobile,
      passwordHash: await hash(DEMO_CUSTOMER.password),
      verified: true,
      gender: "f",
      marketingConsent: true,
      roles: [],
    },
    {
      id: userId + 1,
      firstName: DEMO_OWNER.firstName,
      lastName: DEMO_OWNER.lastName,
      email: null,
      mobile: DEMO_OWNER.mobile,
      passwordHash: await hash(DEMO_OWNER.password),
      verified: true,
      gender: "m",
      marketingConsent: false,
      roles: ["owner"],
    },
  ]);
  await bulkInsert(exec, s.addresses, [
    { id: 1, userId, title: "Ev", city: "baku", district: "yasamal", place: "sharifzade", address: "Şərifzadə küçəsi 12, mənzil 45", selected: true },
    { id: 2, userId, title: "İş", city: "baku", district: "nasimi", place: "28-may", address: "Azadlıq prospekti 15a, 3-cü mərtəbə", selected: false },
  ]);

  const reviews = reviewRows(ctx, userId);
  await bulkInsert(exec, s.reviews, reviews);
  await recomputeProductDerived(exec, [...new Set(reviews.map((r) => r.productId))]);

  await syncSequences(exec, [
    s.colors,
    s.brands,
    s.params,
    s.paramValues,
    s.categories,
    s.sizeTables,
    s.badges,
    s.collections,
    s.products,
    s.productVariants,
    s.productImages,
    s.productGroups,
    s.productSets,
    s.pages,
    s.articleCategories,
    s.articles,
    s.articleBlocks,
    s.menuItems,
    s.homeSections,
    s.deliveryAreas,
    s.branches,
    s.users,
    s.addresses,
    s.reviews,
  ]);
  return { products: total, variants: variantId - 1, routes: routeCount, ms: 0 };
}

