import { and, asc, eq, like, lt, ne, notInArray } from 'drizzle-orm';
import type { ApplicationSource, ApplicationStatus } from '@logicareers/shared/application-status';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applications,
  interviewInterviewers,
  interviews,
  jobs,
  users,
} from '../../db/schema';
import { seededRandom, type Random } from '../jobs/job-generator';
import { jobIsLive } from '../jobs/jobs.policy';

/*
 * Months of hiring behind the demo: the generated candidates applied to the closed jobs of the
 * months before and to the older live jobs, and the employers moved them on, stage by stage, as a
 * recruiter would (most turned down, a few hired, some withdrawing), with an interview behind every
 * application that reached one. The newest jobs of each employer keep the handful of applicants the
 * applications' own demo gives them.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How applications to a closed job ended, by weight. */
const SETTLED: [number, ApplicationStatus[]][] = [
  [38, ['rejected']],
  [8, []],
  [16, ['shortlisted', 'rejected']],
  [12, ['shortlisted', 'interview', 'rejected']],
  [5, ['shortlisted', 'withdrawn']],
  [3, ['shortlisted', 'interview', 'offered', 'withdrawn']],
  [10, ['shortlisted', 'interview', 'offered', 'hired']],
];
/** Where applications to a live job stand, by weight. */
const UNDER_WAY: [number, ApplicationStatus[]][] = [
  [42, []],
  [18, ['shortlisted']],
  [16, ['rejected']],
  [9, ['shortlisted', 'interview']],
  [6, ['shortlisted', 'rejected']],
  [5, ['shortlisted', 'interview', 'offered']],
  [4, ['shortlisted', 'interview', 'offered', 'hired']],
];
/** Days from the stage before to each stage. */
const GAP: Record<ApplicationStatus, [number, number]> = {
  applied: [0, 0],
  shortlisted: [1, 6],
  interview: [1, 4],
  offered: [2, 7],
  hired: [3, 10],
  rejected: [1, 12],
  withdrawn: [2, 10],
};

/**
 * How candidates came to apply, by weight: most from a search, many from their job alerts, a few
 * put forward by a recruiter.
 */
const SOURCES: [number, ApplicationSource][] = [
  [42, 'search'],
  [26, 'alert'],
  [17, 'direct'],
  [8, 'invitation'],
  [7, 'recruiter'],
];
/** Ratings recruiters gave the applications they looked at, by weight; most are left unrated. */
const RATINGS: [number, number | null][] = [
  [55, null],
  [8, 2],
  [17, 3],
  [14, 4],
  [6, 5],
];

/** Tags recruiters put on the applications they looked at. */
const TAGS = [
  'UAE driving licence',
  'Forklift licence',
  'Immediate joiner',
  'Notice 30 days',
  'Arabic speaker',
  'Own visa',
  'SAP WM',
  'Night shifts OK',
  'Referred',
];

const PLACES = [
  'Warehouse 7, Jebel Ali Free Zone South, Dubai',
  'Office 305, Building 6W, Dubai Airport Free Zone, Dubai',
  'Plot 22, Khalifa Economic Zones (KEZAD), Abu Dhabi',
  'Block B, Sharjah Airport International Free Zone, Sharjah',
];

function weighted<T>(random: Random, choices: [number, T][]): T {
  let left = random.next() * choices.reduce((sum, [w]) => sum + w, 0);
  for (const [w, value] of choices) {
    left -= w;
    if (left < 0) return value;
  }
  return choices[choices.length - 1][1];
}

/** A working hour of the UAE day `at` falls on, or the next day's when `at` is late. */
function uaeWorkingHour(random: Random, at: number) {
  const day = new Date(at + 4 * HOUR);
  day.setUTCHours(random.pick([9, 10, 11, 14, 15]) - 4, random.pick([0, 30]), 0, 0);
  return day.getTime() < at ? day.getTime() + DAY : day.getTime();
}

interface Posting {
  id: number;
  companyId: number;
  publishedAt: Date | null;
  closedAt: Date | null;
}
type Move = { to: ApplicationStatus; at: Date };
interface Story {
  source: ApplicationSource;
  rating: number | null;
  tags: string[];
  jobId: number;
  companyId: number;
  candidateId: string;
  appliedAt: Date;
  moves: Move[];
  /** The interview that moved it on, when it reached one. */
  interviewAt?: Date;
}

