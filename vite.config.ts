import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { viewChunks } from "./scripts/view-chunks.ts";

/**
 * In the browser, i18next and react-i18next are app/lib/i18n-lite.ts (ADR 0031: ~1 kB for the
 * ~18 kB gzip the packages weigh); the server render keeps the real ones.
 */
function browserI18n(): Plugin {
  const lite = path.resolve("app/lib/i18n-lite.ts");
  return {
    name: "bazaar-browser-i18n",
    enforce: "pre",
    resolveId(id) {
      if (this.environment.config.consumer !== "client") return undefined;
      return id === "i18next" || id === "react-i18next" ? lite : undefined;
    },
  };
}

export default defineConfig({
  plugins: [browserI18n(), tailwindcss(), reactRouter(), viewChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
