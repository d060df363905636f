CREATE INDEX "job_search_keywords_emirate_0_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 0;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_1_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 1;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_2_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 2;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_3_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 3;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_4_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 4;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_5_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 5;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_6_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 6;--> statement-breakpoint
CREATE INDEX "job_search_keywords_emirate_7_idx" ON "job_search" USING gin ("search_vector","functional_area_id") WHERE "job_search"."emirate_id" % 8 = 7;--> statement-breakpoint
-- The slot follows from the emirate: without this, the planner takes "emirate_id = 155 and
-- emirate_id % 8 = 3" for two independent conditions and expects a few hundred of 300,000 rows.
CREATE STATISTICS "job_search_emirate_slot" (dependencies) ON "emirate_id", ("emirate_id" % 8) FROM "job_search";
