/** The remembered light `t` of the server's i18next (ADR 0037) says what i18next's own says. */
import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { LANGS } from "./i18n.ts";
import { NAMESPACES, loadAdminStrings, loadLanguage } from "./locales.ts";
import { lightFixedT, rememberFixedT } from "./server-t.ts";

const resources = Object.fromEntries(
  await Promise.all(LANGS.map(async (lang) => [lang, { ...(await loadLanguage(lang)), admin: await loadAdminStrings(lang) }] as const)),
);
const options = { resources, ns: [...NAMESPACES, "admin"], defaultNS: "common", fallbackLng: "en", interpolation: { escapeValue: false }, initAsync: false };

function fresh(lng: string) {
  const instance = createInstance({ ...options, lng });
  void instance.init();
  return instance;
}

/** Every key of a locale file (plural forms as their base key). */
function keys(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k.replace(/_(zero|one|two|few|many|other)$/, "")));
}

const VALUES = { count: 3, n: 2, name: "Aysel", title: "Dress", price: "10 ₼", email: "a@b.az", total: 5, min: 1, max: 9, days: 4 };

describe("lightFixedT", () => {
  it("gives i18next's answer for every key of every namespace and language", () => {
    let compared = 0;
    for (const lang of LANGS) {
      const instance = fresh(lang);
      for (const ns of [...NAMESPACES, "admin"]) {
        const full = instance.getFixedT(lang, ns);
        const light = lightFixedT(instance, lang, ns, full) as unknown as (...args: unknown[]) => unknown;
        const original = full as unknown as (...args: unknown[]) => unknown;
        for (const key of new Set(keys((resources[lang] as Record<string, unknown>)[ns]))) {
          for (const args of [[key], [key, VALUES], [key, { ...VALUES, count: 1 }], [key, { returnObjects: true }]]) {
            expect(light(...args), `${lang} ${ns} ${key}`).toEqual(original(...args));
            compared += 1;
          }
        }
        for (const args of [["no.such.key", "Fallback text"], ["no.such.key"], ["common:home"], ["home", { ns: "common" }], ["home", { lng: "ru", ns: "common" }], [["no.such", "home"]]]) {
          expect(light(...args), `${lang} ${ns} ${JSON.stringify(args)}`).toEqual(original(...args));
        }
      }
    }
    expect(compared).toBeGreaterThan(4000);
  }, 90_000); // ~4 000 comparisons: seconds on an idle machine, more with two vitest workers on a busy one

  it("is remembered per language and namespace; other calls go to i18next", () => {
    const instance = rememberFixedT(fresh("az"));
    const t: TFunction = instance.getFixedT("az", "cart");
    expect(instance.getFixedT("az", "cart")).toBe(t);
    expect(instance.getFixedT("ru", "cart")).not.toBe(t);
    expect(instance.getFixedT("az", "cart", "some")).not.toBe(instance.getFixedT("az", "cart", "some"));
    expect(instance.getFixedT(["az", "en"], "cart")).not.toBe(instance.getFixedT(["az", "en"], "cart"));
  });
});
