import { createInstance, type i18n as I18n, type InitOptions } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { DEFAULT_LANG, LANGS, type Lang, splitLangPath } from "~/lib/i18n";
import { NAMESPACES, loadAdminStrings, loadLanguage } from "~/lib/locales";
import { rememberFixedT } from "~/lib/server-t";

const [az, en, ru] = await Promise.all(
  LANGS.map(async (lang) => ({ ...(await loadLanguage(lang)), admin: await loadAdminStrings(lang) })),
);

const OPTIONS: InitOptions = {
  resources: { az, en, ru },
  ns: [...NAMESPACES, "admin"],
  defaultNS: "common",
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false },
  // the resources are given: init finishes before it returns
  initAsync: false,
};

let inits = 0;

/**
 * One i18next instance per language, made and initialised once when the server starts
 * (ADR 0037): an instance made per request, copied again for every component, cost ~12 % of a
 * cache miss's main thread. These
 * instances are shared by every request of their language, so nothing may change them after
 * start (no `changeLanguage`, no `addResourceBundle` on the server); their `getFixedT` is
 * remembered per language and namespace (server-t.ts).
 */
function languageInstance(lang: Lang): I18n {
  const instance = createInstance({ ...OPTIONS, lng: lang });
  void instance.init();
  inits += 1;
  return rememberFixedT(instance);
}

const INSTANCES: Record<Lang, I18n> = { az: languageInstance("az"), en: languageInstance("en"), ru: languageInstance("ru") };

const localeContext = createContext<Lang>();
const i18nextContext = createContext<I18n>();

/** The language comes from the path prefix only (unprefixed = en), so every URL renders one language. */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lang = splitLangPath(new URL(request.url).pathname).lang;
  context.set(localeContext, lang);
  context.set(i18nextContext, INSTANCES[lang]);
  return next();
};

/** The request's language. */
export function getLocale(context: Readonly<RouterContextProvider>): Lang {
  return context.get(localeContext);
}

/** The request's i18next instance: the one of its language, shared (read only). */
export function getInstance(context: Readonly<RouterContextProvider>): I18n {
  return context.get(i18nextContext);
}

/** The shared instance of a language (entry.server and tests). */
export function instanceOf(lang: Lang): I18n {
  return INSTANCES[lang];
}

/** How many i18next instances the server has initialised: one per language, whatever the traffic (tests). */
export function i18nextInitCount(): number {
  return inits;
}
