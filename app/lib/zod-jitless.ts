/**
 * Zod without its compiled fast path in the browser: zod builds an object schema's parser with
 * `new Function` (and probes whether it may), which the page's CSP (no 'unsafe-eval') refuses and
 * reports. The setting is read when a schema is built, so this module is the first import of
 * app/root.tsx: the root route's module graph is evaluated before any other route's chunk or a
 * form schema. The server keeps the fast path.
 *
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core, `config()`), so they
 * are set here without importing zod: pages without a form download none of it.
 */
export const JITLESS_IN_BROWSER = typeof document !== "undefined";

if (JITLESS_IN_BROWSER) {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
