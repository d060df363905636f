-- Notices of changes to the jobs that name them, and only when a visitor could see the change.
-- job_search (the live jobs' search rows): 'job_search:<id>,<id>,...', the ids of the rows
-- inserted, deleted or changed by one statement, so that each process updates what it keeps of
-- the board for those jobs rather than reading it all again; a statement that changes no row
-- (a draft's edit deletes no search row) sends nothing. Past 500 ids, or on TRUNCATE, the notice
-- names only the table: everything kept is read again. jobs: 'jobs', only when a published or
-- closed job is among the rows (a draft is seen by no visitor).
DROP TRIGGER "job_search_public_change" ON "job_search";
--> statement-breakpoint
DROP TRIGGER "jobs_public_change" ON "jobs";
--> statement-breakpoint
CREATE FUNCTION "notify_job_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(job_id) INTO changed FROM (SELECT job_id FROM new_rows LIMIT 501) n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(job_id) INTO changed FROM (SELECT job_id FROM old_rows LIMIT 501) o;
  ELSE
    SELECT array_agg(job_id) INTO changed FROM (
      SELECT n.job_id FROM new_rows n JOIN old_rows o USING (job_id)
      WHERE (n.*) IS DISTINCT FROM (o.*) LIMIT 501) c;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  ELSIF cardinality(changed) > 500 THEN
    PERFORM pg_notify('public_changes', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('public_changes', TG_TABLE_NAME || ':' || array_to_string(changed, ','));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "job_search_inserted" AFTER INSERT ON "job_search"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_job_search_change"();
--> statement-breakpoint
CREATE TRIGGER "job_search_updated" AFTER UPDATE ON "job_search"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_job_search_change"();
--> statement-breakpoint
CREATE TRIGGER "job_search_deleted" AFTER DELETE ON "job_search"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_job_search_change"();
--> statement-breakpoint
CREATE TRIGGER "job_search_truncated" AFTER TRUNCATE ON "job_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE FUNCTION "notify_visible_job_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  visible boolean := false;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    visible := EXISTS (SELECT 1 FROM new_rows WHERE status <> 'draft');
  END IF;
  IF NOT visible AND TG_OP <> 'INSERT' THEN
    visible := EXISTS (SELECT 1 FROM old_rows WHERE status <> 'draft');
  END IF;
  IF visible THEN
    PERFORM pg_notify('public_changes', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_inserted" AFTER INSERT ON "jobs"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_visible_job_change"();
--> statement-breakpoint
CREATE TRIGGER "jobs_updated" AFTER UPDATE ON "jobs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_visible_job_change"();
--> statement-breakpoint
CREATE TRIGGER "jobs_deleted" AFTER DELETE ON "jobs"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_visible_job_change"();
--> statement-breakpoint
CREATE TRIGGER "jobs_truncated" AFTER TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
