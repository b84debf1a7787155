ALTER TABLE "certificates" ADD COLUMN "status_list_index" integer;--> statement-breakpoint
-- Certificates issued before the revocation status list (decision 0041): each takes a distinct index drawn at
-- random from the list's 131,072, as issuing draws them from now on, so their order of issue does not show.
WITH "free" AS (
  SELECT "i", row_number() OVER (ORDER BY random()) AS "n" FROM generate_series(0, 131071) AS "i"
), "issued" AS (
  SELECT "id", row_number() OVER (ORDER BY random()) AS "n" FROM "certificates"
)
UPDATE "certificates" AS c SET "status_list_index" = f."i"
  FROM "issued" AS d JOIN "free" AS f ON f."n" = d."n"
  WHERE c."id" = d."id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "status_list_index" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_list_index_unique" UNIQUE("status_list_index");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_status_list_index_range" CHECK ("certificates"."status_list_index" >= 0 and "certificates"."status_list_index" < 131072);
