import { readId } from "../core/ids.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langSchema, ok, parse } from "../core/http.ts";
import { SlowStatementCache } from "./cache.ts";
import { loadCards } from "./cards.ts";
import { productDetail } from "./detail.ts";
import { ALL_FACETS, collectionFacet, computeFacets, type FacetKind } from "./facets.ts";
import { buildPlan, type Plan } from "./filters.ts";
import { listProducts } from "./listing.ts";
import { idsSchema, limitSchema, listSchema, pageSchema, type ListQuery } from "./params.ts";
import { brandList, categoryTree, collectionList, productGroupList } from "./taxonomy.ts";
import { feedPage, feedSchema } from "./feed.ts";
import { CACHE_TAGS_HEADER, LIST_TAG, categoryTag } from "../contract/cache-tags.ts";

export const langOnly = z.looseObject({ lang: langSchema });
export const byIdsSchema = z.looseObject({ lang: langSchema, search_ids: idsSchema, search_id: idsSchema });
export const collectionsSchema = z.looseObject({ lang: langSchema, p: z.unknown().optional(), page: z.unknown().optional(), limit: limitSchema(40, 12) });

const METHODS = ["GET", "POST"];

/**
 * The catalogue's slow-statement cache (off under NODE_ENV=test); a committed change to a
 * list (backend/contract/cache-tags.ts) empties it, so a page rendered after the change shows it.
 */
export function statementCache(deps: Pick<Deps, "config" | "changes">): SlowStatementCache | undefined {
  if (deps.config.NODE_ENV === "test") return undefined;
  const cache = new SlowStatementCache({ ttlMs: 30_000, slowMs: 50 });
  // facet counts change with lists, not with a sale that leaves every size in stock
  deps.changes?.subscribe((change) => {
    if (change.all || change.tags.has(LIST_TAG)) cache.clear();
  });
  return cache;
}

/**
 * The cache tags of a list (backend/contract/cache-tags.ts): kept within known categories, it
 * shows only their products (`c:<id>` each); facet counts are also kept within the page's
 * department (`category_root`), every group but the categories one within the selected
 * categories. Anything wider is `list`.
 */
export function listTags(plan: Plan, facets: boolean): string {
  const selected = (plan.selected.get("category") ?? []) as number[];
  const root = plan.query.categoryRoot;
  if (!selected.length) return LIST_TAG;
  if (!facets) return selected.map(categoryTag).join(" ");
  if (root === null || !plan.taxonomy.byId.has(root)) return LIST_TAG;
  return [...new Set([root, ...selected])].map(categoryTag).join(" ");
}

/**
 * Catalogue calls: listings with filters and facets, product page data, categories,
 * collections, brands and product groups. Every call takes GET query or POST JSON.
 */
export function catalogRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;
  // slow facet statements (large unfiltered sets) are kept 30 s; off in tests so counts are always fresh
  const cache = statementCache(deps);

  async function listing(c: Context<ApiEnv>, adjust?: (q: ListQuery) => void) {
    const q = await parse(c, listSchema);
    if (q instanceof Response) return q;
    adjust?.(q);
    const plan = await buildPlan(database, q);
    c.header(CACHE_TAGS_HEADER, listTags(plan, false));
    return ok(c, await listProducts(database, plan, cache));
  }

  app.on(METHODS, "/products", (c) => listing(c));
  app.on(METHODS, "/products/new", (c) => listing(c, (q) => void (q.newIn = true)));
  app.on(METHODS, "/products/sale", (c) => listing(c, (q) => void (q.sale = true)));
  app.on(METHODS, "/products/best-sellers", (c) => listing(c, (q) => void (q.bestSeller = true)));

  async function facets(c: Context<ApiEnv>, kinds: readonly FacetKind[], single: boolean) {
    const q = await parse(c, listSchema);
    if (q instanceof Response) return q;
    const plan = await buildPlan(database, q, { forFacets: true });
    c.header(CACHE_TAGS_HEADER, listTags(plan, true));
    const result = await computeFacets(database, plan, { kinds, cache });
    return single ? ok(c, result.groups[0]) : ok(c, result);
  }

  app.on(METHODS, "/products/filters", (c) => facets(c, ALL_FACETS, false));
  app.on(METHODS, "/products/filters/brands", (c) => facets(c, ["brand"], true));
  app.on(METHODS, "/products/filters/colors", (c) => facets(c, ["color"], true));
  app.on(METHODS, "/products/filters/sizes", (c) => facets(c, ["size"], true));
  app.on(METHODS, "/categories/filters", (c) => facets(c, ["category"], true));

  app.on(METHODS, "/collections/filters", async (c) => {
    const q = await parse(c, listSchema);
    if (q instanceof Response) return q;
    const selected = q.collection;
    q.collection = [];
    const plan = await buildPlan(database, q);
    return ok(c, await collectionFacet(database, plan, selected));
  });

  app.on(METHODS, "/products/by-ids", async (c) => {
    const p = await parse(c, byIdsSchema);
    if (p instanceof Response) return p;
    const ids = [...new Set([...p.search_ids, ...p.search_id])].slice(0, 100);
    return ok(c, await loadCards(database, ids, p.lang));
  });

  app.on(METHODS, "/products/info/:id", async (c) => {
    const p = await parse(c, langOnly);
    if (p instanceof Response) return p;
    const id = readId(c.req.param("id"));
    const detail = id ? await productDetail(database, id, p.lang) : null;
    if (!detail) return fail(c, "Product not found", 404);
    return ok(c, detail);
  });

  app.on(METHODS, "/categories", async (c) => {
    const p = await parse(c, langOnly);
    if (p instanceof Response) return p;
    return ok(c, await categoryTree(database, p.lang));
  });

  app.on(METHODS, "/collections", async (c) => {
    const p = await parse(c, collectionsSchema);
    if (p instanceof Response) return p;
    const page = pageSchema.parse(p.p ?? p.page);
    return ok(c, await collectionList(database, p.lang, page, p.limit));
  });

  app.on(METHODS, "/brands", async (c) => {
    const p = await parse(c, langOnly);
    if (p instanceof Response) return p;
    return ok(c, await brandList(database, p.lang));
  });

  // the shopping feeds' products, a chunk at a time (not a public read of the read cache: a feed is walked once per build)
  app.on(METHODS, "/products/feed", async (c) => {
    const p = await parse(c, feedSchema);
    if (p instanceof Response) return p;
    return ok(c, await feedPage(database, p));
  });

  app.on(METHODS, "/product-groups", async (c) => {
    const p = await parse(c, langOnly);
    if (p instanceof Response) return p;
    return ok(c, await productGroupList(database, p.lang));
  });

  return app;
}
