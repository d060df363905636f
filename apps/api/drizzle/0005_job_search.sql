CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"valid_through" date NOT NULL,
	"hiring_company_id" integer NOT NULL,
	"confidential" boolean NOT NULL,
	"emirate_id" integer,
	"state_id" integer,
	"functional_area_id" integer,
	"designation_id" integer,
	"industry_id" integer,
	"employment_type" text NOT NULL,
	"experience_min" integer,
	"experience_max" integer,
	"salary_min" integer,
	"salary_max" integer,
	"salary_hidden" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_search_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "snippet" text GENERATED ALWAYS AS (left(body_text, 220)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_newest_idx" ON "job_search" USING btree ("published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_emirate_idx" ON "job_search" USING btree ("emirate_id","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_emirate_area_idx" ON "job_search" USING btree ("emirate_id","functional_area_id","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_state_idx" ON "job_search" USING btree ("state_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_area_idx" ON "job_search" USING btree ("functional_area_id","published_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_designation_idx" ON "job_search" USING btree ("designation_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_industry_idx" ON "job_search" USING btree ("industry_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_company_idx" ON "job_search" USING btree ("hiring_company_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_search_keywords_idx" ON "job_search" USING gin ("search_vector","emirate_id","functional_area_id");--> statement-breakpoint
-- A search row stays inline up to a full page: the vector is read without a TOAST lookup.
ALTER TABLE "job_search" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
-- job_search follows jobs: a published job has its row, any other status has none.
CREATE FUNCTION "job_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.published_at IS NOT NULL THEN
    INSERT INTO job_search AS s (
      job_id, published_at, valid_through, hiring_company_id, confidential, emirate_id, state_id,
      functional_area_id, designation_id, industry_id, employment_type, experience_min,
      experience_max, salary_min, salary_max, salary_hidden, search_vector
    ) VALUES (
      NEW.id, NEW.published_at, NEW.valid_through, coalesce(NEW.client_company_id, NEW.company_id),
      NEW.confidential, NEW.emirate_id, NEW.state_id, NEW.functional_area_id, NEW.designation_id,
      NEW.industry_id, NEW.employment_type, NEW.experience_min, NEW.experience_max,
      NEW.salary_min, NEW.salary_max, NEW.salary_hidden, NEW.search_vector
    )
    ON CONFLICT (job_id) DO UPDATE SET
      published_at = EXCLUDED.published_at, valid_through = EXCLUDED.valid_through,
      hiring_company_id = EXCLUDED.hiring_company_id, confidential = EXCLUDED.confidential,
      emirate_id = EXCLUDED.emirate_id, state_id = EXCLUDED.state_id,
      functional_area_id = EXCLUDED.functional_area_id, designation_id = EXCLUDED.designation_id,
      industry_id = EXCLUDED.industry_id, employment_type = EXCLUDED.employment_type,
      experience_min = EXCLUDED.experience_min, experience_max = EXCLUDED.experience_max,
      salary_min = EXCLUDED.salary_min, salary_max = EXCLUDED.salary_max,
      salary_hidden = EXCLUDED.salary_hidden, search_vector = EXCLUDED.search_vector;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search WHERE job_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_sync" AFTER INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "job_search_sync"();--> statement-breakpoint
INSERT INTO job_search (
  job_id, published_at, valid_through, hiring_company_id, confidential, emirate_id, state_id,
  functional_area_id, designation_id, industry_id, employment_type, experience_min,
  experience_max, salary_min, salary_max, salary_hidden, search_vector
)
SELECT id, published_at, valid_through, coalesce(client_company_id, company_id), confidential,
  emirate_id, state_id, functional_area_id, designation_id, industry_id, employment_type,
  experience_min, experience_max, salary_min, salary_max, salary_hidden, search_vector
FROM jobs WHERE status = 'published' AND published_at IS NOT NULL;
