-- Site content in Arabic beside English: a news article's, a plan's and a service page's words.
-- Each is null where there is no Arabic text, and readers in Arabic then see the English.
ALTER TABLE "news_articles" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "summary_ar" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "body_ar" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "service_pages" ADD COLUMN "title_ar" text;--> statement-breakpoint
ALTER TABLE "service_pages" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "service_pages" ADD COLUMN "body_ar" text;
