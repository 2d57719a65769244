/**
 * The back office's content calls on PGlite (and PostgreSQL with DATABASE_URL): branches and
 * delivery areas. The permission matrix (owner, manager and content editor write; support and
 * shoppers get 403; no token 401), the lists, create / update / show-hide / remove with their
 * field errors (422) and refusals (409), the audit entries, and what the storefront reads
 * afterwards (`branches`, checkout's pickup branches, the cart's delivery quote).
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import { branchForm } from "./test-fixtures.ts";
import type { AdminArea, AdminAreaRow, AdminBranch, AdminBranchRow, AdminMenuItem, AdminMenuItemRow, AreaFormInput, MenuItemFormInput } from "./content-contract.ts";
import type { ListPage } from "./contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  Object.assign(tokens, await staffTokens(api, "99455400000"));
}, 240_000);

const stamp = () => Math.random().toString(36).slice(2, 8);

const call = <T>(path: string, body: Record<string, unknown>, token = tokens.owner) => api.call<T>(path, body, { token });
const get = <T>(path: string, query: Record<string, string> = {}, token = tokens.owner) => api.call<T>(path, { lang: "en", ...query }, { method: "GET", token });
const storefrontBranches = async (lang = "en") => (await api.call<{ id: number; title: string; address: string; hours: string | null }[]>("branches", { lang })).data!;

describe("permissions", () => {
  it("lets owner, manager and content editor read and write; support and shoppers get 403; no token 401", async () => {
    const reads = ["admin/branches", "admin/delivery-areas", "admin/delivery-areas/parents"];
    for (const role of ["owner", "manager", "content"]) {
      for (const path of reads) expect((await get(path, {}, tokens[role])).status, `${role} ${path}`).toBe(200);
    }
    for (const who of ["support", "shopper"]) {
      for (const path of reads) expect((await get(path, {}, tokens[who])).status, `${who} ${path}`).toBe(403);
    }
    for (const path of reads) expect((await api.call(path, {}, { method: "GET" })).status).toBe(401);
    const made = await call<{ id: number }>("admin/branches/create", branchForm() as never, tokens.content);
    expect(made.status).toBe(200);
    const id = made.data!.id;
    const writes: [string, Record<string, unknown>][] = [
      ["admin/branches/create", branchForm() as never],
      [`admin/branches/update/${id}`, branchForm() as never],
      [`admin/branches/visibility/${id}`, { hidden: true }],
      [`admin/branches/remove/${id}`, {}],
      ["admin/delivery-areas/create", { code: `x-${stamp()}`, az: { title: "X" }, en: { title: "X" }, ru: { title: "X" } }],
    ];
    for (const [path, body] of writes) {
      for (const who of ["support", "shopper"]) expect((await call(path, body, tokens[who])).status, `${who} ${path}`).toBe(403);
      expect((await api.call(path, body)).status).toBe(401);
    }
    // nothing of the refused writes happened
    expect((await get<{ branch: AdminBranch }>(`admin/branches/info/${id}`)).data!.branch.hidden).toBe(false);
  });
});

describe("branches", () => {
  it("creates a branch the storefront lists in three languages, audited with who and what", async () => {
    const body = branchForm();
    const made = await call<{ id: number; branch: AdminBranch }>("admin/branches/create", body as never, tokens.manager);
    expect(made.status).toBe(200);
    const { id, branch } = made.data!;
    expect(branch.texts.ru.title).toBe(body.ru.title);
    // without its own map address, the branch's frame shows its point
    expect(branch.googleEmbed).toBe("https://maps.google.com/maps?q=40.4000,49.8500&z=16&output=embed");
    for (const lang of ["az", "en", "ru"] as const) {
      const shown = (await storefrontBranches(lang)).find((b) => b.id === id);
      expect(shown, lang).toMatchObject({ title: body[lang].title, address: body[lang].address, hours: "10:00–21:00" });
    }
    const options = await api.call<{ branches: { id: number }[] }>("checkout/options", { lang: "en" });
    expect(options.data!.branches.map((b) => b.id)).toContain(id);
    const [log] = await api.database.query<{ action: string; actor_name: string; area: string; after: AdminBranch }>(
      sql`select action, actor_name, area, after from audit_log where entity = 'branch' and entity_id = ${String(id)}`,
    );
    expect(log).toMatchObject({ action: "create", actor_name: "manager Staff", area: "content" });
    expect(log!.after.texts.en.title).toBe(body.en.title);
  });

  it("updates a branch (before and after in the audit log) and the storefront reads the change", async () => {
    const id = (await call<{ id: number }>("admin/branches/create", branchForm() as never)).data!.id;
    const body = branchForm({ en: { title: "Bazaar Port Baku", city: "Baku", address: "151 Neftchilar avenue", hours: "" } });
    const saved = await call<{ branch: AdminBranch }>(`admin/branches/update/${id}`, body as never, tokens.content);
    expect(saved.status).toBe(200);
    expect(saved.data!.branch.texts.en).toEqual({ title: "Bazaar Port Baku", city: "Baku", address: "151 Neftchilar avenue", hours: "" });
    const shown = (await storefrontBranches("en")).find((b) => b.id === id);
    expect(shown).toMatchObject({ title: "Bazaar Port Baku", address: "151 Neftchilar avenue" });
    const [log] = await api.database.query<{ before: AdminBranch; after: AdminBranch; actor_name: string }>(
      sql`select before, after, actor_name from audit_log where entity = 'branch' and entity_id = ${String(id)} and action = 'update'`,
    );
    expect(log!.actor_name).toBe("content Staff");
    expect(log!.before.texts.en.title).not.toBe("Bazaar Port Baku");
    expect(log!.after.texts.en.title).toBe("Bazaar Port Baku");
  });

  it("answers field errors (422) in the caller's language and changes nothing", async () => {
    const id = (await call<{ id: number }>("admin/branches/create", branchForm() as never)).data!.id;
    const bad = branchForm({ en: { title: "", city: "Baku", address: "x" }, latitude: "123", phone: "call us", googleEmbed: "https://evil.example/maps" });
    const answer = await call(`admin/branches/update/${id}`, bad as never);
    expect(answer.status).toBe(422);
    expect(answer.errors).toMatchObject({
      "en.title": "Required field",
      latitude: "Enter a latitude between -90 and 90, such as 40.3777",
      phone: "Enter a phone number such as +994 12 555 00 00",
      googleEmbed: expect.stringContaining("Google Maps"),
    });
    const az = await call(`admin/branches/update/${id}`, { ...bad, lang: "az" } as never);
    expect(az.errors!["en.title"]).toBe("Bu sahə mütləqdir");
    expect((await get<{ branch: AdminBranch }>(`admin/branches/info/${id}`)).data!.branch.latitude).toBe("40.4000");
    expect((await call("admin/branches/update/999999", branchForm() as never)).status).toBe(404);
    expect((await get("admin/branches/info/999999")).status).toBe(404);
  });

  it("hides and shows a branch on the storefront and at checkout; the list filters by visibility", async () => {
    const id = (await call<{ id: number }>("admin/branches/create", branchForm() as never)).data!.id;
    expect((await call(`admin/branches/visibility/${id}`, { hidden: true }, tokens.content)).status).toBe(200);
    expect((await storefrontBranches()).map((b) => b.id)).not.toContain(id);
    const options = await api.call<{ branches: { id: number }[] }>("checkout/options", { lang: "en" });
    expect(options.data!.branches.map((b) => b.id)).not.toContain(id);
    const hidden = await get<ListPage<AdminBranchRow>>("admin/branches", { visibility: "hidden" });
    expect(hidden.data!.items.map((r) => r.id)).toContain(id);
    expect(hidden.data!.items.every((r) => r.hidden)).toBe(true);
    expect((await call(`admin/branches/visibility/${id}`, { hidden: false })).status).toBe(200);
    expect((await storefrontBranches()).map((b) => b.id)).toContain(id);
    expect((await call(`admin/branches/visibility/${id}`, { hidden: "maybe" })).status).toBe(422);
    const actions = await api.database.query<{ action: string }>(sql`select action from audit_log where entity = 'branch' and entity_id = ${String(id)} order by id`);
    expect(actions.map((a) => a.action)).toEqual(["create", "hide", "show"]);
  });

  it("lists with search, sort and the kit's paging; removes a branch, audited", async () => {
    const body = branchForm();
    const id = (await call<{ id: number }>("admin/branches/create", body as never)).data!.id;
    const found = await get<ListPage<AdminBranchRow>>("admin/branches", { q: body.ru.title, lang: "ru" });
    expect(found.data!.items.map((r) => [r.id, r.title])).toEqual([[id, body.ru.title]]);
    const sorted = await get<ListPage<AdminBranchRow>>("admin/branches", { sort: "-sort", limit: "20" });
    const sorts = sorted.data!.items.map((r) => r.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => b - a));
    expect(sorted.data!.limit).toBe(20);
    const removed = await call(`admin/branches/remove/${id}`, {}, tokens.content);
    expect(removed.status).toBe(200);
    expect((await storefrontBranches()).map((b) => b.id)).not.toContain(id);
    expect((await get("admin/branches/info/" + id)).status).toBe(404);
    const [log] = await api.database.query<{ before: AdminBranch }>(sql`select before from audit_log where entity = 'branch' and entity_id = ${String(id)} and action = 'remove'`);
    expect(log!.before.texts.en.title).toBe(body.en.title);
    expect((await call(`admin/branches/remove/${id}`, {})).status).toBe(404);
  });

  it("keeps a branch orders are to be picked up at (409, hide it instead) and nothing is lost", async () => {
    const id = (await call<{ id: number }>("admin/branches/create", branchForm() as never)).data!.id;
    const n = stamp();
    await api.database.query(sql`insert into orders (number, token, summary, total_q, delivery_type, branch_id, info, payment_type)
      values (${`C-${n}`}, ${`tok-${n}`}, ${JSON.stringify({ subTotal: 100, totalQ: 100 })}::jsonb, 100, 'pickup', ${id}, '{}'::jsonb, 'cash')`);
    const refused = await call(`admin/branches/remove/${id}`, {});
    expect([refused.status, refused.error]).toEqual([409, "Orders are to be picked up at this branch: hide it instead of removing it"]);
    expect((await get(`admin/branches/info/${id}`)).status).toBe(200);
    const removes = await api.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log where entity = 'branch' and entity_id = ${String(id)} and action = 'remove'`);
    expect(removes[0]!.n).toBe(0);
    // the transaction went on after the refusal: a later write still works
    expect((await call(`admin/branches/visibility/${id}`, { hidden: true })).status).toBe(200);
  });
});

describe("delivery areas", () => {
  const quote = async (city: string, district = "", place = "") =>
    (await api.call<{ summary: { delivery: number | null; noDelivery: boolean } }>("cart/summary", { lang: "en", cart: [], delivery: "delivery", city, district, place })).data!.summary;

  function areaForm(overrides: Partial<AreaFormInput> = {}): AreaFormInput {
    const s = stamp();
    return { code: `area-${s}`, az: { title: `Ərazi ${s}` }, en: { title: `Area ${s}` }, ru: { title: `Зона ${s}` }, fee: "", sort: "0", ...overrides };
  }

  it("builds a city > district > place tree whose fees checkout's delivery quote uses (own or inherited)", async () => {
    const city = (await call<{ id: number; area: AdminArea }>("admin/delivery-areas/create", areaForm({ fee: "6" }) as never, tokens.content)).data!;
    expect(city.area.level).toBe("city");
    const district = (await call<{ id: number; area: AdminArea }>("admin/delivery-areas/create", areaForm({ parentId: String(city.id) }) as never)).data!;
    expect(district.area.level).toBe("district");
    const place = (await call<{ id: number; area: AdminArea }>("admin/delivery-areas/create", areaForm({ parentId: district.id, fee: "2,50" }) as never)).data!;
    expect(place.area).toMatchObject({ level: "place", feeQ: 250 });
    expect(await quote(city.area.code)).toMatchObject({ delivery: 600, noDelivery: false });
    expect(await quote(city.area.code, district.area.code)).toMatchObject({ delivery: 600 });
    expect(await quote(city.area.code, district.area.code, place.area.code)).toMatchObject({ delivery: 250 });
    // the storefront's tree (checkout's select) has the new areas
    const tree = await api.call<{ code: string; children: { code: string; fee: number | null }[] }[]>("delivery-areas", { lang: "en" });
    expect(tree.data!.find((a) => a.code === city.area.code)?.children[0]).toMatchObject({ code: district.area.code, fee: 600 });

    // a new fee reaches the quote at once; no delivery switches the area off
    const edit = { code: city.area.code, az: city.area.texts.az, en: city.area.texts.en, ru: city.area.texts.ru, fee: "7.5", sort: "0" };
    const saved = await call<{ area: AdminArea }>(`admin/delivery-areas/update/${city.id}`, edit);
    expect(saved.status).toBe(200);
    expect(await quote(city.area.code, district.area.code)).toMatchObject({ delivery: 750 });
    await call(`admin/delivery-areas/update/${city.id}`, { ...edit, noDelivery: "on" });
    expect(await quote(city.area.code, district.area.code, place.area.code)).toMatchObject({ noDelivery: true });

    const list = await get<ListPage<AdminAreaRow>>("admin/delivery-areas", { under: String(city.id) });
    expect(list.data!.items.map((r) => [r.code, r.level, r.effectiveFeeQ, r.noDelivery])).toEqual([
      [city.area.code, "city", 750, true],
      [district.area.code, "district", 750, true],
      [place.area.code, "place", 250, true],
    ]);
    expect(list.data!.items[2]!.parents).toBe(`${city.area.texts.en.title} › ${district.area.texts.en.title}`);
    const [log] = await api.database.query<{ before: AdminArea; after: AdminArea; actor_name: string }>(
      sql`select before, after, actor_name from audit_log where entity = 'delivery_area' and entity_id = ${String(city.id)} and action = 'update' order by id limit 1`,
    );
    expect([log!.before.feeQ, log!.after.feeQ, log!.actor_name]).toEqual([600, 750, "owner Staff"]);

    // an area with children stays; a leaf goes
    const refused = await call(`admin/delivery-areas/remove/${district.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.error).toBe("Remove or move this area's districts and places first");
    expect((await call(`admin/delivery-areas/remove/${place.id}`, {}, tokens.content)).status).toBe(200);
    const left = await get<ListPage<AdminAreaRow>>("admin/delivery-areas", { under: String(city.id) });
    expect(left.data!.items.map((r) => r.id)).toEqual([city.id, district.id]);
    await call(`admin/delivery-areas/update/${city.id}`, edit);
    expect(await quote(city.area.code, district.area.code)).toMatchObject({ delivery: 750, noDelivery: false });
  });

  it("refuses bad codes, taken codes, a place as a parent and bad fees with field errors", async () => {
    const city = (await call<{ id: number; area: AdminArea }>("admin/delivery-areas/create", areaForm() as never)).data!;
    const bad = await call("admin/delivery-areas/create", areaForm({ code: "Baku City!", fee: "five", en: { title: "" } }) as never);
    expect(bad.status).toBe(422);
    expect(bad.errors).toMatchObject({ code: "Use lowercase Latin letters, digits and hyphens", fee: expect.stringContaining("Enter a fee"), "en.title": "Required field" });
    const taken = await call("admin/delivery-areas/create", areaForm({ code: city.area.code }) as never, tokens.content);
    expect([taken.status, taken.errors]).toEqual([422, { code: "Another delivery area already uses this code" }]);
    const district = (await call<{ id: number }>("admin/delivery-areas/create", areaForm({ parentId: city.id }) as never)).data!;
    const place = (await call<{ id: number }>("admin/delivery-areas/create", areaForm({ parentId: district.id }) as never)).data!;
    const tooDeep = await call("admin/delivery-areas/create", areaForm({ parentId: place.id }) as never, tokens.owner);
    expect([tooDeep.status, Object.keys(tooDeep.errors ?? {})]).toEqual([422, ["parentId"]]);
    const ru = await call("admin/delivery-areas/create", { ...areaForm({ parentId: place.id }), lang: "ru" } as never);
    expect(ru.errors!.parentId).toBe("Для района выберите город, для места — район");
    expect((await call("admin/delivery-areas/update/999999", areaForm() as never)).status).toBe(404);
    const parents = await get<{ parents: { id: number; level: string }[] }>("admin/delivery-areas/parents");
    const ids = parents.data!.parents.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([city.id, district.id]));
    expect(ids).not.toContain(place.id);
  });
});

describe("menus", () => {
  type Menus = Record<"main" | "company" | "for_customer", { id: number; title: string; route: string | null; isSale: boolean; children: { id: number; title: string }[] }[]>;
  const menus = async (lang = "en") => (await api.call<Menus>("menus", { lang })).data!;
  const item = (overrides: Partial<MenuItemFormInput> = {}): MenuItemFormInput => {
    const s = stamp();
    return { menu: "company", az: { title: `Bənd ${s}` }, en: { title: `Item ${s}` }, ru: { title: `Пункт ${s}` }, link: `/branches?x=${s}`, sort: "9", ...overrides };
  };

  it("adds, edits, nests and removes items the storefront's menus show, audited; support gets 403", async () => {
    const made = await call<{ id: number; item: AdminMenuItem }>("admin/menus/create", item({ isNewIn: "on" }) as never, tokens.content);
    expect(made.status).toBe(200);
    const id = made.data!.id;
    let shown = (await menus("ru")).company.find((m) => m.id === id);
    expect(shown).toMatchObject({ title: made.data!.item.texts.ru.title, route: made.data!.item.link });
    // a linked page: its route in each language wins over the link
    const [page] = await api.database.query<{ id: number }>(sql`insert into pages (key, title, content) values (${`p-${stamp()}`}, '{"en":"P"}'::jsonb, '{"en":""}'::jsonb) returning id`);
    await api.database.query(sql`insert into routes (lang, path, entity_type, entity_id) values ('en', ${`/page-${page!.id}`}, 'page', ${page!.id})`);
    const body = item({ en: { title: "Our promise" }, entityType: "page", entityId: String(page!.id), link: "" });
    expect((await call(`admin/menus/update/${id}`, body as never)).status).toBe(200);
    shown = (await menus("en")).company.find((m) => m.id === id);
    expect(shown).toMatchObject({ title: "Our promise", route: `/page-${page!.id}` });
    // a sub-item in the main menu under a top item
    const top = (await call<{ id: number }>("admin/menus/create", item({ menu: "main" }) as never)).data!.id;
    const child = (await call<{ id: number }>("admin/menus/create", item({ menu: "main", parentId: String(top), en: { title: "Linen" } }) as never)).data!.id;
    expect((await menus()).main.find((m) => m.id === top)?.children.map((c) => [c.id, c.title])).toEqual([[child, "Linen"]]);
    const list = await get<ListPage<AdminMenuItemRow>>("admin/menus", { under: String(top) });
    expect(list.data!.items.map((r) => [r.id, r.depth, r.children])).toEqual([[top, 1, 1], [child, 2, 0]]);
    const refused = await call(`admin/menus/remove/${top}`, {});
    expect([refused.status, refused.error]).toEqual([409, "Remove or move this item's sub-items first"]);
    expect((await call(`admin/menus/remove/${child}`, {}, tokens.manager)).status).toBe(200);
    expect((await call(`admin/menus/remove/${top}`, {})).status).toBe(200);
    expect((await menus()).main.map((m) => m.id)).not.toContain(top);
    const actions = await api.database.query<{ action: string; before: AdminMenuItem | null }>(
      sql`select action, before from audit_log where entity = 'menu_item' and entity_id = ${String(id)} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(["create", "update"]);
    expect(actions[1]!.before!.flags).toEqual({ isNewIn: true });
    for (const who of ["support", "shopper"]) {
      expect((await get("admin/menus", {}, tokens[who])).status).toBe(403);
      expect((await call(`admin/menus/update/${id}`, body as never, tokens[who])).status).toBe(403);
    }
  });

  it("refuses a bad link, a missing target, a parent of another menu or too deep, with field errors", async () => {
    const bad = await call("admin/menus/create", item({ link: "javascript:alert(1)", en: { title: "" } }) as never);
    expect(bad.status).toBe(422);
    expect(bad.errors).toMatchObject({ link: expect.stringContaining("/branches"), "en.title": "Required field" });
    expect((await call("admin/menus/create", item({ link: "" }) as never)).errors).toMatchObject({ link: "Choose what the item opens: a linked page or an address" });
    expect((await call("admin/menus/create", item({ entityType: "page", entityId: "999999", link: "" }) as never)).errors).toEqual({ entityId: "Nothing with this number exists" });
    const a = (await call<{ id: number }>("admin/menus/create", item({ menu: "main" }) as never)).data!.id;
    expect((await call("admin/menus/create", item({ menu: "company", parentId: a }) as never)).errors).toEqual({ parentId: "Choose an item of the same menu, at most two levels deep" });
    const b = (await call<{ id: number }>("admin/menus/create", item({ menu: "main", parentId: a }) as never)).data!.id;
    const c = (await call<{ id: number }>("admin/menus/create", item({ menu: "main", parentId: b }) as never)).data!.id;
    expect((await call("admin/menus/create", item({ menu: "main", parentId: c }) as never)).status).toBe(422);
    // an item cannot go under its own sub-item
    expect((await call(`admin/menus/update/${a}`, item({ menu: "main", parentId: b }) as never)).errors).toHaveProperty("parentId");
    const parents = await get<{ parents: { id: number }[] }>("admin/menus/parents");
    expect(parents.data!.parents.map((p) => p.id)).toEqual(expect.arrayContaining([a, b]));
    expect(parents.data!.parents.map((p) => p.id)).not.toContain(c);
    expect((await call("admin/menus/update/999999", item() as never)).status).toBe(404);
  });
});
