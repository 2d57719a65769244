import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { sql } from "drizzle-orm";
import { adminRoutes } from "./admin/routes.ts";
import { peopleRoutes } from "./admin/people.ts";
import { largeBodyArea, MULTIPART_CALL, uploadGate } from "./admin/upload-gate.ts";
import { catalogueRoutes } from "./admin/catalogue-routes.ts";
import { contentAdminRoutes } from "./admin/content-routes.ts";
import { taxonomyRoutes } from "./admin/taxonomy-routes.ts";
import { blogAdminRoutes } from "./admin/blog-routes.ts";
import { siteAdminRoutes } from "./admin/site-routes.ts";
import { pushAdminRoutes } from "./admin/push-routes.ts";
import { jobsAdminRoutes } from "./admin/jobs-routes.ts";
import { settingsAdminRoutes } from "./admin/settings-routes.ts";
import { bulkRoutes } from "./admin/bulk-routes.ts";
import { authMiddleware } from "./auth/middleware.ts";
import { authRoutes } from "./auth/routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { checkoutRoutes } from "./checkout/routes.ts";
import { contentRoutes, contentStaticRoutes } from "./content/routes.ts";
import type { ApiEnv, Deps } from "./core/deps.ts";
import { ReadCache, cacheTagsMiddleware } from "./core/read-cache.ts";
import { controlCharGuard } from "./core/input-guard.ts";
import { bodyTypes } from "./core/body-type.ts";
import { FORM_TYPE, JSON_TYPE, MULTIPART_TYPE } from "./core/http.ts";
import { sameSiteCalls } from "./core/same-site.ts";
import { errorCodes } from "./core/error-codes.ts";
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER } from "./db/faults.ts";
import { UnreadableBody, fail, langSchema } from "./core/http.ts";
import { translateMessage } from "./core/validators.ts";
import { englishOf, messagesOf } from "./contract/errors.ts";
import { listsRoutes } from "./lists/routes.ts";
import { mediaRoutes } from "./media/routes.ts";
import { openApiRoutes } from "./openapi.ts";
import { ordersRoutes } from "./orders/routes.ts";
import { TEST_GATEWAY_PATH } from "./payments/azericard.ts";
import { BANK_CALLBACK_PATH, paymentsRoutes } from "./payments/routes.ts";
import { pushRoutes } from "./push/routes.ts";
import { shopSettingsMiddleware } from "./pricing/service.ts";
import { reviewsRoutes } from "./reviews/routes.ts";
import { routingRoutes } from "./routing/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { usersRoutes } from "./users/routes.ts";

/** The body types a mutating /api call reads: a form for the bank's callback, multipart for the photo uploads, else JSON. */
export function acceptedBodyTypes(path: string): readonly string[] {
  if (path === BANK_CALLBACK_PATH) return [FORM_TYPE, MULTIPART_TYPE];
  if (MULTIPART_CALL.test(path)) return [MULTIPART_TYPE];
  return [JSON_TYPE];
}

/** Bytes an upload request may have: twice the photo limit and the ordinary body limit for the rest of the form. */
export function uploadRequestLimit(photoMaxMb: number, bodyLimit: number): number {
  return photoMaxMb * 2 * 1024 * 1024 + bodyLimit;
}

/**
 * The commerce API. Calls live under /api (answers {ok, data, error, errors, redirect});
 * product images under /img; banner JSON under /d.
 */
