ALTER TABLE "generation_jobs" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_notice_check" CHECK (notice in ('nothing-drawable'));