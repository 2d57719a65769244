/**
 * The browser's i18next and react-i18next (ADR 0031): the client build resolves both package
 * names to this module (`browserI18n` in vite.config.ts); the server keeps the real ones. It
 * does what the shop's strings use — namespaces (`ns:key`), nested keys, plurals by
 * `Intl.PluralRules` (`_one`, `_few`, `_many`, `_other`, `_zero` for 0), `{{name}}`
 * interpolation without escaping, `defaultValue`, the fallback language — with i18next's
 * rules, so hydration finds the server's text (app/lib/i18n-lite.test.ts compares every string
 * of every language with i18next's). ~1 kB instead of ~18 kB gzip.
 */
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";

type Resources = Record<string, unknown>;
type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown; ns?: string | string[]; lng?: string };
export type TFunction = (key: string | string[], options?: Options | string) => string;

interface InitOptions {
  lng?: string;
  fallbackLng?: string | string[] | false;
  ns?: string[];
  defaultNS?: string;
  resources?: Record<string, Record<string, Resources>>;
  interpolation?: { escapeValue?: boolean };
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralRule(lng: string, count: number): string {
  let rules = plurals.get(lng);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    plurals.set(lng, rules);
  }
  return rules.select(count);
}

function lookup(bundle: Resources | undefined, key: string): unknown {
  if (!bundle) return undefined;
  if (key in bundle) return bundle[key];
  let node: unknown = bundle;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Resources)[part];
  }
  return node;
}

function merge(target: Resources, source: Resources): Resources {
  for (const [k, v] of Object.entries(source)) {
    const old = target[k];
    target[k] = v && typeof v === "object" && !Array.isArray(v) && old && typeof old === "object" ? merge({ ...(old as Resources) }, v as Resources) : v;
  }
  return target;
}

/** i18next's interpolation with escapeValue off: a variable missing from the options stays as written. */
function interpolate(text: string, options: Options): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const key = name.trim();
    const value = options[key];
    if (value === undefined) return Object.prototype.hasOwnProperty.call(options, key) ? "" : match;
    return typeof value === "string" ? value : String(value);
  });
}

class I18nLite {
  language = "";
  languages: string[] = [];
  options: InitOptions = {};
  isInitialized = false;
  store: { data: Record<string, Record<string, Resources>> } = { data: {} };
  private listeners = new Map<string, Set<(...args: unknown[]) => void>>();

  use(): this {
    return this;
  }

  init(options: InitOptions): Promise<TFunction> {
    this.options = options;
    for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, res] of Object.entries(bundles)) this.addResourceBundle(lng, ns, res, true, true);
    }
    this.setLanguage(options.lng ?? "en");
    this.isInitialized = true;
    this.emit("initialized", options);
    return Promise.resolve(this.t);
  }

  private fallbacks(): string[] {
    const f = this.options.fallbackLng;
    return f ? (Array.isArray(f) ? f : [f]) : [];
  }

  private setLanguage(lng: string) {
    this.language = lng;
    this.languages = [lng, ...this.fallbacks().filter((l) => l !== lng)];
  }

  on(event: string, fn: (...args: unknown[]) => void): this {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(fn);
    return this;
  }

  off(event: string, fn: (...args: unknown[]) => void): this {
    this.listeners.get(event)?.delete(fn);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((fn) => fn(...args));
  }

  addResourceBundle(lng: string, ns: string, resources: Resources, deep = false, overwrite = false): this {
    const bundles = (this.store.data[lng] ??= {});
    const old = bundles[ns] ?? {};
    bundles[ns] = deep ? (overwrite ? merge({ ...old }, resources) : merge({ ...resources }, old)) : { ...old, ...resources };
    this.emit("added", lng, ns);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return Boolean(this.store.data[lng]?.[ns]);
  }

  getResourceBundle(lng: string, ns: string): Resources | undefined {
    return this.store.data[lng]?.[ns];
  }

  changeLanguage(lng: string): Promise<TFunction> {
    this.setLanguage(lng);
    this.emit("languageChanged", lng);
    return Promise.resolve(this.t);
  }

  getFixedT(lng: string | null, ns?: string | null): TFunction {
    return (key, options) => this.translate(lng ?? this.language, ns ?? undefined, key, options);
  }

  t: TFunction = (key, options) => this.translate(this.language, undefined, key, options);

  private translate(lng: string, fixedNs: string | undefined, keys: string | string[], raw?: Options | string): string {
    const options: Options = typeof raw === "string" ? { defaultValue: raw } : (raw ?? {});
    const list = Array.isArray(keys) ? keys : [keys];
    const langs = [options.lng ?? lng, ...this.fallbacks().filter((l) => l !== (options.lng ?? lng))];
    const plural = options.count !== undefined && typeof options.count !== "string";
    const count = Number(options.count);
    let lastKey = "";
    for (const full of list) {
      let ns = (Array.isArray(options.ns) ? options.ns[0] : options.ns) ?? fixedNs ?? this.options.defaultNS ?? "translation";
      let key = full;
      const sep = full.indexOf(":");
      if (sep > -1) {
        ns = full.slice(0, sep);
        key = full.slice(sep + 1);
      }
      lastKey = key;
      for (const code of langs) {
        const bundle = this.store.data[code]?.[ns];
        const tries = [key];
        if (plural) {
          tries.push(`${key}_${pluralRule(code, count)}`);
          if (count === 0) tries.push(`${key}_zero`);
        }
        while (tries.length) {
          const value = lookup(bundle, tries.pop()!);
          if (typeof value === "string") return interpolate(value, options);
        }
      }
    }
    const suffix = plural ? `_${pluralRule(lng, count)}` : "";
    const fallback = (plural && count === 0 && options.defaultValue_zero) || (suffix && options[`defaultValue${suffix}`]) || options.defaultValue;
    return typeof fallback === "string" ? interpolate(fallback, options) : lastKey;
  }
}

const instance = new I18nLite();
export default instance;

/* ── react-i18next ── */

export const I18nContext = createContext<{ i18n: I18nLite; defaultNS?: string } | undefined>(undefined);

export const initReactI18next = { type: "3rdParty" as const, init: () => {} };

export function I18nextProvider({ i18n, defaultNS, children }: { i18n: I18nLite; defaultNS?: string; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

export function useTranslation(ns?: string | string[], props?: { i18n?: I18nLite }) {
  const context = useContext(I18nContext);
  const i18n = props?.i18n ?? context?.i18n ?? instance;
  const namespace = (Array.isArray(ns) ? ns[0] : ns) ?? context?.defaultNS ?? i18n.options.defaultNS;
  const lang = useSyncExternalStore(
    (callback) => {
      i18n.on("languageChanged", callback);
      return () => i18n.off("languageChanged", callback);
    },
    () => i18n.language,
    () => i18n.language,
  );
  return useMemo(() => {
    const t = i18n.getFixedT(lang, namespace);
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
  }, [i18n, lang, namespace]);
}
