import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TCandidateCard } from '@logicareers/shared/schemas/talent';
import type { NoticePeriod, VisaStatus } from '@logicareers/shared/schemas/candidate';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { masterItems } from '../../db/schema';
import { nameIn } from '../master-data/master-data.service';
import type { SessionUser } from '../access/sessions';
import { disclosedTo, initialsOf, redactText } from './disclosure';

/*
 * Candidates as one card each, the same in search results, CV folders and lists: who they are,
 * what they do now, where, and when they were last active. An employer sees initials until the
 * company has opened the profile (or the candidate applied to it), decisions 014 and 033. Callers have
 * already kept the ids to candidates the user may reach (talent.policy.ts).
 */

interface CardRow {
  id: string;
  first_name: string;
  last_name: string;
  photo: string | null;
  headline: string | null;
  current_designation: string | null;
  current_employer: string | null;
  experience_years: number | null;
  emirate: string | null;
  nationality: string | null;
  visa_status: string | null;
  notice_period: string | null;
  expected_salary: number | null;
  last_active_at: Date | string;
  has_cv: boolean;
  opened: boolean;
}

export { initialsOf } from './disclosure';

/**
 * When the candidate `u` was last active, as CV search sorts by it: kept in their search row
 * (migration 0012: sign-in, profile change or sign-up, whichever is latest).
 */
export const lastActiveSql = sql`coalesce((select s.last_active_at from candidate_search s
  where s.user_id = u.id), u.created_at)`;

const st = alias(masterItems, 'st');
const na = alias(masterItems, 'na');

/**
 * The cards of `ids`, in the order given, master data named in `lang`; ids without a candidate
 * profile are left out.
 */
export async function candidateCards(
  db: Db,
  user: SessionUser,
  ids: readonly string[],
  lang: Lang = 'en',
): Promise<TCandidateCard[]> {
  if (!ids.length) return [];
  const opened = disclosedTo(user, sql`u.id`);
  const result = await db.execute(sql`
    select u.id, u.first_name, u.last_name, u.profile_photo as photo, p.headline,
      e.designation as current_designation, e.employer_name as current_employer,
      p.experience_years, ${nameIn(st, lang)} as emirate, ${nameIn(na, lang)} as nationality, p.visa_status,
      p.notice_period, p.expected_salary, ${lastActiveSql} as last_active_at,
      p.cv_file_id is not null as has_cv, ${opened} as opened
    from users u
    join candidate_profiles p on p.user_id = u.id
    left join master_items st on st.id = p.state_id
    left join master_items na on na.id = p.nationality_id
    left join lateral (
      select ce.designation, ce.employer_name from candidate_employments ce
      where ce.user_id = u.id
      order by ce.working_status desc, ce.start_year desc nulls last, ce.start_month desc nulls last
      limit 1
    ) e on true
    where u.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const byId = new Map(rowsOf<CardRow>(result).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const nameHidden = !row.opened;
    return [
      {
        id: row.id,
        name: nameHidden
          ? initialsOf(row.first_name, row.last_name)
          : `${row.first_name} ${row.last_name}`.trim(),
        name_hidden: nameHidden,
        photo: nameHidden ? null : row.photo,
        headline: nameHidden
          ? redactText(row.headline ?? '', [row.first_name, row.last_name])
          : (row.headline ?? ''),
        current_designation: row.current_designation || null,
        current_employer: row.current_employer || null,
        experience_years: row.experience_years,
        emirate: row.emirate,
        nationality: row.nationality,
        visa_status: row.visa_status as VisaStatus | null,
        notice_period: row.notice_period as NoticePeriod | null,
        expected_salary: row.expected_salary,
        last_active_at: new Date(row.last_active_at).toISOString(),
        has_cv: row.has_cv,
        snippet: [],
      },
    ];
  });
}
