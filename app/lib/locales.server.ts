import { localeChunks } from "virtual:view-chunks";
import type { Lang } from "./i18n.ts";
import { NAMESPACES } from "./locales.ts";

/**
 * The URLs of a language's translation chunks (the namespaces the browser's i18next imports
 * before hydrating, app/entry.client.tsx), from the client build (scripts/view-chunks.ts; empty
 * in development). The document links them as modulepreload: without, the browser discovered
 * them only once the entry script ran (a request waterfall before hydration).
 */
export function localePreloads(lang: Lang): string[] {
  const chunks = localeChunks[lang] ?? {};
  return NAMESPACES.map((ns) => chunks[ns]).filter((url): url is string => Boolean(url));
}
