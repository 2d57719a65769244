import { MAX_ID } from "../core/ids.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, ok } from "../core/http.ts";
import { MSG, emailField, honeypotFilled, requiredText } from "../core/validators.ts";
import { clientIp, clientKeyOf, parseForm } from "../core/form.ts";
import { TEXT, say } from "../content/messages.ts";
import type { ReviewSendAnswer } from "../content/contract.ts";
import { rateLimiter } from "../auth/service.ts";
import { createReview, listReviews, productExists } from "./service.ts";

/** Reviews one address may send: 5 per 10 minutes. */
export const REVIEW_RATE = { limit: 5, windowSeconds: 10 * 60 };

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

const productIdField = z.preprocess(
  (v) => {
    const raw = first(v);
    if (typeof raw === "number") return raw;
    if (typeof raw === "string" && /^\s*\d{1,9}\s*$/.test(raw)) return Number(raw);
    return raw === undefined || raw === null || raw === "" ? undefined : Number.NaN;
  },
  z.number({ error: (issue) => (issue.input === undefined ? MSG.required : TEXT.invalidValue) }).int(TEXT.invalidValue).positive(TEXT.invalidValue).max(MAX_ID, TEXT.invalidValue),
);

/** rating: missing, empty or 0 (no star chosen) → Required field; above 5 → Maximum value is 5 */
const ratingField = z.preprocess(
  (v) => {
    const raw = first(v);
    if (raw === undefined || raw === null || raw === "" || raw === 0 || raw === "0") return undefined;
    if (typeof raw === "number") return raw;
    return typeof raw === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? MSG.required : TEXT.invalidValue) })
    .int(TEXT.invalidValue)
    .min(1, TEXT.invalidValue)
    .max(5, TEXT.ratingMax),
);

export const listSchema = z.object({ productId: productIdField });

export const sendSchema = z.object({
  productId: productIdField,
  review: requiredText(5000),
  fullName: requiredText(100),
  email: emailField(),
  rating: ratingField,
  website: z.unknown().optional(),
});

export function reviewsRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database, config } = deps;
  const limiter = rateLimiter(deps);

  /** published reviews of a product (status on) with the score summary */
  app.on(["GET", "POST"], "/reviews", async (c) => {
    const p = await parseForm(c, listSchema);
    if (p instanceof Response) return p;
    if (!(await productExists(database, p.data.productId))) return fail(c, say(TEXT.productNotFound, p.lang), 404);
    return ok(c, await listReviews(database, p.data.productId));
  });

  app.post("/reviews/send", async (c) => {
    const p = await parseForm(c, sendSchema);
    if (p instanceof Response) return p;
    const { lang, data } = p;
    if (!(await productExists(database, data.productId))) return fail(c, say(TEXT.productNotFound, lang), 404);

    const ip = clientIp(c);
    const client = clientKeyOf(c);
    // without a client address (a caller that does not forward x-forwarded-for) one shared
    // bucket would block every visitor at once: the server's general POST limits apply then
    if (config.RATE_LIMITS && client) {
      const verdict = await limiter.hit("reviews:ip", client, REVIEW_RATE);
      if (verdict.limited) {
        c.header("Retry-After", String(verdict.retryAfter));
        return fail(c, say(TEXT.tooMany, lang), 429);
      }
    }

    const published = !config.REVIEW_MODERATION;
    const answer: ReviewSendAnswer = {
      message: say(published ? TEXT.reviewThanks : TEXT.reviewModerated, lang),
      published,
    };
    // a filled honeypot is a bot: answer as usual, store nothing
    if (honeypotFilled(data.website)) return ok(c, answer);

    await createReview(database, {
      productId: data.productId,
      userId: c.get("userId") ?? null,
      fullName: data.fullName,
      email: data.email,
      rating: data.rating,
      review: data.review,
      lang,
      ip: ip ?? "unknown",
      published,
    });
    return ok(c, answer);
  });

  return app;
}
