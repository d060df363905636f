CREATE TABLE "candidate_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_profile_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" integer,
	"viewer_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultancy_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"job_id" integer,
	"candidate_id" uuid NOT NULL,
	"sent_by" uuid,
	"note" text DEFAULT '' NOT NULL,
	"share_contact" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"client_note" text DEFAULT '' NOT NULL,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultant_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" uuid,
	"rating" integer NOT NULL,
	"fit_roles" text DEFAULT '' NOT NULL,
	"salary_discussed" integer,
	"availability" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_feedback_rating" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cv_folder_candidates" (
	"folder_id" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cv_folder_candidates_folder_id_candidate_id_pk" PRIMARY KEY("folder_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "cv_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_candidate_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "visibility" text DEFAULT 'consultancy' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "willing_to_relocate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_comments" ADD CONSTRAINT "candidate_comments_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_comments" ADD CONSTRAINT "candidate_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_comments" ADD CONSTRAINT "candidate_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_views" ADD CONSTRAINT "candidate_profile_views_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_views" ADD CONSTRAINT "candidate_profile_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_views" ADD CONSTRAINT "candidate_profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_consultancy_id_companies_id_fk" FOREIGN KEY ("consultancy_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_feedback" ADD CONSTRAINT "consultant_feedback_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_feedback" ADD CONSTRAINT "consultant_feedback_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_feedback" ADD CONSTRAINT "consultant_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folder_candidates" ADD CONSTRAINT "cv_folder_candidates_folder_id_cv_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."cv_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folder_candidates" ADD CONSTRAINT "cv_folder_candidates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folder_candidates" ADD CONSTRAINT "cv_folder_candidates_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folders" ADD CONSTRAINT "cv_folders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_folders" ADD CONSTRAINT "cv_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_candidate_searches" ADD CONSTRAINT "saved_candidate_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_candidate_searches" ADD CONSTRAINT "saved_candidate_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_comments_candidate_idx" ON "candidate_comments" USING btree ("candidate_id","company_id");--> statement-breakpoint
CREATE INDEX "candidate_profile_views_candidate_idx" ON "candidate_profile_views" USING btree ("candidate_id","viewed_at");--> statement-breakpoint
CREATE INDEX "candidate_profile_views_company_idx" ON "candidate_profile_views" USING btree ("company_id","candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_submissions_token_key" ON "candidate_submissions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_submissions_consultancy_idx" ON "candidate_submissions" USING btree ("consultancy_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_submissions_candidate_idx" ON "candidate_submissions" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_submissions_client_idx" ON "candidate_submissions" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "consultant_feedback_candidate_idx" ON "consultant_feedback" USING btree ("candidate_id","company_id");--> statement-breakpoint
CREATE INDEX "cv_folder_candidates_candidate_idx" ON "cv_folder_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cv_folders_name_key" ON "cv_folders" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_candidate_searches_user_idx" ON "saved_candidate_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_candidate_searches_name_key" ON "saved_candidate_searches" USING btree ("user_id",lower("name"));