CREATE TABLE "company_embedding" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"allowed_sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_embedding" ADD CONSTRAINT "company_embedding_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;