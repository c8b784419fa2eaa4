ALTER TABLE "colorings" ADD COLUMN "replay_url" text;--> statement-breakpoint
CREATE INDEX "colorings_replay_url_idx" ON "colorings" USING hash ("replay_url");