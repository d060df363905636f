import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CANDIDATE_MESSAGES,
  type ZCertification,
  type ZEducation,
  type ZEmployment,
} from '@logicareers/shared/schemas/candidate';
import type { Db } from '../../db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
} from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { checkedMaster } from './master-choices';

const M = CANDIDATE_MESSAGES;
/** The most entries a candidate keeps in each list (employments, educations, certifications). */
export const MAX_ITEMS = 30;

type Education = z.output<typeof ZEducation>;
type Employment = z.output<typeof ZEmployment>;
type Certification = z.output<typeof ZCertification>;

/** Every candidate has a profile row from their first save on. */
export async function ensureProfile(db: Db, userId: string) {
  await db.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
}

type EmploymentDates = Pick<
  Employment,
  'working_status' | 'start_month' | 'start_year' | 'end_month' | 'end_year'
>;
/** A current job has no end date, whatever the form still held. */
export const employmentDates = (input: EmploymentDates) => ({
  workingStatus: input.working_status,
  startMonth: input.start_month,
  startYear: input.start_year,
  endMonth: input.working_status ? null : input.end_month,
  endYear: input.working_status ? null : input.end_year,
});

type ItemTable =
  typeof candidateEmployments | typeof candidateEducations | typeof candidateCertifications;

async function checkRoom(db: Db, table: ItemTable, userId: string) {
  const [{ n }] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  if (n >= MAX_ITEMS) throw invalid({ body: M.tooManyItems });
}

/** Profile items are touched only by their owner: anyone else's id is simply not found. */
async function touchProfile(db: Db, userId: string) {
  await ensureProfile(db, userId);
  await db
    .update(candidateProfiles)
    .set({ updatedAt: new Date() })
    .where(eq(candidateProfiles.userId, userId));
}

/** Add, change and remove for one list of the profile (employments, educations, certifications). */
export interface ProfileItems<Input> {
  create(db: Db, userId: string, input: Input): Promise<string>;
  update(db: Db, userId: string, id: string, input: Input): Promise<void>;
  remove(db: Db, userId: string, id: string): Promise<void>;
}

/**
 * One list of the profile: its table, the columns an entry writes, and the check an entry passes
 * before it is written (when the list has one).
 */
function profileItems<T extends ItemTable, Input>(
  table: T,
  values: (input: Input) => Omit<T['$inferInsert'], 'userId'>,
  check: (db: Db, userId: string, input: Input) => Promise<void> = async () => {},
): ProfileItems<Input> {
  // The three tables share their id and owner columns; drizzle cannot see that through the union.
  const t = table as ItemTable as typeof candidateCertifications;
  const owned = (id: string, userId: string) => and(eq(t.id, id), eq(t.userId, userId));
  return {
    async create(db, userId, input) {
      await check(db, userId, input);
      await checkRoom(db, t, userId);
      const [row] = await db
        .insert(t)
        .values({ userId, ...values(input) } as typeof t.$inferInsert)
        .returning({ id: t.id });
      await touchProfile(db, userId);
      return row.id;
    },
    async update(db, userId, id, input) {
      await check(db, userId, input);
      const rows = await db
        .update(t)
        .set(values(input) as Partial<typeof t.$inferInsert>)
        .where(owned(id, userId))
        .returning({ id: t.id });
      if (!rows.length) throw notFound();
      await touchProfile(db, userId);
    },
    async remove(db, userId, id) {
      const rows = await db.delete(t).where(owned(id, userId)).returning({ id: t.id });
      if (!rows.length) throw notFound();
      await touchProfile(db, userId);
    },
  };
}

export const employmentItems = profileItems(candidateEmployments, (input: Employment) => ({
  employerName: input.employer_name,
  designation: input.designation,
  description: input.description,
  ...employmentDates(input),
}));

export const educationItems = profileItems(
  candidateEducations,
  (input: Education) => ({
    qualificationId: input.qualification_id,
    institution: input.institution,
    fieldOfStudy: input.field_of_study,
    startYear: input.start_year,
    endYear: input.end_year,
  }),
  async (db, userId, input) => {
    await checkedMaster(db, userId, [
      {
        field: 'qualification_id',
        ids: [input.qualification_id],
        kind: 'qualification',
        message: M.qualificationRequired,
      },
    ]);
  },
);

export const certificationItems = profileItems(candidateCertifications, (input: Certification) => ({
  name: input.name,
  issuer: input.issuer,
  issuedOn: input.issued_on,
  expiresOn: input.expires_on,
  credentialId: input.credential_id,
}));
