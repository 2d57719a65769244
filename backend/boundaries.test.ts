/**
 * The module boundaries (ADR 0028, docs/architecture.md "Module ownership"): who may import
 * whom, who may write which table, which foreign tables a module may read, and no import loops.
 *
 * The lists below are exact: a new crossing fails the test, and so does an entry that no longer
 * occurs (take it out — the lists only shrink). WRITE_DEBT, INTERNAL_DEBT and LOOP_DEBT hold
 * crossings still to be routed through the owner's service functions; all three are empty, and
 * an entry added to them is not a licence for more.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  appBackendImports,
  appSources,
  backendSources,
  coreImports,
  internalImports,
  loopsOf,
  moduleGraph,
  readsOf,
  tableOwners,
  writesOf,
  type SourceFile,
} from "./boundaries.ts";

/**
 * Read-only joins: the foreign tables a module may read (listings, route resolution, the price
 * of a line, an order's branch…). The back office (admin) reads every table for its lists.
 */
const READ_JOINS: Record<string, readonly string[]> = {
  catalog: ["menu_items", "routes"],
  checkout: ["addresses", "branches", "orders", "products", "users"],
  content: ["categories", "product_groups", "product_images", "product_translations", "product_variants", "products", "routes"],
  lists: ["param_values", "params", "product_param_values", "products"],
  media: ["article_blocks", "articles", "badges", "brands", "categories", "collections", "home_sections", "order_lines", "pages", "product_images"],
  orders: ["branches"],
  payments: ["orders", "payments"],
  pricing: ["delivery_areas", "orders", "product_sets", "users"],
  reviews: ["products"],
  routing: ["article_categories", "article_category_links", "articles", "brands", "categories", "collections", "pages", "product_groups", "product_translations", "products"],
  search: ["categories", "collections", "products"],
  staff: ["users"],
  users: ["delivery_areas"],
};
const READS_EVERYTHING = new Set(["admin"]);

/** Writes of another module's table still to move behind the owner's service ("file table"): none left. */
const WRITE_DEBT: string[] = [];

/** Imports of another module's internals still to move behind its public files. */
const INTERNAL_DEBT: string[] = [];

/** Import loops between modules still to break. */
const LOOP_DEBT: string[] = [];

const root = fileURLToPath(new URL(".", import.meta.url));
const files = backendSources(root);
const owners = tableOwners(files);

function foreignWrites(source: readonly SourceFile[]): string[] {
  const own = tableOwners(source);
  return source
    .flatMap((f) => writesOf(f, own.size ? own : owners))
    .filter((w) => w.module !== w.owner && w.module !== "db")
    .map((w) => `${w.file} ${w.table}`)
    .sort();
}

function unlistedReads(source: readonly SourceFile[]): string[] {
  const own = tableOwners(source);
  return source
    .flatMap((f) => readsOf(f, own.size ? own : owners))
    .filter((r) => r.module !== r.owner && r.module !== "db" && !READS_EVERYTHING.has(r.module) && !(READ_JOINS[r.module] ?? []).includes(r.table))
    .map((r) => `${r.file} reads ${r.table} (${r.owner})`)
    .sort();
}

