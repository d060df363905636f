import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/*
 * When the demo's people and companies joined. The seed creates them all at once, which would
 * show every sign-up in the current week; afterwards each is dated as a real board's would be:
 * some days before the first thing it did (a candidate's first application, a company's first
 * job), or, with nothing done, over the half year before (for three in five of the candidates),
 * more of them lately as a board grows.
 * Each date comes from a hash of the row's id, so a seed gives the same dates every time.
 */

/** A fraction in [0, 1) from a text, the same for the same text. */
const fractionOf = (key: ReturnType<typeof sql>) =>
  sql`((hashtext(${key}) & 2147483647) % 100000) / 100000.0`;

/** Up to half a year back, the recent days likelier (a growing board). */
const spread = (key: ReturnType<typeof sql>) =>
  sql`interval '1 hour' * floor(182 * 24 * power(${fractionOf(key)}, 1.6))`;

/** A few days (1 to 30) before something, by the key. */
const daysBefore = (key: ReturnType<typeof sql>) =>
  sql`interval '1 day' * (1 + floor(30 * ${fractionOf(sql`${key} || ':before'`)}))`;

/** Dates the demo's sign-ups and companies as described above; run after all the history. */
export async function spreadDemoSignUps(db: Db) {
  // Three in five of the candidates who never applied joined in the last half year, the others
  // when the generator says (CV search's database goes back years).
  await db.execute(sql`
    update users u set created_at = case
      when f.first_applied is not null
        then least(u.created_at, f.first_applied - ${daysBefore(sql`u.id::text`)})
      when ${fractionOf(sql`u.id::text || ':recent'`)} < 0.6
        then now() - ${spread(sql`u.id::text`)}
      else least(u.created_at, now() - ${spread(sql`u.id::text`)})
    end
    from (select c.id, (select min(a.created_at) from applications a where a.candidate_id = c.id)
      as first_applied from users c where c.role = 'candidate') f
    where f.id = u.id`);
  await db.execute(sql`
    update companies c set created_at = least(c.created_at, coalesce(
      (select min(j.created_at) from jobs j where j.company_id = c.id)
        - ${daysBefore(sql`c.id::text`)},
      now() - ${spread(sql`c.id::text`)}))`);
  // Staff joined with their company or a few days after; administrators with the first company.
  await db.execute(sql`
    update users u set created_at = least(now(), coalesce(
      (select c.created_at from companies c where c.id = u.company_id),
      (select min(c.created_at) from companies c)) + ${daysBefore(sql`u.id::text`)} / 3)
    where u.role <> 'candidate'`);
  // CV search dates candidates as their accounts.
  await db.execute(sql`
    update candidate_search s set created_at = u.created_at from users u where u.id = s.user_id`);
}
