import { Hono } from "hono";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { fail, ok } from "../core/http.ts";
import { parseForm } from "../core/form.ts";
import { TEXT, say } from "../content/messages.ts";
import { pushSubscribers } from "../db/schema.ts";
import { isPublicHttpsUrl } from "./endpoint.ts";
import { pushEnabled } from "./send.ts";

const base64url = z.string().trim().min(8, TEXT.invalidSubscription).max(512, TEXT.invalidSubscription).regex(/^[A-Za-z0-9_-]+={0,2}$/, TEXT.invalidSubscription);

export const subscriptionSchema = z.object({
  endpoint: z
    .string({ error: TEXT.invalidSubscription })
    .trim()
    .max(2000, TEXT.invalidSubscription)
    // https to a public host only: the server posts to it later (push/endpoint.ts)
    .refine(isPublicHttpsUrl, TEXT.invalidSubscription),
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: TEXT.invalidSubscription }),
});

/** the browser's PushSubscription JSON, sent as it is or wrapped in `subscription` */
const createSchema = z.preprocess((raw) => {
  const payload = (raw ?? {}) as Record<string, unknown>;
  const inner = payload.subscription;
  if (inner && typeof inner === "object" && !Array.isArray(inner)) return { ...(inner as object), lang: payload.lang };
  if (typeof inner === "string") {
    try {
      return { ...JSON.parse(inner), lang: payload.lang };
    } catch {
      return payload;
    }
  }
  return payload;
}, subscriptionSchema);

export function pushRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database, config } = deps;

  /** the VAPID public key the browser subscribes with (null: push is not configured) */
  app.on(["GET", "POST"], "/push-notifications/public-key", (c) =>
    ok(c, { publicKey: pushEnabled(config) ? (config.VAPID_PUBLIC_KEY as string) : null }),
  );

  /** stores a subscription once per endpoint (a repeat refreshes its keys and language) */
  app.post("/push-notifications/create-subscriber", async (c) => {
    const p = await parseForm(c, createSchema);
    if (p instanceof Response) return p;
    const { endpoint, keys } = p.data;
    const [row] = await database.db
      .insert(pushSubscribers)
      .values({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, lang: p.lang })
      .onConflictDoUpdate({ target: pushSubscribers.endpoint, set: { keys: { p256dh: keys.p256dh, auth: keys.auth }, lang: p.lang } })
      .returning({ id: pushSubscribers.id });
    return ok(c, { id: row.id });
  });

  /** a notification's link was opened by subscriber {id} */
  app.on(["GET", "POST"], "/push-notifications/url-visited/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^\d{1,9}$/.test(id)) return fail(c, TEXT.subscriberNotFound, 404);
    const [row] = await database.db
      .update(pushSubscribers)
      .set({ visits: sql`${pushSubscribers.visits} + 1` })
      .where(eq(pushSubscribers.id, Number(id)))
      .returning({ visits: pushSubscribers.visits });
    return row ? ok(c, { visits: row.visits }) : fail(c, say(TEXT.subscriberNotFound, "en"), 404);
  });

  return app;
}
