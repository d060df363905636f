CREATE TABLE "candidate_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visibility" text NOT NULL,
	"user_status" text NOT NULL,
	"name" text NOT NULL,
	"headline" text NOT NULL,
	"current_designation" text,
	"current_employer" text,
	"experience_years" integer,
	"state_id" integer,
	"willing_to_relocate" boolean NOT NULL,
	"nationality_id" integer,
	"visa_status" text,
	"notice_period" text,
	"expected_salary" integer,
	"driving_licences" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"designation_ids" integer[] NOT NULL,
	"functional_area_ids" integer[] NOT NULL,
	"education_rank" integer,
	"certification_names" text[] NOT NULL,
	"certification_expiries" date[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_keywords_idx" ON "candidate_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidate_search_active_idx" ON "candidate_search" USING btree ("last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_state_idx" ON "candidate_search" USING btree ("state_id","last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_nationality_idx" ON "candidate_search" USING btree ("nationality_id","last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_experience_idx" ON "candidate_search" USING btree ("experience_years");--> statement-breakpoint
CREATE INDEX "candidate_search_designations_idx" ON "candidate_search" USING gin ("designation_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_areas_idx" ON "candidate_search" USING gin ("functional_area_ids");--> statement-breakpoint
CREATE INDEX "candidate_search_created_idx" ON "candidate_search" USING btree ("created_at");--> statement-breakpoint
-- A level of education from a qualification's name (EDUCATION_LEVELS, lowest first, counted from 1):
-- 1 high school or secondary, 2 diploma, 3 bachelor, 4 master or MBA, 5 doctorate; null otherwise.
CREATE FUNCTION "education_rank"(name text) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN name ~* '(doctor|ph\.?d)' THEN 5
    WHEN name ~* '(master|mba|m\.sc)' THEN 4
    WHEN name ~* '(bachelor|b\.sc|degree)' THEN 3
    WHEN name ~* 'diploma' THEN 2
    WHEN name ~* '(high school|secondary)' THEN 1
  END
$$;--> statement-breakpoint
-- Every candidate's search row as it should be: the rows of candidate_search are copied from here.
CREATE VIEW "candidate_search_source" AS
SELECT p.user_id, p.visibility, u.status AS user_status,
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
-- Brings one candidate's search row in step: written anew, or removed when there is no profile.
CREATE FUNCTION "candidate_search_refresh"(candidate uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_search AS s SELECT * FROM candidate_search_source WHERE user_id = candidate
  ON CONFLICT (user_id) DO UPDATE SET
    visibility = EXCLUDED.visibility, user_status = EXCLUDED.user_status, name = EXCLUDED.name,
    headline = EXCLUDED.headline, current_designation = EXCLUDED.current_designation,
    current_employer = EXCLUDED.current_employer, experience_years = EXCLUDED.experience_years,
    state_id = EXCLUDED.state_id, willing_to_relocate = EXCLUDED.willing_to_relocate,
    nationality_id = EXCLUDED.nationality_id, visa_status = EXCLUDED.visa_status,
    notice_period = EXCLUDED.notice_period, expected_salary = EXCLUDED.expected_salary,
    driving_licences = EXCLUDED.driving_licences, languages = EXCLUDED.languages,
    designation_ids = EXCLUDED.designation_ids, functional_area_ids = EXCLUDED.functional_area_ids,
    education_rank = EXCLUDED.education_rank, certification_names = EXCLUDED.certification_names,
    certification_expiries = EXCLUDED.certification_expiries, created_at = EXCLUDED.created_at,
    last_active_at = EXCLUDED.last_active_at, search_vector = EXCLUDED.search_vector;
  IF NOT FOUND THEN
    DELETE FROM candidate_search WHERE user_id = candidate;
  END IF;
END
$$;--> statement-breakpoint
-- A change to a profile, or to a candidate's employments, educations or certifications.
CREATE FUNCTION "candidate_search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM candidate_search_refresh(OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM candidate_search_refresh(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_profiles_search_sync" AFTER INSERT OR DELETE ON "candidate_profiles"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
-- Only the columns search reads: a new CV file or photo alone (cv_file_id, photo_file_id) does not
-- compute the vector again; the CV's text does.
CREATE TRIGGER "candidate_profiles_search_update" AFTER UPDATE OF user_id, state_id, nationality_id,
  visa_status, driving_licences, headline, summary, experience_years, skills_text,
  desired_designation_ids, desired_functional_area_ids, desired_titles_text, expected_salary,
  notice_period, cv_text, visibility, willing_to_relocate, languages, created_at, updated_at
  ON "candidate_profiles" FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
CREATE TRIGGER "candidate_employments_search_sync" AFTER INSERT OR UPDATE OR DELETE ON "candidate_employments"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
CREATE TRIGGER "candidate_educations_search_sync" AFTER INSERT OR UPDATE OR DELETE ON "candidate_educations"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
CREATE TRIGGER "candidate_certifications_search_sync" AFTER INSERT OR UPDATE OR DELETE ON "candidate_certifications"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow"();--> statement-breakpoint
-- A user's name, role or status: the row anew; a sign-in alone only moves last_active_at on.
CREATE FUNCTION "candidate_search_follow_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.first_name IS DISTINCT FROM OLD.first_name OR NEW.last_name IS DISTINCT FROM OLD.last_name
    OR NEW.status IS DISTINCT FROM OLD.status OR NEW.role IS DISTINCT FROM OLD.role THEN
    PERFORM candidate_search_refresh(NEW.id);
  ELSIF NEW.last_login_at IS DISTINCT FROM OLD.last_login_at THEN
    UPDATE candidate_search SET last_active_at = greatest(last_active_at, NEW.last_login_at)
    WHERE user_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_candidate_search_sync" AFTER UPDATE OF first_name, last_name, status, role, last_login_at ON "users"
  FOR EACH ROW EXECUTE FUNCTION "candidate_search_follow_user"();--> statement-breakpoint
INSERT INTO candidate_search SELECT * FROM candidate_search_source;--> statement-breakpoint
ALTER TABLE "candidate_search" SET (autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_scale_factor = 0.02);
