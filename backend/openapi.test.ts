import { readFileSync } from "node:fs";
import { validate, compileErrors } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { CALL_TYPES_FILE, callTypesJson } from "../scripts/openapi-types.ts";
import { acceptedBodyTypes, createApi } from "./app.ts";
import { loadBackendConfig } from "./config.ts";
import { createLogger } from "./core/log.ts";
import type { Database } from "./db/client.ts";
import { ERROR_CODES } from "./contract/errors.ts";
import { openApiDocument } from "./openapi.ts";

const config = (NODE_ENV: string) => loadBackendConfig({ NODE_ENV, SEED_ON_EMPTY: "0", RATE_LIMITS: "0", JWT_SECRET: "x".repeat(40) } as NodeJS.ProcessEnv);
// building the routers touches no database
const apiFor = (NODE_ENV: string) => createApi({ database: {} as Database, config: config(NODE_ENV), log: createLogger() });

type Operation = {
  parameters: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: { data?: unknown } } }> }>;
};
const doc = openApiDocument(config("test")) as { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * The call catalogue of the spec (storefront.md and checkout-accounts.md, section 7), as the
 * paths this API mounts them at (the catalogue leaves some paths unnamed).
 */
const SPEC_CALLS = [
  // storefront
  "products", "products/filters", "articles", "users/remove-item-cart/{id}", "users/change-qty", "searchkeys/create",
  "reviews/send", "reviews", "routes/current", "search/suggestions", "products/by-ids", "products/cart", "products/wishlist",
  "users/cart", "users/add-to-cart", "users/wishlist", "users/add-to-wishlist", "users/remove-item-wishlist/{id}",
  "cart-statistic/items-to-cart", "subscriptions/send", "categories", "menus", "article-categories", "branches",
  // checkout and accounts
  "auth", "login", "logout", "auth/signup", "auth/remind", "auth/verify", "auth/new-password", "auth/change-password",
  "users/update-info", "users/compare", "users/add-to-compare", "users/remove-item-compare/{id}", "users/address",
  "users/create-address", "users/update-address/{id}", "users/add-select-address/{id}", "users/remove-address/{id}",
  "products/compare", "products/checkout", "cart/summary", "orders", "orders/token", "orders/info/{id}",
  "products/filters/brands", "products/filters/colors", "products/filters/sizes", "products/new", "products/sale",
  "categories/filters", "collections", "collections/filters", "feedbacks/send", "searchkeys",
  "push-notifications/create-subscriber", "push-notifications/url-visited/{id}",
  // "Branches and menus | list, {name}/info/{id}, create, update/{id}, remove/{id}, verify/{id}" (back office)
  ...["branches", "menus"].flatMap((name) => [`admin/${name}`, ...["info/{id}", "create", "update/{id}", "remove/{id}", "verify/{id}"].map((call) => `admin/${name}/${call}`)]),
];

describe("the OpenAPI document (/api/openapi.json)", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("has every call of the spec's catalogue with its payload and answer schemas", () => {
    for (const call of SPEC_CALLS) {
      const ops = doc.paths[`/api/${call}`];
      expect(ops, call).toBeDefined();
      for (const [method, op] of Object.entries(ops)) {
        const payload = method === "get" ? op.parameters.find((p) => p.in === "query") : op.requestBody?.content["application/json"].schema;
        expect(payload, `${method} ${call} payload`).toBeDefined();
        const answer = op.responses["200"].content?.["application/json"]?.schema.properties?.data;
        expect(answer, `${method} ${call} answer`).toBeDefined();
      }
    }
  });

  it("shows the error codes in every answer's envelope (one enum, the catalogue's codes)", () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, { enum?: string[] }> } }).components.schemas;
    expect(schemas.ErrorCode!.enum).toEqual([...ERROR_CODES]);
    const envelope = doc.paths["/api/products/checkout"].post.responses.default!.content!["application/json"]!.schema as { properties: Record<string, unknown> };
    expect(envelope.properties.code).toMatchObject({ $ref: "#/components/schemas/ErrorCode" });
    expect(envelope.properties.codes).toMatchObject({ additionalProperties: { $ref: "#/components/schemas/ErrorCode" } });
  });

  it("documents for each POST the body type the API takes (any other is answered 415)", () => {
    let posts = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const post = methods.post;
      if (!post) continue;
      posts += 1;
      const concrete = path.replace(/\{[^}]+\}/g, "12");
      expect(Object.keys(post.requestBody?.content ?? {}), path).toEqual(acceptedBodyTypes(concrete));
    }
    expect(posts).toBeGreaterThan(50);
    const info = (doc as unknown as { info: { description: string } }).info.description;
    for (const code of ["api.crossSite", "api.unsupportedType"]) {
      expect(info).toContain(code);
      expect(ERROR_CODES).toContain(code);
    }
  });

  it("takes payloads from the routes' zod schemas", () => {
    const checkout = doc.paths["/api/products/checkout"].post.requestBody!.content["application/json"].schema as { properties: Record<string, unknown> };
    // fields only the checkout's zod schema names (not in a contract type with these exact rules)
    expect(checkout.properties).toHaveProperty("giftNote");
    const login = doc.paths["/api/login"].post.requestBody!.content["application/json"].schema as { required: string[] };
    expect(login.required).toEqual(expect.arrayContaining(["username", "password"]));
  });

  it("is served at /api/openapi.json; the reference page only in development", async () => {
    const served = await apiFor("test").fetch(new Request("http://test/api/openapi.json"));
    expect(served.status).toBe(200);
    expect(((await served.json()) as { paths: object }).paths).toEqual(doc.paths);
    expect((await apiFor("test").fetch(new Request("http://test/api/docs"))).status).toBe(404);
    expect((await apiFor("production").fetch(new Request("http://test/api/docs"))).status).toBe(404);
    const page = await apiFor("development").fetch(new Request("http://test/api/docs"));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("POST /api/products/checkout");
    expect(html).not.toMatch(/<script|style=|<style/); // nothing the shop's CSP would refuse
  });

  it("answer schemas match the contract types (backend/contract/calls.schema.json is not stale)", () => {
    expect(readFileSync(CALL_TYPES_FILE, "utf8") === callTypesJson(), "run npm run openapi:types").toBe(true);
  }, 180_000);
});