/**
 * One application's story: applied at `appliedAt`, then each stage of `path` some days after the
 * one before (an interview's next step after the interview itself), none later than an hour ago.
 */
function storyOf(
  random: Random,
  base: Omit<Story, 'moves' | 'source' | 'rating' | 'tags'>,
  path: ApplicationStatus[],
): Story {
  const latest = Date.now() - HOUR;
  const moves: Move[] = [];
  let interviewAt: Date | undefined;
  let at = base.appliedAt.getTime();
  for (const to of path) {
    at += random.int(...GAP[to]) * DAY + random.int(1, 8) * HOUR;
    if (at > latest) break;
    moves.push({ to, at: new Date(at) });
    if (to === 'interview') {
      interviewAt = new Date(uaeWorkingHour(random, at + random.int(1, 5) * DAY));
      at = Math.max(at, interviewAt.getTime());
    }
  }
  const source = weighted(random, SOURCES);
  // Only applications someone looked at carry a rating; the better ones went further.
  const looked = moves.length > 0;
  const rating = looked
    ? path.includes('hired') || path.includes('offered')
      ? random.pick([4, 5])
      : weighted(random, RATINGS)
    : null;
  const tags = looked
    ? random.some(
        TAGS,
        weighted(random, [
          [4, 0],
          [4, 1],
          [2, 2],
        ]),
      )
    : [];
  return { ...base, source, rating, tags, moves, interviewAt };
}

/** A generated candidate who may apply, and when they joined. */
type Member = { id: string; joinedAt: Date };

/** The stories of a job's applicants: a few to a dozen, applied while it was open. */
function storiesOf(random: Random, job: Posting, pool: Member[], settled: boolean): Story[] {
  const opened = job.publishedAt?.getTime() ?? Date.now() - 30 * DAY;
  const open = (job.closedAt?.getTime() ?? Date.now()) - opened;
  const count = settled ? random.int(3, 10) : random.int(0, 6);
  // Only those who had joined by the time the job opened could apply to it.
  const joined = pool.filter((member) => member.joinedAt.getTime() < opened).map((m) => m.id);
  return random.some(joined, count).map((candidateId, i) => {
    // Most apply in the first days; the first applicant of a closed job was often the one hired.
    const appliedAt = new Date(opened + open * 0.7 * random.next() ** 2 + random.int(1, 10) * HOUR);
    const path =
      settled && i === 0 && random.chance(0.6)
        ? (['shortlisted', 'interview', 'offered', 'hired'] as ApplicationStatus[])
        : weighted(random, settled ? SETTLED : UNDER_WAY);
    return storyOf(
      random,
      { jobId: job.id, companyId: job.companyId, candidateId, appliedAt },
      path,
    );
  });
}

/** How an interview that happened went, by what came after it. */
function interviewOutcome(random: Random, story: Story) {
  const after = story.moves.at(-1)?.to;
  if (after === 'interview') return random.chance(0.5) ? 'passed' : 'on_hold';
  if (after === 'rejected') return random.chance(0.15) ? 'no_show' : 'failed';
  return 'passed';
}

async function insertStories(db: Db, stories: Story[], recruiterOf: Map<number, string>) {
  const rows = await db
    .insert(applications)
    .values(
      stories.map((s) => ({
        jobId: s.jobId,
        candidateId: s.candidateId,
        status: s.moves.at(-1)?.to ?? 'applied',
        source: s.source,
        rating: s.rating,
        tags: s.tags,
        createdAt: s.appliedAt,
        statusChangedAt: s.moves.at(-1)?.at ?? s.appliedAt,
      })),
    )
    .returning({ id: applications.id });
  await db.insert(applicationEvents).values(
    stories.flatMap((s, n) => [
      {
        applicationId: rows[n].id,
        toStatus: 'applied',
        actorId: s.candidateId,
        createdAt: s.appliedAt,
      },
      ...s.moves.map((move, i) => ({
        applicationId: rows[n].id,
        fromStatus: i ? s.moves[i - 1].to : 'applied',
        toStatus: move.to,
        actorId: move.to === 'withdrawn' ? s.candidateId : (recruiterOf.get(s.companyId) ?? null),
        createdAt: move.at,
      })),
    ]),
  );
  return rows.map((row) => row.id);
}