export function createApi(deps: Deps) {
  const app = new Hono<ApiEnv>();

  // every failing answer gets the codes of its sentences (core/error-codes.ts, ADR 0033)
  app.use("*", errorCodes((text, path) => deps.log.warn({ text, path }, "error text outside the error catalogue")));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    c.set("requestId", c.req.header("x-request-id") ?? randomUUID());
    await next();
  });

  // a POST, PUT, PATCH or DELETE a browser sent from another site: 403 before anything reads it (ADR 0042);
  // the bank's callback and the test gateway are posted from the bank's pages and checked by signature
  const signed = (path: string) => path === BANK_CALLBACK_PATH || path === TEST_GATEWAY_PATH || path.startsWith(`${TEST_GATEWAY_PATH}/`);
  app.use("*", sameSiteCalls({ siteUrl: deps.config.SITE_URL, exempt: signed }));

  // bodies over BODY_LIMIT: 413 from the announced length, or while a chunked body streams
  // (server.ts refuses announced ones before they reach the API; this also guards an API run on its own)
  // the photo upload (admin/products/:id/photos) alone may carry up to twice PHOTO_MAX_MB, so a
  // photo somewhat over the limit is answered with the form's message (ADR 0030)
  const limited = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        deps.log.warn({ path: c.req.path, requestId: c.get("requestId"), limit: maxSize }, "request body too large");
        return c.json({ ok: false, error: "The request is too large." }, 413);
      },
    });
  const bodyLimited = limited(deps.config.BODY_LIMIT);
  const uploadLimited = limited(uploadRequestLimit(deps.config.PHOTO_MAX_MB, deps.config.BODY_LIMIT));
  app.use("*", (c, next) => (largeBodyArea(c.req.method, c.req.path) ? uploadLimited(c, next) : bodyLimited(c, next)));
  // the uploads and other large bodies: token and permission from the headers before the body is read (admin/upload-gate.ts)
  app.use("*", uploadGate(deps));
  // a body of a type the call does not read: 415 (JSON, multipart for the photo uploads, a form for the bank's callback)
  app.use("*", bodyTypes(acceptedBodyTypes));
  // NUL and other control characters in the path, query or body: 400 before any handler
  app.use("*", controlCharGuard());

  app.onError((err, c) => {
    if (isDatabaseUnavailable(err)) {
      // the database is away or out of time: tell the caller to come back, never a 404 or a 500
      deps.log.warn({ err: { message: (err as Error).message, code: (err as { code?: unknown }).code }, path: c.req.path, requestId: c.get("requestId") }, "database unavailable");
      c.header("retry-after", String(UNAVAILABLE_RETRY_AFTER));
      c.header("cache-control", "no-store");
      return c.json({ ok: false, error: englishOf("api.unavailable") }, 503);
    }
    // a body its Content-Type does not describe (broken JSON or multipart): the caller's mistake
    if (err instanceof UnreadableBody) {
      deps.log.warn({ path: c.req.path, requestId: c.get("requestId"), type: err.type, reason: String(err.cause) }, "unreadable request body");
      const lang = langSchema.parse(new URL(c.req.url).searchParams.get("lang") ?? undefined);
      return fail(c, translateMessage(messagesOf("api").invalid, lang), 400);
    }
    deps.log.error({ err, path: c.req.path, requestId: c.get("requestId") }, "api error");
    return c.json({ ok: false, error: "Something went wrong" }, 500);
  });

  const api = new Hono<ApiEnv>();
  // the shop settings every priced answer follows (the price rounding), in force before the first answer
  api.use("*", shopSettingsMiddleware(deps));
  // anonymous catalogue/content reads from memory (before auth: a call with a token is never cached)
  if (deps.config.API_READ_CACHE ?? deps.config.NODE_ENV !== "test") {
    const reads = new ReadCache({ ttlMs: deps.config.API_READ_CACHE_TTL * 1000 }).follow(deps.changes);
    api.use("*", reads.middleware());
  }
  // what each public read shows (x-cache-tags), kept by the read cache and gathered by the page cache
  api.use("*", cacheTagsMiddleware());
  api.use("*", authMiddleware(deps));
  api.get("/health", async (c) => {
    await deps.database.query(sql`select 1`);
    return c.json({ ok: true, data: { db: deps.database.kind } });
  });
  // the OpenAPI document (and its reference page in development): backend/openapi.ts
  api.route("/", openApiRoutes(deps.config));
  for (const module of [
    routingRoutes,
    catalogRoutes,
    searchRoutes,
    contentRoutes,
    reviewsRoutes,
    listsRoutes,
    authRoutes,
    usersRoutes,
    checkoutRoutes,
    ordersRoutes,
    pushRoutes,
    adminRoutes,
    peopleRoutes,
    catalogueRoutes,
    contentAdminRoutes,
    taxonomyRoutes,
    blogAdminRoutes,
    siteAdminRoutes,
    pushAdminRoutes,
    jobsAdminRoutes,
    settingsAdminRoutes,
    bulkRoutes,
  ]) {
    api.route("/", module(deps));
  }
  app.route("/", paymentsRoutes(deps));
  app.route("/api", api);
  app.route("/", mediaRoutes(deps));
  app.route("/", contentStaticRoutes(deps));
  app.notFound((c) =>
    c.req.path.startsWith("/api/") ? c.json({ ok: false, error: "Unknown call" }, 404) : c.text("Not found", 404),
  );
  return app;
}

export type Api = ReturnType<typeof createApi>;
