import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, englishOf, isErrorCode, type ErrorCode } from "../contract/errors.ts";
import { CALLER_MSG } from "./caller.ts";
import { codeOfText, withCodes } from "./error-codes.ts";
import { API_TEXTS, ERROR_TEXTS, MSG } from "./validators.ts";
import { ADMIN_MSG } from "../admin/messages.ts";
import { PEOPLE_MSG } from "../admin/people.ts";
import { BANNER_MSG } from "../admin/banners-contract.ts";
import { BLOG_MSG } from "../admin/blog-contract.ts";
import { PHOTO_MSG, PRODUCT_MSG } from "../admin/catalogue-contract.ts";
import { CONTENT_MSG, MENU_MSG } from "../admin/content-contract.ts";
import { PAGE_MSG } from "../admin/pages-contract.ts";
import { TAXONOMY_MSG } from "../admin/taxonomy-contract.ts";
import { AUTH_MSG } from "../auth/messages.ts";
import { CHECKOUT_MSG } from "../checkout/messages.ts";
import { TEXT } from "../content/messages.ts";
import { LISTS_MSG } from "../lists/messages.ts";
import { ORDERS_MSG } from "../orders/messages.ts";
import { PAYMENTS_MSG } from "../payments/messages.ts";
import { PRICING_MSG } from "../pricing/messages.ts";
import { STAFF_MSG } from "../staff/messages.ts";
import { USERS_MSG } from "../users/messages.ts";

const LANGS = ["az", "en", "ru"] as const;
const root = fileURLToPath(new URL("../..", import.meta.url));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the error catalogue (locales/{az,en,ru}/errors.json)", () => {
  it("has a text for every code in az, en and ru, with the same placeholders", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(150);
    for (const code of ERROR_CODES) {
      for (const lang of LANGS) {
        const text = ERROR_TEXTS[lang].get(code);
        expect({ code, lang, text: text?.trim() ? "ok" : text }).toEqual({ code, lang, text: "ok" });
        expect({ code, lang, placeholders: placeholders(text!) }).toEqual({ code, lang, placeholders: placeholders(englishOf(code)) });
      }
    }
    // az and ru are translations, not English copies (short words such as "OTP" aside)
    const copies = ERROR_CODES.filter((code) => ERROR_TEXTS.az.get(code) === englishOf(code) || ERROR_TEXTS.ru.get(code) === englishOf(code));
    expect(copies).toEqual([]);
  });

  it("has codes named module.key, none of them a notice's (notices.json)", () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
    const notices = [...API_TEXTS.en.keys()].filter((code) => !isErrorCode(code));
    expect(notices.length).toBeGreaterThan(10);
    expect(API_TEXTS.en.size).toBe(ERROR_CODES.length + notices.length);
  });

  it("reads each sentence back to its code: no two codes share a text unless they say the same in every language", () => {
    const owner = new Map<string, ErrorCode>();
    const clashes: string[] = [];
    for (const lang of LANGS)
      for (const code of ERROR_CODES) {
        const text = ERROR_TEXTS[lang].get(code)!;
        const other = owner.get(text);
        if (other && other !== code && LANGS.some((l) => ERROR_TEXTS[l].get(other) !== ERROR_TEXTS[l].get(code))) clashes.push(`${code} ~ ${other} (${lang})`);
        if (!other) owner.set(text, code);
      }
    expect(clashes).toEqual([]);
    for (const lang of LANGS)
      for (const code of ERROR_CODES) {
        const found = codeOfText(ERROR_TEXTS[lang].get(code)!.replace(/\{\{(\w+)\}\}/g, "12"));
        expect(found && ERROR_TEXTS.en.get(found.code)).toBe(englishOf(code));
      }
  });

  it("gives each English text one code (a module that says what another says uses its code)", () => {
    const english = ERROR_CODES.map(englishOf);
    expect(english.filter((text, i) => english.indexOf(text) !== i)).toEqual([]);
  });

  it("holds every message table of the backend (the tables are read from it)", () => {
    const tables = {
      MSG, CALLER_MSG, AUTH_MSG, USERS_MSG, CHECKOUT_MSG, TEXT, LISTS_MSG, PRICING_MSG, ORDERS_MSG, PAYMENTS_MSG, STAFF_MSG, ADMIN_MSG,
      PEOPLE_MSG, BANNER_MSG, BLOG_MSG, PHOTO_MSG, PRODUCT_MSG, CONTENT_MSG, MENU_MSG, PAGE_MSG, TAXONOMY_MSG,
    };
    const known = new Set(API_TEXTS.en.values());
    const outside = Object.entries(tables).flatMap(([name, table]) => Object.entries(table).filter(([, text]) => !known.has(text)).map(([key]) => `${name}.${key}`));
    expect(outside).toEqual([]);
  });

  it("holds every sentence the backend's source answers literally (fail(c, \"…\"), error: \"…\")", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) {
          if (!["bench", "test", "db"].includes(name)) walk(full);
        } else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) files.push(full);
      }
    };
    walk(path.join(root, "backend"));
    const english = new Set(ERROR_CODES.map(englishOf));
    const outside: string[] = [];
    for (const file of files) {
      if (file.endsWith(path.join("push", "command.ts")) || file.endsWith("config.ts")) continue; // command-line and start-up messages, not answers
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/(?:fail\(c, |error: |\{ error: )"([^"]+)"/g)) {
        const literal = m[1]!;
        // internal reasons (`"noStock"`, people-contract's `"badChoice"`) are words of a table, not sentences
        if (/^[a-z][a-zA-Z]*$/.test(literal)) continue;
        if (!english.has(literal)) outside.push(`${path.relative(root, file)}: ${literal}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(outside).toEqual([]);
  });
});

describe("withCodes", () => {
  it("adds code, codes and params to a failing answer in any language", () => {
    const az = ERROR_TEXTS.az;
    expect(withCodes({ ok: false, error: az.get("checkout.emptyCart") })).toEqual({ ok: false, error: az.get("checkout.emptyCart"), code: "checkout.emptyCart" });
    const required = ERROR_TEXTS.ru.get("field.required")!;
    expect(withCodes({ ok: false, error: required, errors: { firstName: required, email: ERROR_TEXTS.ru.get("field.wrongEmail")! } })).toMatchObject({
      code: "field.required",
      codes: { firstName: "field.required", email: "field.wrongEmail" },
    });
    const limit = ERROR_TEXTS.en.get("pricing.lineLimit")!.replace("{{n}}", "10");
    expect(withCodes({ ok: false, error: limit })).toMatchObject({ code: "pricing.lineLimit", params: { n: "10" } });
  });

  it("gives a sentence outside the catalogue the generic code and reports it", () => {
    const seen: string[] = [];
    const answer = withCodes({ ok: false, error: "Invalid input: expected string", errors: { x: "Invalid input: expected string" } }, (t) => seen.push(t));
    expect(answer).toMatchObject({ code: "field.invalid", codes: { x: "field.invalid" } });
    expect(withCodes({ ok: false, error: "Boom" }, (t) => seen.push(t)).code).toBe("api.failed");
    expect(seen).toEqual(["Invalid input: expected string", "Invalid input: expected string", "Boom"]);
  });
});
