CREATE TABLE "page_color_keys" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"key" jsonb NOT NULL,
	"regions" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_color_keys" ADD CONSTRAINT "page_color_keys_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;