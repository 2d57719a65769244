CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- a saved shop setting (the price rounding) changes every price: every process reloads it and the caches drop everything
CREATE TRIGGER shop_settings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings FOR EACH STATEMENT EXECUTE FUNCTION public_change_notify();
