-- Issue 41, reports: visits to job pages and recruiters' CV searches, one row a day each, the two
-- things the reports count that no other table keeps.
CREATE TABLE "job_views" (
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_views_job_id_day_source_pk" PRIMARY KEY("job_id","day","source")
);
--> statement-breakpoint
CREATE TABLE "staff_activity" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_activity_user_id_day_kind_pk" PRIMARY KEY("user_id","day","kind")
);
--> statement-breakpoint
CREATE INDEX "staff_activity_company_idx" ON "staff_activity" USING btree ("company_id","day");
