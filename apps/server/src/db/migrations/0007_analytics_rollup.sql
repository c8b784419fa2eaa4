CREATE TABLE "analytics_monthly" (
	"metric" text NOT NULL,
	"month" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_monthly_metric_month_pk" PRIMARY KEY("metric","month")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"metric" text PRIMARY KEY NOT NULL,
	"closed_before" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_ledger_purchases_created_idx" ON "credit_ledger" USING btree ("created_at") WHERE "credit_ledger"."reason" = 'purchase' and "credit_ledger"."bucket" = 'purchased';