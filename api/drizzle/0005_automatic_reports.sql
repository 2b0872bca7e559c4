CREATE TABLE "automatic_report_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automatic_report_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_report_sends_state_check" CHECK ("automatic_report_sends"."state" in ('pending', 'sent', 'retrying', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "automatic_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "automatic_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"dashboard_id" integer NOT NULL,
	"created_by" integer,
	"recipients" jsonb NOT NULL,
	"period" text NOT NULL,
	"detail" text NOT NULL,
	"hour" integer NOT NULL,
	"minute" integer NOT NULL,
	"timezone" text NOT NULL,
	"date_range" text NOT NULL,
	"with_pdf" boolean DEFAULT false NOT NULL,
	"with_preview" boolean DEFAULT true NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_reports_period_check" CHECK ("automatic_reports"."period" in ('MONTH', 'WEEK')),
	CONSTRAINT "automatic_reports_hour_check" CHECK ("automatic_reports"."hour" between 0 and 23),
	CONSTRAINT "automatic_reports_minute_check" CHECK ("automatic_reports"."minute" between 0 and 59)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "whitelabel_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automatic_report_sends" ADD CONSTRAINT "automatic_report_sends_report_id_automatic_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."automatic_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_reports" ADD CONSTRAINT "automatic_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_reports" ADD CONSTRAINT "automatic_reports_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_reports" ADD CONSTRAINT "automatic_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automatic_report_sends_report_scheduled_unique" ON "automatic_report_sends" USING btree ("report_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "automatic_reports_next_send_at_index" ON "automatic_reports" USING btree ("next_send_at");--> statement-breakpoint
CREATE INDEX "automatic_reports_dashboard_id_index" ON "automatic_reports" USING btree ("dashboard_id");--> statement-breakpoint
CREATE INDEX "automatic_reports_company_id_index" ON "automatic_reports" USING btree ("company_id");