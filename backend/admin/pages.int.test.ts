/**
 * The back office's static page calls on PGlite (and PostgreSQL with DATABASE_URL): the
 * permission matrix, create / update with the version check and a moved address (the old one
 * redirects) / hide / remove with their refusals, the audit entries, and the storefront's
 * `pages/info` and `routes/current` answers afterwards.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { AdminPage, AdminPageRow, PageFormPayload } from "./pages-contract.ts";
import type { ListPage } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  Object.assign(tokens, await staffTokens(api, "99455420000"));
}, 240_000);

const stamp = () => Math.random().toString(36).slice(2, 8);
function pageForm(s = stamp(), overrides: Partial<PageFormPayload> = {}): PageFormPayload {
  return {
    az: { title: `Hədiyyə kartları ${s}`, path: `/hediyye-${s}`, content: "<p>Kartlar</p>" },
    en: { title: `Gift cards ${s}`, path: `/gift-cards-${s}`, content: "<h2>Cards</h2><p>Give a card.</p>" },
    ru: { title: `Подарочные карты ${s}`, path: `/podarochnye-${s}`, content: "<p>Карты</p>" },
    ...overrides,
  };
}
const call = <T>(path: string, body: Record<string, unknown>, token = tokens.owner) => api.call<T>(path, { lang: "en", ...body }, { token });
const get = <T>(path: string, query: Record<string, string> = {}, token = tokens.owner) => api.call<T>(path, { lang: "en", ...query }, { method: "GET", token });

describe("static pages", () => {
  it("lets owner, manager and content editor read and write; support and shoppers get 403; no token 401", async () => {
    for (const role of ["owner", "manager", "content"]) expect((await get("admin/pages", {}, tokens[role])).status, role).toBe(200);
    for (const who of ["support", "shopper"]) expect((await get("admin/pages", {}, tokens[who])).status, who).toBe(403);
    expect((await api.call("admin/pages", { lang: "en" }, { method: "GET" })).status).toBe(401);
    const made = await call<{ id: number; page: AdminPage }>("admin/pages/create", pageForm() as never, tokens.content);
    expect(made.status).toBe(200);
    const id = made.data!.id;
    for (const [path, body] of [
      ["admin/pages/create", pageForm()],
      [`admin/pages/update/${id}`, { ...pageForm(), version: made.data!.page.version }],
      [`admin/pages/remove/${id}`, {}],
    ] as [string, Record<string, unknown>][]) {
      for (const who of ["support", "shopper"]) expect((await call(path, body, tokens[who])).status, `${who} ${path}`).toBe(403);
      expect((await api.call(path, body)).status, path).toBe(401);
    }
    expect((await get<{ page: AdminPage }>(`admin/pages/info/${id}`)).data!.page.version).toBe(made.data!.page.version);
  });

  it("creates a page the storefront serves at its address in each language, audited", async () => {
    const s = stamp();
    const made = await call<{ id: number; page: AdminPage }>("admin/pages/create", pageForm(s) as never, tokens.manager);
    expect(made.status).toBe(200);
    expect(made.data!.page).toMatchObject({ key: `gift-cards-${s}`, hidden: false, texts: { en: { path: `/gift-cards-${s}` } } });
    const route = await api.call<{ type: string; id: number }>("routes/current", { lang: "ru", route: `/podarochnye-${s}` });
    expect(route.data).toMatchObject({ type: "page", id: made.data!.id });
    const page = await api.call<{ title: string; content: string }>(`pages/info/${made.data!.id}`, { lang: "en" });
    expect(page.data).toMatchObject({ title: `Gift cards ${s}`, content: "<h2>Cards</h2><p>Give a card.</p>" });
    const [log] = await api.database.query<{ action: string; actor_name: string }>(sql`select action, actor_name from audit_log where entity = 'page' and entity_id = ${String(made.data!.id)}`);
    expect(log).toMatchObject({ action: "create", actor_name: "manager Staff" });
  });

  it("updates with its version (an older one answers 409), moves an address (the old one redirects) and hides the page", async () => {
    const s = stamp();
    const made = (await call<{ id: number; page: AdminPage }>("admin/pages/create", pageForm(s) as never)).data!;
    const body = pageForm(s, { en: { title: `Vouchers ${s}`, path: `/vouchers-${s}`, content: "<p>Vouchers</p>" } });
    const first = await call<{ page: AdminPage }>(`admin/pages/update/${made.id}`, { ...body, version: made.page.version });
    expect(first.status).toBe(200);
    const stale = await call(`admin/pages/update/${made.id}`, { ...pageForm(s), version: made.page.version, lang: "az" });
    expect(stale.status).toBe(409);
    expect(stale.errors!.version).toMatch(/başqası/);
    expect((await api.call<{ title: string }>(`pages/info/${made.id}`, { lang: "en" })).data!.title).toBe(`Vouchers ${s}`);
    const old = await api.call<{ redirect?: string; type?: string }>("routes/current", { lang: "en", route: `/gift-cards-${s}` });
    expect(JSON.stringify(old)).toContain(`/vouchers-${s}`);
    const hidden = await call<{ page: AdminPage }>(`admin/pages/update/${made.id}`, { ...body, hidden: "on", version: first.data!.page.version });
    expect(hidden.data!.page.hidden).toBe(true);
    expect((await api.call(`pages/info/${made.id}`, { lang: "en" })).status).toBe(404);
    const list = await get<ListPage<AdminPageRow>>("admin/pages", { visibility: "hidden", q: s });
    expect(list.data!.items.map((r) => r.id)).toEqual([made.id]);
    const logs = await api.database.query<{ before: AdminPage; after: AdminPage }>(
      sql`select before, after from audit_log where entity = 'page' and entity_id = ${String(made.id)} and action = 'update' order by id`,
    );
    expect(logs[0]!.before.texts.en.title).toBe(`Gift cards ${s}`);
    expect(logs[0]!.after.texts.en.title).toBe(`Vouchers ${s}`);
  });

  it("leaves a hidden page's menu links (and the items under them) out of the storefront's menus; shown again, they are back", async () => {
    const s = stamp();
    const made = (await call<{ id: number; page: AdminPage }>("admin/pages/create", pageForm(s) as never)).data!;
    const [item] = await api.database.query<{ id: number }>(
      sql`insert into menu_items (menu, title, entity_type, entity_id, sort) values ('company', ${JSON.stringify({ en: `Gift ${s}` })}::jsonb, 'page', ${made.id}, 99) returning id`,
    );
    await api.database.query(sql`insert into menu_items (menu, parent_id, title, link, sort) values ('company', ${item!.id}, ${JSON.stringify({ en: `Under ${s}` })}::jsonb, '/sale', 1)`);
    type Item = { title: string; route: string | null; children: Item[] };
    const company = async () => (await api.call<{ company: Item[] }>("menus", { lang: "en" })).data!.company;
    const shown = (await company()).find((i) => i.title === `Gift ${s}`);
    expect(shown).toMatchObject({ route: `/gift-cards-${s}`, children: [{ title: `Under ${s}`, route: "/sale" }] });
    const hidden = await call<{ page: AdminPage }>(`admin/pages/update/${made.id}`, { ...pageForm(s), hidden: "on", version: made.page.version });
    expect(hidden.status).toBe(200);
    expect((await api.call(`pages/info/${made.id}`, { lang: "en" })).status).toBe(404);
    expect(JSON.stringify(await company())).not.toContain(s);
    await call(`admin/pages/update/${made.id}`, { ...pageForm(s), version: hidden.data!.page.version });
    expect((await company()).find((i) => i.title === `Gift ${s}`)?.children).toHaveLength(1);
  });

  it("refuses bad input with field errors (422): addresses, taken and reserved addresses", async () => {
    const s = stamp();
    await call("admin/pages/create", pageForm(s) as never);
    const bad = await call("admin/pages/create", {
      key: "Bad Key",
      az: { title: "", path: "no-slash", content: "" },
      en: { title: "X", path: "/admin", content: "<p>x</p>" },
      ru: { title: "X", path: "/x", content: "<p>x</p>" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.errors!).sort()).toEqual(["az.path", "az.title", "en.path", "key"]);
    const taken = await call("admin/pages/create", { ...pageForm(stamp(), { en: { title: "Y", path: `/gift-cards-${s}` } }), key: `other-${s}` });
    expect(taken.status).toBe(422);
    expect(taken.errors, JSON.stringify(taken)).toMatchObject({ "en.path": expect.any(String) });
    const keyTaken = await call("admin/pages/create", { ...pageForm(), key: `gift-cards-${s}` });
    expect(keyTaken.status).toBe(422);
    expect((await call("admin/pages/update/999999", { ...pageForm(), version: "x" })).status).toBe(404);
  });

  it("removes a page and its addresses, audited; a page a menu links is kept (409)", async () => {
    const s = stamp();
    const made = (await call<{ id: number }>("admin/pages/create", pageForm(s) as never)).data!;
    await api.database.query(sql`insert into menu_items (menu, title, entity_type, entity_id) values ('company', '{"en":"Gift"}'::jsonb, 'page', ${made.id})`);
    const kept = await call(`admin/pages/remove/${made.id}`, {});
    expect(kept.status).toBe(409);
    await api.database.query(sql`delete from menu_items where entity_type = 'page' and entity_id = ${made.id}`);
    expect((await call(`admin/pages/remove/${made.id}`, {})).status).toBe(200);
    expect((await get(`admin/pages/info/${made.id}`)).status).toBe(404);
    const [left] = await api.database.query<{ n: number }>(sql`select count(*)::int as n from routes where entity_type = 'page' and entity_id = ${made.id}`);
    expect(left!.n).toBe(0);
    const [log] = await api.database.query<{ action: string }>(sql`select action from audit_log where entity = 'page' and entity_id = ${String(made.id)} and action = 'remove'`);
    expect(log).toBeTruthy();
  });
});
