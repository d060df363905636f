-- Who answered a candidate sent to a client: a user of the client answering from their own account
-- (null when the answer came from the e-mailed link, which names nobody).
ALTER TABLE "candidate_submissions" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;