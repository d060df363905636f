-- Issue 41, reports: the moments of an application's history that the funnel, the times to hire
-- and job performance read, kept on the application, so that a report reads one row per
-- application instead of its moves.
-- - furthest_stage: the furthest stage of the hiring funnel it ever moved to, as its place in
--   applied, shortlisted, interview, offered, hired (1 to 5); null without a move to one.
-- - first_shortlisted_at: its first move to shortlisted.
-- - first_hired_at, last_hired_at: its first and last moves to hired.
-- One definition, application_moments: what the whole history of one application says. It is
-- applied after every insert into application_events (moves are only ever added: undoing a move
-- adds the move back), so every writer of moves keeps them (the pipeline, applying, the demo, the
-- benchmark, test fixtures), and once below to the history already there.
ALTER TABLE "applications" ADD COLUMN "furthest_stage" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_hired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_hired_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "application_moments"("moved_application" uuid)
  RETURNS TABLE ("furthest_stage" smallint, "first_shortlisted_at" timestamp with time zone,
    "first_hired_at" timestamp with time zone, "last_hired_at" timestamp with time zone)
  LANGUAGE sql STABLE AS $$
  SELECT max(array_position(array['applied', 'shortlisted', 'interview', 'offered', 'hired']::text[],
      e."to_status"))::smallint,
    min(e."created_at") FILTER (WHERE e."to_status" = 'shortlisted'),
    min(e."created_at") FILTER (WHERE e."to_status" = 'hired'),
    max(e."created_at") FILTER (WHERE e."to_status" = 'hired')
  FROM "application_events" e
  WHERE e."application_id" = "moved_application"
$$;--> statement-breakpoint
CREATE FUNCTION "application_moments_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "applications" a
  SET ("furthest_stage", "first_shortlisted_at", "first_hired_at", "last_hired_at") =
    (SELECT * FROM "application_moments"(a."id"))
  WHERE a."id" IN (SELECT "application_id" FROM "moved");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "application_events_moments" AFTER INSERT ON "application_events"
  REFERENCING NEW TABLE AS "moved"
  FOR EACH STATEMENT EXECUTE FUNCTION "application_moments_follow"();--> statement-breakpoint
UPDATE "applications" a
  SET ("furthest_stage", "first_shortlisted_at", "first_hired_at", "last_hired_at") =
    (SELECT * FROM "application_moments"(a."id"));--> statement-breakpoint
-- A scope's applications in a range, read from an index alone with their moments: by job (a few
-- jobs, or a long range), or by moment (a short range over many jobs).
DROP INDEX "applications_job_created_idx";--> statement-breakpoint
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at") INCLUDE ("id","status","status_changed_at","furthest_stage","first_shortlisted_at","first_hired_at","last_hired_at");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at") INCLUDE ("job_id","status","status_changed_at","furthest_stage","first_shortlisted_at","first_hired_at","last_hired_at");--> statement-breakpoint
-- Mail sent and failed by UAE day, carrying the moment, so the site's mail report counts them from
-- the index alone.
DROP INDEX "outbox_sent_day_idx";--> statement-breakpoint
CREATE INDEX "outbox_sent_day_idx" ON "outbox" USING btree (((("sent_at" AT TIME ZONE 'Asia/Dubai')::date))) INCLUDE ("sent_at") WHERE "status" = 'sent';--> statement-breakpoint
DROP INDEX "outbox_failed_day_idx";--> statement-breakpoint
CREATE INDEX "outbox_failed_day_idx" ON "outbox" USING btree (((("created_at" AT TIME ZONE 'Asia/Dubai')::date))) INCLUDE ("created_at") WHERE "status" = 'failed';
