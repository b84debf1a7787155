CREATE TABLE "semrush_reports" (
	"key" text PRIMARY KEY NOT NULL,
	"rows" jsonb NOT NULL,
	"units" integer NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
