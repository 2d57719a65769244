import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { DEFAULT_LANG, LANGS, splitLangPath } from "~/lib/i18n";
import { NAMESPACES, loadAdminStrings, loadLanguage } from "~/lib/locales";

const [az, en, ru] = await Promise.all(
  LANGS.map(async (lang) => ({ ...(await loadLanguage(lang)), admin: await loadAdminStrings(lang) })),
);

/** The language comes from the path prefix only (unprefixed = en), so every URL renders one language. */
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGS],
    fallbackLanguage: DEFAULT_LANG,
    order: ["custom"],
    findLocale: async (request) => splitLangPath(new URL(request.url).pathname).lang,
  },
  i18next: {
    resources: { az, en, ru },
    ns: [...NAMESPACES, "admin"],
    defaultNS: "common",
    fallbackLng: DEFAULT_LANG,
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});
