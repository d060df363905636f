CREATE TABLE "outbox_subjects" (
	"outbox_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "outbox_subjects_outbox_id_user_id_pk" PRIMARY KEY("outbox_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD COLUMN "downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_links" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_subjects" ADD CONSTRAINT "outbox_subjects_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_subjects" ADD CONSTRAINT "outbox_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_subjects_user_idx" ON "outbox_subjects" USING btree ("user_id");--> statement-breakpoint
-- Links sent before this change stand for the interview as it now is.
UPDATE "interview_links" SET "sequence" = "interviews"."sequence" FROM "interviews" WHERE "interviews"."id" = "interview_links"."interview_id";
