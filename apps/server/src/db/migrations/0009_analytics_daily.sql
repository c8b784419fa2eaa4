CREATE TABLE "analytics_daily" (
	"metric" text NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_metric_day_pk" PRIMARY KEY("metric","day")
);
--> statement-breakpoint
DROP TABLE "analytics_monthly" CASCADE;--> statement-breakpoint
-- The rollup boundaries pointed at the monthly rows dropped above: start again from nothing.
DELETE FROM "analytics_rollups";