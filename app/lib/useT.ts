import type { TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";

/** One fixed `t` per i18next instance, language and namespace (the server has one instance per language). */
const cache = new WeakMap<object, Map<string, TFunction>>();

/**
 * A translation function without react-i18next's per-component wrapper (ADR 0022): the
 * components repeated many times on a page (product card parts) share one `t` per request
 * and namespace instead of building a `useTranslation` state each. The language follows the
 * i18next instance; a language change loads a new document (chrome.tsx).
 */
export function useT(ns: string): TFunction {
  const { i18n } = useContext(I18nContext);
  let byKey = cache.get(i18n);
  if (!byKey) {
    byKey = new Map();
    cache.set(i18n, byKey);
  }
  const key = `${i18n.language}:${ns}`;
  let t = byKey.get(key);
  if (!t) {
    t = i18n.getFixedT(i18n.language, ns);
    byKey.set(key, t);
  }
  return t;
}
