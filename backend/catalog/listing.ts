import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { loadCards } from "./cards.ts";
import type { ProductList } from "./contract.ts";
import { type SlowStatementCache, statementKey } from "./cache.ts";
import { whereSql, type Plan } from "./filters.ts";

async function countOf(database: Database, statement: SQL, cache?: SlowStatementCache) {
  const run = () => database.query<{ n: number }>(statement);
  return cache ? cache.get(statementKey(database, statement), run) : run();
}

/** Listing order; a search without an explicit price sort is ranked by relevance (see listProducts). */
function orderSql(plan: Plan): SQL {
  const sort = plan.query.sort;
  if (sort === "priceUp") return sql`p.sort_price_q asc, p.id desc`;
  if (sort === "priceDown") return sql`p.sort_price_q desc, p.id desc`;
  return sql`p.created_at desc, p.id desc`;
}

/**
 * One page of a listing: the count and the page's ids (two statements on indexed
 * columns, run side by side), then the cards of those ids in one statement.
 */
export async function listProducts(database: Database, plan: Plan, cache?: SlowStatementCache): Promise<ProductList> {
  const { limit, page } = plan.query;
  const where = whereSql(plan);
  const prefix = plan.with ? sql`with ${plan.with} ` : sql``;
  const order = orderSql(plan);
  const offset = (page - 1) * limit;
  if (plan.with) {
    // searching: the matches are computed once and both counted and paged in one statement
    const fOrder = plan.query.sort === "new" ? sql`p.score desc, p.created_at desc, p.id desc` : order;
    const joinedWhere = whereSql(plan, undefined, { searchJoined: true });
    const statement = sql`${prefix},
      f as (select p.id, p.created_at, p.sort_price_q, m.score from m join products p on p.id = m.product_id where ${joinedWhere})
      select (select count(*)::int from f) as n,
        (select json_agg(x.id order by x.ord) from
          (select p.id, row_number() over (order by ${fOrder}) as ord from f p order by ${fOrder} limit ${limit} offset ${offset}) x) as ids`;
    // a broad search (thousands of matches) is slow to rank; popular ones may be kept briefly
    const run = () => database.query<{ n: number; ids: number[] | null }>(statement);
    const rows = cache ? await cache.get(statementKey(database, statement), run) : await run();
    const count = Number(rows[0]?.n ?? 0);
    const items = await loadCards(database, (rows[0]?.ids ?? []).map(Number), plan.lang);
    return { items, pagination: { pages: Math.ceil(count / limit), current: page, limit, count } };
  }
  const [countRows, idRows] = await Promise.all([
    // a count over a broad set (tens of thousands of rows) is the slow part; it may be kept briefly
    countOf(database, sql`select count(*)::int as n from products p where ${where}`, cache),
    database.query<{ id: number }>(
      sql`select p.id from products p where ${where} order by ${order} limit ${limit} offset ${offset}`,
    ),
  ]);
  const count = Number(countRows[0]?.n ?? 0);
  const items = await loadCards(
    database,
    idRows.map((r) => Number(r.id)),
    plan.lang,
  );
  return { items, pagination: { pages: Math.ceil(count / limit), current: page, limit, count } };
}
