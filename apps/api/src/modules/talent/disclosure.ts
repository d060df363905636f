import { and, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { candidateProfileViews } from '../../db/schema';
import type { SessionUser } from '../access/sessions';
import { spendOncePerMonth } from '../plans/entitlements';
import { appliedToUser, namesHiddenFrom } from './talent.policy';

/*
 * What a viewer sees of a candidate (decision 033), decided here for every read: search results and
 * their snippets, folders and their CSV, e-mail previews and history, answers to e-mails, client
 * links. A candidate is disclosed to the consultancy at once, and to an employer once someone of
 * the company opened the profile (spending one of the plan's openings) or the candidate applied to
 * it. Undisclosed, a candidate is shown by initials, without photo, e-mail or phone, and free text
 * shown about them has e-mail addresses, phone numbers and their names taken out.
 */

/** What stands where something was taken out of a text. */
export const REDACTED = '•••';

/**
 * An e-mail address, and a phone number: at least nine digits with spaces, dots, dashes, slashes or
 * brackets between them (a local UAE number has nine or ten; a range of years has eight). The same
 * patterns are read by JavaScript and by PostgreSQL.
 */
const EMAIL_PATTERN = '[[:alnum:]._%+-]+@[[:alnum:]-]+(\\.[[:alnum:]-]+)+';
const PHONE_PATTERN = '[+]?[0-9]([ ().\\/-]*[0-9]){8,}';
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+/gu;
const PHONE = /[+]?[0-9]([ ().\\/-]*[0-9]){8,}/g;

/** The words of a person's names worth hiding: one letter is an initial, shown anyway. */
const nameWords = (names: readonly string[]) =>
  names
    .flatMap((name) => name.split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length > 1)
    .map((word) => word.toLowerCase());

/** "Aisha Khan" → "A. K.": what an undisclosed candidate is called. */
export const initialsOf = (first: string, last: string) =>
  [first, last]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join(' ');

/** A text about a candidate without e-mail addresses, phone numbers or the candidate's names. */
export function redactText(text: string, names: readonly string[]): string {
  let out = text.replace(EMAIL, REDACTED).replace(PHONE, REDACTED);
  const words = new Set(nameWords(names));
  if (words.size) {
    out = out.replace(/[\p{L}\p{N}]+/gu, (word) =>
      words.has(word.toLowerCase()) ? REDACTED : word,
    );
  }
  return out;
}

/**
 * Search words without e-mail addresses or phone numbers: what a viewer to whom the candidates are
 * not disclosed may search by (their names are taken out of the candidates' side, cv-search.ts).
 */
export const withoutContact = (text: string) =>
  text.replace(EMAIL, ' ').replace(PHONE, ' ').replace(/\s+/g, ' ').trim();

/** Whether search words name an e-mail address or a phone number. */
export const holdsContact = (text: string) =>
  new RegExp(EMAIL).test(text) || new RegExp(PHONE).test(text);

/**
 * The same in SQL, on a text and the candidate's first and last names: for texts PostgreSQL reads
 * further (snippets are cut from the redacted text, so nothing hidden is ever highlighted).
 */
export function redactSql(text: SQLWrapper, first: SQLWrapper, last: SQLWrapper): SQL {
  const contact = sql`regexp_replace(regexp_replace(${text}, ${EMAIL_PATTERN}, ${REDACTED}, 'g'),
    ${PHONE_PATTERN}, ${REDACTED}, 'g')`;
  // The names' words, letters and digits only, so that they need no escaping in the pattern.
  const words = sql`(select string_agg(w, '|') from regexp_split_to_table(${first} || ' ' || ${last},
    '[^[:alnum:]]+') w where length(w) > 1)`;
  return sql`coalesce(regexp_replace(${contact}, '\\m(' || ${words} || ')\\M', ${REDACTED}, 'gi'),
    ${contact})`;
}

/**
 * Whether the candidate (on `candidateId`) is disclosed to the user, as SQL: always to the
 * consultancy; to an employer once the company opened the profile or the candidate applied to it.
 */
export function disclosedTo(user: SessionUser, candidateId: SQLWrapper): SQL {
  if (!namesHiddenFrom(user)) return sql`true`;
  return sql`(exists (select 1 from candidate_profile_views v
      where v.candidate_id = ${candidateId} and v.company_id = ${user.companyId ?? -1})
    or ${appliedToUser(user, candidateId)})`;
}

/** Those of `ids` disclosed to the user. */
export async function disclosedAmong(
  db: Db,
  user: SessionUser,
  ids: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Set();
  if (!namesHiddenFrom(user)) return new Set(unique);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select c.id from unnest(${`{${unique.join(',')}}`}::uuid[]) as c(id)
      where ${disclosedTo(user, sql`c.id`)}`),
  );
  return new Set(rows.map((row) => row.id));
}

/** A person as an undisclosed candidate is shown: initials, no contact details. */
export interface Shown {
  name: string;
  email: string | null;
  disclosed: boolean;
}

/** The name and address to show of a candidate, and whether they are disclosed. */
export const shownPerson = (
  person: { first: string; last: string; email: string },
  disclosed: boolean,
): Shown =>
  disclosed
    ? { name: `${person.first} ${person.last}`.trim(), email: person.email, disclosed }
    : { name: initialsOf(person.first, person.last), email: null, disclosed };

/** Openings of one profile by one user closer together than this are one opening. */
export const OPENING_WINDOW_MINUTES = 5;

/** Records that the user opened the candidate's profile, once per few minutes. */
export async function recordOpening(db: Db, user: SessionUser, candidateId: string) {
  const since = new Date(Date.now() - OPENING_WINDOW_MINUTES * 60_000);
  const [recent] = await db
    .select({ id: candidateProfileViews.id })
    .from(candidateProfileViews)
    .where(
      and(
        eq(candidateProfileViews.candidateId, candidateId),
        eq(candidateProfileViews.viewerId, user.id),
        gt(candidateProfileViews.viewedAt, since),
      ),
    )
    .limit(1);
  if (recent) return;
  await db
    .insert(candidateProfileViews)
    .values({ candidateId, viewerId: user.id, companyId: user.companyId });
}

/**
 * Opening a candidate's profile, or downloading their CV, spends one of the plan's monthly CV
 * profile openings or CV downloads, once a month per candidate; a plan that allows none refuses
 * with its message. A candidate who applied to the company shared their profile by applying:
 * opening them is free.
 */
export async function spendOnCandidate(
  db: Db,
  user: SessionUser,
  candidateId: string,
  key: 'cv_views' | 'cv_downloads',
) {
  if (user.companyId === null) return;
  const [row] = rowsOf<{ applied: boolean }>(
    await db.execute(sql`select ${appliedToUser(user, sql`${candidateId}::uuid`)} as applied`),
  );
  if (!row.applied) await spendOncePerMonth(db, user.companyId, key, candidateId);
}

/**
 * Opens the candidate for the user's company: spends an opening and records it, so that the
 * candidate sees who viewed them. Whatever shows an employer who the candidate is (the profile, an
 * interview) opens them first.
 */
export async function openCandidate(db: Db, user: SessionUser, candidateId: string) {
  await spendOnCandidate(db, user, candidateId, 'cv_views');
  await recordOpening(db, user, candidateId);
}
