/**
 * The back office's home banner calls on PGlite (and PostgreSQL with DATABASE_URL): the
 * permission matrix (owner, manager, content editor write; support and shoppers 403; no token
 * 401), create / update with the version check / duplicate / remove, field errors (422), the
 * audit entries, and the storefront's `home-sections` answer following each change through the
 * API's read cache (the change feed drops it).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listenPublicChanges, type ChangeFeed } from "../db/changes.ts";
import { testApi, testDatabase } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import type { HomeDefinitions } from "../content/contract.ts";
import type { AdminBanner, AdminBannerRow, BannerFormPayload } from "./banners-contract.ts";
import type { ListPage } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let changes: ChangeFeed;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const database = await testDatabase();
  changes = await listenPublicChanges(database, { settleMs: 0 });
  api = await testApi({ API_READ_CACHE: "1" }, database, changes);
  Object.assign(tokens, await staffTokens(api, "99455410000"));
  await api.database.query(sql`insert into product_groups (id, slug, title) values (7, 'summer-picks', '{"az":"Yay","en":"Summer","ru":"Лето"}'::jsonb)`);
}, 240_000);

afterAll(() => changes?.close());

const stamp = () => Math.random().toString(36).slice(2, 8);
const IMAGE = "gen/b/slide-1-dress-b52a30/1920x800.png";
const MOBILE = "gen/b/slide-1-dress-b52a30/800x1000.png";

function slider(overrides: Partial<BannerFormPayload> = {}): BannerFormPayload {
  return {
    lang: "en",
    kind: "main_slider",
    sort: "3",
    items: [{ title: `Autumn edit ${stamp()}`, subtitle: "Warm layers", image: IMAGE, mbImage: MOBILE, route: "/newin" }],
    ...overrides,
  };
}

const call = <T>(path: string, body: Record<string, unknown>, token = tokens.owner) => api.call<T>(path, { lang: "en", ...body }, { token });
const get = <T>(path: string, query: Record<string, string> = {}, token = tokens.owner) => api.call<T>(path, { lang: "en", ...query }, { method: "GET", token });

/** The storefront's home definitions, as an anonymous visitor reads them (through the read cache). */
async function home(lang = "en"): Promise<{ cache: string | null; data: HomeDefinitions }> {
  const res = await api.app.fetch(new Request(`http://test/api/home-sections?lang=${lang}`));
  return { cache: res.headers.get("x-read-cache"), data: ((await res.json()) as { data: HomeDefinitions }).data };
}

/** The home definitions once the change notice has dropped the cached answer. */
async function homeUntil(lang: string, ok: (d: HomeDefinitions) => boolean): Promise<HomeDefinitions> {
  let answer = await home(lang);
  for (let i = 0; i < 100 && !ok(answer.data); i += 1) {
    await new Promise((r) => setTimeout(r, 20));
    answer = await home(lang);
  }
  return answer.data;
}

const titles = (d: HomeDefinitions) => d.sections.flatMap((s) => ("items" in s ? s.items.map((i) => i.title) : [s.title]));

describe("permissions", () => {
  it("lets owner, manager and content editor read and write; support and shoppers get 403; no token 401", async () => {
    for (const role of ["owner", "manager", "content"]) expect((await get("admin/banners", {}, tokens[role])).status, role).toBe(200);
    for (const who of ["support", "shopper"]) expect((await get("admin/banners", {}, tokens[who])).status, who).toBe(403);
    expect((await api.call("admin/banners", { lang: "en" }, { method: "GET" })).status).toBe(401);
    const made = await call<{ id: number; banner: AdminBanner }>("admin/banners/create", slider() as never, tokens.content);
    expect(made.status).toBe(200);
    const { id, banner } = made.data!;
    for (const who of ["support", "shopper"]) expect((await get(`admin/banners/info/${id}`, {}, tokens[who])).status, who).toBe(403);
    const writes: [string, Record<string, unknown>][] = [
      ["admin/banners/create", slider() as never],
      [`admin/banners/update/${id}`, { ...slider(), version: banner.version } as never],
      [`admin/banners/duplicate/${id}`, {}],
      [`admin/banners/remove/${id}`, {}],
    ];
    for (const [path, body] of writes) {
      for (const who of ["support", "shopper"]) expect((await call(path, body, tokens[who])).status, `${who} ${path}`).toBe(403);
      expect((await api.call(path, body)).status, path).toBe(401);
    }
    // nothing of the refused writes happened
    const after = await get<{ banner: AdminBanner }>(`admin/banners/info/${id}`);
    expect(after.data!.banner.version).toBe(banner.version);
    expect((await get<ListPage<AdminBannerRow>>("admin/banners")).data!.total).toBe(1);
  });
});

