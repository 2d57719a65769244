import { readFileSync } from "node:fs";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, englishOf, isErrorCode } from "../../../backend/contract/errors.ts";
import { BANNER_MSG, BLOG_MSG, CONTENT_MSG, MENU_MSG, PAGE_MSG, PHOTO_MSG, PRODUCT_MSG, TAXONOMY_MSG } from "../../../backend/admin/contract.ts";
import { branchFormSchema } from "../../../backend/admin/content-contract.ts";
import { productFormSchema } from "../../../backend/admin/catalogue-contract.ts";
import { articleFormSchema } from "../../../backend/admin/blog-contract.ts";
import { pushFormSchema } from "../../../backend/admin/push-contract.ts";
import { reviewReplySchema, reviewStateSchema, staffAddSchema } from "../../../backend/admin/people-contract.ts";
import { productsBulkSchema } from "../../../backend/admin/bulk-contract.ts";
import { errorText, type Translate } from "~/lib/error-text";
import { instanceOf } from "~/middleware/i18next";
import { FIELD_FALLBACK, adminAnswer, adminFieldMessages, adminMessage, formFieldName } from "./codes.ts";

const catalogue = (lang: string) => JSON.parse(readFileSync(`locales/${lang}/errors.json`, "utf8")) as Record<string, Record<string, string>>;
const t = (lang: "az" | "en" | "ru") => instanceOf(lang).getFixedT(lang, "errors") as unknown as Translate;
/** what a screen shows for a message, in a language */
const shown = (lang: "az" | "en" | "ru", message: string | null | undefined, fallback?: Parameters<typeof adminMessage>[1]) => errorText(t(lang), adminMessage(message, fallback));

/** The first message conform's check gives each field of a form (the browser's and the action's check). */
function conformErrors(schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>): Record<string, string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const reply = parseWithZod(form, { schema }).reply();
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, messages]) => [name, messages?.[0] ?? ""]));
}

describe("adminMessage: a back-office message as a code of the catalogue", () => {
  it("keeps a code, with its params", () => {
    expect(adminMessage("adminContent.branchInUse")).toBe("adminContent.branchInUse");
    expect(adminMessage("adminPhoto.tooLarge?mb=10")).toBe("adminPhoto.tooLarge?mb=10");
  });

  it("reads every English text of the back office's message tables back to a code that says it", () => {
    const tables = { BANNER_MSG, BLOG_MSG, CONTENT_MSG, MENU_MSG, PAGE_MSG, PHOTO_MSG, PRODUCT_MSG, TAXONOMY_MSG };
    for (const [name, table] of Object.entries(tables)) {
      for (const [key, text] of Object.entries(table as Record<string, string>)) {
        if (text.includes("{{")) continue; // answered by the API with its params, never a schema's message
        const code = adminMessage(text);
        expect(isErrorCode(code), `${name}.${key}`).toBe(true);
        expect(englishOf(code as never), `${name}.${key}`).toBe(text);
      }
    }
    expect(adminMessage(CONTENT_MSG.required)).toBe("field.required");
    expect(adminMessage(TAXONOMY_MSG.slug)).toBe("adminTaxonomy.slug");
  });

  it("gives the generic code for anything else: a field's says 'invalid value', a form's 'something went wrong'", () => {
    expect(adminMessage("Invalid input: expected string, received undefined", FIELD_FALLBACK)).toBe("field.invalid");
    expect(adminMessage("Too big: expected string to have <=120 characters")).toBe("api.failed");
    expect(adminMessage("notACode.atAll")).toBe("api.failed");
    expect(adminMessage("")).toBeNull();
    expect(adminMessage(null)).toBeNull();
  });

  it("is shown in the page's language from errors.json", () => {
    for (const lang of ["az", "en", "ru"] as const) {
      const texts = catalogue(lang);
      expect(shown(lang, CONTENT_MSG.latitude)).toBe(texts.adminContent!.latitude);
      expect(shown(lang, "adminPhoto.tooLarge?mb=10")).toBe(texts.adminPhoto!.tooLarge!.replace("{{mb}}", "10"));
      expect(shown(lang, "zod's own English", FIELD_FALLBACK)).toBe(texts.field!.invalid);
    }
    expect(shown("ru", "adminContent.areaHasChildren")).toBe(catalogue("ru").adminContent!.areaHasChildren);
    expect(shown("az", BLOG_MSG.required)).toBe(catalogue("az").field!.required);
  });

  it("every code of the catalogue is a message as it is", () => {
    for (const code of ERROR_CODES) expect(adminMessage(code)).toBe(code);
  });
});

