/**
 * Bad input over every call of the OpenAPI document (/api/openapi.json): path ids out of the
 * integer range or not numbers at all, query and body fields of the wrong type, ids past the
 * integer columns inside JSON bodies, invalid JSON and broken multipart bodies, each sent
 * anonymously, as a customer and as an owner. No answer may be a 5xx, and every 4xx is the
 * `{ok: false, …}` envelope with a code.
 *
 * The inputs are a fixed list (no randomness), so a failure repeats; the calls go straight to
 * the Hono app (no server), on PGlite or on PostgreSQL (DATABASE_URL).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { staffTokens } from "./test/staff.ts";
import { testApi } from "./test/db.ts";

type Schema = { type?: string; properties?: Record<string, Schema>; $ref?: string; allOf?: Schema[]; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = {
  parameters: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let api: Awaited<ReturnType<typeof testApi>>;
let doc: Doc;
const callers: Record<"anonymous" | "customer" | "owner", string | undefined> = { anonymous: undefined, customer: undefined, owner: undefined };

beforeAll(async () => {
  api = await testApi();
  const tokens = await staffTokens(api, "99455770000", "Fuzz");
  callers.customer = tokens.shopper;
  callers.owner = tokens.owner;
  const answer = await api.app.fetch(new Request("http://test/api/openapi.json"));
  doc = (await answer.json()) as Doc;
});

/** Path parameter values: the largest integer id (valid, no such row), then invalid ones. */
const PATH_VALUES = ["2147483647", "2147483648", "99999999999999999999", "-1", "0", "1.5", "abc", "%00", "\u0000", " 1", "9".repeat(300), "x".repeat(3000)];

/** A value of the wrong type (or out of range) for any field. */
const FIELD_VALUES: unknown[] = ["abc", 2147483648, -1, 1.5, 1e300, true, null, [], {}, [{ id: 2147483648 }], ["1", "2"], "x".repeat(5000)];

/** The field names a schema describes (through references and combinations). */
function fieldNames(schema: Schema | undefined, depth = 0): string[] {
  if (!schema || depth > 4) return [];
  if (schema.$ref) return fieldNames(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")], depth + 1);
  const names = Object.keys(schema.properties ?? {});
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) names.push(...fieldNames(part, depth + 1));
  return [...new Set(names)].filter((name) => name !== "lang");
}

interface Probe {
  method: string;
  path: string;
  body?: BodyInit;
  type?: string;
}

/** `/api/admin/products/{id}/photos/{photoId}/move` with every parameter set to `value`. */
const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, value);

const BOUNDARY = "----bazaarFuzzBoundary";
const multipart = (fields: string[]) =>
  fields.map((name) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nabc\r\n`).join("") + `--${BOUNDARY}--\r\n`;

/**
 * Every probe of one operation. A back-office call refuses a caller without its permission
 * before it reads the payload, so only the owner gets its query and body probes.
 */
function probes(template: string, method: string, op: Operation, owner: boolean): Probe[] {
  const out: Probe[] = [];
  const upper = method.toUpperCase();
  const hasParams = /\{\w+\}/.test(template);
  const base = fill(template, "2147483647");
  if (hasParams) for (const value of PATH_VALUES) out.push({ method: upper, path: fill(template, encodeURI(value).replace(/%25/g, "%")) });
  if (!owner && template.startsWith("/api/admin/")) return out;

  if (upper === "GET") {
    const names = op.parameters.filter((p) => p.in === "query").map((p) => p.name).filter((name) => name !== "lang");
    for (const value of FIELD_VALUES) {
      const query = new URLSearchParams();
      for (const name of names) {
        if (Array.isArray(value)) for (const item of value) query.append(name, typeof item === "object" ? JSON.stringify(item) : String(item));
        else query.set(name, typeof value === "object" && value !== null ? JSON.stringify(value) : String(value));
      }
      out.push({ method: upper, path: `${base}?${query}` });
    }
    return out;
  }

  const content = op.requestBody?.content ?? {};
  const schema = content["application/json"]?.schema ?? content["multipart/form-data"]?.schema;
  const names = fieldNames(schema);
  for (const value of FIELD_VALUES) {
    out.push({ method: upper, path: base, type: "application/json", body: JSON.stringify(Object.fromEntries(names.map((name) => [name, value]))) });
  }
  for (const body of ["[]", "null", '"text"', "42", '{"lang":', "{not json", '{"lang":"en"}'.repeat(2)]) out.push({ method: upper, path: base, type: "application/json", body });
  const whole = multipart(names.length ? names : ["field"]);
  out.push({ method: upper, path: base, type: `multipart/form-data; boundary=${BOUNDARY}`, body: whole.slice(0, Math.floor(whole.length / 2)) });
  out.push({ method: upper, path: base, type: "multipart/form-data; boundary=anotherBoundary", body: whole });
  out.push({ method: upper, path: base, type: "multipart/form-data", body: whole });
  out.push({ method: upper, path: base, type: "application/x-www-form-urlencoded", body: names.map((name) => `${name}=%E0%A4%A&${name}[]=1`).join("&") || "%zz=1" });
  return out;
}

interface Finding {
  probe: string;
  status: number;
  body: string;
}

function jsonOf(text: string): { ok?: unknown; code?: unknown } | null {
  try {
    return JSON.parse(text) as { ok?: unknown; code?: unknown };
  } catch {
    return null;
  }
}

async function send(probe: Probe, token: string | undefined): Promise<Finding | null> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (probe.type) headers["content-type"] = probe.type;
  const response = await api.app.fetch(new Request(`http://test${probe.path}`, { method: probe.method, headers, body: probe.body }));
  const text = await response.text();
  const name = `${probe.method} ${probe.path.slice(0, 160)}${probe.type ? ` (${probe.type}) ${String(probe.body).slice(0, 80)}` : ""}`;
  if (response.status >= 500) return { probe: name, status: response.status, body: text.slice(0, 200) };
  if (response.status >= 400) {
    const envelope = jsonOf(text);
    if (envelope?.ok !== false || typeof envelope.code !== "string") return { probe: name, status: response.status, body: text.slice(0, 200) };
  }
  return null;
}

