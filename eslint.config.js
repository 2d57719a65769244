// Lint: correctness rules only (typescript-eslint recommended + the rules of hooks).
// Formatting is left to the editor; nothing here should fight the code base's style.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** app/routes/… is the top layer: nothing under components, views, hooks or lib imports it. */
const NO_ROUTES = {
  group: ["~/routes/*", "**/routes/*"],
  message: "Components, views, hooks and lib never import routes: move what both need to app/lib, app/hooks or app/components.",
};

/** app/views/… (page views and their loaders) are used by routes only. */
const NO_VIEWS = {
  group: ["~/views/*", "**/views/*"],
  message: "Components, hooks and lib never import views: move what both need to app/lib, app/hooks or app/components.",
};

/** The app's useTranslation (app/lib/translation.ts) shares one answer per language on the server (ADR 0036). */
const OWN_USE_TRANSLATION = {
  name: "react-i18next",
  importNames: ["useTranslation"],
  message: "Import useTranslation from ~/lib/translation (one shared answer per language on the server, ADR 0036).",
};

export default defineConfig(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "backend/db/migrations/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs["recommended-latest"],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // TypeScript reports undefined names, with the real globals of each environment.
      "no-undef": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // `catch {}` is used on purpose for best-effort work.
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Input validation rejects control characters with regexes like /[\u0000-\u001f]/ on purpose.
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [OWN_USE_TRANSLATION] }],
      // a body that is not a form must answer 400, not 500: actions read it with readForm
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.property.name='formData'][arguments.length=0]", message: "Read a posted form with readForm (app/.server/form-body.ts): a broken body answers 400." },
      ],
    },
  },
  {
    files: ["app/.server/form-body.ts", "app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Layers of the app: components and views are used by routes, never the other way round.
    files: ["app/views/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [OWN_USE_TRANSLATION], patterns: [NO_ROUTES] }],
    },
  },
  {
    // Components (and the hooks and lib they use) are used by views and routes, never the other way
    // round. One block: a later block's no-restricted-imports replaces an earlier one's.
    files: ["app/components/**/*.{ts,tsx}", "app/hooks/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: [OWN_USE_TRANSLATION], patterns: [NO_ROUTES, NO_VIEWS] }],
    },
  },
);
