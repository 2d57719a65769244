/**
 * Writes backend/search/relevance-set.json: the search relevance test set, built from the demo
 * catalogue's product models (backend/db/seed/data/catalog.ts). Every 4th model gives, in each
 * language, its name as typed, a word form (plural or case ending of the head noun) and a typo (two neighbouring
 * letters swapped, or one letter changed in a short word) in its longest word; Russian names
 * also typed in Latin. `target` is the model name: the products whose title holds it are the
 * ones the query must find first (backend/search/relevance.int.test.ts).
 *
 *   npx tsx scripts/relevance-set.ts
 */
import { writeFileSync } from "node:fs";
import { TREE } from "../backend/db/seed/data/catalog.ts";
import { toLatin } from "../backend/catalog/word-forms.ts";

type Lang = "az" | "en" | "ru";
interface Case { lang: Lang; kind: "typed" | "form" | "typo" | "translit"; query: string; target: string }

const models = TREE.flatMap((top) => top.children.flatMap((b) => b.children.flatMap((leaf) => leaf.models)));
const unique = [...new Map(models.map((m) => [m.name.en, m])).values()].filter((_, i) => i % 4 === 0);

const longestIndex = (words: string[]) => words.reduce((best, w, i) => (w.length > words[best]!.length ? i : best), 0);
const replaceAt = (name: string, f: (w: string) => string, pick: (words: string[]) => number) => {
  const words = name.split(" ");
  const i = pick(words);
  words[i] = f(words[i]!);
  return words.join(" ");
};

const forms: Record<Lang, (w: string) => string> = {
  en: (w) => (/(s|x|sh|ch)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`),
  az: (w) => {
    const vowels = w.match(/[aıoueəiöü]/g) ?? ["a"];
    return `${w}${/[aıou]/.test(vowels[vowels.length - 1]!) ? "lar" : "lər"}`;
  },
  ru: (w) => {
    if (/а$/.test(w)) return `${w.slice(0, -1)}ой`;
    if (/я$/.test(w)) return `${w.slice(0, -1)}ей`;
    if (/[ое]$/.test(w)) return `${w}м`;
    if (/[иы]$/.test(w)) return `${w.slice(0, -1)}ами`;
    if (/[йь]$/.test(w)) return `${w.slice(0, -1)}ем`;
    return `${w}ом`;
  },
};

function typo(w: string): string {
  if (w.length >= 5) {
    const i = Math.floor(w.length / 2);
    return w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1);
  }
  const i = 2;
  const swap = /[а-яё]/.test(w) ? (w[i] === "а" ? "о" : "а") : w[i] === "a" ? "o" : "a";
  return w.slice(0, i) + swap + w.slice(i + 1);
}

const cases: Case[] = [];
for (const m of unique) {
  for (const lang of ["en", "az", "ru"] as const) {
    const name = m.name[lang].toLowerCase().replace(/-/g, " ");
    cases.push({ lang, kind: "typed", query: name, target: m.name[lang] });
    // the head noun: last in English and Azerbaijani names, first in Russian ones
    const head = (words: string[]) => (lang === "ru" || (lang === "en" && /s$/.test(words[words.length - 1]!)) ? 0 : words.length - 1);
    cases.push({ lang, kind: "form", query: replaceAt(name, forms[lang], head), target: m.name[lang] });
    if (name.split(" ")[longestIndex(name.split(" "))]!.length >= 4) cases.push({ lang, kind: "typo", query: replaceAt(name, typo, longestIndex), target: m.name[lang] });
    if (lang === "ru") cases.push({ lang, kind: "translit", query: toLatin(name.replace(/ё/g, "е")), target: m.name[lang] });
  }
}
writeFileSync(new URL("../backend/search/relevance-set.json", import.meta.url), `${JSON.stringify(cases, null, 1)}\n`);
console.log(`${cases.length} cases: ${(["az", "en", "ru"] as const).map((l) => `${l} ${cases.filter((c) => c.lang === l).length}`).join(", ")}`);
