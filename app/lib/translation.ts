import type { i18n as I18n } from "i18next";
import { useContext } from "react";
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { I18nContext, getI18n, useTranslation as reactUseTranslation } from "react-i18next";

type UseTranslation = typeof reactUseTranslation;
type Answer = ReturnType<UseTranslation>;

/** The answers of the server's hook, per i18next instance, then language and namespace. */
const answers = new WeakMap<I18n, Map<string, Answer>>();

/**
 * `useTranslation` on the server (ADR 0037): the same `{ t, i18n, ready }` object for every
 * component of a language and namespace. react-i18next's hook builds per component a copy of the
 * i18next instance (all its own properties), a memo, a subscription and a fixed `t`, ~4 % of a
 * cache miss's main thread, for nothing a single server render uses: the server's i18next
 * instances (one per language, middleware/i18next.ts) never change. Only the namespace argument
 * is supported on the server (none of the app's calls passes options).
 */
function useServerTranslation(ns?: string | readonly string[], options?: unknown): Answer {
  if (options !== undefined) throw new Error("useTranslation: options are not supported on the server (app/lib/translation.ts)");
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string } | undefined;
  const i18n = context?.i18n ?? getI18n();
  const first = Array.isArray(ns) ? ns[0] : ns;
  const namespace = (first ?? context?.defaultNS ?? i18n.options.defaultNS ?? "translation") as string;
  let byKey = answers.get(i18n);
  if (!byKey) {
    byKey = new Map();
    answers.set(i18n, byKey);
  }
  const key = `${i18n.language}\0${namespace}`;
  let answer = byKey.get(key);
  if (!answer) {
    const t = i18n.getFixedT(i18n.language, namespace);
    answer = Object.freeze(Object.assign([t, i18n, true], { t, i18n, ready: true })) as unknown as Answer;
    byKey.set(key, answer);
  }
  return answer;
}

/**
 * The app's `useTranslation`: react-i18next's in the browser (a language change re-renders),
 * the shared answer above on the server. Import it from here, not from react-i18next (lint).
 */
export const useTranslation: UseTranslation = import.meta.env.SSR ? (useServerTranslation as unknown as UseTranslation) : reactUseTranslation;
