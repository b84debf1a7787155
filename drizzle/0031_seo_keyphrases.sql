CREATE TABLE "seo_keyphrases" (
	"path" text PRIMARY KEY NOT NULL,
	"keyphrase" text NOT NULL,
	"keyphrase_key" text NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"checks" jsonb,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "seo_keyphrases_key_idx" ON "seo_keyphrases" USING btree ("keyphrase_key");