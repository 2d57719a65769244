import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { rowsOf, type Database } from "../db/client.ts";
import {
  articleBlocks,
  articleCategories,
  articleCategoryLinks,
  articles,
  branches,
  deliveryAreas,
  pages,
  type Lang,
  type RouteEntity,
} from "../db/schema.ts";
import type {
  Article,
  ArticleBlock,
  ArticleCategory,
  ArticleList,
  ArticleListItem,
  Branch,
  DeliveryArea,
  MenuItem,
  MenuPopular,
  Menus,
  Page,
} from "./contract.ts";
import { allRoutes, routeMap, smallProductCards } from "./lookup.ts";
import { cleanRichText } from "../core/rich-text.ts";
import { iso, isI18n, tr, trs } from "./text.ts";

export const ARTICLES_PER_PAGE = 12;
const MENU_DEPTH = 3;

/* ───────────── menus ───────────── */

interface MenuRow {
  id: number;
  menu: string;
  parentId: number | null;
  title: unknown;
  entityType: RouteEntity | null;
  entityId: number | null;
  link: string | null;
  flags: Record<string, unknown> | null;
  route: string | null;
  subType: string | null;
  image: string | null;
  popular: Record<string, unknown> | null;
}

function popularOf(raw: Record<string, unknown> | null, lang: Lang): MenuPopular | null {
  if (!raw || typeof raw !== "object") return null;
  const s = (v: unknown) => {
    const text = tr(v, lang);
    return text ? text : null;
  };
  const popular: MenuPopular = {
    smallImage: s(raw.smallImage),
    smallTitle: s(raw.smallTitle),
    smallRoute: s(raw.smallRoute),
    bigImage: s(raw.bigImage),
    bigTitle: s(raw.bigTitle),
    bigRoute: s(raw.bigRoute),
  };
  return popular.smallImage || popular.bigImage ? popular : null;
}

/**
 * All three menus. A linked entity's route in `lang` wins over the item's link; items whose
 * parent is missing are left out; the trees stop at three levels; items flagged isSale are
 * left out when discounts are off; an item linking a hidden static page (whose address answers
 * 404) is left out, with its children.
 */
export async function getMenus(database: Database, lang: Lang, opts: { discountsActive: boolean }): Promise<Menus> {
  const rows = await database.query<MenuRow>(sql`
    select m.id, m.menu, m.parent_id as "parentId", m.title, m.entity_type as "entityType", m.entity_id as "entityId",
      m.link, m.flags,
      (select r.path from routes r
        where r.entity_type = m.entity_type and r.entity_id = m.entity_id and r.lang = ${lang} and r.is_redirect = false
        order by r.id desc limit 1) as route,
      c.sub_type as "subType", c.image, c.popular
    from menu_items m
    left join categories c on m.entity_type = 'category' and c.id = m.entity_id
    left join pages pg on m.entity_type = 'page' and pg.id = m.entity_id
    where m.menu in ('main', 'company', 'for_customer') and not coalesce(pg.hidden, false)
    order by m.sort, m.id`);

  const nodes = new Map<number, { row: MenuRow; item: MenuItem }>();
  for (const row of rows) {
    const flags = row.flags ?? {};
    if (!opts.discountsActive && flags.isSale === true) continue;
    const flagText = (key: string) => (typeof flags[key] === "string" || isI18n(flags[key]) ? tr(flags[key], lang) || null : null);
    nodes.set(Number(row.id), {
      row,
      item: {
        id: Number(row.id),
        title: trs(row.title, lang),
        route: row.route ?? (row.link || null),
        children: [],
        subType: row.subType ?? flagText("subType"),
        isNewIn: flags.isNewIn === true,
        isSale: flags.isSale === true,
        campaign: flags.campaign === true,
        orangeStar: flags.orangeStar === true,
        new: flags.new === true,
        allText: flagText("allText"),
        image: row.image ?? null,
        popular: popularOf(row.popular, lang),
        entityType: row.entityType ?? null,
        entityId: row.entityId == null ? null : Number(row.entityId),
      },
    });
  }

  const menus: Menus = { main: [], company: [], for_customer: [] };
  const depthOf = (id: number): number => {
    let depth = 1;
    let current = nodes.get(id);
    const seen = new Set<number>();
    while (current?.row.parentId != null) {
      if (seen.has(current.item.id)) return Infinity; // a cycle
      seen.add(current.item.id);
      const parent = nodes.get(Number(current.row.parentId));
      if (!parent || parent.row.menu !== current.row.menu) return Infinity; // orphan
      current = parent;
      depth += 1;
    }
    return depth;
  };
  for (const { row, item } of nodes.values()) {
    const depth = depthOf(item.id);
    if (depth > MENU_DEPTH) continue;
    const menu = row.menu as keyof Menus;
    if (row.parentId == null) menus[menu].push(item);
    else nodes.get(Number(row.parentId))!.item.children.push(item);
  }
  return menus;
}

/* ───────────── blog ───────────── */

