import { and, eq, inArray } from 'drizzle-orm';
import {
  DRIVING_LICENCES,
  NOTICE_PERIODS,
  VISA_STATUSES,
} from '@logicareers/shared/schemas/candidate';
import type { CandidateVisibility } from '@logicareers/shared/talent-terms';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema';
import type { Random } from '../jobs/job-generator';
import { loadTaxonomy, type MasterRef, type Taxonomy } from '../master-data/taxonomy.query';
import {
  ORIGIN_WHEEL,
  EMPLOYERS,
  INSTITUTIONS,
  CERTIFICATIONS,
  GENERAL_DUTIES,
  FILLER,
  dutiesFor,
} from './candidate-words';

/*
 * Realistic logistics candidates over the real taxonomy, the same for the demo and the CV search
 * benchmark: where they come from and live, what they did, what they hold, and a CV's text.
 */

export interface CandidateTaxonomy extends Taxonomy {
  countries: MasterRef[];
  qualifications: MasterRef[];
}

export async function loadCandidateTaxonomy(db: Db): Promise<CandidateTaxonomy> {
  const [taxonomy, rows] = await Promise.all([
    loadTaxonomy(db),
    db
      .select({ id: masterItems.id, name: masterItems.name, kind: masterItems.kind })
      .from(masterItems)
      .where(
        and(inArray(masterItems.kind, ['country', 'qualification']), eq(masterItems.active, true)),
      ),
  ]);
  return {
    ...taxonomy,
    countries: rows.filter((r) => r.kind === 'country'),
    qualifications: rows.filter((r) => r.kind === 'qualification'),
  };
}

