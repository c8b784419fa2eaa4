CREATE TABLE "list_anchors" (
	"sort" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"value" integer NOT NULL,
	"page_id" integer NOT NULL,
	CONSTRAINT "list_anchors_sort_position_pk" PRIMARY KEY("sort","position")
);
--> statement-breakpoint
CREATE TABLE "list_anchors_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "list_anchors_state_single_row" CHECK (id = 1)
);
--> statement-breakpoint
-- The one state row: never refreshed, so the first deep read stores the anchors.
INSERT INTO "list_anchors_state" ("id", "refreshed_at") VALUES (1, '-infinity');