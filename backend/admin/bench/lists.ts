/**
 * Times the back office's big lists on a bench database: the products list's first and last
 * page (default sort), a product search, the orders list's first and last page, and the full
 * products CSV export (time and the process's peak RSS while it streams).
 *
 *   DATABASE_URL=postgres://…/shop_bench npx tsx backend/admin/bench/lists.ts [--orders 50000]
 *
 * With `--orders N` and fewer than N orders in the database, bench orders (two lines each,
 * created a minute apart, every third pair at the same instant) are added first. Never point
 * it at a shop's database: the orders it adds are not real.
 */
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../db/client.ts";
import { listQuerySchema, runList, streamCsv } from "../list.ts";
import { productsCsvColumns, productsListSpec } from "../products.ts";
import { ordersListSpec } from "../orders.ts";

const args = process.argv.slice(2);
const ordersAt = args.indexOf("--orders");
const wantOrders = ordersAt >= 0 ? Number(args[ordersAt + 1]) : 0;

async function addOrders(database: Database, n: number): Promise<void> {
  const [row] = await database.query<{ n: number }>(sql`select count(*)::int as n from orders`);
  const have = Number(row?.n ?? 0);
  if (have >= n) return;
  const missing = n - have;
  await database.query(sql`
    insert into orders (number, token, status, lang, summary, total_q, delivery_type, info, payment_type, paid, created_at, updated_at)
    select 'BENCH-' || (${have} + g), md5('bench-order-' || (${have} + g)),
      (array['new','awaiting_payment','paid','confirmed','processing','shipped','ready_for_pickup','delivered','cancelled'])[1 + g % 9],
      'en', '{}'::jsonb, 1000 + (g * 37) % 90000, case when g % 3 = 0 then 'pickup' else 'delivery' end,
      jsonb_build_object('firstName', (array['Aysel','Murad','Leyla','Elvin','Nigar'])[1 + g % 5], 'lastName', 'Bench' || g % 97,
        'mobile', '99450' || lpad((g % 10000000)::text, 7, '0')),
      (array['cash','card','installment'])[1 + g % 3], g % 2 = 0,
      now() - make_interval(mins => (${have} + g) / 2), now()
    from generate_series(1, ${missing}) g`);
  await database.query(sql`
    insert into order_lines (order_id, product_id, title, size, qty, price_q, total_q)
    select o.id, null, 'Bench line ' || k, 'M', 1, o.total_q / 2, o.total_q / 2
    from orders o cross join generate_series(1, 2) k
    where o.number like 'BENCH-%' and not exists (select 1 from order_lines l where l.order_id = o.id)`);
  await database.query(sql`analyze orders`);
  await database.query(sql`analyze order_lines`);
  console.log(`added ${missing} bench orders`);
}

async function time<T>(label: string, run: () => Promise<T>, times = 3): Promise<T> {
  let best = Infinity;
  let out: T | undefined;
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    out = await run();
    best = Math.min(best, performance.now() - t);
  }
  console.log(`${label.padEnd(44)} ${best.toFixed(1)} ms (best of ${times})`);
  return out!;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is needed (a bench database)");
  const database = await openDatabase({ url });
  try {
    if (wantOrders > 0) await addOrders(database, wantOrders);
    const products = productsListSpec("en");
    const q = (extra: Record<string, unknown>) => listQuerySchema.parse({ limit: 50, ...extra });
    const first = await time("products, first page", () => runList(database, products, q({})));
    await time(`products, last page (${first.pages})`, () => runList(database, products, q({ page: first.pages })));
    await time("products, search 'linen'", () => runList(database, products, q({ q: "linen" })));
    await time("products, search 'linen', last page", async () => {
      const p = await runList(database, products, q({ q: "linen" }));
      return runList(database, products, q({ q: "linen", page: p.pages }));
    });
    const orders = await time("orders, first page", () => runList(database, ordersListSpec, q({})));
    if (orders.total > 0) await time(`orders, last page (${orders.pages})`, () => runList(database, ordersListSpec, q({ page: orders.pages })));
    let peak = process.memoryUsage().rss;
    let heap = process.memoryUsage().heapUsed;
    const before = heap;
    const timer = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      heap = Math.max(heap, now.heapUsed);
    }, 20);
    const t = performance.now();
    let bytes = 0;
    let lines = 0;
    const reader = streamCsv(database, products, q({}), productsCsvColumns).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const b of value) if (b === 10) lines += 1;
    }
    clearInterval(timer);
    console.log(
      `${"products CSV export".padEnd(44)} ${((performance.now() - t) / 1000).toFixed(1)} s, ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB, peak RSS ${(peak / 1e6).toFixed(0)} MB, heap ${(before / 1e6).toFixed(0)} -> peak ${(heap / 1e6).toFixed(0)} MB`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
