/**
 * Compiles the production server (server.ts with server/, backend/ and app/.server/config.ts)
 * to one ES module, `${BUILD_DIR}/node/main.js`, started by `${BUILD_DIR}/node/server.js` (which
 * sets NODE_ENV first), so `npm start` runs plain JavaScript
 * without tsx. Packages stay external (node_modules is installed beside it); the SQL
 * migrations, the only files the server reads from its own folder, are copied next to it
 * (backend/db/client.ts finds them relative to its module). Run by `npm run build`.
 */
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(process.env.BUILD_DIR ?? "build", "node");

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile: path.join(outDir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
});
cpSync(path.join(root, "backend", "db", "migrations"), path.join(outDir, "migrations"), { recursive: true });
// The entry sets the mode before anything is imported: React picks its development or
// production build when first loaded, and the bundle's imports all load before its own code.
writeFileSync(
  path.join(outDir, "server.js"),
  `process.env.NODE_ENV ||= process.argv.includes("--dev") ? "development" : "production";\nawait import("./main.js");\n`,
);
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
console.log(`server compiled to ${path.relative(process.cwd(), outDir)}/server.js (${Math.round(bytes / 1024)} KB with its source map) in ${Math.round(performance.now() - started)} ms`);
