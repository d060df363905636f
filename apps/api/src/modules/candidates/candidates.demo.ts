import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  ZCandidateSummary,
  ZCertification,
  ZDesiredJob,
  ZEducation,
  ZEmployment,
} from '@logicareers/shared/schemas/candidate';
import type { Db } from '../../db/client';
import { FILE_SANDBOX_LIMITS } from '../files/file-sandbox';
import { saveCv, type FileContext } from './candidate-files.service';
import { pdfDocument } from './pdf-document';
import { candidateProfiles, files, masterItems, users } from '../../db/schema';
import { PDF } from './file-types';
import {
  certificationItems,
  educationItems,
  employmentItems,
  markOnboarded,
  updateDesiredJob,
  updateSummary,
} from './candidates.service';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const yearsFromNow = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return isoDate(date);
};

/** The demo candidate's work history, the current job first. */
const DEMO_JOBS = [
  {
    employer_name: 'Gulf Freight Solutions LLC',
    designation: 'Warehouse Supervisor',
    working_status: true,
    start_month: 3,
    start_year: 2021,
    description:
      'Supervise receiving, put-away and dispatch in a bonded warehouse in JAFZA; 35 staff over two shifts; SAP EWM key user.',
  },
  {
    employer_name: 'Emirates 3PL Warehousing',
    designation: 'Senior Storekeeper',
    start_month: 6,
    start_year: 2018,
    end_month: 2,
    end_year: 2021,
    description: 'Ran cycle counts for 12,000 SKUs and kept stock accuracy above 99.5%.',
  },
  {
    employer_name: 'Al Noor Trading LLC',
    designation: 'Storekeeper',
    start_month: 8,
    start_year: 2016,
    end_month: 5,
    end_year: 2018,
    description: 'Goods receipt, issue and monthly stock reconciliation for a distributor.',
  },
];

/** The demo candidate's certificates: one expired, one without expiry, one current. */
const demoCertifications = () => [
  {
    name: 'IATA Dangerous Goods Regulations (DGR)',
    issuer: 'IATA Training',
    issued_on: '2022-04-10',
    expires_on: '2024-04-10',
    credential_id: 'DGR-22-48113',
  },
  {
    name: 'Lean Six Sigma Green Belt',
    issuer: 'Six Sigma Council',
    issued_on: '2023-09-01',
  },
  {
    name: 'Forklift operator licence',
    issuer: 'Dubai RTA',
    issued_on: isoDate(new Date(Date.now() - 300 * 86_400_000)),
    expires_on: yearsFromNow(2),
  },
];

/**
 * The demo candidate's profile: a warehouse supervisor in Dubai with a full history, so that the
 * profile, the meter and recruiters' screens have something real to show. The photo is left for
 * the visitor to upload.
 */
