/**
 * Links to the current page in az, en and ru, keeping the query string. Plain links
 * (a full page load), so they work without JavaScript and every loader runs in the new
 * language.
 *
 * Entity pages whose slug differs per language expose their paths, and the switcher uses
 * them: a route's loader data `routes: {az, en, ru}` (base paths without the language
 * prefix, as the API answers them) or `handle.languagePaths(data)` returning the same.
 * Any other page swaps the language prefix of the current path.
 */
import { useLocation, useMatches } from "react-router";
import { useTranslation } from "~/lib/translation";
import { LANGS, localizePath, splitLangPath, type Lang } from "~/lib/i18n";
import { safePath } from "~/lib/safe-path";

export type LanguagePaths = Partial<Record<Lang, string>>;

const LABELS: Record<Lang, { short: string; name: string }> = {
  az: { short: "AZ", name: "Azərbaycanca" },
  en: { short: "EN", name: "English" },
  ru: { short: "RU", name: "Русский" },
};

function validPaths(value: unknown): LanguagePaths | null {
  if (!value || typeof value !== "object") return null;
  const out: LanguagePaths = {};
  for (const lang of LANGS) {
    const path = (value as Record<string, unknown>)[lang];
    if (typeof path === "string" && safePath(path) !== null) out[lang] = path;
  }
  return Object.keys(out).length > 0 ? out : null;
}

type Handle = { languagePaths?: (data: unknown) => unknown } | undefined;

/** The deepest matched route's per-language paths, or null. */
export function useLanguagePaths(): LanguagePaths | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match.handle as Handle;
    const fromHandle = typeof handle?.languagePaths === "function" ? validPaths(handle.languagePaths(match.loaderData)) : null;
    if (fromHandle) return fromHandle;
    const data = match.loaderData as { routes?: unknown } | undefined;
    const fromData = data && typeof data === "object" ? validPaths(data.routes) : null;
    if (fromData) return fromData;
  }
  return null;
}

/** href of the current page in each language. */
export function useLanguageLinks(): { lang: Lang; href: string; current: boolean }[] {
  const location = useLocation();
  const paths = useLanguagePaths();
  const { lang: current, path } = splitLangPath(location.pathname);
  return LANGS.map((lang) => ({
    lang,
    current: lang === current,
    href: `${localizePath(paths?.[lang] ?? path, lang)}${location.search}`,
  }));
}

export function LanguageSwitcher({
  className = "",
  variant = "compact",
  testIdPrefix = "lang",
}: {
  className?: string;
  variant?: "compact" | "full";
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const links = useLanguageLinks();
  return (
    <nav aria-label={t("language")} className={className}>
      <ul className={variant === "compact" ? "flex items-center gap-0.5" : "flex flex-wrap gap-2"}>
        {links.map(({ lang, href, current }) => (
          <li key={lang}>
            <a
              href={href}
              hrefLang={lang}
              lang={lang}
              aria-current={current ? "true" : undefined}
              data-testid={`${testIdPrefix}-${lang}`}
              // short classes for the six links every page has (header and drawer, app.css)
              className={variant === "compact" ? (current ? "lang-s lang-s-on" : "lang-s") : current ? "lang-f lang-f-on" : "lang-f"}
            >
              <span aria-hidden={variant === "compact" ? "true" : undefined}>
                {variant === "compact" ? LABELS[lang].short : LABELS[lang].name}
              </span>
              {variant === "compact" ? <span className="sr-only">{LABELS[lang].name}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
