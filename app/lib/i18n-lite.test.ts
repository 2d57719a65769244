import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import lite from "./i18n-lite";

/**
 * The browser's small i18next (app/lib/i18n-lite.ts) must give exactly the server's text, or
 * hydration would replace the server's HTML: every string of every namespace and language,
 * with the counts that pick each plural form, with and without the variables it names, through
 * namespace prefixes, missing keys and default values, against i18next configured as the
 * server configures it (app/middleware/i18next.ts).
 */
const LANGS = ["az", "en", "ru"] as const;
const dir = path.resolve("locales");
const namespaces = readdirSync(path.join(dir, "en")).map((f) => f.replace(/\.json$/, ""));
const resources = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), "utf8")) as Record<string, unknown>]))]),
);
const config = { ns: namespaces, defaultNS: "common", fallbackLng: "az", interpolation: { escapeValue: false } };

function leafKeys(node: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(node).flatMap(([k, v]) => (v && typeof v === "object" ? leafKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe("the browser's i18n gives i18next's strings", async () => {
  const real = i18next.createInstance();
  await real.init({ ...config, lng: "en", resources });
  await lite.init({ ...config, lng: "en", resources });

  for (const lang of LANGS) {
    it(`every string in ${lang}`, () => {
      const fixedReal = (ns: string) => real.getFixedT(lang, ns);
      const fixedLite = (ns: string) => lite.getFixedT(lang, ns);
      let compared = 0;
      for (const ns of namespaces) {
        const keys = new Set(leafKeys(resources[lang]![ns]!).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, "")));
        const raw = JSON.stringify(resources.en![ns]) + JSON.stringify(resources[lang]![ns]);
        const vars = Object.fromEntries([...raw.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => [m[1]!, `<${m[1]}>`]));
        for (const key of keys) {
          const optionSets: (Record<string, unknown> | undefined)[] = [
            undefined,
            vars,
            ...[0, 1, 2, 3, 5, 11, 21, 22, 25, 1.5].map((count) => ({ ...vars, count })),
            { count: 4 },
            { defaultValue: "Fallback {{count}}", count: 2 },
          ];
          for (const options of optionSets) {
            expect(fixedLite(ns)(key, options), `${lang} ${ns}:${key} ${JSON.stringify(options)}`).toBe(fixedReal(ns)(key, options));
            // the same key through another namespace's t, with the namespace prefix
            expect(fixedLite("common")(`${ns}:${key}`, options)).toBe(fixedReal("common")(`${ns}:${key}`, options));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("missing keys, default values and the fallback language", () => {
    const cases: [string, string | undefined, Record<string, unknown> | string | undefined][] = [
      ["no.such.key", "common", undefined],
      ["no.such.key", "catalog", { defaultValue: "As is" }],
      ["orders.statuses.unknown", "account", { defaultValue: "unknown" }],
      ["no.such.key", "cart", { defaultValue: "{{n}} left", n: 3 }],
      ["no.such.key", "cart", "plain default"],
      ["catalog:no.such", "common", undefined],
    ];
    for (const lang of LANGS) {
      for (const [key, ns, options] of cases) {
        expect(lite.getFixedT(lang, ns)(key, options as never), `${lang} ${key}`).toBe(real.getFixedT(lang, ns)(key, options as never));
      }
    }
    // a string only the fallback language (az) has
    lite.addResourceBundle("az", "common", { onlyAz: "Yalnız" }, true, true);
    real.addResourceBundle("az", "common", { onlyAz: "Yalnız" }, true, true);
    expect(lite.getFixedT("ru", "common")("onlyAz")).toBe(real.getFixedT("ru", "common")("onlyAz"));
  });

  it("changes language and tells its listeners", async () => {
    const heard: unknown[] = [];
    const listener = (lng: unknown) => heard.push(lng);
    lite.on("languageChanged", listener);
    await lite.changeLanguage("ru");
    lite.off("languageChanged", listener);
    expect(heard).toEqual(["ru"]);
    expect(lite.language).toBe("ru");
    expect(lite.t("catalog:sort_new")).toBe(real.getFixedT("ru")("catalog:sort_new"));
  });
});
