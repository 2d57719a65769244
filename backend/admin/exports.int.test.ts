/**
 * The CSV export of every back-office list the kit shows (reviews, customers, feedback, staff,
 * branches, delivery areas, menus, articles, article categories, home banners, pages) on PGlite
 * (and PostgreSQL with DATABASE_URL): each answers CSV with its header row and only the rows
 * its search and filters match, never a password hash; a role without the list's permission
 * and a shopper get 403, a visitor 401.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../auth/tokens.ts";
import { insertProduct } from "../content/test-fixtures.ts";
import { users } from "../db/schema.ts";
import { testApi } from "../test/db.ts";
import { parseCsv } from "../../tests/csv.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
const tokens: Record<string, string> = {};
let n = 0;

async function person(roles: string[], extra: Partial<typeof users.$inferInsert> = {}) {
  n += 1;
  const [row] = await api.database.db
    .insert(users)
    .values({ firstName: `X${n}`, lastName: "Export", mobile: `9945540100${String(n).padStart(2, "0")}`, roles, verified: true, ...extra })
    .returning({ id: users.id });
  return { id: row!.id, token: await signAccessToken({ config: api.config } as never, row!.id) };
}

async function exportOf(list: string, query: Record<string, string>, token?: string) {
  const url = new URL(`http://test/api/admin/${list}/export`);
  for (const [k, v] of Object.entries({ lang: "en", ...query })) url.searchParams.set(k, v);
  const res = await api.app.fetch(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  return res;
}

const i18n = (en: string) => JSON.stringify({ az: `${en} az`, en, ru: `${en} ru` });

beforeAll(async () => {
  api = await testApi();
  for (const role of ["owner", "manager", "content", "support", "shopper"]) tokens[role] = (await person(role === "shopper" ? [] : [role])).token;
  const db = api.database;
  await person([], { firstName: "Günay", lastName: "Rzayeva", email: "gunay@example.az", passwordHash: "secret-hash-never-exported" });
  await person([], { firstName: "Orxan", lastName: "Quliyev", passwordHash: "another-secret-hash" });
  const product = await insertProduct(db, { title: "Linen shirt" });
  await db.query(sql`insert into reviews (product_id, full_name, email, rating, review, status) values
    (${product}, 'Approved Person', 'a@example.az', 5, 'Great, fits well', 'on'),
    (${product}, 'Waiting Person', 'w@example.az', 2, 'Too small', 'off')`);
  await db.query(sql`insert into feedbacks (type, first_name, last_name, email, mobile, message, handled_at) values
    ('complaint', 'Open', 'Message', 'open@example.az', '994501110000', 'The parcel came late', null),
    ('question', 'Handled', 'Message', 'done@example.az', '994501110001', 'Where is my order?', now())`);
  await db.query(sql`insert into branches (title, city_title, address, google_embed, latitude, longitude, hidden, sort) values
    (${i18n("Shown branch")}::jsonb, ${i18n("Baku")}::jsonb, ${i18n("Nizami 5")}::jsonb, '', '40.4', '49.8', false, 1),
    (${i18n("Hidden branch")}::jsonb, ${i18n("Ganja")}::jsonb, ${i18n("Ataturk 1")}::jsonb, '', '40.6', '46.3', true, 2)`);
  const [city] = await db.query<{ id: number }>(sql`insert into delivery_areas (code, level, title, fee_q) values ('x-baku', 'city', ${i18n("Baku city")}::jsonb, 500) returning id`);
  await db.query(sql`insert into delivery_areas (parent_id, code, level, title, fee_q) values (${city!.id}, 'x-nasimi', 'district', ${i18n("Nasimi")}::jsonb, 1250)`);
  await db.query(sql`insert into menu_items (menu, title, link, sort) values ('main', ${i18n("Main item")}::jsonb, '/sale', 1), ('company', ${i18n("About us")}::jsonb, '/about', 1)`);
  await db.query(sql`insert into articles (slug, title, "desc", published_at, status) values
    ('x-published', ${i18n("Published article")}::jsonb, ${i18n("d")}::jsonb, now() - interval '1 day', 'on'),
    ('x-draft', ${i18n("Draft article")}::jsonb, ${i18n("d")}::jsonb, now(), 'off')`);
  await db.query(sql`insert into article_categories (slug, title, sort) values ('x-news', ${i18n("News")}::jsonb, 1), ('x-tips', ${i18n("Style tips")}::jsonb, 2)`);
  await db.query(sql`insert into home_sections (lang, type, data, sort) values
    ('az', 'big_banner', ${JSON.stringify({ items: [{ title: "Yay endirimi", image: "/img/a.jpg" }] })}::jsonb, 1),
    ('en', 'big_banner', ${JSON.stringify({ items: [{ title: "Summer sale", image: "/img/b.jpg" }] })}::jsonb, 1)`);
  await db.query(sql`insert into pages (key, title, content, hidden) values
    ('x-shown', ${i18n("Shown page")}::jsonb, ${i18n("<p>a</p>")}::jsonb, false),
    ('x-hidden', ${i18n("Hidden page")}::jsonb, ${i18n("<p>b</p>")}::jsonb, true)`);
}, 240_000);

/** list → query that keeps one of the two rows, the header, the kept row's marker, the left-out row's marker, a role refused */
const CASES: { list: string; query: Record<string, string>; header: string[]; keeps: string; leaves: string; refused: string[] }[] = [
  { list: "reviews", query: { state: "approved" }, header: ["id", "created_at", "product", "name", "email", "rating", "state", "review", "reply", "language"], keeps: "Approved Person", leaves: "Waiting Person", refused: [] },
  { list: "customers", query: { q: "Günay" }, header: ["id", "name", "mobile", "email", "verified", "loyalty", "orders", "registered_at"], keeps: "Günay Rzayeva", leaves: "Orxan Quliyev", refused: ["content"] },
  { list: "feedback", query: { handled: "no" }, header: ["id", "created_at", "type", "name", "email", "mobile", "message", "language", "handled", "handled_by"], keeps: "Open Message", leaves: "Handled Message", refused: ["content"] },
  { list: "staff", query: { role: "manager" }, header: ["id", "name", "mobile", "roles", "since"], keeps: "manager", leaves: "owner", refused: ["content", "support"] },
  { list: "branches", query: { visibility: "hidden" }, header: ["id", "title", "city", "address", "phone", "pickup", "hidden", "order"], keeps: "Hidden branch", leaves: "Shown branch", refused: ["support"] },
  { list: "delivery-areas", query: { level: "district" }, header: ["id", "code", "level", "title", "inside", "fee_azn", "fee_in_effect_azn", "no_delivery", "areas_inside"], keeps: "x-nasimi", leaves: "x-baku", refused: ["support"] },
  { list: "menus", query: { menu: "company" }, header: ["id", "menu", "level", "title", "under", "leads_to", "sub_items", "order"], keeps: "About us", leaves: "Main item", refused: ["support"] },
  { list: "articles", query: { state: "draft" }, header: ["id", "title", "address", "categories", "state", "published_at", "blocks"], keeps: "Draft article", leaves: "Published article", refused: ["support"] },
  { list: "article-categories", query: { q: "tips" }, header: ["id", "title", "address", "articles", "order"], keeps: "Style tips", leaves: "News", refused: ["support"] },
  { list: "banners", query: { language: "az" }, header: ["id", "language", "kind", "title", "image", "items", "hidden", "order"], keeps: "Yay endirimi", leaves: "Summer sale", refused: ["support"] },
  { list: "pages", query: { visibility: "hidden" }, header: ["id", "key", "title", "address", "hidden"], keeps: "Hidden page", leaves: "Shown page", refused: ["support"] },
];

