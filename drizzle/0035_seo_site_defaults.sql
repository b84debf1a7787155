ALTER TABLE "seo_settings" ADD COLUMN "title_suffix" text;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "default_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "profiles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "google_verification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "bing_verification" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "social_image" jsonb;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "logo_image" jsonb;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "defaults_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "defaults_updated_by" text;--> statement-breakpoint
ALTER TABLE "seo_settings" ADD COLUMN "defaults_updated_at" timestamp with time zone;