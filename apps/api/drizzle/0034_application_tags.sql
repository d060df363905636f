-- Issue 39, the pipeline board: a company's tags on each application, shown on its card and used
-- to filter a job's applicants. The job's own index narrows the rows, so the tags need none.
ALTER TABLE "applications" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;
