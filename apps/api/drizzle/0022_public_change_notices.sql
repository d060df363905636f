-- Every change to what public pages show (jobs, employers, master data, settings, news, service
-- pages, plans) is announced on the 'public_changes' channel, whichever process or tool made it, so
-- that every API process forgets the pages and answers it had kept. One notice per statement:
-- PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION "notify_public_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "job_search_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "companies_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "master_items_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "master_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "site_settings_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "news_articles_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_articles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "service_pages_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
--> statement-breakpoint
CREATE TRIGGER "plans_public_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_public_change"();
