ALTER TABLE "sessions" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_profile_id_idx" ON "sessions" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "pages_profile_id_idx" ON "pages" USING btree ("profile_id","created_at");