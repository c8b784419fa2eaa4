CREATE TABLE "trending_ranking" (
	"position" integer PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	CONSTRAINT "trending_ranking_page_id_unique" UNIQUE("page_id")
);
--> statement-breakpoint
CREATE TABLE "trending_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trending_state_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "generation_jobs_running_lease_idx" ON "generation_jobs" USING btree ("lease_expires_at") WHERE "generation_jobs"."status" = 'running';--> statement-breakpoint
-- The one state row: never refreshed, so the first reader computes the ranking.
INSERT INTO "trending_state" ("id", "refreshed_at") VALUES (1, '-infinity');