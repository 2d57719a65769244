ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "orders_status_hold_idx" ON "orders" USING btree ("status","hold_expires_at");