/** Small fixtures for the content, reviews and push integration tests (independent of the demo seed). */
import type { Database } from "../db/client.ts";
import { productImages, productTranslations, products, routes, type Lang, type RouteEntity } from "../db/schema.ts";

export const i18n = (en: string, az = `${en} (az)`, ru = `${en} (ru)`) => ({ az, en, ru });

let skuCounter = 0;

/** An active product with a title per language, a card image and a route per language. */
export async function insertProduct(
  database: Database,
  opts: { title?: string; priceQ?: number; oldPriceQ?: number | null; discount?: number; status?: "active" | "hidden" } = {},
): Promise<number> {
  const title = opts.title ?? `Shirt ${++skuCounter}`;
  const [row] = await database.db
    .insert(products)
    .values({
      sku: `T-${Date.now()}-${++skuCounter}`,
      priceQ: opts.priceQ ?? 5000,
      oldPriceQ: opts.oldPriceQ ?? null,
      discount: opts.discount ?? 0,
      status: opts.status ?? "active",
    })
    .returning({ id: products.id });
  const langs: Lang[] = ["az", "en", "ru"];
  await database.db.insert(productTranslations).values(langs.map((lang) => ({ productId: row.id, lang, title: `${title} ${lang}` })));
  await database.db.insert(productImages).values([
    { productId: row.id, path: `products/${row.id}/2.png`, sort: 1 },
    { productId: row.id, path: `products/${row.id}/1.png`, sort: 0 },
  ]);
  await insertRoutes(database, "product", row.id, `product-${row.id}`);
  return row.id;
}

/** Routes /{slug} (en), /{slug}-az, /{slug}-ru for an entity. */
export async function insertRoutes(database: Database, entityType: RouteEntity, entityId: number, slug: string): Promise<void> {
  await database.db.insert(routes).values([
    { lang: "en", path: `/${slug}`, entityType, entityId },
    { lang: "az", path: `/${slug}-az`, entityType, entityId },
    { lang: "ru", path: `/${slug}-ru`, entityType, entityId },
  ]);
}