async function categoriesOfArticles(database: Database, articleIds: number[], lang: Lang): Promise<Map<number, ArticleCategory[]>> {
  const out = new Map<number, ArticleCategory[]>();
  if (articleIds.length === 0) return out;
  const rows = await database.db
    .select({
      articleId: articleCategoryLinks.articleId,
      id: articleCategories.id,
      slug: articleCategories.slug,
      title: articleCategories.title,
    })
    .from(articleCategoryLinks)
    .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
    .where(inArray(articleCategoryLinks.articleId, articleIds))
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  const routesById = await routeMap(
    database,
    "article_category",
    rows.map((r) => r.id),
    lang,
  );
  for (const row of rows) {
    const list = out.get(row.articleId) ?? [];
    list.push({ id: row.id, slug: row.slug, title: trs(row.title, lang), route: routesById.get(row.id) ?? null });
    out.set(row.articleId, list);
  }
  return out;
}

export async function listArticleCategories(database: Database, lang: Lang): Promise<ArticleCategory[]> {
  const rows = await database.db.select().from(articleCategories).orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  const routesById = await routeMap(
    database,
    "article_category",
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: trs(r.title, lang), route: routesById.get(r.id) ?? null }));
}

/** A category filter value (id or slug) as an existing category id; unknown values are ignored. */
async function resolveArticleCategory(database: Database, value: unknown): Promise<number | null> {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === null || raw === "") return null;
  const text = String(raw).trim().slice(0, 100);
  const byId = /^\d{1,9}$/.test(text);
  const rows = await database.db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(byId ? eq(articleCategories.id, Number(text)) : eq(articleCategories.slug, text))
    .limit(1);
  return rows[0]?.id ?? null;
}

const published = and(eq(articles.status, "on"), sql`${articles.publishedAt} <= now()`);

export async function listArticles(database: Database, lang: Lang, opts: { page: number; category: unknown }): Promise<ArticleList> {
  const categoryId = await resolveArticleCategory(database, opts.category);
  const where = categoryId
    ? and(
        published,
        sql`exists (select 1 from ${articleCategoryLinks} l where l.article_id = ${articles.id} and l.category_id = ${categoryId})`,
      )
    : published;
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(articles).where(where);
  const total = Number(count);
  const rows = await database.db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(ARTICLES_PER_PAGE)
    .offset((opts.page - 1) * ARTICLES_PER_PAGE);
  const ids = rows.map((r) => r.id);
  const [routesById, categories] = await Promise.all([routeMap(database, "article", ids, lang), categoriesOfArticles(database, ids, lang)]);
  const items: ArticleListItem[] = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: trs(r.title, lang),
    desc: trs(r.desc, lang),
    route: routesById.get(r.id) ?? `/blog/${r.slug}`,
    categories: categories.get(r.id) ?? [],
    horizontalImage: r.horizontalImage,
    publishedAt: iso(r.publishedAt),
  }));
  return {
    items,
    pagination: { pages: Math.ceil(total / ARTICLES_PER_PAGE), current: opts.page, limit: ARTICLES_PER_PAGE, count: total },
  };
}

/** Resolves I18n texts inside block data (one level deep, and inside arrays of objects). */
function resolveBlockData(data: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (isI18n(value)) out[key] = tr(value, lang) ?? "";
    else if (Array.isArray(value))
      out[key] = value.map((v) => (v && typeof v === "object" && !Array.isArray(v) ? resolveBlockData(v as Record<string, unknown>, lang) : v));
    else out[key] = value;
  }
  return out;
}

export async function getArticle(database: Database, lang: Lang, idOrSlug: string): Promise<Article | null> {
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await database.db
    .select()
    .from(articles)
    .where(and(published, byId ? eq(articles.id, Number(idOrSlug)) : eq(articles.slug, idOrSlug)))
    .limit(1);
  if (!row) return null;
  const [blockRows, routesAll, categories] = await Promise.all([
    database.db.select().from(articleBlocks).where(eq(articleBlocks.articleId, row.id)).orderBy(asc(articleBlocks.sort), asc(articleBlocks.id)),
    allRoutes(database, "article", row.id),
    categoriesOfArticles(database, [row.id], lang),
  ]);
  const productIds = blockRows.map((b) => Number((b.data as Record<string, unknown>)?.productId)).filter((n) => Number.isInteger(n) && n > 0);
  const cards = await smallProductCards(database, productIds, lang);
  const blocks: ArticleBlock[] = blockRows.map((b) => {
    const data = resolveBlockData(b.data, lang);
    // a block's text is editor html: cleaned when read as well as when saved
    if (typeof data.desc === "string") data.desc = cleanRichText(data.desc);
    if (data.productId !== undefined && data.productId !== null && data.productId !== "") {
      const productId = Number(data.productId);
      data.productId = productId;
      data.product = cards.get(productId) ?? null;
    }
    return { name: b.name, data };
  });
  return {
    id: row.id,
    slug: row.slug,
    title: trs(row.title, lang),
    desc: trs(row.desc, lang),
    route: routesAll[lang] ?? `/blog/${row.slug}`,
    categories: categories.get(row.id) ?? [],
    horizontalImage: row.horizontalImage,
    publishedAt: iso(row.publishedAt),
    coverImage: row.coverImage,
    mobileCoverImage: row.mobileCoverImage,
    blocks,
    routes: routesAll,
  };
}

