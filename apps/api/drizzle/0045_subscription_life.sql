-- Issue 42, a subscription's life (decision 046). A subscription is an order awaiting payment (it
-- covers no day until paid), active, or cancelled (it stopped covering from cancelled_on). An
-- upgrade names the subscription it replaces and keeps its credit for the unused days; a client may
-- ask that its plan end on its last day. Credit notes give back part or all of a tax invoice, in
-- their own gapless series. A company keeps its tax registration number for its invoices.
ALTER TABLE "subscriptions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "self_service" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "replaces_id" integer;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "credit_fils" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_end" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_on" date;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_by" uuid;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "final_reminded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_replaces_id_subscriptions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("status" in ('awaiting_payment', 'active', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_kind_check" CHECK ("kind" in ('new', 'renewal', 'upgrade', 'downgrade'));
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_credit_check" CHECK ("credit_fils" >= 0);
--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status","created_at");
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_name_ar" text DEFAULT '' NOT NULL,
	"seller_address" text NOT NULL,
	"seller_address_ar" text DEFAULT '' NOT NULL,
	"seller_trn" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_trn" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_total_check" CHECK ("total_fils" = "net_fils" + "vat_fils"),
	CONSTRAINT "credit_notes_positive_check" CHECK ("net_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("number");
--> statement-breakpoint
CREATE INDEX "credit_notes_company_idx" ON "credit_notes" USING btree ("company_id","issued_on");
--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trn" text DEFAULT '' NOT NULL;
