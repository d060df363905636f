/**
 * CV search benchmark: generates a realistic candidate database (profiles over the real taxonomy,
 * employments, educations, certifications, CV text of 2-8 KB each) and prints p50/p95 per query
 * kind, on PostgreSQL and on PGlite. Each kind is timed after a warm-up of as many queries.
 *
 *   npm run bench:cv                              200k candidates, both databases
 *   npm run bench:cv -- --candidates 1000000      1M candidates
 *   npm run bench:cv -- --db postgres             one database only (postgres or pglite)
 *   npm run bench:cv -- --db postgres://...       a server of your choice (a database of its own
 *                                                 is created there and dropped)
 *   npm run bench:cv -- --keep                    keep the database (its URL or folder is printed)
 *   npm run bench:cv -- --url postgres://.../kept measure a kept database again
 *   npm run bench:cv -- --url /tmp/lc-bench-cv-... measure a kept PGlite folder again
 *
 * PostgreSQL: BENCH_DATABASE_URL, else the local server (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { sql } from 'drizzle-orm';
import {
  ZCandidateSearchQuery,
  type TCandidateSearchQuery,
} from '@logicareers/shared/schemas/talent';
import type { Database } from '../apps/api/src/db/client';
import { rowsOf } from '../apps/api/src/db/rows';
import { pgArray } from '../apps/api/src/lib/pg-array';
import { seedAccess } from '../apps/api/src/modules/access/access.seed';
import type { SessionUser } from '../apps/api/src/modules/access/sessions';
import { seededRandom, type Random } from '../apps/api/src/modules/jobs/job-generator';
import { seedMasterData } from '../apps/api/src/modules/master-data/master-data.seed';
import {
  cvTextOf,
  generateCandidate,
  loadCandidateTaxonomy,
  type CandidateTaxonomy,
} from '../apps/api/src/modules/talent/candidate-generator';
import { searchCandidates } from '../apps/api/src/modules/talent/cv-search';
import { benchEachDatabase, parseBenchArgs } from './support/each-database';
import { withoutIndexes } from './support/indexes';
import { printTable, timeMix } from './support/stats';

const { counts, databases } = parseBenchArgs({ candidates: 200_000, runs: 100 });
const { candidates: CANDIDATES, runs: RUNS } = counts;
type Db = Database['db'];
const TABLES = [
  'users',
  'candidate_profiles',
  'candidate_employments',
  'candidate_educations',
  'candidate_certifications',
];

/** A batch of generated candidates, written with one statement per table (arrays unnested). */
async function writeBatch(
  db: Db,
  random: Random,
  taxonomy: CandidateTaxonomy,
  first: number,
  size: number,
  roleId: number,
) {
  const now = Date.now();
  const people = Array.from({ length: size }, () => generateCandidate(random, taxonomy, now));
  const ids = people.map(() => crypto.randomUUID());
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString();
  const col = <T>(fn: (p: (typeof people)[number], i: number) => T) => people.map(fn);
  await db.execute(sql`insert into users (id, email, password_hash, role, role_id, first_name,
      last_name, last_login_at, created_at, privacy_accepted_at)
    select id, 'bench' || n || '@bench.ae', 'x', 'candidate', ${roleId}, f, l, a, c, c
    from unnest(${pgArray(ids)}::uuid[], ${pgArray(col((_, i) => first + i))}::int[],
      ${pgArray(col((p) => p.firstName))}::text[], ${pgArray(col((p) => p.lastName))}::text[],
      ${pgArray(col((p) => at(p.activeDaysAgo)))}::timestamptz[],
      ${pgArray(col((p) => at(p.joinedDaysAgo)))}::timestamptz[]) as t(id, n, f, l, a, c)`);
  const arr = (values: readonly (string | number)[]) => pgArray(values);
  const pr = (p: (typeof people)[number]) => p.profile;
  await db.execute(sql`insert into candidate_profiles (user_id, country_id, state_id, nationality_id,
      visa_status, driving_licences, headline, summary, experience_years, skill_ids, skills_text,
      desired_designation_ids, desired_functional_area_ids, desired_state_ids, desired_titles_text,
      expected_salary, notice_period, cv_text, visibility, willing_to_relocate, languages, created_at,
      updated_at, onboarded_at)
    select id, co, st, na, vs, dl::text[], hl, su, ex, sk::int[], skt, dd::int[], df::int[], ds::int[],
      dt, es, np, cv, vi, wr, la::text[], c, u, c
    from unnest(${pgArray(ids)}::uuid[], ${pgArray(col((p) => pr(p).countryId))}::int[],
      ${pgArray(col((p) => pr(p).stateId))}::int[], ${pgArray(col((p) => pr(p).nationalityId))}::int[],
      ${pgArray(col((p) => pr(p).visaStatus))}::text[],
      ${pgArray(col((p) => arr(pr(p).drivingLicences)))}::text[],
      ${pgArray(col((p) => pr(p).headline))}::text[], ${pgArray(col((p) => pr(p).summary))}::text[],
      ${pgArray(col((p) => pr(p).experienceYears))}::int[],
      ${pgArray(col((p) => arr(pr(p).skillIds)))}::text[],
      ${pgArray(col((p) => pr(p).skillsText))}::text[],
      ${pgArray(col((p) => arr(pr(p).desiredDesignationIds)))}::text[],
      ${pgArray(col((p) => arr(pr(p).desiredFunctionalAreaIds)))}::text[],
      ${pgArray(col((p) => arr(pr(p).desiredStateIds)))}::text[],
      ${pgArray(col((p) => pr(p).desiredTitlesText))}::text[],
      ${pgArray(col((p) => pr(p).expectedSalary))}::int[],
      ${pgArray(col((p) => pr(p).noticePeriod))}::text[],
      ${pgArray(col((p) => cvTextOf(random, p, random.int(2000, 8000))))}::text[],
      ${pgArray(col((p) => pr(p).visibility))}::text[],
      ${pgArray(col((p) => pr(p).willingToRelocate))}::boolean[],
      ${pgArray(col((p) => arr(pr(p).languages)))}::text[],
      ${pgArray(col((p) => at(p.joinedDaysAgo)))}::timestamptz[],
      ${pgArray(col((p) => at(p.activeDaysAgo)))}::timestamptz[])
      as t(id, co, st, na, vs, dl, hl, su, ex, sk, skt, dd, df, ds, dt, es, np, cv, vi, wr, la, c, u)`);
  const jobs = people.flatMap((p, i) => p.employments.map((e) => ({ id: ids[i], ...e })));
  await db.execute(sql`insert into candidate_employments (user_id, employer_name, designation,
      working_status, start_month, start_year, end_month, end_year, description)
    select * from unnest(${pgArray(jobs.map((e) => e.id))}::uuid[],
      ${pgArray(jobs.map((e) => e.employerName))}::text[], ${pgArray(jobs.map((e) => e.designation))}::text[],
      ${pgArray(jobs.map((e) => e.workingStatus))}::boolean[], ${pgArray(jobs.map((e) => e.startMonth))}::int[],
      ${pgArray(jobs.map((e) => e.startYear))}::int[], ${pgArray(jobs.map((e) => e.endMonth))}::int[],
      ${pgArray(jobs.map((e) => e.endYear))}::int[], ${pgArray(jobs.map((e) => e.description))}::text[])`);
  const schools = people.flatMap((p, i) => p.educations.map((e) => ({ id: ids[i], ...e })));
  if (schools.length)
    await db.execute(sql`insert into candidate_educations (user_id, qualification_id, institution,
        field_of_study, start_year, end_year)
      select * from unnest(${pgArray(schools.map((e) => e.id))}::uuid[],
        ${pgArray(schools.map((e) => e.qualificationId))}::int[],
        ${pgArray(schools.map((e) => e.institution))}::text[],
        ${pgArray(schools.map((e) => e.fieldOfStudy))}::text[],
        ${pgArray(schools.map((e) => e.startYear))}::int[], ${pgArray(schools.map((e) => e.endYear))}::int[])`);
  const certs = people.flatMap((p, i) => p.certifications.map((c) => ({ id: ids[i], ...c })));
  if (certs.length)
    await db.execute(sql`insert into candidate_certifications (user_id, name, issuer, issued_on, expires_on)
      select * from unnest(${pgArray(certs.map((c) => c.id))}::uuid[], ${pgArray(certs.map((c) => c.name))}::text[],
        ${pgArray(certs.map((c) => c.issuer))}::text[], ${pgArray(certs.map((c) => c.issuedOn))}::date[],
        ${pgArray(certs.map((c) => c.expiresOn))}::date[])`);
}

