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
  await afterFirstPaint();
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

/**
 * Resolves once the browser has painted the server's HTML (a task after the next animation
 * frame), so a slow phone shows the page before hydration takes its main thread (ADR 0032).
 * A hidden tab gets no animation frames: it hydrates at once.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

main().catch((error) => console.error(error));
