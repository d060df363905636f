-- The free plan: every employer client that no paid subscription covers today uses it.
-- One active job post, two users, no CV search, 50 bulk e-mails a month.
INSERT INTO "plans" ("name", "description", "price_fils", "billing_period", "is_public", "is_active", "is_free", "sort_order",
  "cv_search", "job_posts", "featured_jobs", "cv_views", "cv_downloads", "users_limit", "bulk_emails")
VALUES ('Free', 'Post one job and manage its applicants at no cost.', 0, 'month', true, true, true, 0,
  false, 1, 0, 0, 0, 2, 50);
