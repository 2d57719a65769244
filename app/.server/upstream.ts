/**
 * How the BFF reaches the commerce API. In embedded mode server.ts registers the
 * in-process Hono app here (no network hop); with API_URL set, plain fetch is used.
 * A global symbol is used because the production server build bundles this module
 * separately from server.ts.
 */
export type UpstreamFetch = (request: Request) => Response | Promise<Response>;

const KEY = Symbol.for("bazaar.upstream");
type Holder = { [KEY]?: UpstreamFetch };

export function registerUpstream(fetcher: UpstreamFetch | undefined): void {
  (globalThis as Holder)[KEY] = fetcher;
}

export function upstream(): { fetch: UpstreamFetch; base: string } {
  const apiUrl = process.env.API_URL;
  if (apiUrl) return { fetch: (r) => fetch(r), base: apiUrl.replace(/\/$/, "") };
  const registered = (globalThis as Holder)[KEY];
  if (!registered) throw new Error("No commerce API: set API_URL or start through server.ts");
  return { fetch: registered, base: "http://backend.internal" };
}