describe("module boundaries", () => {
  it("sees the source and every table of the schema", () => {
    expect(files.length).toBeGreaterThan(100);
    // every pgTable of backend/<module>/tables.ts, and db/schema.ts re-exports each tables.ts
    expect(owners.size).toBeGreaterThanOrEqual(52);
    const schema = files.find((f) => f.path === "db/schema.ts")!.text;
    for (const f of files.filter((x) => x.path.endsWith("/tables.ts"))) expect(schema).toContain(`export * from "../${f.path}";`);
  });

  it("a module writes only its own tables", () => {
    expect(foreignWrites(files)).toEqual(WRITE_DEBT);
  });

  it("a module reads another module's tables only where a read-only join is listed", () => {
    expect(unlistedReads(files)).toEqual([]);
    // no stale entries: every listed join is used
    const used = new Set(files.flatMap((f) => readsOf(f, owners)).map((r) => `${r.module} ${r.table}`));
    const stale = Object.entries(READ_JOINS).flatMap(([m, tables]) => tables.filter((t) => !used.has(`${m} ${t}`)).map((t) => `${m} ${t}`));
    expect(stale).toEqual([]);
  });

  it("a module imports another only through its public files (service, contract, index, messages, tables, types, middleware)", () => {
    expect(internalImports(files)).toEqual(INTERNAL_DEBT);
  });

  it("modules do not import each other in a loop", () => {
    expect(loopsOf(moduleGraph(files))).toEqual(LOOP_DEBT);
  });

  it("the storefront (app/) imports only contract files of the backend (ADR 0029)", () => {
    const app = appSources(fileURLToPath(new URL("..", import.meta.url)));
    expect(app.length).toBeGreaterThan(100);
    expect(app.some((f) => f.text.includes("backend/contract/index.ts"))).toBe(true);
    expect(appBackendImports(app)).toEqual([]);
  });

  it("core imports no module (only core, db and contracts)", () => {
    const outside = coreImports(files).filter((line) => !/ -> (db\/[\w-]+|[\w-]+\/contract|contract\/[\w-]+)\.ts$/.test(line));
    expect(outside).toEqual([]);
  });
});

/** The checks on a made-up backend, so each rule is seen to fail on a violation. */
describe("the boundary checks catch violations", () => {
  const tables = (module: string, name: string, sqlName: string): SourceFile => ({
    path: `${module}/tables.ts`,
    text: `export const ${name} = pgTable("${sqlName}", {});`,
  });
  const fake: SourceFile[] = [
    tables("catalog", "productVariants", "product_variants"),
    tables("orders", "orders", "orders"),
    {
      path: "checkout/place.ts",
      text: [
        'import { productVariants } from "../db/schema.ts";',
        'import { internal } from "../orders/state.ts";',
        'import { quote } from "../orders/service.ts";',
        "await tx.update(productVariants).set({ stock: 0 });",
        "await tx.query(sql`delete from orders where id = 1`);",
        "// await tx.insert(productVariants) in a comment is not a write",
      ].join("\n"),
    },
    { path: "orders/service.ts", text: 'import { place } from "../checkout/service.ts";\nimport type { Only } from "../payments/service.ts";' },
    { path: "payments/service.ts", text: 'import { Answer } from "../checkout/contract.ts";\nimport { x } from "../orders/service.ts";' },
  ];

  it("reports a write of another module's table, by the query builder and by SQL text", () => {
    expect(foreignWrites(fake)).toEqual(["checkout/place.ts orders", "checkout/place.ts product_variants"]);
  });

  it("reports an import of another module's internals, not of its service", () => {
    expect(internalImports(fake)).toEqual(["checkout/place.ts -> orders/state.ts"]);
  });

  it("reports a loop (type-only and contract imports do not make one)", () => {
    expect(loopsOf(moduleGraph(fake))).toEqual(["checkout <-> orders"]);
  });

  it("reports a storefront import of backend code that is not a contract", () => {
    const app: SourceFile[] = [
      { path: "app/routes/x.tsx", text: 'import type { Cart } from "../../backend/lists/contract";\nimport { INSTALLMENT } from "../../backend/contract/index.ts";\nimport type { X } from "../../backend/admin/people-contract.ts";' },
      { path: "app/.server/y.ts", text: 'import { priceCart } from "../../backend/pricing/service.ts";\n// import { z } from "../../backend/db/schema.ts" in a comment is not an import' },
    ];
    expect(appBackendImports(app)).toEqual(["app/.server/y.ts -> backend/pricing/service.ts"]);
  });

  it("reports a read of a foreign table that is not a listed join", () => {
    const reader: SourceFile = { path: "search/x.ts", text: "await db.query(sql`select 1 from product_variants join orders on true`);" };
    expect(unlistedReads([...fake, reader])).toEqual(["search/x.ts reads orders (orders)", "search/x.ts reads product_variants (catalog)"]);
  });
});
