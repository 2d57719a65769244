// Lint: correctness rules only (typescript-eslint recommended + the rules of hooks).
// Formatting is left to the editor; nothing here should fight the code base's style.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
);
