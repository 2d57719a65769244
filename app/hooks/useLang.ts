import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANG, isLang, type Lang } from "~/lib/i18n";
import { localizePath } from "~/lib/i18n";

/** The page language from the root loader (the URL prefix decides it). */
export function useLang(): Lang {
  const root = useRouteLoaderData("root") as { lang?: string } | undefined;
  return isLang(root?.lang) ? root.lang : DEFAULT_LANG;
}

/** A function turning a base path (without language prefix) into the current language's path. */
export function useLocalize(): (path: string) => string {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}
