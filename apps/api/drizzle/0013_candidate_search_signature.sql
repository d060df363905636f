-- CV search reads the most recently active candidates of its reach (and emirate, designations,
-- functional areas, experience, visa status and languages) and checks each one's keywords; reading
-- a candidate's vector costs its row and the vector's TOAST pages. With the keyword signature of job
-- search (migration 0007) in indexes of that order, a candidate who cannot hold the words is passed
-- over from the index alone, as is one out of reach or filtered out. They are indexes of their own:
-- wider, the planner would no longer take the narrow ones for what they answer now.
ALTER TABLE "candidate_search" ADD COLUMN "signature" bit(2048) GENERATED ALWAYS AS (search_signature(search_vector)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_search_state_walk_idx" ON "candidate_search" USING btree ("state_id","last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("visibility","user_status","designation_ids","functional_area_ids","experience_years","visa_status","languages","signature");--> statement-breakpoint
CREATE INDEX "candidate_search_active_walk_idx" ON "candidate_search" USING btree ("last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) INCLUDE ("visibility","user_status","state_id","designation_ids","functional_area_ids","experience_years","visa_status","languages","signature");--> statement-breakpoint
-- An index is read alone only where VACUUM has marked the pages all-visible: candidates' rows change
-- at every sign-in, so vacuum after a thousand changes rather than a fifth of the table.
ALTER TABLE "candidate_search" SET (autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_scale_factor = 0.02);
