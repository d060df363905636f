-- Issue 39, the pipeline board: a rating (1 to 5) and a source on each application, and on each
-- move the status e-mail it queued, so that undoing the move can cancel the e-mail while it waits.
ALTER TABLE "application_events" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rating_range" CHECK ("applications"."rating" between 1 and 5);