/**
 * The server's i18next (ADR 0037): one instance per language, initialised once at start and
 * shared by every request of that language; concurrent requests keep their own language.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { getInstance, getLocale, i18nextInitCount, i18nextMiddleware, instanceOf } from "./i18next.ts";

type Next = () => Promise<Response>;
const middleware = i18nextMiddleware as unknown as (args: unknown, next: Next) => Promise<Response>;

/** Runs the middleware for a path; `inside` runs where a loader would, with the request's context. */
async function request(path: string, inside: (context: RouterContextProvider) => Promise<void> | void = () => {}) {
  const context = new RouterContextProvider();
  const request = new Request(`http://shop.test${path}`);
  await middleware({ request, context, params: {} }, async () => {
    await inside(context);
    return new Response(null);
  });
  return context;
}

describe("i18next middleware", () => {
  it("initialises one instance per language, whatever the number of requests", async () => {
    const before = i18nextInitCount();
    expect(before).toBe(3);
    const contexts = await Promise.all(["/az/cart", "/az", "/ru/cart", "/cart", "/en/sale", "/az/x/y"].map((p) => request(p)));
    expect(i18nextInitCount()).toBe(before);
    const [az1, az2, ru, en1, en2, az3] = contexts.map((c) => getInstance(c));
    expect(az1).toBe(az2);
    expect(az1).toBe(az3);
    expect(en1).toBe(en2);
    expect(az1).not.toBe(ru);
    expect(az1).not.toBe(en1);
    expect(az1).toBe(instanceOf("az"));
    expect(contexts.map((c) => getLocale(c))).toEqual(["az", "az", "ru", "en", "en", "az"]);
    expect([az1.language, ru.language, en1.language]).toEqual(["az", "ru", "en"]);
  });

  it("keeps each request's language when requests in az and ru run at the same time", async () => {
    const seen: string[] = [];
    const slow = (path: string, ms: number) =>
      request(path, async (context) => {
        const before = getInstance(context).getFixedT(getLocale(context), "common")("home");
        await new Promise((resolve) => setTimeout(resolve, ms));
        const after = getInstance(context).t("common:home");
        seen.push(`${getLocale(context)}:${before}|${after}`);
      });
    await Promise.all([slow("/az", 30), slow("/ru", 5), slow("/az/cart", 15), slow("/ru/sale", 25), slow("/", 10)]);
    const home = (lang: "az" | "en" | "ru") => instanceOf(lang).getFixedT(lang, "common")("home");
    expect(new Set([home("az"), home("en"), home("ru")]).size).toBe(3);
    expect(seen.sort()).toEqual(
      [`az:${home("az")}|${home("az")}`, `az:${home("az")}|${home("az")}`, `en:${home("en")}|${home("en")}`, `ru:${home("ru")}|${home("ru")}`, `ru:${home("ru")}|${home("ru")}`].sort(),
    );
  });

  it("answers getFixedT with one remembered function per language and namespace", () => {
    const az = instanceOf("az");
    expect(az.getFixedT("az", "cart")).toBe(az.getFixedT("az", "cart"));
    expect(az.getFixedT("az", "cart")).not.toBe(az.getFixedT("az", "common"));
    // another language through the same instance (a form posted back to another language's page)
    expect(az.getFixedT("ru", "common")("home")).toBe(instanceOf("ru").getFixedT("ru", "common")("home"));
  });
});
