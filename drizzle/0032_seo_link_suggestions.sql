CREATE TABLE "seo_audit_link_suggestions" (
	"run_id" uuid NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"keyphrase" text NOT NULL,
	"snippet" text NOT NULL,
	CONSTRAINT "seo_audit_link_suggestions_run_id_from_path_to_path_pk" PRIMARY KEY("run_id","from_path","to_path")
);
--> statement-breakpoint
ALTER TABLE "seo_audit_link_suggestions" ADD CONSTRAINT "seo_audit_link_suggestions_run_id_seo_audit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."seo_audit_runs"("id") ON DELETE cascade ON UPDATE no action;