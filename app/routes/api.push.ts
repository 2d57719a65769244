/**
 * POST /push — the push opt-in's subscription (and a notification click) from the browser.
 * JSON only (`content-type: application/json`, which a cross-site page cannot send without
 * a CORS preflight) and same-origin only when the browser names an Origin:
 *   {subscription: PushSubscriptionJSON}  → push-notifications/create-subscriber
 *   {visited: id}                         → push-notifications/url-visited/{id}
 * Errors answer ok:false and are only logged by the caller.
 */
import { z } from "zod";
import type { Route } from "./+types/api.push";
import { createPushSubscriber, pushUrlVisited } from "~/.server/api/content";
import { getLang } from "~/.server/context";
import { chromeApiClient } from "~/.server/chrome-api";

const bodySchema = z.union([
  z.object({
    subscription: z.object({
      endpoint: z.url().max(2000).refine((value) => value.startsWith("https://"), "endpoint must be https"),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: z.string().min(1).max(300), auth: z.string().min(1).max(100) }),
    }),
  }),
  z.object({ visited: z.coerce.number().int().positive() }),
]);

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const own = new URL(request.url);
  const forwardedHost = request.headers.get("x-forwarded-host");
  try {
    const from = new URL(origin);
    return from.host === own.host || (forwardedHost !== null && from.host === forwardedHost);
  } catch {
    return false;
  }
}

export async function loader() {
  return json({ ok: false, error: "Method not allowed" }, 405);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ ok: false, error: "Method not allowed" }, 405);
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) {
    return json({ ok: false, error: "Expected JSON" }, 415);
  }
  if (!sameOrigin(request)) return json({ ok: false, error: "Forbidden" }, 403);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ ok: false, error: "Expected JSON" }, 400);
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return json({ ok: false, error: "Invalid subscription" }, 400);
  const api = chromeApiClient(request, getLang(context));
  if ("subscription" in parsed.data) {
    const answer = await createPushSubscriber(api, parsed.data.subscription);
    return json(answer.ok ? { ok: true, id: answer.data?.id } : { ok: false, error: answer.error }, answer.ok ? 200 : 502);
  }
  const answer = await pushUrlVisited(api, parsed.data.visited);
  return json({ ok: answer.ok }, answer.ok ? 200 : 502);
}
