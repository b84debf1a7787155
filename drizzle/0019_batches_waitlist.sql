CREATE TABLE "batch_instructors" (
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "batch_instructors_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "batch_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"claimed_order_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "early_bird_deadline" date;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "price_override_cents" integer;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_instructors" ADD CONSTRAINT "batch_instructors_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_instructors" ADD CONSTRAINT "batch_instructors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_waitlist" ADD CONSTRAINT "batch_waitlist_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_waitlist" ADD CONSTRAINT "batch_waitlist_claimed_order_id_orders_id_fk" FOREIGN KEY ("claimed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "batch_waitlist_live_email_idx" ON "batch_waitlist" USING btree ("batch_id","email") WHERE "batch_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "batch_waitlist_line_idx" ON "batch_waitlist" USING btree ("batch_id","status","joined_at");--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_price_override_ok" CHECK ("batches"."price_override_cents" is null or "batches"."price_override_cents" >= 0);