export interface GeneratedCandidate {
  firstName: string;
  lastName: string;
  /** Days since the candidate was last active (sign-in or profile change). */
  activeDaysAgo: number;
  /** Days since sign-up. */
  joinedDaysAgo: number;
  profile: {
    countryId: number | null;
    stateId: number;
    nationalityId: number | null;
    visaStatus: string;
    drivingLicences: string[];
    headline: string;
    summary: string;
    experienceYears: number;
    skillIds: number[];
    skillsText: string;
    desiredDesignationIds: number[];
    desiredFunctionalAreaIds: number[];
    desiredStateIds: number[];
    desiredEmploymentTypes: string[];
    desiredTitlesText: string;
    expectedSalary: number;
    noticePeriod: string;
    visibility: CandidateVisibility;
    willingToRelocate: boolean;
    languages: string[];
  };
  employments: {
    employerName: string;
    designation: string;
    workingStatus: boolean;
    startMonth: number;
    startYear: number;
    endMonth: number | null;
    endYear: number | null;
    description: string;
  }[];
  educations: {
    qualificationId: number | null;
    institution: string;
    fieldOfStudy: string;
    startYear: number;
    endYear: number;
  }[];
  certifications: {
    name: string;
    issuer: string;
    issuedOn: string;
    expiresOn: string | null;
  }[];
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A candidate's employments, the latest first: the latest in their designation (current for most),
 * the ones before in any, over their years of experience.
 */
function employmentsOf(
  random: Random,
  taxonomy: CandidateTaxonomy,
  career: { designation: { name: string }; duties: string[]; years: number; thisYear: number },
): GeneratedCandidate['employments'] {
  const { designation, duties, years, thisYear } = career;
  const employments: GeneratedCandidate['employments'] = [];
  let end = random.chance(0.8) ? null : thisYear - random.int(0, 1);
  let yearsLeft = Math.max(1, years);
  for (let i = 0; i < random.int(1, 3) && yearsLeft > 0; i++) {
    const span = i === 0 ? Math.max(1, Math.ceil(yearsLeft / 2)) : yearsLeft;
    const startYear = (end ?? thisYear) - span;
    const title = i === 0 ? designation : random.pick(taxonomy.designations);
    employments.push({
      employerName: random.pick(EMPLOYERS),
      designation: title.name,
      workingStatus: i === 0 && end === null,
      startMonth: random.int(1, 12),
      startYear,
      endMonth: end === null && i === 0 ? null : random.int(1, 12),
      endYear: i === 0 ? end : startYear + span,
      description: random
        .some(duties.length ? duties : GENERAL_DUTIES, 2)
        .concat(random.pick(GENERAL_DUTIES))
        .join(' '),
    });
    end = startYear;
    yearsLeft -= span;
  }
  return employments;
}

/**
 * A candidate's education, when the taxonomy has a fitting qualification: one finished up to three
 * years before `careerStart`, the year their experience began.
 */
function educationsOf(
  random: Random,
  taxonomy: CandidateTaxonomy,
  careerStart: number,
): GeneratedCandidate['educations'] {
  const educated = taxonomy.qualifications.filter((q) =>
    /school|diploma|bachelor|master|mba/i.test(q.name),
  );
  const qualification = educated.length ? random.pick(educated) : null;
  const gradYear = careerStart - random.int(0, 3);
  return qualification
    ? [
        {
          qualificationId: qualification.id,
          institution: random.pick(INSTITUTIONS),
          fieldOfStudy: random.pick([
            'Logistics',
            'Supply Chain Management',
            'Commerce',
            'Engineering',
          ]),
          startYear: gradYear - 3,
          endYear: gradYear,
        },
      ]
    : [];
}

/**
 * One realistic candidate. Visibility: mostly consultancy only (the default), some visible to
 * all, a few hidden. Some certifications have expired.
 */
export function generateCandidate(
  random: Random,
  taxonomy: CandidateTaxonomy,
  now = Date.now(),
): GeneratedCandidate {
  const origin = random.pick(ORIGIN_WHEEL);
  const country = (name: string) => taxonomy.countries.find((c) => c.name === name)?.id ?? null;
  const designation = random.pick(taxonomy.designations);
  const area = random.pick(taxonomy.functionalAreas);
  const state = random.pick(taxonomy.states);
  const years = Math.min(30, Math.floor(random.next() ** 1.6 * 25));
  const skills = random.some(taxonomy.skills, random.int(3, 8));
  const thisYear = new Date(now).getUTCFullYear();
  const duties = [...dutiesFor(area.name), ...dutiesFor(designation.name)];

  const employments = employmentsOf(random, taxonomy, { designation, duties, years, thisYear });

  const educations = educationsOf(random, taxonomy, thisYear - years);

  const certifications = random
    .some(CERTIFICATIONS, random.int(0, 3))
    .map(([name, issuer, life]) => {
      const issued = now - random.int(30, 6 * 365) * 86_400_000;
      return {
        name,
        issuer,
        issuedOn: isoDate(issued),
        // Some have lapsed: those issued longer ago than they last.
        expiresOn: life ? isoDate(issued + life * 365 * 86_400_000) : null,
      };
    });

  const desired = [designation, ...random.some(taxonomy.designations, random.int(0, 2))];
  const licences = random.chance(0.6) ? random.some(DRIVING_LICENCES, random.int(1, 3)) : [];
  const languages = [...new Set(['en', ...random.some(origin.languages, random.int(1, 2))])];
  const roll = random.next();
  const visibility: CandidateVisibility =
    roll < 0.65 ? 'consultancy' : roll < 0.92 ? 'all' : 'hidden';
  const seniority = years >= 10 ? 'Senior ' : years <= 2 ? 'Junior ' : '';
  const headline = `${seniority}${designation.name} | ${years} years in ${area.name}`;
  const summary = `${designation.name} with ${years} years in UAE logistics, most recently at ${
    employments[0]?.employerName ?? 'a 3PL'
  }. ${random.some(duties.length ? duties : GENERAL_DUTIES, 2).join(' ')} Skilled in ${skills
    .slice(0, 3)
    .map((s) => s.name)
    .join(', ')}.`;
  const firstName = random.pick(origin.first);
  const lastName = random.pick(origin.last);
  const active = Math.floor(random.next() ** 2 * 365);
  // Up to four years back, more of them lately (a board that grows); active since they joined.
  const joined = Math.floor(random.next() ** 1.3 * 4 * 365);
  return {
    firstName,
    lastName,
    activeDaysAgo: Math.min(active, joined),
    joinedDaysAgo: joined,
    profile: {
      countryId: country('United Arab Emirates'),
      stateId: state.id,
      nationalityId: country(origin.country),
      visaStatus:
        origin.country === 'United Arab Emirates'
          ? 'uae_national'
          : random.pick(VISA_STATUSES.filter((v) => v !== 'uae_national')),
      drivingLicences: licences,
      headline,
      summary,
      experienceYears: years,
      skillIds: skills.map((s) => s.id),
      skillsText: skills.map((s) => s.name).join(', '),
      desiredDesignationIds: desired.map((d) => d.id),
      desiredFunctionalAreaIds: [area.id],
      desiredStateIds: [state.parent_id ?? state.id],
      desiredEmploymentTypes: ['full_time'],
      desiredTitlesText: desired.map((d) => d.name).join(', '),
      expectedSalary: Math.round((3000 + years * random.int(600, 1400)) / 500) * 500,
      noticePeriod: random.pick(NOTICE_PERIODS),
      visibility,
      willingToRelocate: random.chance(0.4),
      languages,
    },
    employments,
    educations,
    certifications,
  };
}

/** A CV's paragraphs from a generated candidate, padded to about `bytes` with neutral sentences. */
export function cvParagraphsOf(random: Random, c: GeneratedCandidate, bytes: number) {
  const lines = [
    `${c.firstName} ${c.lastName}`,
    c.profile.headline,
    'Profile',
    c.profile.summary,
    'Experience',
    ...c.employments.map(
      (e) =>
        `${e.designation}, ${e.employerName} (${e.startYear} - ${e.endYear ?? 'present'}). ${e.description}`,
    ),
    'Education',
    ...c.educations.map((e) => `${e.fieldOfStudy}, ${e.institution}, ${e.endYear}`),
    'Certifications',
    ...c.certifications.map((x) => `${x.name}, ${x.issuer}`),
    `Skills: ${c.profile.skillsText}`,
  ];
  let size = lines.join('\n').length;
  while (size < bytes) {
    const more = random.some(FILLER, 3).join(' ');
    lines.push(more);
    size += more.length + 1;
  }
  return lines;
}

/** A CV's text from a generated candidate, padded to about `bytes` with neutral sentences. */
export const cvTextOf = (random: Random, c: GeneratedCandidate, bytes: number) =>
  cvParagraphsOf(random, c, bytes).join('\n');
