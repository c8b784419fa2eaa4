ALTER TABLE "generation_jobs" ADD COLUMN "line_art_check" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "line_art_svg_url" text;--> statement-breakpoint
CREATE INDEX "pages_line_art_svg_url_idx" ON "pages" USING hash ("line_art_svg_url");