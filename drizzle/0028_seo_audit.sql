CREATE TABLE "seo_audit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"path" text NOT NULL,
	"page_title" text NOT NULL,
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"message" text NOT NULL,
	"fix" text NOT NULL,
	"views" integer NOT NULL,
	"impact" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_audit_pages" (
	"run_id" uuid NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"score" integer NOT NULL,
	"findings" integer NOT NULL,
	CONSTRAINT "seo_audit_pages_run_id_path_pk" PRIMARY KEY("run_id","path")
);
--> statement-breakpoint
CREATE TABLE "seo_audit_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"pages_total" integer DEFAULT 0 NOT NULL,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"errors" integer DEFAULT 0 NOT NULL,
	"warnings" integer DEFAULT 0 NOT NULL,
	"notices" integer DEFAULT 0 NOT NULL,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "seo_audit_findings" ADD CONSTRAINT "seo_audit_findings_run_id_seo_audit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_audit_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_audit_pages" ADD CONSTRAINT "seo_audit_pages_run_id_seo_audit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_audit_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_audit_findings_run_impact_idx" ON "seo_audit_findings" USING btree ("run_id","impact");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_audit_runs_one_running" ON "seo_audit_runs" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "seo_audit_runs_finished_idx" ON "seo_audit_runs" USING btree ("finished_at");