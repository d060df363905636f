import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pgArray } from '../../lib/pg-array';
import type { SessionUser } from '../access/sessions';
import { disclosedTo, redactSql } from './disclosure';

/*
 * The snippets of CV search: where a search's words matched in each candidate's text, highlighted.
 */

/** How much of a text a snippet is looked for in: ts_headline reads all it is given. */
const SNIPPET_CHARS = 1_500;
/** The highlight markers ts_headline writes around matched words, split off afterwards. */
const START = '\u0001';
const STOP = '\u0002';

/**
 * Where the words matched in each candidate's text, split into highlighted and plain parts: in the
 * profile's own words (headline, summary, skills, experience) when they match, else in the start of
 * the CV. ts_headline reads all the text it is given, so it is given little, and the CV only when
 * the profile's words hold no match. A candidate not disclosed to the user (decision 033) is looked
 * for in their texts without e-mail addresses, phone numbers and their names.
 */
export async function snippetsOf(db: Db, user: SessionUser, ids: string[], tsquery: string) {
  if (!ids.length) return new Map<string, { text: string; match: boolean }[]>();
  const options = `StartSel=${START}, StopSel=${STOP}, MaxFragments=2, MaxWords=20, MinWords=8, FragmentDelimiter=" … "`;
  const shown = (text: SQL) => sql`case when disclosed then ${text}
    else ${redactSql(text, sql`first_name`, sql`last_name`)} end`;
  const rows = rowsOf<{ id: string; headline: string }>(
    // The levels are kept apart (offset 0): merged, the profile's headline would be made once for
    // the test and again for the value. The CV's text is read only where it is looked in.
    await db.execute(sql`select id, case when strpos(mine, ${START}) > 0 then mine
        else ts_headline('job_text', ${shown(sql`left(cv, ${SNIPPET_CHARS})`)}, q, ${options}) end as headline
      from (select id, q, cv, disclosed, first_name, last_name,
          ts_headline('job_text', ${shown(sql`own`)}, q, ${options}) as mine
          from (select p.user_id as id, ${tsquery}::tsquery as q,
              left(concat_ws(' · ', nullif(p.headline, ''), nullif(p.summary, ''),
                nullif(p.skills_text, ''), (select string_agg(nullif(e.description, ''), ' · ')
                  from candidate_employments e where e.user_id = p.user_id)), ${SNIPPET_CHARS}) as own,
              p.cv_text as cv, u.first_name, u.last_name,
              ${disclosedTo(user, sql`p.user_id`)} as disclosed
            from candidate_profiles p join users u on u.id = p.user_id
            where p.user_id = any(${pgArray(ids)}::uuid[])) d
        offset 0) h`),
  );
  return new Map(rows.map((row) => [row.id, splitHighlights(row.headline)]));
}

/** "a \u0001b\u0002 c" → [{a, false}, {b, true}, {c, false}]: text only, never markup. */
export function splitHighlights(text: string) {
  const parts: { text: string; match: boolean }[] = [];
  const pattern = new RegExp(`${START}([^${STOP}]*)${STOP}`, 'g');
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    if (found[1]) parts.push({ text: found[1], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  // A marker left over (a cut fragment) is dropped, never shown.
  const clean = (s: string) => s.replaceAll(START, '').replaceAll(STOP, '');
  return parts.map((p) => ({ ...p, text: clean(p.text) })).filter((p) => p.text);
}
