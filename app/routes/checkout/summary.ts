/**
 * GET /checkout/summary?city=…&district=…&delivery=…&lang=az — the checkout summary as JSON,
 * recomputed by the API for the form's current choices (the page's fetcher asks it, debounced,
 * whenever city, district, place, delivery, the saved address, gift or payment change).
 * Guests' cart is read from the cookie; nothing price-like is taken from the query.
 * An empty cart answers `{redirect}` (the page then goes to the cart).
 */
import type { Route } from "./+types/summary";
import { getCurrentUser } from "~/.server/api/account";
import { getCheckoutSummary } from "~/.server/api/checkout";
import { getApi, getLang } from "~/.server/context";
import { readGuestLists } from "~/.server/guest-lists";
import { isLang, localizePath } from "~/lib/i18n";
import { readValues, summaryInput } from "./schema";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const langParam = url.searchParams.get("lang");
  const lang = isLang(langParam) ? langParam : getLang(context);
  const api = getApi(context);
  const user = api.signedIn ? await getCurrentUser(api) : null;
  const cart = user ? undefined : readGuestLists(request).cart;
  const headers = { "Cache-Control": "no-store" };
  if (!user && (!cart || cart.length === 0)) return Response.json({ redirect: localizePath("/cart", lang) }, { headers });
  const values = readValues(url.searchParams);
  const answer = await getCheckoutSummary(api, summaryInput(values, cart, url.searchParams.get("saved") === "1"), { lang });
  if (!answer.ok || !answer.data) return Response.json({ error: answer.error ?? "failed" }, { status: 502, headers });
  if (answer.data.items.length === 0) return Response.json({ redirect: localizePath("/cart", lang) }, { headers });
  return Response.json({ summary: answer.data }, { headers });
}
