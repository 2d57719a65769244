import { buildTaxonomy } from "./backend/db/seed/taxonomy.ts";
import { generateProducts } from "./backend/db/seed/products.ts";
const taxonomy = buildTaxonomy();
const t = Date.now();
let n = 0;
for (let from = 1; from <= 10000; from += 2000) {
  const r = generateProducts({ taxonomy, total: 10000, now: new Date(), firstVariantId: 1, firstImageId: 1 }, from, from + 1999);
  n += r.chunk.translations.length;
  JSON.stringify(r.chunk.translations);
}
console.log("gen ms", Date.now() - t, n);
