-- A template may also be written in Arabic: a candidate whose account is in Arabic gets that version,
-- others the English one. A send keeps both as they were when it started.
ALTER TABLE "email_templates" ADD COLUMN "subject_ar" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "body_ar" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "subject_ar" text;--> statement-breakpoint
ALTER TABLE "email_sends" ADD COLUMN "body_ar" text;
