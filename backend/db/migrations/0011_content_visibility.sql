ALTER TABLE "home_sections" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;