CREATE TABLE "page_of_the_day" (
	"day" date PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "pages_unblocked_created_at_idx";--> statement-breakpoint
DROP INDEX "pages_favorited_count_idx";--> statement-breakpoint
DROP INDEX "pages_colored_count_idx";--> statement-breakpoint
DROP INDEX "pages_popularity_idx";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "theme" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "kid_safe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "page_of_the_day" ADD CONSTRAINT "page_of_the_day_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_theme_created_at_idx" ON "pages" USING btree ("theme","created_at","id","age_band","difficulty") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_kid_safe_idx" ON "pages" USING btree ("id") WHERE "pages"."kid_safe" and not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_unblocked_created_at_idx" ON "pages" USING btree ("created_at","id","theme","age_band","difficulty") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_favorited_count_idx" ON "pages" USING btree ("favorited_count","id","theme","age_band","difficulty") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_colored_count_idx" ON "pages" USING btree ("colored_count","id","theme","age_band","difficulty") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_popularity_idx" ON "pages" USING btree ("popularity","id","theme","age_band","difficulty") WHERE not "pages"."blocked";--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_theme_check" CHECK (theme in ('animals', 'dinosaurs', 'vehicles', 'space', 'ocean', 'fantasy', 'nature', 'food', 'people', 'holidays', 'sports', 'buildings', 'patterns'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_age_band_check" CHECK (age_band in ('3-5', '6-8', '9-12'));