ALTER TABLE "assignment_submissions" ADD COLUMN "graded_pass_percent" integer;--> statement-breakpoint
-- Grades returned before this column: the pass mark they were given against is not known; the
-- assignment's current one (unchanged unless edited since) is the best reading, and what was shown.
UPDATE "assignment_submissions" AS s SET "graded_pass_percent" = a."pass_percent"
  FROM "assignments" AS a
  WHERE a."lesson_id" = s."lesson_id" AND s."graded_at" IS NOT NULL AND s."graded_pass_percent" IS NULL;
