CREATE TABLE "seo_audit_link_targets" (
	"run_id" uuid NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"redirect_to" text,
	"final_path" text,
	"final_status" integer,
	"hops" integer NOT NULL,
	"loop" boolean NOT NULL,
	CONSTRAINT "seo_audit_link_targets_run_id_path_pk" PRIMARY KEY("run_id","path")
);
--> statement-breakpoint
CREATE TABLE "seo_audit_links" (
	"run_id" uuid NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"anchor" text NOT NULL,
	"count" integer NOT NULL,
	"in_content" boolean NOT NULL,
	CONSTRAINT "seo_audit_links_run_id_from_path_to_path_pk" PRIMARY KEY("run_id","from_path","to_path")
);
--> statement-breakpoint
ALTER TABLE "seo_audit_pages" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_audit_pages" ADD COLUMN "inbound" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_audit_pages" ADD COLUMN "inbound_content" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_audit_pages" ADD COLUMN "outbound" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_audit_link_targets" ADD CONSTRAINT "seo_audit_link_targets_run_id_seo_audit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_audit_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_audit_links" ADD CONSTRAINT "seo_audit_links_run_id_seo_audit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_audit_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seo_audit_links_run_to_idx" ON "seo_audit_links" USING btree ("run_id","to_path");--> statement-breakpoint
CREATE INDEX "seo_audit_pages_run_inbound_idx" ON "seo_audit_pages" USING btree ("run_id","inbound");