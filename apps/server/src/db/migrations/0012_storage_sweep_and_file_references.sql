CREATE TABLE "storage_sweep" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"swept_at" timestamp with time zone,
	CONSTRAINT "storage_sweep_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "owner_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "colorings_photo_idx" ON "colorings" USING hash ("photo");--> statement-breakpoint
CREATE INDEX "colorings_preview_idx" ON "colorings" USING hash ("preview");--> statement-breakpoint
CREATE INDEX "pages_illustration_idx" ON "pages" USING hash ("illustration");--> statement-breakpoint
CREATE INDEX "pages_preview_idx" ON "pages" USING hash ("preview");