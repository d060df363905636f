-- People write the same Arabic word in several ways: with or without vowel marks (مُشرِف, مشرف),
-- stretched with tatweel (مشــرف), with any form of alef (أ, إ, آ, ٱ or ا), with ta marbuta or ha at
-- the end (إدارة, اداره) and with alef maqsura or ya (مستشفى, مستشفي). One spelling is taken for
-- all of them before the definite article is given (so لِلإدارة is read as للإدارة is), in jobs'
-- vectors and in keywords alike. A final ha is read as ta marbuta, which the stemmer takes off as it
-- takes off the plural's -ات: شركه, شركة and شركات stay one word. Only Arabic letters and marks
-- change.
CREATE FUNCTION "arabic_spelling"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN words ~ '[\u0600-\u06FF]' THEN
    regexp_replace(
      translate(regexp_replace(words, '[\u0640\u064B-\u065F\u0670\u06D6-\u06ED]', '', 'g'),
        U&'\0623\0625\0622\0671\0649', U&'\0627\0627\0627\0627\064A'),
      '\u0647(?![\u0621-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF])', U&'\0629', 'g')
  ELSE words END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "with_arabic_article"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(arabic_spelling(words),
    '(^|[^\u0621-\u065F\u066E-\u06D3\u06D5\u06FA-\u06FF])(?:[\u0648\u0641\u0628\u0643]?\u0627\u0644|\u0644\u0644)?([\u0621-\u063F\u0641-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06FA-\u06FF])',
    '\1' || U&'\0627\0644' || '\2', 'g')
$$;--> statement-breakpoint
-- The vectors are made again with the function as it is now.
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('job_text', with_arabic_article(coalesce(title, '') || ' ' || coalesce(designation_name, ''))), 'A') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(skills_text, ''))), 'B') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(body_text, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
UPDATE "job_search" AS s SET search_vector = j.search_vector FROM "jobs" AS j
  WHERE j.id = s.job_id AND s.search_vector IS DISTINCT FROM j.search_vector;--> statement-breakpoint
UPDATE "job_alerts" SET query = job_keywords(keywords)::text WHERE keywords <> '';
