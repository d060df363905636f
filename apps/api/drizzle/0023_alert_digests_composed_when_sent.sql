-- A job-alert e-mail is written when it is sent rather than when its digest pass runs: the pass
-- stores, per e-mail, what to write it from (outbox.compose), per digest the head of its matches
-- (the positions of the jobs it lists) and per run its jobs by position. The pass then writes a
-- short row per e-mail instead of its whole text, and the e-mail lists each job as it is when sent.
-- Digests no longer hold a foreign key to their alert: checking it locked every alert's row.
ALTER TABLE "alert_digests" DROP CONSTRAINT "alert_digests_alert_id_job_alerts_id_fk";
--> statement-breakpoint
ALTER TABLE "alert_digests" ADD COLUMN "head" "bytea";--> statement-breakpoint
ALTER TABLE "alert_runs" ADD COLUMN "job_ids" integer[];--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "compose" jsonb;