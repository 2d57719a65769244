/**
 * The catalogue's public face for reading (ADR 0028): what other modules may use of the
 * catalogue's internals — product cards, route paths, the taxonomy, prices, the list query
 * parameters and product text search. What they may ask it to change is in service.ts; the
 * shared vocabulary is contract.ts. Nothing else of catalog/ is imported from outside.
 */
export { loadCardRows, loadCards, toCard, type CardRow } from "./cards.ts";
export { entityRoutes } from "./detail.ts";
export { ancestors, loadTaxonomy } from "./filters.ts";
export { entryMatches } from "./word-forms.ts";
export { expandSearch, resolveSearch, searchMatchSql, searchTerms, type SearchTerms, type TokenMatches } from "./match.ts";
export { limitSchema, searchSchema } from "./params.ts";
export { priceSummary, variantPrice, type PricedProduct, type PricedVariant } from "./pricing.ts";
export { routeMap } from "./taxonomy.ts";