async function insertInterviews(
  db: Db,
  random: Random,
  stories: Story[],
  applicationIds: string[],
  recruiterOf: Map<number, string>,
) {
  const held = stories.flatMap((s, n) => (s.interviewAt ? [{ s, id: applicationIds[n] }] : []));
  if (!held.length) return;
  const rows = await db
    .insert(interviews)
    .values(
      held.map(({ s, id }) => {
        const mode = random.pick(['in_person', 'in_person', 'video', 'phone'] as const);
        const done = s.interviewAt!.getTime() < Date.now();
        return {
          companyId: s.companyId,
          candidateId: s.candidateId,
          applicationId: id,
          jobId: s.jobId,
          startsAt: s.interviewAt!,
          durationMinutes: random.pick([30, 45, 60]),
          mode,
          location: mode === 'in_person' ? random.pick(PLACES) : '',
          videoLink: mode === 'video' ? `https://meet.example.com/interview-${id.slice(0, 8)}` : '',
          phone: mode === 'phone' ? '+97142345678' : '',
          status: done ? ('completed' as const) : ('scheduled' as const),
          outcome: done ? interviewOutcome(random, s) : null,
          candidateAnswer:
            done || random.chance(0.6) ? ('accepted' as const) : ('pending' as const),
          answeredAt: done ? s.moves.find((m) => m.to === 'interview')!.at : null,
          // The reminders of the interviews that happened went out at their time.
          reminded24At: done ? s.interviewAt : null,
          reminded2At: done ? s.interviewAt : null,
          createdBy: recruiterOf.get(s.companyId) ?? null,
          createdAt: s.moves.find((m) => m.to === 'interview')!.at,
        };
      }),
    )
    .returning({ id: interviews.id, companyId: interviews.companyId });
  const seats = rows.flatMap((row) => {
    const userId = recruiterOf.get(row.companyId);
    return userId ? [{ interviewId: row.id, userId }] : [];
  });
  for (let i = 0; i < seats.length; i += 500)
    await db.insert(interviewInterviewers).values(seats.slice(i, i + 500));
}

/**
 * Seeds the months of applications and interviews. `pool` picks the generated candidates (by the
 * start of their e-mail); the live jobs with applicants already are left as they are.
 */
export async function seedDemoHiringHistory(db: Db, poolEmails: string) {
  const random = seededRandom(606);
  const pool: Member[] = await db
    .select({ id: users.id, joinedAt: users.createdAt })
    .from(users)
    .where(and(eq(users.role, 'candidate'), like(users.email, poolEmails)))
    .orderBy(asc(users.id));
  if (!pool.length) return;
  const staff = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(ne(users.role, 'candidate'))
    .orderBy(asc(users.createdAt));
  const recruiterOf = new Map<number, string>();
  for (const user of staff)
    if (user.companyId && !recruiterOf.has(user.companyId))
      recruiterOf.set(user.companyId, user.id);
  const posting = {
    id: jobs.id,
    companyId: jobs.companyId,
    publishedAt: jobs.publishedAt,
    closedAt: jobs.closedAt,
  };
  const closed = await db.select(posting).from(jobs).where(eq(jobs.status, 'closed'));
  const taken = db.selectDistinct({ id: applications.jobId }).from(applications);
  const live = await db
    .select(posting)
    .from(jobs)
    .where(
      and(
        jobIsLive(),
        lt(jobs.publishedAt, new Date(Date.now() - 5 * DAY)),
        notInArray(jobs.id, taken),
      ),
    )
    .orderBy(asc(jobs.id));
  const stories = [
    ...closed.flatMap((job) => storiesOf(random, job, pool, true)),
    ...live.flatMap((job) => storiesOf(random, job, pool, false)),
  ];
  for (let i = 0; i < stories.length; i += 1000) {
    const part = stories.slice(i, i + 1000);
    const ids = await insertStories(db, part, recruiterOf);
    await insertInterviews(db, random, part, ids, recruiterOf);
  }
}
