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
