/**
 * Synthetic large catalogue for measuring the catalogue SQL (independent of the demo seed):
 * 8 top categories × 3 × 2 (48 leaves), 15 brands, 12 colours, 2 parameters, 4 collections,
 * 3 product groups and N products in az/en/ru with 3–6 sizes, 3 images and 3 routes each,
 * generated set-wise in SQL (100 000 products take well under a minute on PostgreSQL).
 *
 *   DATABASE_URL=postgres://…/shop_x npx tsx backend/catalog/bench/generate.ts 100000
 *
 * The database is wiped of catalogue rows first.
 */
import { sql } from "drizzle-orm";
import { migrate, openDatabase, type Database } from "../../db/client.ts";

export async function generateCatalogue(database: Database, count: number): Promise<void> {
  const q = (s: ReturnType<typeof sql>) => database.query(s);
  await q(sql`truncate products, categories, brands, colors, params, param_values, collections, product_groups, routes,
    badges, size_tables restart identity cascade`);
  await q(sql`insert into brands (slug, title, sort) select 'brand-' || i, (array['Nord','Lale','Xəzər','Qala','Şirvan','Gəncə','Bakı Style','Ulduz','Araz','Naxçıvan','Ləman','Kür','Səma','Dəniz','Günəş'])[i], i from generate_series(1, 15) i`);
  await q(sql`insert into colors (slug, hex, title) select 'c' || i, '#' || lpad(to_hex(i * 1234567 % 16777215), 6, '0'),
    jsonb_build_object('en', 'Colour ' || i, 'az', 'Rəng ' || i, 'ru', 'Цвет ' || i) from generate_series(1, 12) i`);
  // categories: ids 1..8 roots, 9..32 children, 33..80 leaves
  await q(sql`insert into categories (id, parent_id, slug, title, sort)
    select i, null, 'root-' || i, jsonb_build_object('en', 'Root ' || i, 'az', 'Kök ' || i, 'ru', 'Корень ' || i), i from generate_series(1, 8) i`);
  await q(sql`insert into categories (id, parent_id, slug, title, sort)
    select 8 + i, 1 + (i - 1) / 3, 'sub-' || i, jsonb_build_object('en', 'Sub ' || i, 'az', 'Alt ' || i, 'ru', 'Под ' || i), i from generate_series(1, 24) i`);
  await q(sql`insert into categories (id, parent_id, slug, title, sort)
    select 32 + i, 9 + (i - 1) / 2, 'leaf-' || i, jsonb_build_object('en', 'Leaf ' || i, 'az', 'Yarpaq ' || i, 'ru', 'Лист ' || i), i from generate_series(1, 48) i`);
  await q(sql`select setval(pg_get_serial_sequence('categories', 'id'), 80)`);
  await q(sql`insert into params (id, name, title) values
    (1, 'material', '{"en":"Material","az":"Material","ru":"Материал"}'), (2, 'season', '{"en":"Season","az":"Mövsüm","ru":"Сезон"}')`);
  await q(sql`insert into param_values (param_id, slug, title, sort)
    select 1, 'm' || i, jsonb_build_object('en', 'Material ' || i, 'az', 'Material ' || i, 'ru', 'Материал ' || i), i from generate_series(1, 8) i
    union all
    select 2, 's' || i, jsonb_build_object('en', 'Season ' || i, 'az', 'Mövsüm ' || i, 'ru', 'Сезон ' || i), i from generate_series(1, 4) i`);
  await q(sql`insert into collections (slug, title, sort) select 'col-' || i, jsonb_build_object('en', 'Collection ' || i, 'az', 'Kolleksiya ' || i, 'ru', 'Коллекция ' || i), i from generate_series(1, 4) i`);
  await q(sql`insert into product_groups (slug, title, sort) select 'grp-' || i, jsonb_build_object('en', 'Group ' || i, 'az', 'Qrup ' || i, 'ru', 'Группа ' || i), i from generate_series(1, 3) i`);

  await q(sql`insert into products (id, sku, brand_id, color_id, price_q, old_price_q, discount, discount_items_count,
      discount_in_basket, cash_discount, discount_timer, best_seller, new_in, status, rating_x10, reviews_count, sort_price_q, created_at)
    select i, 'SKU-' || i, 1 + (i * 7) % 15, 1 + (i * 5) % 12,
      1000 + ((i * 7919) % 500) * 100,
      case when i % 11 = 0 then 1000 + ((i * 7919) % 500) * 100 + 2000 end,
      case when i % 7 = 0 then 10 + (i % 5) * 10 else 0 end,
      case when i % 23 = 0 then 3 else 0 end,
      case when i % 29 = 0 then 10 else 0 end,
      case when i % 31 = 0 then 5 else 0 end,
      case when i % 37 = 0 then now() + interval '3 days' end,
      i % 13 = 0, i % 10 = 0, case when i % 97 = 0 then 'hidden' else 'active' end,
      30 + i % 20, i % 9, 0, now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) i`);
  await q(sql`select setval(pg_get_serial_sequence('products', 'id'), ${count})`);
  await q(sql`update products set sort_price_q = round(price_q * (100 - discount) / 100.0)::int`);

  const words = {
    en: ["linen", "cotton", "silk", "wool", "denim", "leather", "summer", "classic", "oversized", "slim"],
    az: ["kətan", "pambıq", "ipək", "yun", "cins", "dəri", "yay", "klassik", "geniş", "dar"],
    ru: ["льняная", "хлопковая", "шелковая", "шерстяная", "джинсовая", "кожаная", "летняя", "классическая", "свободная", "узкая"],
  };
  const nouns = {
    en: ["shirt", "dress", "trousers", "jacket", "coat", "skirt", "sneakers", "boots", "bag", "mug", "lamp", "scarf"],
    az: ["köynək", "don", "şalvar", "gödəkcə", "palto", "ətək", "krossovka", "çəkmə", "çanta", "fincan", "lampa", "şərf"],
    ru: ["рубашка", "платье", "брюки", "куртка", "пальто", "юбка", "кроссовки", "ботинки", "сумка", "кружка", "лампа", "шарф"],
  };
  const fold = (s: string) => s.replace(/ə/g, "e").replace(/ı/g, "i").replace(/ş/g, "s").replace(/ç/g, "c").replace(/ğ/g, "g").replace(/ö/g, "o").replace(/ü/g, "u");
  for (const lang of ["az", "en", "ru"] as const) {
    const w = `{${words[lang].map((x) => `"${x}"`).join(",")}}`;
    const n = `{${nouns[lang].map((x) => `"${x}"`).join(",")}}`;
    const wf = `{${words[lang].map((x) => `"${fold(x)}"`).join(",")}}`;
    const nf = `{${nouns[lang].map((x) => `"${fold(x)}"`).join(",")}}`;
    await q(sql`insert into product_translations (product_id, lang, title, "desc", search_text)
      select p.id,
        ${lang},
        initcap((${w}::text[])[1 + p.id % 10]) || ' ' || (${n}::text[])[1 + (p.id / 10) % 12] || ' ' || p.id,
        '<p>Description of product ' || p.id || '</p>',
        (${wf}::text[])[1 + p.id % 10] || ' ' || (${nf}::text[])[1 + (p.id / 10) % 12] || ' ' || p.id || ' ' || lower(b.title)
      from products p join brands b on b.id = p.brand_id`);
    await q(sql`insert into routes (lang, path, entity_type, entity_id) select ${lang}, '/' || ${lang} || '-p-' || id, 'product', id from products`);
  }
  await q(sql`update product_translations set search_text = translate(search_text, 'əışçğöü', 'eiscgou')`);
  await q(sql`insert into product_variants (product_id, size, sort, stock, price_q)
    select p.id, (array['XS','S','M','L','XL','XXL'])[s], s, (p.id * s) % 5,
      case when p.id % 17 = 0 and s = 6 then p.price_q + 1000 end
    from products p, generate_series(1, 6) s
    where s <= 3 + p.id % 4`);
  await q(sql`insert into product_images (product_id, path, sort) select p.id, 'gen/p/' || p.id || '/' || s || '.png', s - 1 from products p, generate_series(1, 3) s`);
  await q(sql`insert into product_categories (product_id, category_id) select id, 33 + id % 48 from products`);
  await q(sql`insert into product_param_values (product_id, param_value_id)
    select id, 1 + id % 8 from products union all select id, 9 + (id / 3) % 4 from products`);
  await q(sql`insert into product_collections (product_id, collection_id) select id, 1 + id % 4 from products where id % 20 = 0`);
  await q(sql`insert into product_group_items (group_id, product_id) select 1 + id % 3, id from products where id % 500 = 0`);
  for (const lang of ["az", "en", "ru"] as const) {
    await q(sql`insert into routes (lang, path, entity_type, entity_id) select ${lang}, '/' || ${lang} || '-c-' || id, 'category', id from categories`);
  }
  await q(sql`update products p set sort_price_q = (select min(round(coalesce(v.price_q, p.price_q) * (100 - p.discount) / 100.0))::int
    from product_variants v where v.product_id = p.id)`);
  // the updates above left a dead copy of every product row; autovacuum may be off or late
  await q(sql`vacuum (full) products`);
  await q(sql`vacuum (analyze)`);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop()!)) {
  const count = Number(process.argv[2] ?? 100000);
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ?? "./data" });
  await migrate(database);
  const started = Date.now();
  await generateCatalogue(database, count);
  console.log(`generated ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}
