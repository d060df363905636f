CREATE TABLE "alert_digests" (
	"alert_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"mail_id" uuid NOT NULL,
	"job_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_digests_alert_id_period_start_pk" PRIMARY KEY("alert_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "alert_runs" (
	"frequency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"jobs" integer NOT NULL,
	"digests" integer NOT NULL,
	"mails" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_runs_frequency_period_start_pk" PRIMARY KEY("frequency","period_start")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_id" uuid,
	"name" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"state_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"functional_area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"designation_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" integer,
	"salary_min" integer,
	"filter_key" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_one_owner" CHECK ((user_id is null) <> (subscription_id is null))
);
--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_digests" ADD CONSTRAINT "alert_digests_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_subscription_id_email_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."email_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_subscription_key" ON "job_alerts" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_unsubscribe_token_key" ON "job_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_confirm_token_key" ON "email_subscriptions" USING btree ("confirm_token");