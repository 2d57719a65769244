import { readFileSync } from "node:fs";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../backend/contract/errors.ts";
import { answerMessage, coded, errorText, fieldMessages, readMessage, type Translate } from "./error-text.ts";
import { instanceOf } from "~/middleware/i18next";

const catalogue = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/errors.json`, "utf8")) as Record<string, Record<string, string>>;

/** The browser's i18next, set up as app/entry.client.tsx does (one language's namespaces). */
async function browserT(lang: string): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({ lng: lang, fallbackLng: "en", ns: ["common", "errors"], defaultNS: "common", resources: { [lang]: { errors: catalogue(lang), common: {} } }, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as Translate;
}

/** The server's translate function of a language (the shared instance, light fixed t), as flashes use it. */
const serverT = (lang: "az" | "en" | "ru") => instanceOf(lang).getFixedT(lang, "errors") as unknown as Translate;

describe("errorText: a code of the catalogue in the page's language", () => {
  it("translates a code in az, en and ru, in the browser's and the server's i18next alike", async () => {
    for (const lang of ["az", "en", "ru"] as const) {
      const browser = await browserT(lang);
      for (const t of [browser, serverT(lang)]) {
        expect(errorText(t, "auth.loginFailed")).toBe(catalogue(lang).auth!.loginFailed);
        expect(errorText(t, "field.required")).toBe(catalogue(lang).field!.required);
      }
    }
    expect(errorText(serverT("ru"), "auth.loginFailed")).toBe("Неверный логин или пароль");
  });

  it("fills the placeholders from the message's params", async () => {
    const message = coded("pricing.lineLimit", { n: 5 });
    expect(message).toBe("pricing.lineLimit?n=5");
    expect(errorText(await browserT("en"), message)).toBe("You can buy at most 5 units of one product in one order");
    expect(errorText(serverT("ru"), message)).toContain("5");
    expect(errorText(serverT("ru"), message)).not.toContain("{{");
    expect(errorText(serverT("en"), coded("adminPhoto.tooLarge", { mb: "10" }))).toBe("The photo is larger than 10 MB");
    // a value with the query's own characters survives the round trip
    expect(readMessage(coded("adminPhoto.tooLarge", { mb: "a&b=c?d" }))).toEqual({ code: "adminPhoto.tooLarge", params: { mb: "a&b=c?d" } });
  });

  it("an unknown code, a sentence or a bare key shows the generic error text", async () => {
    for (const lang of ["az", "en", "ru"] as const) {
      const generic = catalogue(lang).api!.failed;
      for (const t of [await browserT(lang), serverT(lang)]) {
        for (const message of ["checkout.noSuchThing", "nosuch.code", "Login or password is incorrect", "required", "field", "errors:field.required", "<b>x</b>"]) {
          expect(errorText(t, message), `${lang} ${message}`).toBe(generic);
        }
      }
    }
  });

  it("nothing to say is null", () => {
    expect(errorText(serverT("en"), "")).toBeNull();
    expect(errorText(serverT("en"), undefined)).toBeNull();
    expect(errorText(serverT("en"), null)).toBeNull();
  });

  it("every code of the catalogue has its own text in every language (none falls back to the generic one)", () => {
    for (const lang of ["az", "en", "ru"] as const) {
      const t = serverT(lang);
      for (const code of ERROR_CODES) {
        const [module, key] = code.split(".") as [string, string];
        const text = catalogue(lang)[module]![key]!;
        if (!text.includes("{{")) expect(errorText(t, code), `${lang} ${code}`).toBe(text);
      }
    }
  });
});

describe("messages of a failing answer", () => {
  it("the answer's code and params; the generic code when the answer has none", () => {
    expect(answerMessage({ code: "checkout.emptyCart" })).toBe("checkout.emptyCart");
    expect(answerMessage({ code: "pricing.orderLimit", params: { n: "20" } })).toBe("pricing.orderLimit?n=20");
    expect(answerMessage({})).toBe("api.failed");
  });

  it("field codes by the form's field names; a field the form has no name for is left out", () => {
    const answer = { codes: { mobile: "field.wrongMobile", phone: "field.wrongMobile", cart: "pricing.sold" } as const };
    expect(fieldMessages(answer)).toEqual({ mobile: ["field.wrongMobile"], phone: ["field.wrongMobile"], cart: ["pricing.sold"] });
    expect(fieldMessages(answer, (f) => (f === "phone" ? "mobile" : f === "cart" ? null : f))).toEqual({ mobile: ["field.wrongMobile", "field.wrongMobile"] });
    expect(fieldMessages({})).toEqual({});
  });
});
