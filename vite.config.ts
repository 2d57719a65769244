import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { viewChunks } from "./scripts/view-chunks.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), viewChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
