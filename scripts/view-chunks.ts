/**
 * Build-time map from a view's component file (VIEW_FILES[key].component, e.g.
 * "./product/ProductView.tsx") to the URLs of the JavaScript its lazy chunk needs: the chunk
 * itself and, transitively, the chunks it imports statically. The client build computes it from
 * its bundle; the server build reads it as the module `virtual:view-chunks`, so the document
 * can `<link rel="modulepreload">` the view a page uses instead of the browser discovering
 * that chunk only during hydration (a request waterfall).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const VIEW_CHUNKS_ID = "virtual:view-chunks";
const RESOLVED_ID = `\0${VIEW_CHUNKS_ID}`;

/** The parts of a Rollup output chunk the map needs. */
export type ChunkLike =
  | { type: "chunk"; fileName: string; facadeModuleId: string | null; imports: string[]; moduleIds?: readonly string[] }
  | { type: "asset"; fileName: string };

/**
 * The map itself: for every chunk whose entry module is a `*View.tsx` file directly inside a
 * folder of `viewsDir`, that chunk's URL first, then those of its static imports (depth-first,
 * each once). `base` is Vite's public base ("/"). Chunks that `documentModules` (absolute
 * paths: the client entry and the routes every view page renders under) import, directly or
 * not, are left out: React Router already preloads those with the document, and the same
 * `<link>` twice only cost bytes.
 */
export function viewChunkMap(bundle: Record<string, ChunkLike>, viewsDir: string, base = "/", documentModules: string[] = []): Record<string, string[]> {
  const byFile = new Map<string, ChunkLike>(Object.values(bundle).map((c) => [c.fileName, c]));
  const url = (fileName: string) => `${base.endsWith("/") ? base : `${base}/`}${fileName}`;
  const closure = (fileName: string, into: string[]) => {
    if (into.includes(fileName)) return;
    into.push(fileName);
    const c = byFile.get(fileName);
    if (c?.type === "chunk") for (const i of c.imports) closure(i, into);
  };
  const preloaded: string[] = [];
  for (const chunk of Object.values(bundle)) {
    // React Router's route chunks come from the module with a query (`layout.tsx?__react-router-build-client-route`)
    const id = chunk.type === "chunk" ? chunk.facadeModuleId?.replace(/\?.*$/, "") : null;
    if (id && documentModules.includes(id)) closure(chunk.fileName, preloaded);
  }
  const map: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk" || !chunk.facadeModuleId) continue;
    const rel = path.relative(viewsDir, chunk.facadeModuleId).split(path.sep).join("/");
    if (!/^[^./][^/]*\/[^/]+View\.tsx$/.test(rel)) continue;
    const files: string[] = [];
    closure(chunk.fileName, files);
    map[`./${rel}`] = files.filter((f, i) => i === 0 || !preloaded.includes(f)).map(url);
  }
  return map;
}

/** The modules every view page's document loads: the client entry, root, the shop layout, resolve. */
export const DOCUMENT_MODULES = ["entry.client.tsx", "root.tsx", "routes/layout.tsx", "routes/resolve.tsx"];

/**
 * The translation chunks: for every chunk whose entry module is a `locales/<lang>/<ns>.json`
 * file, or whose only module is one (a locale file that other code also imports statically,
 * such as `locales/en/errors.json` through backend/contract/errors.ts in the back office's
 * chunks, becomes a shared chunk without an entry module, which the dynamic import then loads),
 * its URL by language and namespace (`{ en: { common: "/assets/common-abc.js" } }`). The
 * browser's i18next imports the page language's namespaces before hydrating (app/lib/locales.ts);
 * the document modulepreloads them so they arrive with the route's modules, not after them.
 */
export function localeChunkMap(bundle: Record<string, ChunkLike>, localesDir: string, base = "/"): Record<string, Record<string, string>> {
  const url = (fileName: string) => `${base.endsWith("/") ? base : `${base}/`}${fileName}`;
  const map: Record<string, Record<string, string>> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk") continue;
    const only = chunk.moduleIds?.length === 1 ? chunk.moduleIds[0]! : null;
    const id = chunk.facadeModuleId ?? only;
    if (!id) continue;
    const rel = path.relative(localesDir, id.replace(/\?.*$/, "")).split(path.sep).join("/");
    const m = /^([a-z]{2})\/([\w-]+)\.json$/.exec(rel);
    if (!m) continue;
    (map[m[1]!] ??= {})[m[2]!] = url(chunk.fileName);
  }
  return map;
}

/**
 * The Vite plugin. React Router builds the client and then the server, each as its own Vite
 * build (a fresh plugin instance), so the client build writes the map beside its output
 * (`${buildDirectory}/view-chunks.json`) and the server build inlines that file as the module
 * `virtual:view-chunks` (default export: the views; `localeChunks`: the translation chunks) —
 * read at build time only, the compiled server reads no file for it.
 * In development and in tests no client bundle exists: the map is empty (no preloads).
 */
export function viewChunks(viewsDir = path.resolve("app/views"), localesDir = path.resolve("locales"), appDir = path.resolve("app")): Plugin {
  let base = "/";
  let building = false;
  const mapFile = (outDir: string) => path.resolve(outDir, "..", "view-chunks.json");
  return {
    name: "bazaar-view-chunks",
    configResolved(config) {
      base = config.base;
      building = config.command === "build";
    },
    resolveId(id) {
      return id === VIEW_CHUNKS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = mapFile(this.environment.config.build.outDir);
      const maps = building && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { views: unknown; locales: unknown }) : { views: {}, locales: {} };
      return `export default ${JSON.stringify(maps.views)};\nexport const localeChunks = ${JSON.stringify(maps.locales)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== "client") return;
      const chunks = bundle as unknown as Record<string, ChunkLike>;
      const documentModules = DOCUMENT_MODULES.map((m) => path.join(appDir, m));
      const maps = { views: viewChunkMap(chunks, viewsDir, base, documentModules), locales: localeChunkMap(chunks, localesDir, base) };
      const file = mapFile(this.environment.config.build.outDir);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(maps));
    },
  };
}
