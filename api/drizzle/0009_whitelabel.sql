ALTER TABLE "companies" ADD COLUMN "active_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dkim_public_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "dkim_private_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_dns" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain_dns" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_unique" ON "companies" USING btree ("domain");