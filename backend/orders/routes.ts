/**
 * orders calls: orders, orders/info/{id} (own orders only), orders/token (read side), and the
 * shopper's cancelling of an order they hold the token of (paying it again, orders/pay, is a
 * payments call: payments/routes.ts):
 *   orders/cancel {token} → {order}: cancels a new or awaiting-payment order, stock back once
 *                 (409 when it is paid, cancelled or further on).
 *   orders/track {number, mobile} → {order: TrackedOrder}: order tracking without an account;
 *                 a wrong number and a wrong mobile are the same 404, lookups are limited per
 *                 client address and per order number (429).
 */
import { readId } from "../core/ids.ts";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { AUTH_MSG } from "../auth/messages.ts";
import { requireUser } from "../core/caller.ts";
import { answerFail, answerIssues, validate } from "../core/respond.ts";
import { rateLimiter } from "../auth/service.ts";
import { clientKeyOf } from "../core/form.ts";
import type { Rule } from "../core/limits.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { requiredText } from "../core/validators.ts";
import { eq } from "drizzle-orm";
import { fail } from "../core/http.ts";
import { translateMessage } from "../core/validators.ts";
import { orders } from "../db/schema.ts";
import { ORDERS_MSG } from "./messages.ts";
import { listOrders, orderByToken, ownOrder } from "./service.ts";
import { cancelByShopper } from "./state.ts";
import { trackOrder } from "./track.ts";
import { trackSchema } from "./track-contract.ts";

export const listSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
export const tokenSchema = z.object({ token: requiredText(200) });
export { trackSchema };

/** Tracking lookups: per client address, and per order number from every address (a mobile cannot be guessed for one order). */
export const TRACK_RULES = {
  client: { limit: 10, windowSeconds: 600 },
  number: { limit: 10, windowSeconds: 3600 },
} satisfies Record<string, Rule>;

export function ordersRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();

  const list = async (c: Context<ApiEnv>) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, listSchema, payload, lang);
    if (input instanceof Response) return input;
    return c.json({ ok: true, data: await listOrders(deps, userId, input.page, lang) });
  };
  app.get("/orders", list);
  app.post("/orders", list);

  const info = async (c: Context<ApiEnv>) => {
    const userId = requireUser(c);
    if (userId instanceof Response) return userId;
    const lang = langOf(await readPayload(c));
    const id = readId(c.req.param("id"));
    const order = id ? await ownOrder(deps, userId, id, lang) : null;
    if (!order) return answerFail(c, lang, AUTH_MSG.orderNotFound, 404);
    return c.json({ ok: true, data: { order } });
  };
  app.get("/orders/info/:id", info);
  app.post("/orders/info/:id", info);

  const byToken = async (c: Context<ApiEnv>) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, tokenSchema, payload, lang);
    if (input instanceof Response) return input;
    const order = await orderByToken(deps, input.token, lang);
    if (!order) return answerFail(c, lang, AUTH_MSG.orderNotFound, 404);
    return c.json({ ok: true, data: { order } });
  };
  app.get("/orders/token", byToken);
  app.post("/orders/token", byToken);

  /** The order a shopper's cancel call names by its token, or the error answer (paying again: payments/routes.ts). */
  async function orderOfCall(c: Context<ApiEnv>) {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = validate(c, tokenSchema, payload, lang);
    if (input instanceof Response) return input;
    const [order] = await deps.database.db.select().from(orders).where(eq(orders.token, input.token)).limit(1);
    if (!order) return answerFail(c, lang, AUTH_MSG.orderNotFound, 404);
    return { lang, order };
  }

  app.post("/orders/cancel", async (c) => {
    const found = await orderOfCall(c);
    if (found instanceof Response) return found;
    const { lang, order } = found;
    if (!(await cancelByShopper(deps, order.id))) return fail(c, translateMessage(ORDERS_MSG.notCancellable, lang), 409);
    return c.json({ ok: true, data: { order: await orderByToken(deps, order.token, lang) } });
  });

  app.post("/orders/track", async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = trackSchema.safeParse(payload);
    if (!input.success) return answerIssues(c, input.error, lang, {}, 422, "number");
    if (deps.config.RATE_LIMITS) {
      const limiter = rateLimiter(deps);
      const client = clientKeyOf(c);
      // without a client address the server's general POST budget holds; a refused client does not spend the number's count
      const verdict = (client ? await limiter.hit("track:client", client, TRACK_RULES.client) : null) ?? { limited: false as const };
      const limited = verdict.limited ? verdict : await limiter.hit("track:number", input.data.number, TRACK_RULES.number);
      if (limited.limited) {
        c.header("Retry-After", String(limited.retryAfter));
        return answerFail(c, lang, ORDERS_MSG.trackLimited, 429);
      }
    }
    const order = await trackOrder(deps, input.data, lang);
    if (!order) return answerFail(c, lang, ORDERS_MSG.trackNotFound, 404);
    return c.json({ ok: true, data: { order } });
  });

  return app;
}
