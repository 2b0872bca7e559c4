CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_coupons" (
	"company_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"dashboards" integer NOT NULL,
	"interval" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"interval" integer PRIMARY KEY NOT NULL,
	"unit_amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	CONSTRAINT "products_interval_check" CHECK ("products"."interval" in (1, 12)),
	CONSTRAINT "products_unit_amount_check" CHECK ("products"."unit_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_stripe_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_state_check";--> statement-breakpoint
DROP INDEX "subscriptions_company_id_unique";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_customer_id" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_redemptions" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "new_customers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "dashboards" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_subscription_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_dashboards" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_coupons" ADD CONSTRAINT "company_coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_coupons" ADD CONSTRAINT "company_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_coupons_company_coupon_unique" ON "company_coupons" USING btree ("company_id","coupon_id");--> statement-breakpoint
CREATE INDEX "company_coupons_coupon_id_index" ON "company_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_invoice_id_unique" ON "orders" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE INDEX "orders_company_id_index" ON "orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sandbox_stripe_objects_kind_index" ON "sandbox_stripe_objects" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_id_unique" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_live_unique" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."state" <> 'ended';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_state_check" CHECK ("companies"."state" in ('trial', 'active', 'canceled', 'overdue', 'expired'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('price.discount', 'dashboards.bonus'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_state_check" CHECK ("subscriptions"."state" in ('incomplete', 'active', 'past_due', 'canceled', 'ended'));--> statement-breakpoint
INSERT INTO "products" ("interval", "unit_amount", "currency") VALUES (1, 1500, 'usd'), (12, 15000, 'usd');
