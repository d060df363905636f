-- Issue 42, bilingual tax invoices (decision 044): an invoice keeps the seller's legal name and
-- address in Arabic and its description in Arabic as issued, beside the English ones. Invoices
-- issued before keep '' (their PDF prints the English only where the Arabic is missing).
ALTER TABLE "invoices" ADD COLUMN "seller_name_ar" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "seller_address_ar" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "description_ar" text DEFAULT '' NOT NULL;
