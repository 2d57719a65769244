import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { finishDocument } from "./.server/compact-html";
import { getNonce } from "./.server/csp";
import { logger } from "./.server/log";
import { ServerChromeContext, serverChromeKey } from "./components/layout/chrome";
import { NonceContext } from "./lib/nonce";
import { getInstance } from "./middleware/i18next";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  entryContext: EntryContext,
  routerContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // the CSP nonce of this request (server.ts): every inline script of the document carries it
  const nonce = getNonce(routerContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Everyone gets the fully rendered document: crawlers must read it, and a browser without
    // JavaScript could not swap in streamed Suspense content.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getInstance(routerContext)}>
        <ServerChromeContext.Provider value={routerContext.get(serverChromeKey)}>
          <NonceContext.Provider value={nonce}>
            <ServerRouter context={entryContext} url={request.url} nonce={nonce || undefined} />
          </NonceContext.Provider>
        </ServerChromeContext.Provider>
      </I18nextProvider>,
      {
        nonce: nonce || undefined,
        // React outlines large Suspense boundaries (hidden div + inline script) even when they
        // are complete; without JavaScript that content would stay hidden. Keep it in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // the document is complete at this point: it is gathered and written at once, without
          // the bytes React Router adds that no browser needs (compactDocument)
          const chunks: Buffer[] = [];
          const body = new Transform({
            transform(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            flush(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // module preloads at low priority: the stylesheet, fonts and first image come first (ADR 0035);
              // done on the bytes, the document is never one big string (ADR 0037)
              callback(null, finishDocument(Buffer.concat(chunks)));
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
  });
}

/**
 * Errors React Router reports. One it answers itself with a 4xx (a POST to a page without an
 * action: 405; a path no route matches: 404) is the request's mistake, logged at warn; anything
 * else is the shop's, at error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, method: request.method, url: request.url, reason: error.statusText }, "request refused");
    return;
  }
  logger.error({ err: error, url: request.url }, "unhandled route error");
}
