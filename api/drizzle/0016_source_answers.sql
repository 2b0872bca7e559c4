CREATE TABLE "source_answers" (
	"source_id" integer NOT NULL,
	"query_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "source_answers_source_id_query_hash_pk" PRIMARY KEY("source_id","query_hash")
);
--> statement-breakpoint
CREATE TABLE "source_call_budgets" (
	"source_id" integer NOT NULL,
	"day" date NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "source_call_budgets_source_id_day_pk" PRIMARY KEY("source_id","day")
);
--> statement-breakpoint
ALTER TABLE "source_answers" ADD CONSTRAINT "source_answers_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_call_budgets" ADD CONSTRAINT "source_call_budgets_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_answers_expires_at_index" ON "source_answers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "source_call_budgets_day_index" ON "source_call_budgets" USING btree ("day");