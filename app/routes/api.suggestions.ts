/**
 * GET /suggest?search=…&lang=az — header search suggestions as JSON
 * ({products, categories, collections}, each item with title and route without the
 * language prefix). Text is trimmed and cut at 30 characters; under 2 characters the
 * answer is empty without asking the API. An API failure answers empty groups too.
 */
import type { Route } from "./+types/api.suggestions";
import { getSearchSuggestions, type SearchSuggestions } from "~/.server/api/catalog";
import { getLang } from "~/.server/context";
import { chromeApiClient } from "~/.server/chrome-api";
import { isLang } from "~/lib/i18n";

const MAX = 30;
const MIN = 2;

export function suggestionText(raw: string | null): string {
  return (raw ?? "").trim().slice(0, MAX).trim();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const text = suggestionText(url.searchParams.get("search"));
  const langParam = url.searchParams.get("lang");
  const lang = isLang(langParam) ? langParam : getLang(context);
  const empty: SearchSuggestions = { products: [], categories: [], collections: [] };
  const headers = { "Cache-Control": "private, max-age=60", Vary: "Cookie" };
  if (text.length < MIN) return Response.json(empty, { headers });
  const answer = await getSearchSuggestions(chromeApiClient(request, lang), text);
  if (!answer.ok || !answer.data) return Response.json(empty, { headers: { "Cache-Control": "no-store" } });
  const { products = [], categories = [], collections = [] } = answer.data;
  return Response.json({ products, categories, collections } satisfies SearchSuggestions, { headers });
}
