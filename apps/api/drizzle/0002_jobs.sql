CREATE TABLE "job_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"form" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_company_id" integer,
	"created_by" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"designation_id" integer,
	"functional_area_id" integer,
	"industry_id" integer,
	"state_id" integer,
	"emirate_id" integer,
	"employment_type" text NOT NULL,
	"experience_min" integer,
	"experience_max" integer,
	"salary_min" integer,
	"salary_max" integer,
	"salary_hidden" boolean DEFAULT false NOT NULL,
	"vacancies" integer DEFAULT 1 NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"designation_name" text DEFAULT '' NOT NULL,
	"skills_text" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"valid_through" date NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(designation_name, '')), 'A') || setweight(to_tsvector('english', coalesce(skills_text, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "managed_by_id" integer;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_company_id_companies_id_fk" FOREIGN KEY ("client_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_designation_id_master_items_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_functional_area_id_master_items_id_fk" FOREIGN KEY ("functional_area_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_industry_id_master_items_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_id_master_items_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_emirate_id_master_items_id_fk" FOREIGN KEY ("emirate_id") REFERENCES "public"."master_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_templates_company_idx" ON "job_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_company_id");--> statement-breakpoint
CREATE INDEX "jobs_published_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector","emirate_id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_filters_idx" ON "jobs" USING btree ("functional_area_id","designation_id","published_at" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_emirate_idx" ON "jobs" USING btree ("emirate_id","published_at" DESC NULLS LAST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (title gin_trgm_ops);