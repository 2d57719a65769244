import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import type { Exec } from "./bulk.ts";

/**
 * Recomputes the derived columns of products from their sources:
 * - sortPriceQ: the lowest effective variant price, effective = round((variant.priceQ ?? product.priceQ) * (100 - discount) / 100)
 *   (a product without variants uses its own price);
 * - rating (rating_x10): the average of its published reviews × 10, rounded; 0 without reviews;
 * - reviewsCount: the number of published (status 'on') reviews.
 * Without `productIds` every product is recomputed.
 */
export async function recomputeProductDerived(target: Database | Exec, productIds?: readonly number[]): Promise<void> {
  const exec: Exec = typeof target === "function" ? target : (statement) => target.query(statement);
  if (productIds && productIds.length === 0) return;
  const filter = productIds ? sql`where p.id in (select (jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))::int)` : sql``;
  await exec(sql`
    update products p set
      sort_price_q = coalesce(
        (select min(round(coalesce(v.price_q, p.price_q) * (100 - p.discount) / 100.0))::int
           from product_variants v where v.product_id = p.id),
        round(p.price_q * (100 - p.discount) / 100.0)::int),
      rating_x10 = coalesce(
        (select round(avg(r.rating) * 10)::int from reviews r where r.product_id = p.id and r.status = 'on'), 0),
      reviews_count = (select count(*)::int from reviews r where r.product_id = p.id and r.status = 'on')
    ${filter}`);
}
