ALTER TABLE "sources" ADD COLUMN "credentials" text;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;