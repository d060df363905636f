-- Issue 42, featured jobs: a job is featured until featured_until (the end of the plan's period
-- that featured it); a featured slot is in use while the job is live and featured_until is still
-- ahead. The slots a company uses are counted under a lock on its row (decision 045); this index
-- finds a company's featured jobs, and the few featured jobs a search shows first.
ALTER TABLE "jobs" ADD COLUMN "featured_until" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "jobs_featured_idx" ON "jobs" USING btree ("company_id","featured_until") WHERE "featured_until" IS NOT NULL;
