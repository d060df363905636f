import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidateProfiles, interviewInterviewers, interviews, users } from '../../db/schema';
import { uaeLocalToDate } from '@logicareers/shared/schemas/interviews';

/*
 * The demo's interviews: the consultancy's week ahead (in person, by video, by phone, one the
 * candidate accepted, one asking for another time), one done with its outcome, one cancelled.
 * Their answer links were never e-mailed, so none is kept.
 */

const DAY = 86_400_000;

/** A UAE date `days` from today at `time`, as the schedule form writes it. */
function uaeAt(days: number, time: string) {
  const day = new Date(Date.now() + days * DAY + 4 * 3_600_000).toISOString().slice(0, 10);
  return uaeLocalToDate(`${day}T${time}`)!;
}

export async function seedDemoInterviews(
  db: Db,
  accounts: { consultancyEmail: string; colleagueEmail: string },
) {
  const people = await db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(eq(users.email, accounts.consultancyEmail));
  const [colleague] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, accounts.colleagueEmail));
  const recruiter = people[0];
  if (!recruiter?.companyId) return;
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(eq(users.role, 'candidate'), ne(candidateProfiles.visibility, 'hidden')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .offset(20)
    .limit(6);
  const plans = [
    {
      startsAt: uaeAt(1, '10:30'),
      mode: 'in_person' as const,
      location: 'LogiCareers Consultancy, Office 1204, Jumeirah Lakes Towers, Dubai',
      candidateAnswer: 'accepted' as const,
    },
    {
      startsAt: uaeAt(2, '14:00'),
      mode: 'video' as const,
      videoLink: 'https://meet.example.com/logicareers-warehouse-supervisor',
      candidateAnswer: 'pending' as const,
    },
    {
      startsAt: uaeAt(3, '09:00'),
      mode: 'phone' as const,
      phone: '+971501234567',
      candidateAnswer: 'new_time' as const,
      candidateNote: 'Could we do the afternoon instead? I am on the morning shift.',
    },
    {
      startsAt: uaeAt(4, '11:00'),
      mode: 'in_person' as const,
      location: 'Warehouse 14, Jebel Ali Free Zone South, Dubai',
      candidateAnswer: 'pending' as const,
    },
    {
      startsAt: uaeAt(-3, '15:00'),
      mode: 'in_person' as const,
      location: 'LogiCareers Consultancy, Office 1204, Jumeirah Lakes Towers, Dubai',
      candidateAnswer: 'accepted' as const,
      status: 'completed' as const,
      outcome: 'passed',
      outcomeNote: 'Strong on WMS and cycle counts; put forward to the client.',
    },
    {
      startsAt: uaeAt(5, '10:00'),
      mode: 'video' as const,
      videoLink: 'https://meet.example.com/logicareers-reefer-driver',
      candidateAnswer: 'pending' as const,
      status: 'cancelled' as const,
      sequence: 1,
    },
  ];
  for (const [i, plan] of plans.entries()) {
    const candidate = candidates[i];
    if (!candidate) break;
    const [row] = await db
      .insert(interviews)
      .values({
        companyId: recruiter.companyId,
        candidateId: candidate.id,
        durationMinutes: 45,
        notes: 'Please bring your Emirates ID and driving licence.',
        createdBy: recruiter.id,
        ...plan,
      })
      .returning({ id: interviews.id });
    await db
      .insert(interviewInterviewers)
      .values([
        { interviewId: row.id, userId: recruiter.id },
        ...(colleague && i % 2 === 0 ? [{ interviewId: row.id, userId: colleague.id }] : []),
      ]);
  }
}
