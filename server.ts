/**
 * Production (and development) server: one Node process serving
 * - hashed static assets with long-cache headers, and public/ files,
 * - the commerce API (backend/) at /api, /img and /d, in-process unless API_URL is set,
 * - every other request through the React Router handler (SSR, loaders, actions).
 */
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import { getRequestListener } from "@hono/node-server";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { loadAppConfig } from "./app/.server/config.ts";
import { describeEnvError, limitsEnvSchema, loadBackendConfig, demoOn } from "./backend/config.ts";
import { Limits, closeRedisClients } from "./backend/core/limits.ts";
import { newNonce, requestContext } from "./app/.server/csp.ts";
import { notePublicChange } from "./app/.server/public-change.ts";
import { utmCookie, utmFromUrl } from "./app/.server/utm.ts";
import { createLogger } from "./backend/core/log.ts";
import { provideSecrets, type SecretName } from "./backend/core/secrets.ts";
import { precompressedAssets } from "./server/assets.ts";
import { PageCache, cacheableRequest, pageCacheMiddleware } from "./server/page-cache.ts";
import { redisPageStore } from "./server/shared-pages.ts";
import { FeedCache } from "./server/feed-cache.ts";
import { bodyLimit } from "./server/body-limit.ts";
import { cdnPurger } from "./server/cdn-purge.ts";
import { pageRequests } from "./server/page-requests.ts";
import { rateLimits, renderCharge } from "./server/rate-limits.ts";
import { sameOrigin } from "./server/same-origin.ts";
import { cspHeaderFor, paymentFormOrigins, securityHeaders } from "./server/security-headers.ts";

const dev = process.argv.includes("--dev");
if (!process.env.NODE_ENV) process.env.NODE_ENV = dev ? "development" : "production";
const log = createLogger();

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

let appConfig;
let backendConfig;
let limitsConfig;
try {
  // unset signing secrets are generated once and kept in DATA_DIR/secrets; the storefront alone (API_URL) needs only its own
  const names: SecretName[] = process.env.API_URL ? ["SESSION_SECRET"] : ["SESSION_SECRET", "JWT_SECRET"];
  const secrets = provideSecrets(process.env, names);
  if (secrets.fromDataDir.length > 0) {
    const message = `${secrets.fromDataDir.join(" and ")} not set: using generated secrets kept in ${secrets.dir}; production should set them in the environment`;
    if (process.env.NODE_ENV === "production") log.warn(message);
    else log.info(message);
  }
  appConfig = loadAppConfig();
  backendConfig = appConfig.API_URL ? undefined : loadBackendConfig();
  const limitsSetting = limitsEnvSchema.safeParse(process.env);
  if (!limitsSetting.success) throw new Error(describeEnvError(limitsSetting.error));
  limitsConfig = limitsSetting.data;
} catch (err) {
  fatal((err as Error).message);
}

const started = Date.now();
let backend: Awaited<ReturnType<typeof import("./backend/index.ts").startBackend>> | undefined;
if (backendConfig) {
  const { startBackend } = await import("./backend/index.ts");
  try {
    backend = await startBackend({ config: backendConfig, log });
  } catch (err) {
    const source = backendConfig.DATABASE_URL ? "DATABASE_URL" : `DATA_DIR (${backendConfig.DATA_DIR})`;
    fatal(`Cannot open the database from ${source}: ${(err as Error).message.split("\n")[0]}`);
  }
  // The storefront's API client finds the in-process backend here (see app/.server/upstream.ts).
  (globalThis as Record<symbol, unknown>)[Symbol.for("bazaar.upstream")] = backend.fetch;
}

const app = express();
app.disable("x-powered-by");
// Client IPs (rate limits, logs) come from X-Forwarded-For only when the peer is a trusted proxy (TRUST_PROXY).
app.set("trust proxy", appConfig.TRUST_PROXY);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
// hashed assets first: precompressed at build time, so no compression, logging or rate limit work
if (!dev) app.use("/assets", precompressedAssets(path.join(buildDir, "client", "assets")));
app.use(compression());

