-- Issue 41, reports: a year of history (npm run bench:reports) asks for these.
-- - Applications to one job by moment, carrying what the reports read of them (id, status and when
--   it changed), so the applications of a scope's jobs in a range are read from the index alone.
-- - A bulk send's recipients counted as e-mailed (mailed or still to be), by send.
-- - Mail sent and failed by UAE day (the outbox rows are wide and mostly sent; the site's mail
--   report read them all twice).
-- - The e-mails sent with one template by moment, not cancelled, with the e-mail and its sender.
CREATE INDEX "applications_job_created_idx" ON "applications" USING btree ("job_id","created_at") INCLUDE ("id","status","status_changed_at");
--> statement-breakpoint
CREATE INDEX "email_send_recipients_mailed_idx" ON "email_send_recipients" USING btree ("send_id") WHERE "state" IN ('pending', 'done');
--> statement-breakpoint
CREATE INDEX "outbox_sent_day_idx" ON "outbox" USING btree (((("sent_at" AT TIME ZONE 'Asia/Dubai')::date))) WHERE "status" = 'sent';
--> statement-breakpoint
CREATE INDEX "outbox_failed_day_idx" ON "outbox" USING btree (((("created_at" AT TIME ZONE 'Asia/Dubai')::date))) WHERE "status" = 'failed';
--> statement-breakpoint
CREATE INDEX "candidate_emails_template_mailed_idx" ON "candidate_emails" USING btree ("template_id","created_at") INCLUDE ("id","sent_by") WHERE "status" <> 'cancelled';
