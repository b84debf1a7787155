CREATE TABLE "batch_announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_announcements_title_length" CHECK (char_length("batch_announcements"."title") between 1 and 200),
	CONSTRAINT "batch_announcements_body_length" CHECK (char_length("batch_announcements"."body") between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "batch_announcements" ADD CONSTRAINT "batch_announcements_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_announcements" ADD CONSTRAINT "batch_announcements_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_announcements" ADD CONSTRAINT "batch_announcements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_announcements_batch_created_idx" ON "batch_announcements" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "batch_announcements_course_created_idx" ON "batch_announcements" USING btree ("course_id","created_at");