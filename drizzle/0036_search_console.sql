CREATE TABLE "search_console_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"query" text NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"position_sum" double precision NOT NULL,
	CONSTRAINT "search_console_daily_day_path_query_pk" PRIMARY KEY("day","path","query")
);
--> statement-breakpoint
CREATE TABLE "search_console_sync" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"synced_through" date,
	"synced_at" timestamp with time zone,
	"last_error" text,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "search_console_daily_path_day" ON "search_console_daily" USING btree ("path","day");