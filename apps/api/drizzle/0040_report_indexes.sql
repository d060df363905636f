-- Issue 41, reports: a year of history (npm run bench:reports) asks for these. An application's
-- moves by status and moment, read per application by the funnel and the times to hire without
-- going to the table; and what one person did (profiles opened, interviews set, candidates sent,
-- e-mails sent) by the person and the moment, read per person by the recruiter activity report.
DROP INDEX IF EXISTS "application_events_application_idx";
--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","to_status","created_at");
--> statement-breakpoint
CREATE INDEX "candidate_profile_views_viewer_idx" ON "candidate_profile_views" USING btree ("viewer_id","viewed_at");
--> statement-breakpoint
CREATE INDEX "interviews_creator_idx" ON "interviews" USING btree ("created_by","created_at");
--> statement-breakpoint
CREATE INDEX "candidate_submissions_sender_idx" ON "candidate_submissions" USING btree ("sent_by","created_at");
--> statement-breakpoint
CREATE INDEX "email_sends_sender_idx" ON "email_sends" USING btree ("sent_by","created_at");
--> statement-breakpoint
CREATE INDEX "candidate_emails_sender_idx" ON "candidate_emails" USING btree ("sent_by","created_at");