describe("adminAnswer and adminFieldMessages: a failing answer's codes", () => {
  const answer = {
    ok: false,
    error: "Фото больше 10 МБ",
    errors: { photo: "Фото больше 10 МБ", "items.1.image": "…" },
    code: "adminPhoto.tooLarge",
    codes: { photo: "adminPhoto.tooLarge", "items.1.image": "adminBanner.image" },
    params: { mb: "10" },
  } as const;

  it("the answer as a whole: its code and params, else the generic code (or the one given)", () => {
    expect(adminAnswer(answer)).toBe("adminPhoto.tooLarge?mb=10");
    expect(adminAnswer({})).toBe("api.failed");
    expect(adminAnswer({}, "adminProduct.changed")).toBe("adminProduct.changed");
  });

  it("each field's code, with the answer's params where the field says what the answer says, named as the form names it", () => {
    expect(adminFieldMessages(answer)).toEqual({ photo: "adminPhoto.tooLarge?mb=10", "items.1.image": "adminBanner.image" });
    expect(adminFieldMessages(answer, (f) => (f === "photo" ? null : formFieldName(f)))).toEqual({ "items[1].image": "adminBanner.image" });
    expect(adminFieldMessages({})).toEqual({});
  });

  it("formFieldName: an API path as the form's field name", () => {
    expect(formFieldName("items.1.image")).toBe("items[1].image");
    expect(formFieldName("blocks.12.az.headline")).toBe("blocks[12].az.headline");
    expect(formFieldName("en.title")).toBe("en.title");
  });
});

describe("the back office's schemas give messages of the catalogue", () => {
  it("an empty required field says 'required' (not zod's 'expected string, received undefined')", () => {
    const branch = conformErrors(branchFormSchema, { "en.title": "", latitude: "", longitude: "49.8" });
    expect(branch["en.title"]).toBe(CONTENT_MSG.required);
    expect(branch.latitude).toBe(CONTENT_MSG.required);
    expect(shown("ru", branch["en.title"], FIELD_FALLBACK)).toBe(catalogue("ru").field!.required);
    const product = conformErrors(productFormSchema, { "az.title": "", price: "" });
    expect(product["az.title"]).toBe(PRODUCT_MSG.required);
    expect(product.price).toBe(PRODUCT_MSG.required);
    const article = conformErrors(articleFormSchema, { "en.title": "" });
    expect(article["en.title"]).toBe(BLOG_MSG.required);
    expect(article.publishedAt).toBe(BLOG_MSG.required);
    // a value that is there keeps its own message
    expect(conformErrors(branchFormSchema, { latitude: "140" }).latitude).toBe(CONTENT_MSG.latitude);
  });

  it("the people, push and bulk schemas' messages are codes", () => {
    const push = conformErrors(pushFormSchema, { title: "", body: "x".repeat(301), url: "https://example.com/", audience: "fr", ttl: "-1" });
    expect(push).toEqual({ title: "field.required", body: "adminPeople.tooLong", url: "adminPush.sitePath", audience: "adminPeople.badChoice", ttl: "adminPush.ttl" });
    expect(conformErrors(staffAddSchema, { mobile: "12", role: "king" })).toEqual({ mobile: "field.wrongMobile", role: "adminPeople.badChoice" });
    expect(conformErrors(reviewReplySchema, { reply: "x".repeat(2001) })).toEqual({ reply: "adminPeople.tooLong" });
    expect(reviewStateSchema.safeParse({ to: "gone" }).error?.issues[0]?.message).toBe("adminPeople.badChoice");
    expect(productsBulkSchema.safeParse({ ids: [], to: "hidden" }).error?.issues[0]?.message).toBe("adminBulk.noneSelected");
    expect(productsBulkSchema.safeParse({ ids: ["x"], to: "hidden" }).error?.issues[0]?.message).toBe("adminBulk.badIds");
    for (const message of [...Object.values(push), "adminBulk.noneSelected"]) expect(shown("az", message)).toBe(catalogue("az")[message.split(".")[0]!]![message.split(".")[1]!]);
  });
});
