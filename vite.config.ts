import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { viewChunks } from "./scripts/view-chunks.ts";

// React Router 7 starts its inner Vite servers with `envFile: false`, which Vite 8 reports as
// deprecated once per server (eight lines a build that look like failures). The shop sets
// neither option; only that one line is dropped.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), viewChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  // development only: packages the first page does not import (the product gallery's swiper, the
  // forms' conform) are bundled with the rest at start, so the first visit to such a page does not
  // make Vite bundle again and reload the tab (meanwhile it ran two copies of React)
  optimizeDeps: {
    include: ["cookie", "i18next", "react-i18next", "zod", "swiper", "swiper/modules", "@conform-to/react", "@conform-to/zod/v4"],
  },
});
