/**
 * The Content-Security-Policy nonce of a request: made once per request in server.ts
 * (server/security-headers.ts puts it in the header), handed to React Router through
 * getLoadContext, and read by entry.server.tsx, which gives it to every inline script React
 * Router and React render (ServerRouter, <Scripts>, <ScrollRestoration>). The context object
 * is kept under a global symbol because the server build bundles this module separately from
 * server.ts (see upstream.ts).
 */
import { randomBytes } from "node:crypto";
import { createContext, RouterContextProvider, type RouterContext } from "react-router";

const KEY = Symbol.for("bazaar.cspNonce");
type Holder = { [KEY]?: RouterContext<string> };

/** Empty when a request did not come through server.ts (unit tests of loaders and actions). */
export const cspNonceContext: RouterContext<string> = ((globalThis as Holder)[KEY] ??= createContext<string>(""));

/** A fresh nonce: 128 random bits, base64. The one place nonces are made. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The router context of one request, carrying its nonce (server.ts getLoadContext). */
export function requestContext(nonce: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  return context;
}

export function getNonce(context: Readonly<RouterContextProvider>): string {
  return context.get(cspNonceContext);
}
