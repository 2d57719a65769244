/**
 * The shop settings of the pricing module: read from `shop_settings` (a key without a row has
 * its default), written by the back office, and kept in force in this process
 * (`setPriceRounding`): loaded before the API's first answer and again whenever the change
 * feed says `shop_settings` changed (any process's save).
 */
import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv, Deps } from "../core/deps.ts";
import type { Database } from "../db/client.ts";
import { audit, type Actor } from "../staff/service.ts";
import { DEFAULT_SHOP_SETTINGS, isPriceRounding, setPriceRounding, type ShopSettings } from "./contract.ts";

export async function readShopSettings(database: Database): Promise<ShopSettings> {
  const rows = await database.query<{ key: string; value: unknown }>(sql`select key, value from shop_settings`);
  const out: ShopSettings = { ...DEFAULT_SHOP_SETTINGS };
  for (const row of rows) if (row.key === "priceRounding" && isPriceRounding(row.value)) out.priceRounding = row.value;
  return out;
}

/** Saves the settings with their audit entry (area settings) in one transaction, and puts them in force here. */
export async function saveShopSettings(database: Database, actor: Actor, next: ShopSettings): Promise<ShopSettings> {
  const before = await readShopSettings(database);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into shop_settings (key, value, updated_at) values ('priceRounding', ${JSON.stringify(next.priceRounding)}::jsonb, now())
      on conflict (key) do update set value = excluded.value, updated_at = now()`);
    await audit(tx, actor, { area: "settings", action: "update", entity: "settings", entityId: "shop", before, after: next });
  });
  applyShopSettings(next);
  return next;
}

export function applyShopSettings(settings: ShopSettings): void {
  setPriceRounding(settings.priceRounding);
}

/** Loads the settings into this process and follows their changes. */
export async function loadShopSettings(deps: Pick<Deps, "database" | "changes">): Promise<void> {
  applyShopSettings(await readShopSettings(deps.database));
}

/**
 * The API's middleware: the first call waits for the settings (once per API), later calls go
 * straight on; a committed change of `shop_settings` reloads them.
 */
export function shopSettingsMiddleware(deps: Deps): MiddlewareHandler<ApiEnv> {
  let ready: Promise<void> | null = null;
  const load = () => {
    ready = loadShopSettings(deps).catch((err: unknown) => {
      ready = null;
      deps.log.warn({ err: { message: (err as Error)?.message } }, "shop settings could not be read");
    });
    return ready;
  };
  deps.changes?.subscribe((change, notices) => {
    if (change.all && notices.has("shop_settings")) void load();
  });
  return async (_c, next) => {
    await (ready ?? load());
    await next();
  };
}
