CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"coloring_id" integer NOT NULL,
	"token" text NOT NULL,
	"show_name" boolean DEFAULT true NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_coloring_id_unique" UNIQUE("coloring_id"),
	CONSTRAINT "shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_coloring_id_colorings_id_fk" FOREIGN KEY ("coloring_id") REFERENCES "public"."colorings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_public_created_idx" ON "shares" USING btree ("created_at") WHERE "shares"."public";