describe("CSV export of every list", () => {
  it.each(CASES)("$list: CSV with the header row and only the filtered rows", async ({ list, query, header, keeps, leaves }) => {
    const res = await exportOf(list, query, tokens.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    // a UTF-8 byte order mark first, so spreadsheet programs read Azerbaijani letters
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual(header);
    const body = rows.slice(1);
    expect(body.length).toBeGreaterThan(0);
    for (const row of body) expect(row).toHaveLength(header.length);
    expect(body.some((row) => row.some((c) => c.includes(keeps)))).toBe(true);
    expect(body.some((row) => row.some((c) => c.includes(leaves)))).toBe(false);
    expect(text).not.toMatch(/secret-hash|another-secret|password/i);
    // without the filter both rows are there
    const all = parseCsv(await (await exportOf(list, {}, tokens.owner)).text());
    expect(all.slice(1).some((row) => row.some((c) => c.includes(leaves)))).toBe(true);
  });

  it.each(CASES)("$list: 403 without the list's permission, 401 without a token", async ({ list, refused }) => {
    for (const role of [...refused, "shopper"]) {
      const res = await exportOf(list, {}, tokens[role]);
      expect({ role, status: res.status }).toEqual({ role, status: 403 });
      expect(await res.json()).toMatchObject({ ok: false });
    }
    expect((await exportOf(list, {})).status).toBe(401);
  });

  it("writes money as manat and dates as ISO text", async () => {
    const rows = parseCsv(await (await exportOf("delivery-areas", { level: "district" }, tokens.owner)).text());
    expect(rows[1]).toEqual(expect.arrayContaining(["x-nasimi", "district", "Nasimi", "Baku city", "12.50", "12.50"]));
    const reviews = parseCsv(await (await exportOf("reviews", { state: "waiting" }, tokens.owner)).text());
    expect(reviews[1]![1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(reviews[1]).toEqual(expect.arrayContaining(["Linen shirt en", "Waiting Person", "2", "waiting", "Too small"]));
  });
});
