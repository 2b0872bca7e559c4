CREATE TABLE "campaign_alert_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_alert_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"metric" text NOT NULL,
	"percent" double precision,
	"window" integer,
	"floor" double precision,
	CONSTRAINT "campaign_alert_rules_kind_check" CHECK ("campaign_alert_rules"."kind" in ('change', 'floor'))
);
--> statement-breakpoint
CREATE TABLE "campaign_alerts" (
	"domain_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"state" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"value" double precision,
	"change" double precision,
	"scope" text,
	"evaluated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_alerts_domain_id_rule_id_pk" PRIMARY KEY("domain_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_digests" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"alerts" integer NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_digests_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_metrics" (
	"domain_id" integer NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"value" double precision NOT NULL,
	"origin" text NOT NULL,
	CONSTRAINT "campaign_metrics_domain_id_metric_day_pk" PRIMARY KEY("domain_id","metric","day")
);
--> statement-breakpoint
CREATE TABLE "campaign_snoozes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_snoozes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain_id" integer NOT NULL,
	"rule_id" integer,
	"until" date,
	"until_recovered" boolean DEFAULT false NOT NULL,
	"wake_by" double precision,
	"baseline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"ended_at" timestamp with time zone,
	"ended_because" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_domains" ADD COLUMN "collected_on" date;--> statement-breakpoint
ALTER TABLE "campaign_domains" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_domains" ADD COLUMN "last_check" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "worst_change" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_alert_rules" ADD CONSTRAINT "campaign_alert_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_alerts" ADD CONSTRAINT "campaign_alerts_domain_id_campaign_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."campaign_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_alerts" ADD CONSTRAINT "campaign_alerts_rule_id_campaign_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."campaign_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_digests" ADD CONSTRAINT "campaign_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_metrics" ADD CONSTRAINT "campaign_metrics_domain_id_campaign_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."campaign_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_snoozes" ADD CONSTRAINT "campaign_snoozes_domain_id_campaign_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."campaign_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_snoozes" ADD CONSTRAINT "campaign_snoozes_rule_id_campaign_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."campaign_alert_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_snoozes" ADD CONSTRAINT "campaign_snoozes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_alert_rules_campaign_index" ON "campaign_alert_rules" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_snoozes_domain_index" ON "campaign_snoozes" USING btree ("domain_id");