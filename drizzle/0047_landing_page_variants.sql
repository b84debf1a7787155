ALTER TABLE "landing_pages" ADD COLUMN "variant_draft" jsonb;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "variant_published" jsonb;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "variant_started_at" timestamp with time zone;