describe("fuzzed input over every call of the OpenAPI document", () => {
  it("lists every call with its parameters", () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(150);
    expect(doc.paths["/api/orders/info/{id}"]!.get!.parameters.some((p) => p.in === "path" && p.name === "id")).toBe(true);
  });

  it.each(["anonymous", "customer", "owner"] as const)("no 5xx and a coded envelope on every 4xx, as %s", async (who) => {
    const started = Date.now();
    const findings: Finding[] = [];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const probe of probes(path, method, op, who === "owner")) {
          sent += 1;
          const finding = await send(probe, callers[who]);
          if (finding) findings.push(finding);
        }
      }
    }
    console.info(`fuzz as ${who}: ${sent} requests in ${Date.now() - started} ms`);
    expect(findings.slice(0, 40), `${findings.length} of ${sent} answers`).toEqual([]);
  }, 120_000);
});

describe("bad ids and unreadable bodies, answered", () => {
  const post = (path: string, type: string, body: string, token?: string) =>
    api.app.fetch(new Request(`http://test/api/${path}`, { method: "POST", headers: { "content-type": type, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body }));
  const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\n99455`;

  it("answers 404 to a path id past the integer range, for the shopper's and the back office's calls", async () => {
    for (const [path, token] of [["orders/info/2147483648", callers.customer], ["users/remove-address/2147483648", callers.customer], ["admin/customers/2147483648", callers.owner], ["admin/orders/99999999999", callers.owner]] as const) {
      const answer = await api.app.fetch(new Request(`http://test/api/${path}`, { headers: { authorization: `Bearer ${token}` }, method: path.startsWith("users/") ? "POST" : "GET" }));
      expect(answer.status, path).toBe(404);
      expect(await answer.json(), path).toMatchObject({ ok: false });
    }
  });

  it("answers 400 with api.invalid to a truncated or wrongly bounded multipart body, broken JSON and a form without a boundary", async () => {
    for (const [path, type, body, token] of [
      ["admin/categories/photos", `multipart/form-data; boundary=${BOUNDARY}`, cut, callers.owner],
      ["admin/products/1/photos", "multipart/form-data; boundary=another", multipart(["photo"]), callers.owner],
      ["admin/brands/photos", "multipart/form-data", multipart(["photo"]), callers.owner],
      ["reviews/send?lang=ru", "application/json", '{"productId":', undefined],
      ["admin/products/1/photos", `multipart/form-data; boundary=${BOUNDARY}`, cut, callers.owner],
      ["admin/banners/photos", "multipart/form-data; boundary=another", multipart(["photo"]), callers.owner],
    ] as const) {
      const answer = await post(path, type, body, token);
      expect(answer.status, `${path} ${type}`).toBe(400);
      const json = (await answer.json()) as { ok: boolean; code: string; error: string };
      expect(json, `${path} ${type}`).toMatchObject({ ok: false, code: "api.invalid" });
      if (path.endsWith("lang=ru")) expect(json.error).not.toBe("Invalid request");
    }
  });

  it("reads an empty JSON body as no fields (the form's own errors, not 400)", async () => {
    const answer = await post("login", "application/json", "");
    expect(answer.status).toBe(422);
  });
});
