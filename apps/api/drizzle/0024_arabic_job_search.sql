-- Jobs are written in English, in Arabic or in both. The `job_text` configuration reads ASCII words
-- as English does (English stemmer and stop words) and every other word with the Arabic stemmer
-- (the `arabic` configuration's dictionary), so one vector holds both languages and one query,
-- however it mixes them, is read the same way.
CREATE TEXT SEARCH CONFIGURATION "job_text" (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "job_text" ALTER MAPPING FOR word, hword, hword_part WITH arabic_stem;--> statement-breakpoint
-- The Arabic stemmer strips the suffixes of nouns (the plural -ات, -ين, -ون) only from words with the
-- definite article, and reads any other word as a verb: مستودعات gives مستودعا, المستودعات gives
-- مستودع. So every Arabic word is given the article before stemming, in jobs and in keywords alike:
-- a word that has it (also after و, ف, ب or ك) keeps it, لل (for the) becomes ال, any other gains it.
-- Only Arabic letters change: English text, quotes, minus signs and OR are left as they are.
CREATE FUNCTION "with_arabic_article"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(words,
    '(^|[^\u0621-\u065F\u066E-\u06D3\u06D5\u06FA-\u06FF])(?:[\u0648\u0641\u0628\u0643]?\u0627\u0644|\u0644\u0644)?([\u0621-\u063F\u0641-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06FA-\u06FF])',
    '\1' || U&'\0627\0644' || '\2', 'g')
$$;--> statement-breakpoint
-- Keywords in web-search syntax as job search reads them, in the words of the jobs' vectors.
CREATE FUNCTION "job_keywords"(keywords text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT websearch_to_tsquery('job_text', with_arabic_article(keywords))
$$;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('job_text', with_arabic_article(coalesce(title, '') || ' ' || coalesce(designation_name, ''))), 'A') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(skills_text, ''))), 'B') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(body_text, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
-- The search rows take the new vectors (and so their keyword signatures); rewriting the column does
-- not fire the trigger that keeps them in step.
UPDATE "job_search" AS s SET search_vector = j.search_vector FROM "jobs" AS j
  WHERE j.id = s.job_id AND s.search_vector IS DISTINCT FROM j.search_vector;--> statement-breakpoint
-- Saved alerts match new jobs by the query their keywords compile to: compiled the same way now.
UPDATE "job_alerts" SET query = job_keywords(keywords)::text WHERE keywords <> '';
