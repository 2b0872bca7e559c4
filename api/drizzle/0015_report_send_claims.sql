ALTER TABLE "automatic_report_sends" DROP CONSTRAINT "automatic_report_sends_state_check";--> statement-breakpoint
ALTER TABLE "automatic_report_sends" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "automatic_report_sends" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "automatic_report_sends" ADD CONSTRAINT "automatic_report_sends_state_check" CHECK ("automatic_report_sends"."state" in ('pending', 'sending', 'sent', 'retrying', 'failed', 'unknown'));