import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANG, isLang } from "./lib/i18n";
import { NAMESPACES, loadLanguage } from "./lib/locales";

async function main() {
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : DEFAULT_LANG;
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources: { [lang]: await loadLanguage(lang) },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

main().catch((error) => console.error(error));