describe("banners", () => {
  it("creates a slide the home page of its language shows at once (read cache and all), audited", async () => {
    const before = await home("en");
    expect((await home("en")).cache).toBe("HIT");
    const body = slider();
    const made = await call<{ id: number; banner: AdminBanner }>("admin/banners/create", body as never, tokens.manager);
    expect(made.status).toBe(200);
    expect(made.data!.banner).toMatchObject({ lang: "en", kind: "main_slider", sort: 3, hidden: false, items: [{ title: body.items![0]!.title, image: IMAGE, mbImage: MOBILE, route: "/newin" }] });
    const shown = await homeUntil("en", (d) => titles(d).includes(body.items![0]!.title!));
    expect(shown.sections.length).toBe(before.data.sections.length + 1);
    const section = shown.sections.find((s) => s.id === made.data!.id)!;
    expect(section).toMatchObject({ type: "main_slider", items: [{ title: body.items![0]!.title, subtitle: "Warm layers", image: IMAGE, mbImage: MOBILE, route: "/newin" }] });
    expect(titles((await home("az")).data)).not.toContain(body.items![0]!.title);
    const [log] = await api.database.query<{ action: string; actor_name: string; area: string; after: AdminBanner }>(
      sql`select action, actor_name, area, after from audit_log where entity = 'banner' and entity_id = ${String(made.data!.id)}`,
    );
    expect(log).toMatchObject({ action: "create", actor_name: "manager Staff", area: "content" });
    expect(log!.after.items[0]!.title).toBe(body.items![0]!.title);
  });

  it("updates with the version it was opened with; an older version answers 409 'changed by someone else'", async () => {
    const made = (await call<{ id: number; banner: AdminBanner }>("admin/banners/create", slider() as never)).data!;
    const first = await call<{ banner: AdminBanner }>(`admin/banners/update/${made.id}`, {
      ...slider({ items: [{ title: "First edit", image: IMAGE, route: "/sale" }] }),
      version: made.banner.version,
    });
    expect(first.status).toBe(200);
    expect(first.data!.banner.version).not.toBe(made.banner.version);
    // a second editor still holds the version of the form they opened before
    const stale = await call(`admin/banners/update/${made.id}`, { ...slider({ items: [{ title: "Second edit", image: IMAGE }] }), version: made.banner.version, lang: "ru" });
    expect(stale.status).toBe(409);
    expect(stale.errors!.version).toMatch(/кто-то другой/);
    const now = (await get<{ banner: AdminBanner }>(`admin/banners/info/${made.id}`)).data!.banner;
    expect(now.items[0]!.title).toBe("First edit");
    const shown = await homeUntil("en", (d) => titles(d).includes("First edit"));
    expect(shown.sections.find((s) => s.id === made.id)).toMatchObject({ items: [{ title: "First edit", route: "/sale" }] });
    const logs = await api.database.query<{ before: AdminBanner; after: AdminBanner }>(
      sql`select before, after from audit_log where entity = 'banner' and entity_id = ${String(made.id)} and action = 'update'`,
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]!.after.items[0]!.title).toBe("First edit");
  });

  it("hides a section from the home page and shows it again; the list filters by language, kind and visibility", async () => {
    const body = slider({ lang: "az" });
    const made = (await call<{ id: number; banner: AdminBanner }>("admin/banners/create", body as never)).data!;
    const title = body.items![0]!.title!;
    await homeUntil("az", (d) => titles(d).includes(title));
    const hidden = await call<{ banner: AdminBanner }>(`admin/banners/update/${made.id}`, { ...body, hidden: "on", version: made.banner.version });
    expect(hidden.data!.banner.hidden).toBe(true);
    expect(titles(await homeUntil("az", (d) => !titles(d).includes(title)))).not.toContain(title);
    const list = await get<ListPage<AdminBannerRow>>("admin/banners", { lang: "en", language: "az", visibility: "hidden" });
    expect(list.data!.items.map((r) => r.id)).toContain(made.id);
    const az = await get<ListPage<AdminBannerRow>>("admin/banners", { lang: "en", language: "az", kind: "big_banner" });
    expect(az.data!.items).toEqual([]);
    await call(`admin/banners/update/${made.id}`, { ...body, version: hidden.data!.banner.version });
    expect(titles(await homeUntil("az", (d) => titles(d).includes(title)))).toContain(title);
  });

  it("stores every kind the home page renders: double banner with its text block, big banner, product rails", async () => {
    const double = await call<{ id: number }>("admin/banners/create", {
      lang: "ru",
      kind: "double_banner",
      title: "Сделано на годы",
      desc: "Ткани, которые служат",
      route: "/about",
      label: "О нас",
      items: [
        { title: "Женщинам", desc: "Платья", image: IMAGE, route: "/women", label: "Смотреть", contentType: "bottom" },
        { title: "Мужчинам", desc: "Рубашки", image: IMAGE, route: "/men", label: "Смотреть", contentType: "top" },
      ],
    });
    expect(double.status).toBe(200);
    const big = await call<{ id: number }>("admin/banners/create", { lang: "ru", kind: "big_banner", items: [{ title: "Уютный дом", image: IMAGE, route: "/home" }] });
    const rail = await call<{ id: number }>("admin/banners/create", { lang: "ru", kind: "group_products", productGroupId: "7", title: "Летний выбор", route: "/summer" });
    const sale = await call<{ id: number }>("admin/banners/create", { lang: "ru", kind: "sale_products", title: "Распродажа", route: "/sale" });
    const shown = await homeUntil("ru", (d) => d.sections.some((s) => s.id === sale.data!.id));
    expect(shown.sections.find((s) => s.id === double.data!.id)).toMatchObject({
      type: "double_banner",
      items: [
        { title: "Женщинам", desc: "Платья", link: { to: "/women", label: "Смотреть" }, contentType: "bottom" },
        { title: "Мужчинам", link: { to: "/men" }, contentType: "top" },
      ],
      text: { title: "Сделано на годы", desc: "Ткани, которые служат", link: { to: "/about", label: "О нас" } },
    });
    expect(shown.sections.find((s) => s.id === big.data!.id)).toMatchObject({ type: "big_banner", items: [{ title: "Уютный дом", link: { to: "/home" } }] });
    expect(shown.sections.find((s) => s.id === rail.data!.id)).toMatchObject({ type: "group_products", productGroupId: 7, title: "Летний выбор", route: "/summer" });
    expect(shown.sections.find((s) => s.id === sale.data!.id)).toMatchObject({ type: "sale_products", title: "Распродажа", route: "/sale" });
    const info = (await get<{ banner: AdminBanner }>(`admin/banners/info/${double.data!.id}`)).data!.banner;
    expect(info).toMatchObject({ kind: "double_banner", title: "Сделано на годы", route: "/about", label: "О нас", items: [{ route: "/women", label: "Смотреть" }, { route: "/men" }] });
  });

  it("refuses bad input with field errors (422), never a 500", async () => {
    const bad = await call("admin/banners/create", {
      lang: "en",
      kind: "main_slider",
      sort: "-1",
      items: [{ title: "No image", route: "javascript:alert(1)" }, { title: "x", image: "../../etc/passwd" }],
    });
    expect(bad.status).toBe(422);
    expect(bad.errors).toMatchObject({ sort: expect.any(String), "items.0.image": expect.any(String), "items.0.route": expect.any(String), "items.1.image": expect.any(String) });
    const empty = await call("admin/banners/create", { lang: "en", kind: "big_banner" });
    expect(empty.status).toBe(422);
    expect(empty.errors!["items.0.image"]).toBeTruthy();
    const tooMany = await call("admin/banners/create", { lang: "en", kind: "big_banner", items: [{ image: IMAGE }, { image: IMAGE }] });
    expect(tooMany.status).toBe(422);
    expect((await call("admin/banners/create", { lang: "xx", kind: "nope" })).status).toBe(422);
    const group = await call("admin/banners/create", { lang: "en", kind: "group_products", productGroupId: "999" }, tokens.owner);
    expect(group.status).toBe(422);
    expect(group.errors!.productGroupId).toBeTruthy();
    expect((await call("admin/banners/update/999999", { ...slider(), version: "x" })).status).toBe(404);
    expect((await call("admin/banners/update/99999999999", { ...slider(), version: "x" })).status).toBe(404);
    expect((await call("admin/banners/remove/999999", {})).status).toBe(404);
    expect((await get("admin/banners/info/999999")).status).toBe(404);
  });

  it("duplicates a banner as a hidden copy and removes banners, audited; the home page follows", async () => {
    const body = slider();
    const made = (await call<{ id: number; banner: AdminBanner }>("admin/banners/create", body as never)).data!;
    const copy = await call<{ id: number }>(`admin/banners/duplicate/${made.id}`, {});
    expect(copy.status).toBe(200);
    const copied = (await get<{ banner: AdminBanner }>(`admin/banners/info/${copy.data!.id}`)).data!.banner;
    expect(copied).toMatchObject({ hidden: true, kind: "main_slider", items: made.banner.items });
    const title = body.items![0]!.title!;
    await homeUntil("en", (d) => titles(d).includes(title));
    expect((await call(`admin/banners/remove/${made.id}`, {})).status).toBe(200);
    expect(titles(await homeUntil("en", (d) => !titles(d).includes(title)))).not.toContain(title);
    expect((await get(`admin/banners/info/${made.id}`)).status).toBe(404);
    const actions = await api.database.query<{ action: string }>(
      sql`select action from audit_log where entity = 'banner' and entity_id in (${String(made.id)}, ${String(copy.data!.id)}) order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["create", "duplicate", "remove"]);
  });
});
