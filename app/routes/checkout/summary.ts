/**
 * POST /checkout/summary (city, district, place, delivery, payment, gift, the saved address,
 * mobile, lang) — the checkout summary as JSON, recomputed by the API for the form's
 * current choices. The page asks it with fetch, debounced, whenever one of them changes. A POST
 * (same-origin only, like every POST: server/same-origin.ts) rather than a GET: the mobile
 * number stays out of URLs and access logs, and it does not make the router revalidate the page. Guests' cart is read from the cookie;
 * nothing price-like is taken from the request. An empty cart answers `{redirect}`.
 */
import type { Route } from "./+types/summary";
import { getCurrentUser } from "~/.server/api/account";
import { getCheckoutSummary } from "~/.server/api/checkout";
import { getApi, getLang } from "~/.server/context";
import { readGuestLists } from "~/.server/guest-lists";
import { isLang, localizePath } from "~/lib/i18n";
import { readValues, summaryInput } from "~/lib/forms/checkout";
import { answerMessage } from "~/lib/error-text";
import { readForm } from "~/.server/form-body";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, context);
  const langParam = form.get("lang");
  const lang = isLang(langParam) ? langParam : getLang(context);
  const api = getApi(context);
  const user = api.signedIn ? await getCurrentUser(api) : null;
  const cart = user ? undefined : readGuestLists(request).cart;
  const headers = { "Cache-Control": "no-store" };
  if (!user && (!cart || cart.length === 0)) return Response.json({ redirect: localizePath("/cart", lang) }, { headers });
  const values = readValues(form);
  const answer = await getCheckoutSummary(api, summaryInput(values, cart, form.get("saved") === "1"), { lang });
  if (!answer.ok || !answer.data) return Response.json({ error: answerMessage(answer) }, { status: 502, headers });
  if (answer.data.items.length === 0) return Response.json({ redirect: localizePath("/cart", lang) }, { headers });
  return Response.json({ summary: answer.data }, { headers });
}
