import type { Lang } from "./i18n.ts";

/** Translation namespaces: one JSON file each in locales/{az,en,ru}/. */
export const NAMESPACES = ["common", "catalog", "cart", "account", "checkout", "errors"] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Bundle = Record<Namespace, Record<string, unknown>>;

const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

/** Loads one language's namespaces (a separate chunk per file in the browser). */
export async function loadLanguage(lang: Lang): Promise<Bundle> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = loaders[`../../locales/${lang}/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Bundle;
}

/**
 * The back office's strings (locales/{lang}/admin.json): not in the storefront's bundle. The
 * server's i18next has them; admin pages hand them to the browser in their loader data.
 */
export async function loadAdminStrings(lang: Lang): Promise<Record<string, unknown>> {
  const load = loaders[`../../locales/${lang}/admin.json`];
  return load ? (await load()).default : {};
}
