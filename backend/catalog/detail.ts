import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { I18n, Lang } from "../db/schema.ts";
import { loadCardRows, toCard } from "./cards.ts";
import type { ProductDetail, ProductParameter, ProductSet, SizeTable } from "./contract.ts";
import { variantPrice } from "./pricing.ts";
import { routeMap, tr } from "./taxonomy.ts";
import { intArray } from "../core/sql.ts";
import { cleanRichText } from "../core/rich-text.ts";


/** Every language's current path of an entity (a missing language falls back to English, then any). */
export async function entityRoutes(database: Database, type: string, id: number): Promise<Record<Lang, string>> {
  const rows = await database.query<{ lang: Lang; path: string }>(sql`
    select distinct on (lang) lang, path from routes
    where entity_type = ${type} and entity_id = ${id} and not is_redirect
    order by lang, id`);
  const found = new Map(rows.map((r) => [r.lang, r.path]));
  const fallback = found.get("en") ?? rows[0]?.path ?? "/";
  return { az: found.get("az") ?? fallback, en: found.get("en") ?? fallback, ru: found.get("ru") ?? fallback };
}

/** The full product page data, or null for an unknown or hidden product. */
export async function productDetail(database: Database, id: number, lang: Lang): Promise<ProductDetail | null> {
  const rows = await loadCardRows(database, [id], lang);
  const row = rows.get(id);
  if (!row || row.status !== "active") return null;
  const card = toCard(row);

  const [texts, variants, images, params, sizeTable, sets, cats, routes] = await Promise.all([
    database.query<{ lang: Lang; desc: string; spec: string }>(
      sql`select lang, "desc", spec from product_translations where product_id = ${id}`,
    ),
    database.query<{ size: string; price_q: number | null; old_price_q: number | null; stock: number }>(
      sql`select size, price_q, old_price_q, stock from product_variants where product_id = ${id} order by sort, id`,
    ),
    database.query<{ path: string; with_pad: boolean; alt: I18n | null }>(
      sql`select path, with_pad, alt from product_images where product_id = ${id} order by sort, id`,
    ),
    database.query<{ param_id: number; param_title: I18n; value_title: I18n }>(sql`
      select pa.id as param_id, pa.title as param_title, v.title as value_title
      from product_param_values ppv
      join param_values v on v.id = ppv.param_value_id
      join params pa on pa.id = v.param_id
      where ppv.product_id = ${id}
      order by pa.sort, pa.id, v.sort, v.id`),
    row.size_table_id !== null
      ? database.query<{ name: string; title: I18n; content: I18n; place: "front" | "back"; show: boolean; unique: boolean }>(
          sql`select name, title, content, place, show, "unique" from size_tables where id = ${row.size_table_id}`,
        )
      : Promise.resolve([]),
    database.query<{ id: number; title: I18n; price_q: number; old_price_q: number | null; products: number[] | null }>(sql`
      select s.id, s.title, s.price_q, s.old_price_q,
        (select json_agg(i.product_id order by i.product_id) from product_set_items i where i.set_id = s.id) as products
      from product_sets s where s.product_id = ${id} order by s.sort, s.id`),
    database.query<{ id: number; title: I18n }>(sql`
      select c.id, c.title from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = ${id} order by c.sort, c.id`),
    entityRoutes(database, "product", id),
  ]);

  const text = texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === "en") ?? texts[0];
  const product = { priceQ: row.price_q, oldPriceQ: row.old_price_q, discount: row.discount };

  const parameters: ProductParameter[] = [];
  for (const p of params) {
    const title = tr(p.param_title, lang);
    const value = tr(p.value_title, lang);
    const existing = parameters.find((x) => x.title === title);
    if (!existing) parameters.push({ title, value });
    else {
      existing.values = [...(existing.values ?? (existing.value !== undefined ? [existing.value] : [])), value];
      delete existing.value;
    }
  }

  const setProductIds = [...new Set(sets.flatMap((s) => s.products ?? []))];
  const [setRows, setRoutes, catRoutes] = await Promise.all([
    setProductIds.length
      ? database.query<{ id: number; title: string | null; image: string | null }>(sql`
          select p.id,
            coalesce((select title from product_translations where product_id = p.id and lang = ${lang}),
                     (select title from product_translations where product_id = p.id and lang = 'en')) as title,
            (select path from product_images where product_id = p.id order by sort, id limit 1) as image
          from products p where p.id = any(${intArray(setProductIds)})`)
      : Promise.resolve([]),
    setProductIds.length ? routeMap(database, "product", lang, setProductIds) : Promise.resolve(new Map<number, string>()),
    routeMap(
      database,
      "category",
      lang,
      cats.map((c) => c.id),
    ),
  ]);
  const setInfo = new Map(setRows.map((r) => [r.id, r]));
  const setList: ProductSet[] = sets.map((s) => ({
    id: s.id,
    title: tr(s.title, lang),
    price: s.price_q,
    priceOld: s.old_price_q !== null && s.old_price_q > s.price_q ? s.old_price_q : null,
    products: (s.products ?? []).map((pid) => ({
      id: pid,
      title: setInfo.get(pid)?.title ?? "",
      route: setRoutes.get(pid) ?? "/",
      image: setInfo.get(pid)?.image ?? null,
    })),
  }));

  const st = sizeTable[0];
  const sizeTableOut: SizeTable | null = st
    ? { name: st.name, title: tr(st.title, lang), content: cleanRichText(tr(st.content, lang)), show: st.show, place: st.place, unique: st.unique }
    : null;

  return {
    ...card,
    sku: row.sku,
    // editor html is cleaned when read as well as when saved: a row written around the back office is shown safe too
    desc: cleanRichText(text?.desc ?? ""),
    spec: cleanRichText(text?.spec ?? ""),
    paymentTypeMessage: row.payment_type_message || null,
    parameters,
    faq: "",
    variants: variants.map((v) => {
      const p = variantPrice(product, { priceQ: v.price_q, oldPriceQ: v.old_price_q });
      return { siteSize: v.size, price: p.price, priceOld: p.priceOld, discount: p.discount, total: Math.max(v.stock, 0) };
    }),
    sizeTable: sizeTableOut,
    sets: setList,
    images: images.map((i) => ({ source: i.path, withPad: i.with_pad, alt: tr(i.alt, lang) || card.title })),
    categories: cats.map((c) => ({ id: c.id, title: tr(c.title, lang), route: catRoutes.get(c.id) ?? "/" })),
    onlyCard: row.only_card,
    routes: routes,
  };
}

