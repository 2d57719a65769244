/**
 * A mock of the commerce API over HTTP (msw), for BFF tests that run with API_URL set.
 * Handlers are added per test with `mockApi.use(...)`; any request nobody handles fails
 * the test, so a test cannot silently reach a real network.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const API_URL = "http://api.test";

export const mockApi = setupServer();

/** Registers the mock for the current test file and points the BFF at it. */
export function installMockApi(): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.API_URL;
    process.env.API_URL = API_URL;
    mockApi.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => mockApi.resetHandlers());
  afterAll(() => {
    mockApi.close();
    if (previous === undefined) delete process.env.API_URL;
    else process.env.API_URL = previous;
  });
}

/** What one call to the mock carried. */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
  authorization: string | null;
  headers: Headers;
}

/**
 * Answers `/api/<path>` with the envelopes given, one per call in order (the last repeats),
 * and records what each call carried.
 */
export function answer(path: string, ...envelopes: JsonBodyType[]): SeenCall[] {
  const seen: SeenCall[] = [];
  mockApi.use(
    http.all(`${API_URL}/api/${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === "GET" ? "" : await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
        authorization: request.headers.get("authorization"),
        headers: request.headers,
      });
      return HttpResponse.json(envelopes[Math.min(seen.length - 1, envelopes.length - 1)]);
    }),
  );
  return seen;
}

/** Makes `/api/<path>` fail like a dropped connection. */
export function failNetwork(path: string): void {
  mockApi.use(http.all(`${API_URL}/api/${path}`, () => HttpResponse.error()));
}

/** Makes `/api/<path>` answer with something that is not JSON (a proxy's error page). */
export function answerHtml(path: string, status = 502): void {
  mockApi.use(http.all(`${API_URL}/api/${path}`, () => new HttpResponse("<h1>Bad gateway</h1>", { status, headers: { "content-type": "text/html" } })));
}
