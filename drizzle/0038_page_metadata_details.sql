ALTER TABLE "page_metadata" ADD COLUMN "author" text;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "published_on" date;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "modified_on" date;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "breadcrumbs" jsonb;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "faqs" jsonb;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "rating" jsonb;--> statement-breakpoint
ALTER TABLE "page_metadata" ADD COLUMN "structured_data" jsonb;