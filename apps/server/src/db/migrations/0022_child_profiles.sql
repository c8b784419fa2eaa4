CREATE TABLE "parent_gates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_gates_failed_count_check" CHECK ("parent_gates"."failed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar_color" text NOT NULL,
	"avatar_animal" text NOT NULL,
	"age_band" text NOT NULL,
	"allow_uploads" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_age_band_check" CHECK (age_band in ('3-5', '6-8', '9-12'))
);
--> statement-breakpoint
ALTER TABLE "colorings" DROP CONSTRAINT "colorings_user_page_unique";--> statement-breakpoint
ALTER TABLE "favorites" DROP CONSTRAINT "favorites_user_id_page_id_pk";--> statement-breakpoint
ALTER TABLE "colorings" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "profile_id" integer;--> statement-breakpoint
ALTER TABLE "parent_gates" ADD CONSTRAINT "parent_gates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_id_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "colorings" ADD CONSTRAINT "colorings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colorings_user_page_profile_unique" ON "colorings" USING btree ("user_id","page_id",coalesce("profile_id", 0));--> statement-breakpoint
CREATE INDEX "colorings_profile_id_idx" ON "colorings" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_page_profile_unique" ON "favorites" USING btree ("user_id","page_id",coalesce("profile_id", 0));--> statement-breakpoint
CREATE INDEX "favorites_profile_id_idx" ON "favorites" USING btree ("profile_id");