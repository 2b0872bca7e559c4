CREATE TABLE "sandbox_google_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer,
	"account" text NOT NULL,
	"client_id" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"revoked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_google_switches" (
	"company_id" integer NOT NULL,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_google_switches_company_id_account_name_pk" PRIMARY KEY("company_id","account","name")
);
--> statement-breakpoint
ALTER TABLE "sandbox_google_grants" ADD CONSTRAINT "sandbox_google_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_google_switches" ADD CONSTRAINT "sandbox_google_switches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_google_grants_company_id_index" ON "sandbox_google_grants" USING btree ("company_id");