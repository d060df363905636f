-- The job search's keyword indexes without a pending list (fastupdate off): with it on, each
-- change to a live job waits in a list that every search of the index reads through, slower with
-- each edit until a vacuum merges it. Edits write their entries at once instead; the list already
-- there is merged now.
ALTER INDEX "job_search_keywords_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_0_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_0_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_1_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_1_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_2_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_2_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_3_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_3_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_4_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_4_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_5_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_5_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_6_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_6_idx');
--> statement-breakpoint
ALTER INDEX "job_search_keywords_emirate_7_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('job_search_keywords_emirate_7_idx');
