import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGE_TYPES, TOASTS, isMessageType, isToastKey, toastKey } from "./messages";

const locale = (lang: string, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, "utf8")) as Record<string, unknown>;
const lookup = (lang: string, nsKey: string): unknown => {
  const [ns, key] = nsKey.split(":") as [string, string];
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale(lang, ns));
};

describe("message table", () => {
  it("every known toast has a kind and a text in az, en and ru", () => {
    for (const [key, type] of Object.entries(TOASTS)) {
      expect(MESSAGE_TYPES).toContain(type);
      for (const lang of ["az", "en", "ru"]) expect(typeof lookup(lang, `common:${toastKey(key as keyof typeof TOASTS)}`), `${lang} ${key}`).toBe("string");
    }
  });

  it("removals and logging out are info toasts, the rest success", () => {
    expect(TOASTS.removedFromWishlist).toBe("info");
    expect(TOASTS.removedFromCompare).toBe("info");
    expect(TOASTS.loggedOut).toBe("info");
    expect(TOASTS.addedToCart).toBe("success");
  });

  it("only a known key names a toast (a link cannot put text on the page)", () => {
    expect(isToastKey("addedToCart")).toBe(true);
    for (const value of ["<b>hello", "constructor", "toString", "", null, undefined]) expect(isToastKey(value)).toBe(false);
    expect(isMessageType("error")).toBe(true);
    expect(isMessageType("evil")).toBe(false);
  });
});