/* ───────────── branches, pages, delivery areas ───────────── */

export async function listBranches(database: Database, lang: Lang): Promise<Branch[]> {
  const rows = await database.db.select().from(branches).where(eq(branches.hidden, false)).orderBy(asc(branches.sort), asc(branches.id));
  return rows.map((r) => ({
    id: r.id,
    title: trs(r.title, lang),
    city: { title: trs(r.cityTitle, lang) },
    address: trs(r.address, lang),
    googleEmbed: r.googleEmbed,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    phone: r.phone,
    hours: tr(r.hours, lang) || null,
    isPickup: r.isPickup,
  }));
}

export async function getPage(database: Database, lang: Lang, keyOrId: string): Promise<Page | null> {
  const byId = /^\d{1,9}$/.test(keyOrId);
  const [row] = await database.db
    .select()
    .from(pages)
    .where(byId ? eq(pages.id, Number(keyOrId)) : eq(pages.key, keyOrId))
    .limit(1);
  // a page the back office hid answers like one that does not exist
  if (!row || row.hidden) return null;
  return {
    id: row.id,
    key: row.key,
    title: trs(row.title, lang),
    content: cleanRichText(trs(row.content, lang)),
    routes: await allRoutes(database, "page", row.id),
  };
}

/** city > district > place; fees and "no delivery" are inherited from the parent. */
/** A delivery area with its children: the one reading of the city > district > place tree. */
export interface AreaTreeNode {
  row: typeof deliveryAreas.$inferSelect;
  children: AreaTreeNode[];
}

/**
 * The delivery areas as a tree, in (sort, id) order, at most three levels; an area whose
 * parent is gone is left out. Content (with inherited fees) and checkout (with each node's own
 * fee) shape it for their answers.
 */
export async function deliveryAreaNodes(database: Database): Promise<AreaTreeNode[]> {
  const rows = await database.db.select().from(deliveryAreas).orderBy(asc(deliveryAreas.sort), asc(deliveryAreas.id));
  const byParent = new Map<number | null, typeof rows>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const parent = row.parentId != null && ids.has(row.parentId) ? row.parentId : null;
    if (row.parentId != null && parent === null) continue; // orphan
    const list = byParent.get(parent) ?? [];
    list.push(row);
    byParent.set(parent, list);
  }
  const build = (parentId: number | null, depth: number): AreaTreeNode[] =>
    depth > 3 ? [] : (byParent.get(parentId) ?? []).map((row) => ({ row, children: build(row.id, depth + 1) }));
  return build(null, 1);
}

export async function deliveryAreaTree(database: Database, lang: Lang): Promise<DeliveryArea[]> {
  const shape = (nodes: AreaTreeNode[], fee: number | null, noDelivery: boolean): DeliveryArea[] =>
    nodes.map(({ row, children }) => {
      const ownFee = row.feeQ ?? fee;
      const off = noDelivery || row.noDelivery;
      return { id: row.id, code: row.code, level: row.level, title: trs(row.title, lang), fee: ownFee, noDelivery: off, children: shape(children, ownFee, off) };
    });
  return shape(await deliveryAreaNodes(database), null, false);
}

/** Marks a feedback message handled by a staff member (or open again); answers whether it was handled, or null when unknown. */
export async function markFeedback(
  db: Pick<Database["db"], "execute">,
  id: number,
  handled: boolean,
  staffId: number,
): Promise<{ before: boolean } | null> {
  const rows = rowsOf<{ handled_at: unknown }>(await db.execute(sql`select handled_at from feedbacks where id = ${id} for update`));
  if (!rows[0]) return null;
  const before = rows[0].handled_at !== null;
  if (before !== handled) {
    await db.execute(handled ? sql`update feedbacks set handled_at = now(), handled_by = ${staffId} where id = ${id}` : sql`update feedbacks set handled_at = null, handled_by = null where id = ${id}`);
  }
  return { before };
}

/* the back office's content edits (backend/content/editing.ts) */
export {
  adminArea,
  adminBranch,
  adminMenuItem,
  areaParents,
  menuParents,
  removeArea,
  removeBranch,
  removeMenuItem,
  saveArea,
  saveBranch,
  saveMenuItem,
  setBranchHidden,
  type EditResult,
} from "./editing.ts";

/* the back office's blog edits (backend/content/blog-editing.ts) */
export {
  adminArticle,
  adminArticleCategory,
  articleCategoryOptions,
  articleVersion,
  duplicateArticle,
  removeArticle,
  removeArticleCategory,
  saveArticle,
  saveArticleCategory,
  type BlogPaths,
  type BlogSaveResult,
} from "./blog-editing.ts";
/* the back office's home banners (backend/content/banners.ts) */
export { adminBanner, duplicateBanner, removeBanner, saveBanner } from "./banners.ts";

/* the back office's static pages (backend/content/pages.ts) */
export { adminPage, removePage, savePage, type PagePathWriter } from "./pages.ts";
