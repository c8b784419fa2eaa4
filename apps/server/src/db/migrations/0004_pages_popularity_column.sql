DROP INDEX "pages_popularity_idx";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "popularity" integer GENERATED ALWAYS AS (favorited_count + colored_count) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_popularity_idx" ON "pages" USING btree ("popularity","id") WHERE not "pages"."blocked";