export async function seedDemoCandidateProfile(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  const ids = async (kind: string, names: string[]) => {
    const rows = await db
      .select({ id: masterItems.id, name: masterItems.name })
      .from(masterItems)
      .where(and(eq(masterItems.kind, kind), inArray(masterItems.name, names)));
    return names.map((name) => rows.find((row) => row.name === name)?.id).filter((id) => !!id);
  };
  const [[uae], [dubai], [india]] = await Promise.all([
    ids('country', ['United Arab Emirates']),
    ids('state', ['Dubai']),
    ids('country', ['India']),
  ]);
  const personal = {
    countryId: uae,
    stateId: dubai,
    nationalityId: india,
    visaStatus: 'employment_visa',
    drivingLicences: ['light_vehicle', 'forklift'],
  };
  await db
    .insert(candidateProfiles)
    .values({ userId: user.id, ...personal })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: personal });

  await updateSummary(
    db,
    user.id,
    ZCandidateSummary.parse({
      headline: 'Warehouse Supervisor | 8 years in bonded warehousing and 3PL',
      summary:
        'Warehouse supervisor with eight years in bonded and free-zone warehouses in Dubai. I run receiving, put-away and dispatch for a 22,000-pallet site on SAP EWM, lead a team of 35 across two shifts, and cut picking errors by 40% with cycle counting and slotting reviews. Trained in dangerous goods handling and Lean Six Sigma; looking for a warehouse or 3PL operations manager role in Dubai or Abu Dhabi.',
      experience_years: 8,
      skill_ids: await ids('skill', [
        'SAP EWM',
        'Inventory Control',
        'Cycle Counting',
        'Dangerous Goods Handling',
        'Lean Six Sigma',
        'Advanced Excel',
        'Forklift Operation',
        'English',
        'Hindi',
      ]),
    }),
  );

  for (const job of DEMO_JOBS) await employmentItems.create(db, user.id, ZEmployment.parse(job));

  const [bachelor] = await ids('qualification', ["Bachelor's in Supply Chain Management"]);
  await educationItems.create(
    db,
    user.id,
    ZEducation.parse({
      qualification_id: bachelor,
      institution: 'University of Mumbai',
      field_of_study: 'Logistics and Supply Chain Management',
      start_year: 2012,
      end_year: 2015,
    }),
  );

  for (const certification of demoCertifications())
    await certificationItems.create(db, user.id, ZCertification.parse(certification));

  await updateDesiredJob(
    db,
    user.id,
    ZDesiredJob.parse({
      designation_ids: await ids('designation', ['Warehouse Manager', 'Operations Manager - 3PL']),
      functional_area_ids: await ids('functional_area', ['Warehousing and 3PL']),
      state_ids: await ids('state', ['Dubai', 'Abu Dhabi']),
      employment_types: ['full_time'],
      expected_salary: 14_000,
      notice_period: 'one_month',
    }),
  );
  await markOnboarded(db, user.id);
}

/**
 * Gives every demo candidate without a CV a one-page PDF made from their profile, so that a
 * recruiter trying the demo can open the CV of an applicant, and CV search has text to find.
 */
export async function seedDemoCvs(ctx: FileContext) {
  const people = await ctx.db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobileNumber,
      headline: candidateProfiles.headline,
      summary: candidateProfiles.summary,
      years: candidateProfiles.experienceYears,
      skills: candidateProfiles.skillsText,
    })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(isNull(candidateProfiles.cvFileId));
  const save = async (person: (typeof people)[number]) => {
    const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || 'Candidate';
    const bytes = await pdfDocument([
      name,
      `${person.email} | ${person.mobile ?? ''}`,
      person.headline ?? '',
      person.years === null ? '' : `${person.years} years of experience in UAE logistics`,
      person.summary ?? '',
      person.skills ? `Skills: ${person.skills}` : '',
    ]);
    await saveCv(ctx, person.userId, bytes, `${name} CV.pdf`);
  };
  // As many at once as the file sandbox reads at once (each CV is read like an upload).
  const waiting = [...people];
  const next = async (): Promise<void> => {
    const person = waiting.shift();
    if (person) await save(person).then(next);
  };
  await Promise.all(Array.from({ length: FILE_SANDBOX_LIMITS.parallel }, next));
}

/**
 * A demo CV made by the demo itself from `paragraphs`: a PDF stored like an upload, its text not
 * read back through the file sandbox (the demo's own PDFs need no distrust, and hundreds of them
 * are made in seconds). The caller wrote the text, `paragraphs` joined by new lines, to the
 * profile's cv_text already; the profile's last change stays as it was.
 */
export async function saveDemoCv(
  ctx: FileContext,
  userId: string,
  paragraphs: string[],
  filename: string,
) {
  const bytes = await pdfDocument(paragraphs);
  const storageKey = await ctx.files.put(bytes, PDF.ext);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        ownerId: userId,
        kind: 'cv',
        filename,
        mime: PDF.mime,
        size: bytes.length,
        storageKey,
      })
      .returning({ id: files.id });
    await tx
      .update(candidateProfiles)
      .set({ cvFileId: row.id })
      .where(eq(candidateProfiles.userId, userId));
  });
}
