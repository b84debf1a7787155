CREATE TABLE "content_versions" (
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "publication" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "job_openings" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "cover_path" text;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "join_link_sent_url" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_entity_number_idx" ON "content_versions" USING btree ("entity_type","entity_id","number");--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "podcast_episodes_publish_at_idx" ON "podcast_episodes" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "webinars_publish_at_idx" ON "webinars" USING btree ("publish_at");