import { MAX_ID } from "../core/ids.ts";
import { Hono, type Context } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, langOf, langSchema, ok, parse, readPayload } from "../core/http.ts";
import { MSG, emailField, honeypotFilled, mobileField, optionalText, requiredText } from "../core/validators.ts";
import { feedbacks, newsletterSubscriptions, products, type Lang } from "../db/schema.ts";
import { recordCartStatistic } from "../lists/service.ts";
import type { FeedbackType } from "./contract.ts";
import { parseForm } from "../core/form.ts";
import { homeDefinitions } from "./home.ts";
import { TEXT, say } from "./messages.ts";
import {
  deliveryAreaTree,
  getArticle,
  getMenus,
  getPage,
  listArticleCategories,
  listArticles,
  listBranches,
} from "./service.ts";
import { pageNumber } from "./text.ts";

export const FEEDBACK_TYPES = ["question", "suggestion", "complaint", "order", "other"] as const satisfies readonly FeedbackType[];

export const langOnly = z.object({ lang: langSchema });

export const newsletterSchema = z.object({
  email: emailField(),
  website: z.unknown().optional(),
});

export const feedbackSchema = z.object({
  type: requiredText(50).pipe(z.enum(FEEDBACK_TYPES, { error: TEXT.invalidValue })),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  mobile: mobileField(),
  message: optionalText(5000),
  website: z.unknown().optional(),
});

const positiveInt = (max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v[0] : v) ?? "",
    z.union([z.number(), z.string().trim().regex(/^\d+$/, TEXT.invalidValue).transform(Number)], { error: MSG.required })
      .pipe(z.number({ error: TEXT.invalidValue }).int(TEXT.invalidValue).min(1, TEXT.invalidValue).max(max, TEXT.invalidValue)),
  );

export const cartStatisticSchema = z.object({
  agent: optionalText(500),
  productId: positiveInt(MAX_ID),
  size: optionalText(50),
  qty: positiveInt(1000),
});

/** GET with a query or POST with JSON: both reach the same handler. */
const BOTH = ["GET", "POST"];

async function lang(c: Context): Promise<Lang> {
  return langOf(await readPayload(c));
}

/** Content calls under /api. */
export function contentRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  app.on(BOTH, "/menus", async (c) => {
    const p = await parse(c, langOnly);
    if (p instanceof Response) return p;
    return ok(c, await getMenus(database, p.lang, { discountsActive: deps.config.DISCOUNTS_ACTIVE }));
  });

  app.on(BOTH, "/articles", async (c) => {
    const raw = await readPayload(c);
    const l = langOf(raw);
    return ok(c, await listArticles(database, l, { page: pageNumber(raw.page), category: raw.filter_category }));
  });

  app.on(BOTH, "/articles/info/:id", async (c) => {
    const l = await lang(c);
    const id = c.req.param("id").trim().slice(0, 200);
    const article = await getArticle(database, l, id);
    return article ? ok(c, article) : fail(c, say(TEXT.articleNotFound, l), 404);
  });

  app.on(BOTH, "/article-categories", async (c) => ok(c, await listArticleCategories(database, await lang(c))));

  app.on(BOTH, "/branches", async (c) => ok(c, await listBranches(database, await lang(c))));

  app.on(BOTH, "/pages/info/:key", async (c) => {
    const l = await lang(c);
    const page = await getPage(database, l, c.req.param("key").trim().slice(0, 200));
    return page ? ok(c, page) : fail(c, say(TEXT.pageNotFound, l), 404);
  });

  app.on(BOTH, "/delivery-areas", async (c) => ok(c, await deliveryAreaTree(database, await lang(c))));

  app.on(BOTH, "/home-sections", async (c) => ok(c, await homeDefinitions(database, await lang(c))));

  app.post("/subscriptions/send", async (c) => {
    const p = await parseForm(c, newsletterSchema);
    if (p instanceof Response) return p;
    if (!honeypotFilled(p.data.website)) {
      // a repeated address is not an error: it stays stored once
      await database.db
        .insert(newsletterSubscriptions)
        .values({ email: p.data.email, lang: p.lang })
        .onConflictDoNothing({ target: newsletterSubscriptions.email });
    }
    return ok(c, { message: say(TEXT.subscribed, p.lang) });
  });

  app.post("/feedbacks/send", async (c) => {
    const p = await parseForm(c, feedbackSchema);
    if (p instanceof Response) return p;
    if (!honeypotFilled(p.data.website)) {
      const { type, firstName, lastName, email, mobile, message } = p.data;
      await database.db.insert(feedbacks).values({ type, firstName, lastName, email, mobile, message, lang: p.lang });
    }
    return ok(c, { message: say(TEXT.feedbackSent, p.lang) });
  });

  app.post("/cart-statistic/items-to-cart", async (c) => {
    const p = await parseForm(c, cartStatisticSchema);
    if (p instanceof Response) return p;
    const { productId, size, qty } = p.data;
    const [product] = await database.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
    if (!product) return fail(c, say(TEXT.productNotFound, p.lang), 404);
    const agent = p.data.agent || (c.req.header("user-agent") ?? "").slice(0, 500);
    await recordCartStatistic(database, { productId, size, qty, agent });
    return ok(c, { recorded: true });
  });

  return app;
}

/** Non-/api content: the home banner definitions per language, GET /d/{lang}.json. */
export function contentStaticRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  app.get("/d/:file", async (c) => {
    const match = /^(az|en|ru)\.json$/.exec(c.req.param("file"));
    if (!match) return c.json({ ok: false, error: "Not found" }, 404);
    const body = await homeDefinitions(deps.database, match[1] as Lang);
    return c.json(body, 200, { "Cache-Control": "public, max-age=300" });
  });
  return app;
}
