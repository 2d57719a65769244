import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every string the shop shows exists in az, en and ru: the same namespace files, the same keys
 * (plural forms differ by language: `_one`/`_few`/`_many`/`_other` count as one key), and no
 * empty translation.
 */
const root = path.resolve(__dirname, "../../locales");
const LANGS = ["az", "en", "ru"] as const;
const PLURAL = /_(?:zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = "", out = new Set<string>(), empty: string[] = []): { keys: Set<string>; empty: string[] } {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) keysOf(v, prefix ? `${prefix}.${k}` : k, out, empty);
  } else {
    out.add(prefix.replace(PLURAL, ""));
    if (typeof value === "string" && value.trim() === "") empty.push(prefix);
  }
  return { keys: out, empty };
}

const namespaces = (lang: string) => readdirSync(path.join(root, lang)).filter((f) => f.endsWith(".json")).sort();
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(root, lang, file), "utf8")) as unknown;

describe("locales", () => {
  it("have the same namespace files in az, en and ru", () => {
    expect(namespaces("az")).toEqual(namespaces("en"));
    expect(namespaces("ru")).toEqual(namespaces("en"));
  });

  for (const file of namespaces("en")) {
    it(`${file}: the same keys in az, en and ru, none empty`, () => {
      const en = keysOf(read("en", file));
      for (const lang of LANGS) {
        const other = keysOf(read(lang, file));
        const missing = [...en.keys].filter((k) => !other.keys.has(k));
        const extra = [...other.keys].filter((k) => !en.keys.has(k));
        expect({ lang, missing, extra, empty: other.empty }).toEqual({ lang, missing: [], extra: [], empty: [] });
      }
    });
  }
});
