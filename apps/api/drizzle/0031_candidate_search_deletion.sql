-- A candidate who has asked for their account to be erased is not found from that moment, through
-- the day before it is erased: their search row says 'deleting' in user_status, which every search
-- reads already (only 'active' is found). Cancelling the request finds them again.
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
  setweight(to_tsvector('english', u.first_name || ' ' || u.last_name || ' ' || p.headline || ' '
      || p.desired_titles_text || ' ' || coalesce(emp.designations, '')), 'A')
    || setweight(to_tsvector('english', p.skills_text || ' ' || coalesce(cert.text, '')), 'B')
    || setweight(to_tsvector('english', p.summary || ' ' || coalesce(emp.descriptions, '') || ' '
      || coalesce(edu.text, '')), 'C')
    || setweight(to_tsvector('english', left(p.cv_text, 20000)), 'D') AS search_vector
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
CREATE OR REPLACE FUNCTION "candidate_search_follow_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
    OR NEW.status IS DISTINCT FROM OLD.status OR NEW.role IS DISTINCT FROM OLD.role
    OR NEW.privacy_accepted_at IS DISTINCT FROM OLD.privacy_accepted_at
    OR NEW.deletion_due_at IS DISTINCT FROM OLD.deletion_due_at THEN
    PERFORM candidate_search_refresh(NEW.id);
  ELSIF NEW.last_login_at IS DISTINCT FROM OLD.last_login_at THEN
    UPDATE candidate_search SET last_active_at = greatest(last_active_at, NEW.last_login_at)
    WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "users_candidate_search_sync" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_candidate_search_sync" AFTER UPDATE OF first_name, last_name, status, role,
  last_login_at, privacy_accepted_at, deletion_due_at ON "users"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow_user"();--> statement-breakpoint
UPDATE "candidate_search" s SET "user_status" = 'deleting' FROM "users" u
  WHERE u."id" = s."user_id" AND u."deletion_due_at" IS NOT NULL
    AND u."privacy_accepted_at" IS NOT NULL;
