/** The `products/feed` call: the shopping feeds' products, a chunk at a time. */
import type { ApiClient } from "../api.ts";
import type { Lang } from "~/lib/i18n";

export type { FeedPage, FeedProduct } from "../../../backend/catalog/contract.ts";

/** Up to `limit` (≤ 500) active, priced products with an id above `after`, in `lang` (the feed's, not the path's). */
export function getFeedPage(api: ApiClient, lang: Lang, request: { after?: number; limit?: number }) {
  return api.call("products/feed", request, { lang });
}
