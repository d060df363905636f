import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviews } from '../../db/schema';
import { enqueueMail } from '../mail/outbox';
import { interviewMails } from './interviews.mails';
import { newAnswerLink } from './interviews.answers';
import { factsOf, type MailSetting } from './interviews.invitations';
import { loadForMail } from './interviews.query';

const HOUR = 3_600_000;
const BATCH = 100;

/**
 * The worker's pass: the candidate and the interviewers of each scheduled interview are reminded
 * 24 hours and 2 hours before it starts, each at most once. An interview is claimed by an atomic
 * UPDATE ... WHERE reminded_… IS NULL RETURNING, so two workers never send the same reminder; the
 * e-mails are queued in the same transaction. The candidate's reminder carries a fresh answer
 * link (earlier ones keep working).
 * Answers how many reminders (interviews) were sent.
 */
export async function sendInterviewReminders(db: Db, setting: MailSetting, now = new Date()) {
  const passes = [
    { column: interviews.reminded24At, mark: {}, ahead: 24 * HOUR, notBefore: 2 * HOUR },
    { column: interviews.reminded2At, mark: { reminded2At: now }, ahead: 2 * HOUR, notBefore: 0 },
  ] as const;
  let sent = 0;
  for (const pass of passes) {
    const due = await db
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.status, 'scheduled'),
          isNull(pass.column),
          lte(interviews.startsAt, new Date(now.getTime() + pass.ahead)),
          // Past the 2-hour mark, the 24-hour reminder is moot: the 2-hour one goes instead.
          gt(interviews.startsAt, new Date(now.getTime() + pass.notBefore)),
        ),
      )
      .orderBy(asc(interviews.startsAt))
      .limit(BATCH);
    for (const { id } of due) {
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(interviews)
          .set({
            ...pass.mark,
            // A 2-hour reminder also closes a 24-hour one never sent (the worker was down).
            reminded24At: sql`coalesce(${interviews.reminded24At}, ${now.toISOString()}::timestamptz)`,
          })
          .where(
            and(eq(interviews.id, id), isNull(pass.column), eq(interviews.status, 'scheduled')),
          )
          .returning({ id: interviews.id });
        if (!claimed) return false;
        const token = await newAnswerLink(tx, id);
        const { row, people } = await loadForMail(tx, id);
        const facts = factsOf(row);
        await enqueueMail(
          tx,
          interviewMails.reminder({
            to: row.candidateEmail,
            firstName: row.candidateFirst,
            facts,
            token,
            appUrl: setting.appUrl,
            locale: row.candidateLanguage,
          }),
        );
        for (const person of people.filter((p) => p.status === 'active')) {
          await enqueueMail(
            tx,
            interviewMails.interviewerReminder({
              to: person.email,
              locale: person.language,
              firstName: person.first,
              facts,
              answer: row.candidateAnswer,
              appUrl: setting.appUrl,
            }),
          );
        }
        return true;
      });
      if (done) sent++;
    }
  }
  return sent;
}
