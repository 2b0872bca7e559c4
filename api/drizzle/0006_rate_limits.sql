CREATE TABLE "login_failures" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_at_index" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_index" ON "rate_limit_counters" USING btree ("resets_at");