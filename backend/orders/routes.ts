/** orders calls (read side): orders, orders/info/{id} (own orders only), orders/token. */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { AUTH_MSG } from "../auth/messages.ts";
import { requireUser } from "../auth/middleware.ts";
import { answerFail, validate } from "../auth/respond.ts";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { requiredText } from "../core/validators.ts";
import { listOrders, orderByToken, ownOrder } from "./service.ts";

const listSchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
const tokenSchema = z.object({ token: requiredText(200) });

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
    const id = Number(c.req.param("id"));
    const order = Number.isSafeInteger(id) && id > 0 ? await ownOrder(deps, userId, id, lang) : null;
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

  return app;
}