app.use((req, res, next) => {
  const id = (req.headers["x-request-id"] as string | undefined) ?? randomUUID();
  req.headers["x-request-id"] = id;
  // the client IP as resolved under `trust proxy`: the storefront forwards it to the API (auth rate limits)
  if (req.ip) req.headers["x-forwarded-for"] = req.ip;
  res.setHeader("x-request-id", id);
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (req.path.startsWith("/assets/")) return;
    log.info({ requestId: id, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
  next();
});

// CSP with a nonce per request (res.locals.cspNonce), nosniff, referrer policy, HSTS over HTTPS (ADR 0015)
const formAction = paymentFormOrigins({
  siteUrl: appConfig.SITE_URL,
  azericardUrl: appConfig.AZERICARD_URL,
  redirectProviderUrl: appConfig.REDIRECT_PROVIDER_URL,
  extra: appConfig.PAYMENT_FORM_ORIGINS,
});
const headerOptions = { tagManager: Boolean(appConfig.GTM_ID), pixel: Boolean(appConfig.PIXEL_ID), reportOnly: dev, formAction };
app.use(securityHeaders(headerOptions));

const limits = new Limits({ enabled: limitsConfig.RATE_LIMITS, redisUrl: limitsConfig.REDIS_URL, prefix: limitsConfig.REDIS_PREFIX, log });
const rules = {
  read: { limit: limitsConfig.RATE_LIMIT_READ, windowSeconds: 60 },
  post: { limit: limitsConfig.RATE_LIMIT_POST, windowSeconds: 60 },
  auth: { limit: limitsConfig.RATE_LIMIT_AUTH, windowSeconds: 15 * 60 },
};
if (!(await limits.ready())) log.error("redis is not reachable: request budgets count in this process for now");
const pageCacheOn = appConfig.PAGE_CACHE ?? !dev;
// sitemap.xml and the shopping feeds are streamed to the client and never kept by the page
// cache: a sitemap part or a feed is megabytes, and storing one would evict hundreds of pages
// (app/routes/sitemap.ts, app/routes/feeds.ts; the feeds have a file cache of their own below)
const streamed = (req: express.Request) => /^(\/(az|en|ru))?\/sitemap\.xml$/.test(req.path) || req.path.startsWith("/feeds/");
const shared = (req: express.Request) => pageCacheOn && !streamed(req) && cacheableRequest(req.method, req.path, req.headers.cookie, appConfig.COOKIE_PREFIX);
for (const limiter of rateLimits({ limits, rules, shared })) app.use(limiter);
// a body announced over BODY_LIMIT gets 413 before it is read (pages and the API alike)
// (the photo upload alone may carry twice PHOTO_MAX_MB: server/body-limit.ts, ADR 0030)
app.use(bodyLimit({ limit: appConfig.BODY_LIMIT, uploadLimit: appConfig.PHOTO_MAX_MB * 2 * 1024 * 1024 + appConfig.BODY_LIMIT, log }));

if (backend) {
  const listener = getRequestListener(backend.fetch);
  for (const prefix of ["/api", "/img", "/d", "/payments/test-gateway"]) {
    app.use(prefix, (req, res) => {
      req.url = req.originalUrl;
      void listener(req, res);
    });
  }
}

// Every POST/PUT/PATCH/DELETE below this line (pages, .data requests, /action/*, /newsletter, /push, …)
// must prove it comes from the shop's own pages (ADR 0014); the API above refuses cross-site
// browser calls itself (backend/core/same-site.ts, ADR 0042).
app.use(sameOrigin({ siteUrl: appConfig.SITE_URL, log }));
// then only form POSTs with a length (JSON to /push): PUT/DELETE 405, JSON or text/plain 415, chunked 411
app.use(pageRequests({ log }));

let build: ServerBuild | (() => Promise<ServerBuild>);
if (dev) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const clientDir = path.join(buildDir, "client");
  app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  const serverEntry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  build = (await import(serverEntry)) as ServerBuild;
}

// Anonymous public pages come from the page cache (ADR 0023, 0049); it renders through the
// same React Router build, from a request without cookies, and drops the pages each committed
// change touches (backend/db/changes.ts, backend/contract/cache-tags.ts).
let pageCache: PageCache | undefined;
/** what shutdown closes besides the database and the limits' Redis */
const closers: (() => Promise<void>)[] = [];
// first, so a page rendered after the change reads fresh menus (app/.server/public-change.ts)
// (menus and page paths come from tables without product notices: only a change of everything touches them)
backend?.changes.subscribe((change, notices) => {
  if (change.all) notePublicChange();
  log.debug({ notices: [...notices] }, "public change");
});
if (pageCacheOn) {
  const render = createFetchHandler(build, dev ? "development" : "production");
  // pages are dropped by the changes they show (ADR 0049) when this process hears them; a
  // storefront in front of a separate API (API_URL) does not, and keeps pages briefly
  const hearsChanges = Boolean(backend);
  const ttlMs = (appConfig.PAGE_CACHE_TTL ?? (hearsChanges ? 600 : 10)) * 1000;
  const staleMs = (appConfig.PAGE_CACHE_STALE ?? (hearsChanges ? 3600 : 30)) * 1000;
  // what shared caches in front are told: as long as this process only when they are purged
  const purge = appConfig.CDN_PURGE_URL && hearsChanges ? cdnPurger({ url: appConfig.CDN_PURGE_URL, token: appConfig.CDN_PURGE_TOKEN, log }) : undefined;
  const sharedTtlMs = purge ? ttlMs : Math.min(ttlMs, 10_000);
  const sharedStaleMs = purge ? staleMs : Math.min(staleMs, 30_000);
  if (purge) backend?.changes.subscribe((change) => purge(change));
  // with Redis, a page one process rendered serves the others (server/shared-pages.ts, ADR 0057)
  const sharedPages =
    limitsConfig.REDIS_URL && appConfig.PAGE_CACHE_SHARED && typeof build !== "function"
      ? redisPageStore({ url: limitsConfig.REDIS_URL, prefix: limitsConfig.REDIS_PREFIX, build: build.assets.version, log })
      : undefined;
  if (sharedPages) closers.push(() => sharedPages.close());
  pageCache = new PageCache({
    // each entry is rendered with a nonce of its own and keeps the CSP header naming it: a hit is
    // served with the nonce that is in its HTML (the page holds no visitor data to protect)
    render: async (request) => {
      const nonce = newNonce();
      const rendered = await render(request, requestContext(nonce));
      const response = new Response(rendered.body, rendered);
      const csp = cspHeaderFor(nonce, new URL(request.url).protocol === "https:", headerOptions);
      response.headers.set(csp.name, csp.value);
      return response;
    },
    cookiePrefix: appConfig.COOKIE_PREFIX,
    ttlMs,
    staleMs,
    maxBytes: appConfig.PAGE_CACHE_MB * 1024 * 1024,
    shared: sharedPages,
    onError: (err, key) => log.error({ err, page: key }, "page cache render failed"),
  });
  backend?.changes.subscribe((change) => pageCache?.invalidate(change));
  const cached = pageCacheMiddleware(pageCache, {
    cookiePrefix: appConfig.COOKIE_PREFIX,
    ttlMs: sharedTtlMs,
    staleMs: sharedStaleMs,
    originOf: (req) => `${req.protocol}://${req.get("host") ?? "localhost"}`,
    admitRender: renderCharge({ limits, rules }),
    landingCookie: (req, url) => {
      const marks = utmFromUrl(url);
      return marks ? (utmCookie(new Request(url, { headers: { cookie: req.headers.cookie ?? "" } }), marks) ?? undefined) : undefined;
    },
  });
  app.use((req, res, next) => (streamed(req) ? next() : cached(req, res, next)));
}

// the shopping feeds' files, kept on disk until a change of the catalogue touches them
// (server/feed-cache.ts); only where this process hears the changes (the API in-process)
if (pageCacheOn && backend && backendConfig) {
  const render = createFetchHandler(build, dev ? "development" : "production");
  const feeds = new FeedCache({
    dir: path.join(backendConfig.DATA_DIR, "cache", "feeds"),
    render: (request) => render(request, requestContext(newNonce())),
    origin: appConfig.SITE_URL,
    onError: (err, feed) => log.error({ err, feed }, "feed render failed"),
  });
  backend.changes.subscribe((change) => feeds.invalidate(change));
  app.use(feeds.middleware());
}

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    // the request's CSP nonce reaches entry.server.tsx through the router context
    getLoadContext: (_req, res) => requestContext(res.locals.cspNonce as string),
  }),
);

