ALTER TABLE "outbox" ADD COLUMN "unredacted" jsonb;--> statement-breakpoint
-- E-mails queued before secrets were masked: a row still to be sent keeps its message in
-- "unredacted" for the worker, and every row shows the reset code (six digits) or the link token
-- masked from now on.
UPDATE "outbox" SET
  "unredacted" = CASE WHEN "status" IN ('pending', 'sending')
    THEN jsonb_build_object('subject', "subject", 'text', "text_body", 'html', "html_body") END,
  "subject" = regexp_replace("subject", '[0-9]{6}', '••••••', 'g'),
  "text_body" = regexp_replace("text_body", '[0-9]{6}', '••••••', 'g'),
  "html_body" = regexp_replace("html_body", '[0-9]{6}', '••••••', 'g')
WHERE "kind" = 'password_reset_code';--> statement-breakpoint
UPDATE "outbox" SET
  "unredacted" = CASE WHEN "status" IN ('pending', 'sending')
    THEN jsonb_build_object('subject', "subject", 'text', "text_body", 'html', "html_body") END,
  "text_body" = regexp_replace("text_body", '([?&]token=)[^&[:space:]]+', '\1••••••', 'g'),
  "html_body" = regexp_replace("html_body", '([?&]token=)[^&[:space:]"<]+', '\1••••••', 'g')
WHERE "kind" IN ('subscription_confirm', 'job_alert_digest');
