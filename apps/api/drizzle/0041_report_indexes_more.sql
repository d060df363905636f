-- Issue 41, reports: a year of history (npm run bench:reports) asks for these. The moves to one
-- status by moment, read by the placements; and the e-mails sent with one template by moment, read
-- by the template responses.
CREATE INDEX "application_events_status_idx" ON "application_events" USING btree ("to_status","created_at");
--> statement-breakpoint
CREATE INDEX "candidate_emails_template_idx" ON "candidate_emails" USING btree ("template_id","created_at");
