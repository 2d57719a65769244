/**
 * The back office's shop settings (under /api/admin, behind the guard):
 *   admin/settings        the settings in force (settings:read)
 *   POST admin/settings   saves them (settings:write; 422 field errors), audited
 * The writes are the pricing module's (backend/pricing/settings.ts); the table's trigger drops
 * the page cache and the API read cache and every process reloads the settings.
 */
import { Hono } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import { langOf, readPayload } from "../core/http.ts";
import { answerIssues } from "../core/respond.ts";
import { readShopSettings, saveShopSettings } from "../pricing/service.ts";
import { requirePermission, staffOf } from "../staff/middleware.ts";
import { shopSettingsFormSchema } from "./settings-contract.ts";

export function settingsAdminRoutes(deps: Deps) {
  const app = new Hono<ApiEnv>();
  const { database } = deps;

  app.get("/admin/settings", requirePermission("settings", "read"), async (c) => {
    return c.json({ ok: true, data: { settings: await readShopSettings(database) } });
  });

  app.post("/admin/settings", requirePermission("settings", "write"), async (c) => {
    const payload = await readPayload(c);
    const lang = langOf(payload);
    const input = shopSettingsFormSchema.safeParse(payload);
    if (!input.success) return answerIssues(c, input.error, lang, {}, 422, "form");
    const settings = await saveShopSettings(database, staffOf(c), input.data);
    return c.json({ ok: true, data: { settings } });
  });

  return app;
}
