ALTER TABLE "products" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "param_value_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_ids_gin" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "products_sizes_gin" ON "products" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "products_param_value_ids_gin" ON "products" USING gin ("param_value_ids");