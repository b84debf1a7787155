CREATE TABLE "course_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"opens_after_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_modules_opens_after_days_ok" CHECK ("course_modules"."opens_after_days" is null or "course_modules"."opens_after_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone,
	"video_position_seconds" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "lesson_progress_position_ok" CHECK ("lesson_progress"."video_position_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'article' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"free_preview" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_duration_ok" CHECK ("lessons"."duration_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_course_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_modules_course_position_idx" ON "course_modules" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_module_position_idx" ON "lessons" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
-- The curriculum moves from the courses.curriculum JSON into the tables above, in the same order. Every
-- migrated module opens on enrollment (no drip) and every lesson is a published article, so nothing a
-- learner or a visitor saw before the upgrade disappears or locks.
INSERT INTO "course_modules" ("course_id", "position", "title", "summary")
SELECT c."id", m.ord - 1, coalesce(m.value->>'title', ''), coalesce(m.value->>'summary', '')
FROM "courses" c, jsonb_array_elements(c."curriculum") WITH ORDINALITY AS m(value, ord)
WHERE jsonb_typeof(c."curriculum") = 'array';--> statement-breakpoint
INSERT INTO "lessons" ("module_id", "course_id", "position", "title", "kind", "duration_minutes", "status", "required")
SELECT cm."id", c."id", l.ord - 1, coalesce(l.value->>'title', ''), 'article',
  greatest(coalesce((l.value->>'minutes')::int, 0), 0), 'published', true
FROM "courses" c
CROSS JOIN LATERAL jsonb_array_elements(c."curriculum") WITH ORDINALITY AS m(value, ord)
JOIN "course_modules" cm ON cm."course_id" = c."id" AND cm."position" = m.ord - 1
CROSS JOIN LATERAL jsonb_array_elements(coalesce(m.value->'lessons', '[]'::jsonb)) WITH ORDINALITY AS l(value, ord)
WHERE jsonb_typeof(c."curriculum") = 'array';--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "curriculum";