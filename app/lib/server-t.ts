import type { i18n as I18n, TFunction } from "i18next";

type Loose = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;
type Options = Record<string, unknown> & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * Makes an i18next instance answer `getFixedT(lang, ns)` (a language, a namespace or none, no key
 * prefix) with one function remembered per language and namespace, instead of a new closure each
 * call (ADR 0037). The server's instances are shared by every request of a language and never
 * change after start (middleware/i18next.ts), so the function stays right. Other calls go to
 * i18next as before.
 */
export function rememberFixedT(instance: I18n): I18n {
  const original = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => TFunction;
  const remembered = new Map<string, TFunction>();
  const getFixedT = (...args: unknown[]): TFunction => {
    const [lng, ns, keyPrefix, options] = args;
    if (args.length > 2 || keyPrefix !== undefined || options !== undefined) return original(...args);
    if (typeof lng !== "string" || (ns !== undefined && typeof ns !== "string")) return original(...args);
    const key = `${lng}\0${ns ?? ""}`;
    let t = remembered.get(key);
    if (!t) {
      t = lightFixedT(instance, lng, ns, original(lng, ns));
      remembered.set(key, t);
    }
    return t;
  };
  instance.getFixedT = getFixedT as unknown as I18n["getFixedT"];
  return instance;
}

/**
 * i18next's fixed `t` for a language and namespace without a key prefix, minus the copy of the
 * instance's whole options object that i18next's own makes on every call (it only needs it for
 * selector-function keys). Selector keys and a `keyPrefix` option go to i18next's function.
 * The result is the same for every key (server-t.test.ts compares them over every locale file).
 */
export function lightFixedT(instance: I18n, lng: string, ns: string | undefined, full: TFunction): TFunction {
  const fallback = full as unknown as Loose;
  const t: Loose = (key, options, ...rest) => {
    if (typeof key === "function") return fallback(key, options, ...rest);
    let o: Options;
    if (typeof options !== "object") {
      o = instance.options.overloadTranslationOptionHandler!([key, options].concat(rest) as never) as Options;
    } else {
      o = { ...(options as Options) };
      if (o.keyPrefix) return fallback(key, options, ...rest);
    }
    o.lng = o.lng || lng;
    o.lngs = o.lngs || undefined;
    o.ns = o.ns || ns;
    if (o.keyPrefix !== "") o.keyPrefix = o.keyPrefix || undefined;
    return (instance.t as unknown as Loose)(key, o);
  };
  return Object.assign(t, { lng, ns, keyPrefix: undefined }) as unknown as TFunction;
}
