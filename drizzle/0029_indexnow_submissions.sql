CREATE TABLE "indexnow_submissions" (
	"url" text PRIMARY KEY NOT NULL,
	"lastmod" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
