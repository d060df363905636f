-- People write the same Arabic word in several ways: with or without vowel marks (مُشرِف, مشرف),
-- stretched with tatweel (مشــرف), with any form of alef (أ, إ, آ, ٱ or ا), with ta marbuta or ha at
-- the end (إدارة, اداره) and with alef maqsura or ya (مستشفى, مستشفي). One spelling is taken for
-- all of them before the definite article is given (so لِلإدارة is read as للإدارة is), in jobs'
-- vectors and in keywords alike. A final ha is read as ta marbuta, which the stemmer takes off as it
-- takes off the plural's -ات: شركه, شركة and شركات stay one word. Only Arabic letters and marks
-- change. Text without an Arabic letter (most CVs) is returned as it is, unread by the patterns.
CREATE FUNCTION "arabic_spelling"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(regexp_replace(words, '[\u0640\u064B-\u065F\u0670\u06D6-\u06ED]', '', 'g'),
      U&'\0623\0625\0622\0671\0649', U&'\0627\0627\0627\0627\064A'),
    '\u0647(?![\u0621-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF])', U&'\0629', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "with_arabic_article"(words text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN words ~ '[\u0621-\u06FF]' THEN regexp_replace(arabic_spelling(words),
    '(^|[^\u0621-\u065F\u066E-\u06D3\u06D5\u06FA-\u06FF])(?:[\u0648\u0641\u0628\u0643]?\u0627\u0644|\u0644\u0644)?([\u0621-\u063F\u0641-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06FA-\u06FF])',
    '\1' || U&'\0627\0644' || '\2', 'g') ELSE words END
$$;--> statement-breakpoint
-- The vectors are made again with the function as it is now.
ALTER TABLE "jobs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('job_text', with_arabic_article(coalesce(title, '') || ' ' || coalesce(designation_name, ''))), 'A') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(skills_text, ''))), 'B') || setweight(to_tsvector('job_text', with_arabic_article(coalesce(body_text, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
UPDATE "job_search" AS s SET search_vector = j.search_vector FROM "jobs" AS j
  WHERE j.id = s.job_id AND s.search_vector IS DISTINCT FROM j.search_vector;--> statement-breakpoint
UPDATE "job_alerts" SET query = job_keywords(keywords)::text WHERE keywords <> '';
--> statement-breakpoint
-- CVs and profiles are read as jobs are: English words as English, Arabic words in one spelling
-- with the Arabic stemmer (the job_text configuration), and keywords the same way.
CREATE FUNCTION "cv_words"(words text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('job_text', with_arabic_article(words))
$$;--> statement-breakpoint
CREATE FUNCTION "cv_keywords"(keywords text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT websearch_to_tsquery('job_text', with_arabic_article(keywords))
$$;--> statement-breakpoint
CREATE OR REPLACE VIEW "candidate_search_source" AS
SELECT p.user_id, p.visibility,
  CASE WHEN u.privacy_accepted_at IS NULL THEN 'unconsented'
    WHEN u.deletion_due_at IS NOT NULL THEN 'deleting' ELSE u.status END AS user_status,
  trim(u.first_name || ' ' || u.last_name) AS name, p.headline,
  cur.designation AS current_designation, cur.employer_name AS current_employer,
  p.experience_years, coalesce(st.parent_id, p.state_id) AS state_id, p.willing_to_relocate,
  p.nationality_id, p.visa_status, p.notice_period, p.expected_salary, p.driving_licences,
  p.languages, p.desired_designation_ids AS designation_ids,
  p.desired_functional_area_ids AS functional_area_ids, edu.rank AS education_rank,
  coalesce(cert.names, '{}') AS certification_names,
  coalesce(cert.expiries, '{}') AS certification_expiries,
  u.created_at,
  greatest(u.last_login_at, p.updated_at, p.created_at, u.created_at) AS last_active_at,
  setweight(cv_words(u.first_name || ' ' || u.last_name || ' ' || p.headline || ' '
      || p.desired_titles_text || ' ' || coalesce(emp.designations, '')), 'A')
    || setweight(cv_words(p.skills_text || ' ' || coalesce(cert.text, '')), 'B')
    || setweight(cv_words(p.summary || ' ' || coalesce(emp.descriptions, '') || ' '
      || coalesce(edu.text, '')), 'C')
    || setweight(cv_words(left(p.cv_text, 20000)), 'D') AS search_vector
FROM candidate_profiles p
JOIN users u ON u.id = p.user_id AND u.role = 'candidate'
LEFT JOIN master_items st ON st.id = p.state_id
LEFT JOIN LATERAL (
  SELECT e.designation, e.employer_name FROM candidate_employments e WHERE e.user_id = p.user_id
  ORDER BY e.working_status DESC, coalesce(e.end_year, 9999) DESC, coalesce(e.end_month, 12) DESC,
    e.start_year DESC NULLS LAST, e.start_month DESC NULLS LAST, e.created_at DESC
  LIMIT 1
) cur ON true
LEFT JOIN LATERAL (
  SELECT string_agg(e.designation, ' ') AS designations,
    string_agg(coalesce(e.employer_name, '') || ' ' || e.description, ' ') AS descriptions
  FROM candidate_employments e WHERE e.user_id = p.user_id
) emp ON true
LEFT JOIN LATERAL (
  SELECT max(education_rank(q.name)) AS rank,
    string_agg(coalesce(q.name, '') || ' ' || d.institution || ' ' || d.field_of_study, ' ') AS text
  FROM candidate_educations d LEFT JOIN master_items q ON q.id = d.qualification_id
  WHERE d.user_id = p.user_id
) edu ON true
LEFT JOIN LATERAL (
  SELECT array_agg(c.name ORDER BY c.created_at, c.id) AS names,
    array_agg(coalesce(c.expires_on, 'infinity'::date) ORDER BY c.created_at, c.id) AS expiries,
    string_agg(c.name || ' ' || c.issuer, ' ') AS text
  FROM candidate_certifications c WHERE c.user_id = p.user_id
) cert ON true;--> statement-breakpoint
UPDATE "candidate_search" AS s SET search_vector = v.search_vector
  FROM "candidate_search_source" AS v
  WHERE v.user_id = s.user_id AND s.search_vector IS DISTINCT FROM v.search_vector;
