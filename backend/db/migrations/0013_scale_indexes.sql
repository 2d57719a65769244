DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "routes_path" ON "routes" USING btree ("path");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");