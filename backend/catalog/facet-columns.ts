import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";

type Exec = (statement: SQL) => Promise<unknown>;

/**
 * Recomputes the facet columns of products (category_ids with ancestors, sizes in stock,
 * param_value_ids) from their source tables. Triggers keep them in step with every write;
 * call this after loading rows with triggers off (session_replication_role = replica), e.g. a
 * bulk seed. Without `productIds` every product is recomputed (about 10 s per 100 000).
 */
export async function refreshFacetColumns(target: Database | Exec, productIds?: readonly number[]): Promise<void> {
  const exec: Exec = typeof target === "function" ? target : (statement) => target.query(statement);
  if (productIds && productIds.length === 0) return;
  const ids = productIds
    ? sql`${`{${productIds.filter(Number.isSafeInteger).join(",")}}`}::int[]`
    : sql`array(select id from products)`;
  await exec(sql`select catalog_refresh_facets(${ids})`);
}
