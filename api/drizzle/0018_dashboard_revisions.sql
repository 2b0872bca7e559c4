ALTER TABLE "dashboards" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboards" ADD COLUMN "revision_by" text;