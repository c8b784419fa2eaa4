CREATE TABLE "page_region_maps" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"gzipped" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_region_maps" ADD CONSTRAINT "page_region_maps_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;