CREATE INDEX "routes_path" ON "routes" USING btree ("path");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");