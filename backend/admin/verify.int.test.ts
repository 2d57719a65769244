/**
 * The check of a stored branch or menu item (`admin/branches/verify/:id`,
 * `admin/menus/verify/:id`, ADR 0039) on PGlite (and PostgreSQL with DATABASE_URL): each finding
 * on a record stored with that fault (the forms refuse most of them, so the faults are written
 * with SQL, as an import or an older version would have left them), an empty list for a sound
 * record, the permission (content:read: support and shoppers 403, no token 401), 404, and that a
 * check changes nothing and writes no audit entry.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { insertFixtures } from "../catalog/test-fixtures.ts";
import { testApi } from "../test/db.ts";
import { staffTokens } from "../test/staff.ts";
import { branchForm } from "./test-fixtures.ts";
import type { AdminBranch, BranchFormInput, MenuItemFormInput, VerifyAnswer, VerifyProblem } from "./content-contract.ts";

vi.setConfig({ testTimeout: 120_000 });

type Api = Awaited<ReturnType<typeof testApi>>;
let api: Api;
let fx: Awaited<ReturnType<typeof insertFixtures>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await testApi();
  fx = await insertFixtures(api.database);
  Object.assign(tokens, await staffTokens(api, "99455410000"));
}, 240_000);

const stamp = () => Math.random().toString(36).slice(2, 8);
const call = <T>(path: string, body: Record<string, unknown> = {}, token = tokens.owner) => api.call<T>(path, body, { token });
const verify = async (kind: "branches" | "menus", id: number, lang = "en", token = tokens.content) => {
  const answer = await call<VerifyAnswer>(`admin/${kind}/verify/${id}`, { lang }, token);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data!.problems;
};
const codes = (problems: VerifyProblem[]) => problems.map((p) => p.code);
const auditCount = async () => Number((await api.database.query<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]!.n);

const newBranch = async (overrides: Partial<BranchFormInput> = {}) => (await call<{ id: number }>("admin/branches/create", branchForm(overrides) as never)).data!.id;

describe("admin/branches/verify", () => {
  it("finds nothing wrong with a complete branch in Azerbaijan, and changes nothing", async () => {
    const id = await newBranch();
    const before = (await call<{ branch: AdminBranch }>(`admin/branches/info/${id}`, {}, tokens.owner)).data;
    const audits = await auditCount();
    expect(await verify("branches", id)).toEqual([]);
    // a mobile number is a number shoppers can call too
    await api.database.query(sql`update branches set phone = '050 123 45 67' where id = ${id}`);
    expect(await verify("branches", id, "az", tokens.manager)).toEqual([]);
    await api.database.query(sql`update branches set phone = '+994 12 555 00 00' where id = ${id}`);
    expect((await call<{ branch: AdminBranch }>(`admin/branches/info/${id}`, {}, tokens.owner)).data).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("names a language whose title, city, address or opening hours are empty", async () => {
    const id = await newBranch({ en: { title: "Bazaar Port Baku", city: "Baku", address: "151 Neftchilar avenue", hours: "" } });
    await api.database.query(sql`update branches set title = jsonb_set(title, '{ru}', '""'), city_title = jsonb_set(city_title, '{az}', '" "'),
      address = address - 'ru' where id = ${id}`);
    expect(await verify("branches", id)).toEqual([
      { code: "adminVerify.cityMissing", params: { lang: "az" } },
      { code: "adminVerify.hoursMissing", params: { lang: "en" } },
      { code: "adminVerify.titleMissing", params: { lang: "ru" } },
      { code: "adminVerify.addressMissing", params: { lang: "ru" } },
    ]);
  });

  it("reports a branch without opening hours in every language", async () => {
    const none = { hours: "" };
    const id = await newBranch({ az: { ...branchForm().az, ...none }, en: { ...branchForm().en, ...none }, ru: { ...branchForm().ru, ...none } });
    expect(await verify("branches", id)).toEqual(["az", "en", "ru"].map((lang) => ({ code: "adminVerify.hoursMissing", params: { lang } })));
  });

  it("reports a missing phone, and one that is not an Azerbaijani mobile or landline number", async () => {
    expect(await verify("branches", await newBranch({ phone: "" }))).toEqual([{ code: "adminVerify.phoneMissing", params: {} }]);
    // the form takes any digits; the check holds them to the shop's number rule
    for (const phone of ["12345", "+7 495 123 45 67", "+994 44 555 00 00"]) {
      expect(await verify("branches", await newBranch({ phone })), phone).toEqual([{ code: "adminVerify.phoneInvalid", params: { phone } }]);
    }
  });

  it("reports a map point outside Azerbaijan's box (swapped coordinates, a point in the sea)", async () => {
    for (const [latitude, longitude] of [["49.8500", "40.4000"], ["40.4000", "51.2000"], ["38.2", "48.8"], ["0", "0"]]) {
      expect(await verify("branches", await newBranch({ latitude, longitude })), `${latitude}, ${longitude}`).toEqual([
        { code: "adminVerify.mapOutside", params: { latitude, longitude } },
      ]);
    }
    // the box's edges are inside (Astara in the south, the Nakhchivan exclave in the west)
    expect(await verify("branches", await newBranch({ latitude: "38.3", longitude: "44.7" }))).toEqual([]);
  });

  it("reports a hidden branch as not shown in the shop", async () => {
    const id = await newBranch({ hidden: true });
    expect(await verify("branches", id)).toEqual([{ code: "adminVerify.branchHidden", params: {} }]);
    await call(`admin/branches/visibility/${id}`, { hidden: false });
    expect(await verify("branches", id)).toEqual([]);
  });

  it("reads with content:read: support and shoppers get 403, no token 401, an unknown branch 404", async () => {
    const id = await newBranch();
    for (const role of ["owner", "manager", "content"]) expect((await call(`admin/branches/verify/${id}`, {}, tokens[role])).status, role).toBe(200);
    for (const who of ["support", "shopper"]) expect((await call(`admin/branches/verify/${id}`, {}, tokens[who])).status, who).toBe(403);
    expect((await api.call(`admin/branches/verify/${id}`, {})).status).toBe(401);
    const missing = await call("admin/branches/verify/999999", { lang: "ru" });
    expect([missing.status, missing.code]).toEqual([404, "adminContent.branchNotFound"]);
  });
});

describe("admin/menus/verify", () => {
  const item = (overrides: Partial<MenuItemFormInput> = {}): MenuItemFormInput => {
    const s = stamp();
    return { menu: "company", az: { title: `Bənd ${s}` }, en: { title: `Item ${s}` }, ru: { title: `Пункт ${s}` }, link: "/branches", sort: "9", ...overrides };
  };
  const newItem = async (overrides: Partial<MenuItemFormInput> = {}) => {
    const made = await call<{ id: number }>("admin/menus/create", item(overrides) as never);
    expect(made.status, JSON.stringify(made)).toBe(200);
    return made.data!.id;
  };
  async function page(opts: { hidden?: boolean; langs?: string[] } = {}): Promise<number> {
    const key = `p-${stamp()}`;
    const [row] = await api.database.query<{ id: number }>(
      sql`insert into pages (key, title, content, hidden) values (${key}, '{"az":"S","en":"P","ru":"С"}'::jsonb, '{"en":""}'::jsonb, ${opts.hidden ?? false}) returning id`,
    );
    for (const lang of opts.langs ?? ["az", "en", "ru"]) {
      await api.database.query(sql`insert into routes (lang, path, entity_type, entity_id) values (${lang}, ${`/${lang}-${key}`}, 'page', ${row!.id})`);
    }
    return row!.id;
  }

  it("finds nothing wrong with fixed pages, catalogue paths, a shown page and https addresses, and changes nothing", async () => {
    const audits = await auditCount();
    const sound = [
      await newItem({ link: "/branches" }),
      await newItem({ link: "/sale" }),
      await newItem({ link: "/collections?sort=new" }),
      await newItem({ link: "/" }),
      await newItem({ link: "/men/shirts" }),
      await newItem({ link: "/ru/muzhchiny" }),
      await newItem({ link: "/white-linen-shirt" }),
      // another language's path: the storefront redirects it to this language's
      await newItem({ link: "/ag-ketan-koynek" }),
      await newItem({ link: "https://www.instagram.com/bazaar" }),
      await newItem({ menu: "main", entityType: "category", entityId: String(fx.categories.linen), link: "" }),
      await newItem({ entityType: "brand", entityId: String(fx.brands.nord), link: "" }),
      await newItem({ entityType: "page", entityId: String(await page()), link: "" }),
    ];
    const audited = await auditCount();
    for (const id of sound) expect(await verify("menus", id), String(id)).toEqual([]);
    expect(await auditCount()).toBe(audited);
    expect(audited).toBe(audits + sound.length);
  });

  it("names a language whose title is empty", async () => {
    const id = await newItem();
    await api.database.query(sql`update menu_items set title = '{"az":"Bənd","en":"","ru":"Пункт"}'::jsonb where id = ${id}`);
    expect(await verify("menus", id)).toEqual([{ code: "adminVerify.titleMissing", params: { lang: "en" } }]);
  });

  it("reports a shop address that opens no page: unknown, a hidden product, a hidden static page", async () => {
    const hiddenPage = await page({ hidden: true });
    for (const link of ["/no-such-page", "/hidden-shirt", "/men/shirts/wool", `/en-${(await api.database.query<{ key: string }>(sql`select key from pages where id = ${hiddenPage}`))[0]!.key}`]) {
      expect(await verify("menus", await newItem({ link })), link).toEqual([{ code: "adminVerify.linkNotFound", params: { link } }]);
    }
  });

  it("reports an outside address that is not https", async () => {
    const id = await newItem();
    for (const link of ["http://example.com/x", "//example.com/x", "javascript:alert(1)", "https://localhost/x"]) {
      await api.database.query(sql`update menu_items set link = ${link} where id = ${id}`);
      expect(await verify("menus", id), link).toEqual([{ code: "adminVerify.linkNotHttps", params: { link } }]);
    }
  });

  it("reports a linked record that is gone or not shown, and a language it has no address in", async () => {
    const hidden = await newItem({ entityType: "product", entityId: String(fx.products.hidden), link: "" });
    expect(await verify("menus", hidden)).toEqual([{ code: "adminVerify.targetNotShown", params: { type: "product", id: String(fx.products.hidden) } }]);
    const gone = await newItem({ entityType: "category", entityId: String(fx.categories.trousers), link: "" });
    await api.database.query(sql`update menu_items set entity_id = 987654 where id = ${gone}`);
    expect(await verify("menus", gone)).toEqual([{ code: "adminVerify.targetNotShown", params: { type: "category", id: "987654" } }]);
    // a page with an English address only: the item opens nothing in Azerbaijani and Russian
    const english = await newItem({ entityType: "page", entityId: String(await page({ langs: ["en"] })), link: "" });
    expect(await verify("menus", english)).toEqual([
      { code: "adminVerify.noAddressIn", params: { lang: "az" } },
      { code: "adminVerify.noAddressIn", params: { lang: "ru" } },
    ]);
    // …unless its link stands in there (and that link is checked)
    await api.database.query(sql`update menu_items set link = '/nowhere' where id = ${english}`);
    expect(await verify("menus", english)).toEqual([{ code: "adminVerify.linkNotFound", params: { link: "/nowhere" } }]);
    // an item with neither a record nor an address
    const bare = await newItem();
    await api.database.query(sql`update menu_items set link = null where id = ${bare}`);
    expect(codes(await verify("menus", bare))).toEqual(["adminVerify.noAddressIn", "adminVerify.noAddressIn", "adminVerify.noAddressIn"]);
  });

  it("reports an item left out of the menu: its page hidden, Sale while discounts are off", async () => {
    const hiddenPage = await newItem({ entityType: "page", entityId: String(await page({ hidden: true })), link: "" });
    expect(await verify("menus", hiddenPage)).toEqual([{ code: "adminVerify.pageHidden", params: {} }]);
    const sale = await newItem({ link: "/sale", isSale: "on" });
    expect(await verify("menus", sale)).toEqual([]);
    const off = await testApi({ DISCOUNTS_ACTIVE: "0" }, api.database);
    const answer = await off.call<VerifyAnswer>(`admin/menus/verify/${sale}`, { lang: "en" }, { token: tokens.content });
    expect(answer.data!.problems).toEqual([{ code: "adminVerify.saleOff", params: {} }]);
  });

  it("reports a sub-item whose parent is not shown (named in the answer's language), gone, in another menu, or too deep", async () => {
    const parent = await newItem({ menu: "main", entityType: "page", entityId: String(await page({ hidden: true })), link: "", ru: { title: "Скрытый раздел" } });
    const child = await newItem({ menu: "main", parentId: String(parent), link: "/sale" });
    expect(await verify("menus", child, "ru")).toEqual([{ code: "adminVerify.parentHidden", params: { parent: "Скрытый раздел", parentId: String(parent) } }]);
    // its parent removed behind the form's back (the form keeps an item with sub-items)
    const orphan = await newItem({ menu: "main", link: "/sale" });
    await api.database.query(sql`update menu_items set parent_id = 987654 where id = ${orphan}`);
    expect(await verify("menus", orphan)).toEqual([{ code: "adminVerify.parentMissing", params: {} }]);
    const otherMenu = await newItem({ menu: "company" });
    await api.database.query(sql`update menu_items set menu = 'main', parent_id = ${otherMenu} where id = ${orphan}`);
    expect(await verify("menus", orphan)).toEqual([{ code: "adminVerify.parentMissing", params: {} }]);
    // a fourth level
    const a = await newItem({ menu: "main" });
    const b = await newItem({ menu: "main", parentId: String(a) });
    const c = await newItem({ menu: "main", parentId: String(b) });
    const d = await newItem({ menu: "main" });
    await api.database.query(sql`update menu_items set parent_id = ${c} where id = ${d}`);
    expect(await verify("menus", c)).toEqual([]);
    expect(await verify("menus", d)).toEqual([{ code: "adminVerify.tooDeep", params: {} }]);
  });

  it("reads with content:read: support and shoppers get 403, no token 401, an unknown item 404", async () => {
    const id = await newItem();
    for (const role of ["owner", "manager", "content"]) expect((await call(`admin/menus/verify/${id}`, {}, tokens[role])).status, role).toBe(200);
    for (const who of ["support", "shopper"]) expect((await call(`admin/menus/verify/${id}`, {}, tokens[who])).status, who).toBe(403);
    expect((await api.call(`admin/menus/verify/${id}`, {})).status).toBe(401);
    const missing = await call("admin/menus/verify/999999", {});
    expect([missing.status, missing.code]).toEqual([404, "adminMenu.notFound"]);
  });
});
