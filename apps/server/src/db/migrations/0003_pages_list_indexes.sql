DROP INDEX "colorings_page_id_idx";--> statement-breakpoint
DROP INDEX "favorites_page_id_idx";--> statement-breakpoint
DROP INDEX "pages_favorited_count_idx";--> statement-breakpoint
DROP INDEX "pages_colored_count_idx";--> statement-breakpoint
DROP INDEX "pages_popularity_idx";--> statement-breakpoint
CREATE INDEX "colorings_page_created_idx" ON "colorings" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_page_created_idx" ON "favorites" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "pages_unblocked_created_at_idx" ON "pages" USING btree ("created_at","id") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_favorited_count_idx" ON "pages" USING btree ("favorited_count","id") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_colored_count_idx" ON "pages" USING btree ("colored_count","id") WHERE not "pages"."blocked";--> statement-breakpoint
CREATE INDEX "pages_popularity_idx" ON "pages" USING btree (("favorited_count" + "colored_count"),"id") WHERE not "pages"."blocked";