const server: Server = app.listen(appConfig.PORT, appConfig.HOST, () => {
  const shown = appConfig.HOST.includes(":") ? `[${appConfig.HOST}]` : appConfig.HOST;
  log.info({ host: appConfig.HOST, port: appConfig.PORT, db: backend?.database.kind ?? "external", startupMs: Date.now() - started }, `shop listening on http://${shown}:${appConfig.PORT}`);
  if (demoOn(process.env)) {
    // what `npm run demo` lets a newcomer try, and where to look (README "Quick start")
    console.log(
      [
        `Demo shop: ${appConfig.SITE_URL} (open it at this address: links in codes and payments lead there)`,
        `  SMS codes and e-mails: ${appConfig.SITE_URL}/dev/outbox`,
        `  card payments: the test gateway (no bank is involved; choose "Card" at checkout)`,
        `  a customer: +994 50 123 45 67, password Demo12345`,
      ].join("\n"),
    );
  }
});
// Idle keep-alive connections stay open 65 s, longer than the idle timeout of the proxies and load
// balancers put in front of a container (60 s is common) and of clients that pool connections:
// with Node's 5 s default, a client that reuses a connection just as the server closes it gets
// ECONNRESET (seen in the e2e suite's API calls between browser steps), and a proxy a 502.
server.keepAliveTimeout = 65_000;
// must exceed keepAliveTimeout, or a slow request head on a reused connection is cut off first
server.headersTimeout = 66_000;
server.on("error", (err) => fatal(`Cannot listen on HOST ${appConfig.HOST} PORT ${appConfig.PORT}: ${err.message}`));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  server.close(async () => {
    await backend?.close().catch(() => {});
    await closeRedisClients().catch(() => {});
    await Promise.all(closers.map((close) => close().catch(() => {})));
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