async function generate(database: Database) {
  const { db } = database;
  await database.migrate();
  const [{ n: existing }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from candidate_search`),
  );
  if (existing > 0) {
    console.log(`  using the ${existing.toLocaleString()} candidates already there`);
    await db.execute(sql`vacuum analyze`);
    return loadCandidateTaxonomy(db);
  }
  await seedAccess(db);
  await seedMasterData(db);
  const taxonomy = await loadCandidateTaxonomy(db);
  const [{ id: roleId }] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from roles where kind = 'candidate' and builtin limit 1`),
  );
  const started = Date.now();
  // A bulk load: no triggers row by row, the search rows computed in one statement at the end, and
  // the indexes built once.
  for (const table of TABLES)
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  const indexes = await withoutIndexes(db, [...TABLES, 'candidate_search']);
  const random = seededRandom(42);
  const batch = 2000;
  for (let done = 0; done < CANDIDATES; done += batch) {
    await writeBatch(db, random, taxonomy, done, Math.min(batch, CANDIDATES - done), roleId);
    if ((done / batch) % 10 === 0)
      process.stdout.write(`\r  generated ${done + batch} / ${CANDIDATES} candidates`);
  }
  process.stdout.write(`\r  generated ${CANDIDATES} candidates, computing search rows ...`);
  // The history's user indexes first: the source view reads them per candidate.
  const [historyIndexes, others] = [
    indexes.filter((d) => /candidate_(employments|educations|certifications)_user_idx/.test(d)),
    indexes.filter((d) => !/candidate_(employments|educations|certifications)_user_idx/.test(d)),
  ];
  for (const definition of historyIndexes) await db.execute(sql.raw(definition));
  await db.execute(sql`analyze`);
  await db.execute(sql`insert into candidate_search select * from candidate_search_source`);
  process.stdout.write(`\r  generated ${CANDIDATES} candidates, building indexes ...          `);
  for (const definition of others) await db.execute(sql.raw(definition));
  for (const table of TABLES) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  await db.execute(sql`vacuum analyze`);
  console.log(
    `\r  generated and indexed ${CANDIDATES.toLocaleString()} candidates in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return taxonomy;
}

const KEYWORDS = [
  'warehouse',
  'forklift',
  'customs clearance',
  '"freight forwarding"',
  'SAP EWM',
  'cold chain -driver',
  'procurement OR purchasing',
  'fleet telematics',
  'dangerous goods',
  'inventory',
  'Jebel Ali',
  'last mile delivery',
];

const recruiter: SessionUser = {
  id: '00000000-0000-0000-0000-000000000000',
  sessionId: 'bench',
  role: 'consultancy',
  email: 'bench@bench.ae',
  companyId: null,
  permissions: new Set(['candidates.search']),
};

function queryMix(random: Random, taxonomy: CandidateTaxonomy) {
  const emirates = taxonomy.states.filter((s) => !s.parent_id);
  const q = (params: TCandidateSearchQuery) => ZCandidateSearchQuery.parse(params);
  const filters = (): TCandidateSearchQuery => {
    const pick = random.int(0, 3);
    return {
      state: String(random.pick(emirates).id),
      ...(pick === 0 ? { experience_min: String(random.int(2, 8)) } : {}),
      ...(pick === 1 ? { visa_status: 'employment_visa,golden_visa' } : {}),
      ...(pick === 2 ? { functional_area: String(random.pick(taxonomy.functionalAreas).id) } : {}),
      ...(pick === 3 ? { language: 'en,ar' } : {}),
    };
  };
  return {
    'keyword + filters': () => q({ q: random.pick(KEYWORDS), ...filters(), facets: 'false' }),
    'keyword only': () => q({ q: random.pick(KEYWORDS), facets: 'false' }),
    'filters only': () =>
      q({
        ...filters(),
        designation: String(random.pick(taxonomy.designations).id),
        facets: 'false',
      }),
    'facets (keyword + filters)': () =>
      q({ q: random.pick(KEYWORDS), ...filters(), facets: 'true' }),
    'facets (browse all)': () => q({ facets: 'true' }),
    'keyword, page 5': () => q({ q: random.pick(KEYWORDS), page: '5', facets: 'false' }),
  };
}

async function bench(label: string, database: Database) {
  console.log(`\n${label}: preparing ${CANDIDATES.toLocaleString()} candidates ...`);
  const taxonomy = await generate(database);
  const { db } = database;
  const results = await timeMix(queryMix(seededRandom(7), taxonomy), RUNS, (query) =>
    searchCandidates(db, recruiter, query),
  );
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from candidate_search`),
  );
  printTable(`${label}, ${n.toLocaleString()} candidates`, results);
  return results;
}

await benchEachDatabase('lc-bench-cv', databases, bench);
