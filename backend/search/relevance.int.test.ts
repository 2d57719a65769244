/**
 * Search relevance on the demo catalogue: the queries of relevance-set.json (built by
 * scripts/relevance-set.ts from the catalogue's product models: each name as typed, a word form
 * and a typo, Russian names also typed in Latin). A product is relevant to a query when its
 * title in the query's language holds the model name. Per language it prints precision of the
 * first 10 results and recall of the first page (40, or fewer relevant products) and fails
 * under the floors (docs/benchmarks.md, "Search relevance").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loadBackendConfig } from "../config.ts";
import { createLogger } from "../core/log.ts";
import { foldSearch } from "../core/text.ts";
import { seedIfEmpty } from "../db/seed.ts";
import { testApi } from "../test/db.ts";
import type { ProductList, SearchSuggestions } from "../catalog/contract.ts";
import cases from "./relevance-set.json" with { type: "json" };

type Lang = "az" | "en" | "ru";
const { call, database } = await testApi();
const titles = new Map<Lang, { id: number; title: string }[]>();

beforeAll(async () => {
  await seedIfEmpty(database, loadBackendConfig({ NODE_ENV: "test" } as NodeJS.ProcessEnv), createLogger());
  const rows = await database.query<{ id: number; lang: Lang; title: string }>(sql`
    select t.product_id as id, t.lang, t.title from product_translations t join products p on p.id = t.product_id where p.status = 'active'`);
  for (const r of rows) {
    const list = titles.get(r.lang) ?? [];
    list.push({ id: Number(r.id), title: ` ${foldSearch(r.title)} ` });
    titles.set(r.lang, list);
  }
}, 120_000);

/** Floors per language (measured figures are in docs/benchmarks.md). */
const FLOORS: Record<Lang, { precision: number; recall: number }> = {
  en: { precision: 0.92, recall: 0.95 },
  az: { precision: 0.85, recall: 0.92 },
  ru: { precision: 0.87, recall: 0.93 },
};

const search = async (text: string, lang: Lang) => {
  const res = await call<ProductList>("products", { search: text, lang, limit: 40 });
  expect(res.ok).toBe(true);
  return res.data!.items;
};

describe("forgiving search on the demo catalogue", () => {
  it.each([
    ["skrit", "en", "skirt"],
    ["jeens", "en", "jeans"],
    ["snekers", "en", "sneakers"],
    ["shrit", "en", "shirt"],
    ["lanp", "en", "lamp"],
    ["юпка", "ru", "юбка"],
    ["юбок", "ru", "юбка"],
    ["юбкой", "ru", "юбка"],
    ["ətk", "az", "ətək"],
    ["yubka", "ru", "юбка"],
    ["ETEKLER", "az", "ətək"],
  ] as const)("%s (%s) finds %s first", async (text, lang, word) => {
    const items = await search(text, lang);
    expect(items.length).toBeGreaterThan(0);
    expect(foldSearch(items[0]!.title).split(" ")).toContain(foldSearch(word));
  });

  it("reads ё as е and finds no plates for ёлка", async () => {
    expect(await search("ёлка", "ru")).toEqual([]);
    expect((await search("шёлковая", "ru")).map((i) => i.id)).toEqual((await search("шелковая", "ru")).map((i) => i.id));
  });

  it("ranks the words as typed before their forms, and forms before typos", async () => {
    // "shirt" as typed: every title holding the word shirt comes before the category-only matches
    const typed = await search("shirts", "en");
    const firstFormOnly = typed.findIndex((i) => !/shirts/i.test(i.title));
    const lastTyped = typed.map((i) => /shirts/i.test(i.title)).lastIndexOf(true);
    if (firstFormOnly >= 0 && lastTyped >= 0) expect(lastTyped).toBeLessThan(firstFormOnly);
    // a typo is only tried for a word the catalogue does not have: "lamp" is not widened to "lame"
    expect((await search("lamp", "en")).length).toBe((await search("lamps", "en")).length);
  });
});

describe("suggestions on the demo catalogue", () => {
  it("say where categories sharing a title belong", async () => {
    const res = await call<SearchSuggestions>("search/suggestions", { search: "sneakers", lang: "en" });
    const same = res.data!.categories.filter((c) => c.title === "Sneakers");
    expect(same.length).toBeGreaterThan(1);
    expect(new Set(same.map((c) => c.where)).size).toBe(same.length);
    expect(same.every((c) => typeof c.where === "string" && c.where.length > 0)).toBe(true);
  });
});

describe("search relevance on the demo catalogue", () => {
  it("holds 100+ queries per language", () => {
    for (const lang of ["az", "en", "ru"] as const) expect(cases.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(100);
  });

  it("finds the products of each query first, in every language, above the floors", async () => {
    const sums = new Map<string, { n: number; precision: number; recall: number }>();
    const misses: string[] = [];
    for (const c of cases as { lang: Lang; kind: string; query: string; target: string }[]) {
      const target = ` ${foldSearch(c.target)} `;
      const relevant = new Set(titles.get(c.lang)!.filter((t) => t.title.includes(target)).map((t) => t.id));
      if (relevant.size === 0) continue;
      const res = await call<ProductList>("products", { search: c.query, lang: c.lang, limit: 40 });
      const found = res.data?.items.map((i) => i.id) ?? [];
      const top = found.slice(0, 10);
      const precision = top.length ? top.filter((id) => relevant.has(id)).length / top.length : 0;
      const recall = found.filter((id) => relevant.has(id)).length / Math.min(40, relevant.size);
      if (precision < 0.5 || recall < 0.5) misses.push(`${c.lang} ${c.kind} "${c.query}": precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)}`);
      for (const key of [c.lang, `${c.lang} ${c.kind}`]) {
        const s = sums.get(key) ?? { n: 0, precision: 0, recall: 0 };
        sums.set(key, { n: s.n + 1, precision: s.precision + precision, recall: s.recall + recall });
      }
    }
    const report = [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([k, s]) => `${k.padEnd(12)} n=${String(s.n).padStart(3)}  precision@10 ${(s.precision / s.n).toFixed(3)}  recall@40 ${(s.recall / s.n).toFixed(3)}`);
    console.log(`search relevance\n${report.join("\n")}\nweak queries:\n${misses.join("\n")}`);
    for (const lang of ["az", "en", "ru"] as const) {
      const s = sums.get(lang)!;
      expect(s.n).toBeGreaterThanOrEqual(100);
      expect(s.precision / s.n).toBeGreaterThanOrEqual(FLOORS[lang].precision);
      expect(s.recall / s.n).toBeGreaterThanOrEqual(FLOORS[lang].recall);
    }
  }, 300_000);
});
