import viewChunkUrls from "virtual:view-chunks";
import { VIEW_FILES, type ViewKey, type ViewServerModule } from "./types";

/**
 * The server halves of the views, found by file name so a view whose files do not exist yet
 * simply resolves to null (resolve.tsx then answers 404).
 */
const modules = import.meta.glob<ViewServerModule>("./*/*.server.ts");

export async function loadServerView(key: ViewKey): Promise<ViewServerModule | null> {
  const importer = modules[VIEW_FILES[key].server];
  if (!importer) return null;
  const mod = await importer();
  return typeof mod.load === "function" ? mod : null;
}

/**
 * The URLs of the JavaScript a view's lazy chunk needs (the chunk and the chunks it imports),
 * from the client build (scripts/view-chunks.ts; empty in development). The page links them as
 * modulepreload so the browser fetches them with the route's own modules, not after hydration.
 */
export function viewPreloads(key: ViewKey): string[] {
  return viewChunkUrls[VIEW_FILES[key].component] ?? [];
}
