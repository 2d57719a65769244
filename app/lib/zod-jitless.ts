/**
 * Zod without its compiled fast path in the browser: zod builds an object schema's parser with
 * `new Function` (and probes whether it may), which the page's CSP (no 'unsafe-eval') refuses and
 * reports. The setting is read when a schema is built, so this module is the first import of
 * app/root.tsx: the root route's module graph is evaluated before any other route's chunk or a
 * form schema. The server keeps the fast path.
 */
import { z } from "zod";

export const JITLESS_IN_BROWSER = typeof document !== "undefined";

if (JITLESS_IN_BROWSER) z.config({ jitless: true });
