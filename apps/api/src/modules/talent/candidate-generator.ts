import { and, eq, inArray } from 'drizzle-orm';
import {
  DRIVING_LICENCES,
  NOTICE_PERIODS,
  VISA_STATUSES,
} from '@logicareers/shared/schemas/candidate';
import type { CandidateVisibility, Language } from '@logicareers/shared/talent-terms';
import type { Db } from '../../db/client';
import { masterItems } from '../../db/schema';
import type { Random } from '../jobs/job-generator';
import { loadTaxonomy, type MasterRef, type Taxonomy } from '../master-data/taxonomy.query';

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

/** Names and languages by where people come from: the UAE's logistics workforce. */
const ORIGINS: {
  country: string;
  weight: number;
  first: string[];
  last: string[];
  languages: Language[];
}[] = [
  {
    country: 'India',
    weight: 30,
    first: [
      'Rahul',
      'Priya',
      'Arjun',
      'Anil',
      'Suresh',
      'Deepa',
      'Vikram',
      'Sanjay',
      'Meera',
      'Rajesh',
      'Joseph',
      'Anoop',
    ],
    last: [
      'Sharma',
      'Nair',
      'Menon',
      'Pillai',
      'Kumar',
      'Patel',
      'Reddy',
      'Iyer',
      'Thomas',
      'George',
    ],
    languages: ['en', 'hi', 'ml', 'ta'],
  },
  {
    country: 'Pakistan',
    weight: 15,
    first: ['Imran', 'Usman', 'Bilal', 'Ayesha', 'Faisal', 'Zubair', 'Hamza', 'Sana'],
    last: ['Khan', 'Ahmed', 'Hussain', 'Malik', 'Iqbal', 'Qureshi', 'Butt'],
    languages: ['en', 'ur', 'pa'],
  },
  {
    country: 'Philippines',
    weight: 14,
    first: ['Mark', 'Joy', 'Paolo', 'Grace', 'Jericho', 'Camille', 'Ramon', 'Liza'],
    last: ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Mendoza', 'Villanueva'],
    languages: ['en', 'tl'],
  },
  {
    country: 'Egypt',
    weight: 8,
    first: ['Mohamed', 'Ahmed', 'Mona', 'Karim', 'Yasmin', 'Tarek', 'Omar'],
    last: ['Hassan', 'Mahmoud', 'Abdelrahman', 'Farouk', 'Saleh', 'Mostafa'],
    languages: ['ar', 'en'],
  },
  {
    country: 'Jordan',
    weight: 5,
    first: ['Rami', 'Lina', 'Khaled', 'Dana', 'Samer', 'Hala'],
    last: ['Haddad', 'Khoury', 'Nasser', 'Odeh', 'Saleh'],
    languages: ['ar', 'en'],
  },
  {
    country: 'United Arab Emirates',
    weight: 6,
    first: ['Ahmed', 'Fatima', 'Khalid', 'Mariam', 'Saeed', 'Hamdan', 'Noura'],
    last: ['Al Mansoori', 'Al Nuaimi', 'Al Shamsi', 'Al Ketbi', 'Al Falasi', 'Al Zaabi'],
    languages: ['ar', 'en'],
  },
  {
    country: 'Sri Lanka',
    weight: 5,
    first: ['Nuwan', 'Chamara', 'Dilani', 'Kasun', 'Ruwan'],
    last: ['Perera', 'Fernando', 'Silva', 'Jayasinghe', 'Bandara'],
    languages: ['en', 'si', 'ta'],
  },
  {
    country: 'Nepal',
    weight: 5,
    first: ['Bikash', 'Sunil', 'Ramesh', 'Sita', 'Prakash'],
    last: ['Gurung', 'Thapa', 'Shrestha', 'Rai', 'Tamang'],
    languages: ['ne', 'hi', 'en'],
  },
  {
    country: 'Bangladesh',
    weight: 5,
    first: ['Rashed', 'Shakil', 'Nasrin', 'Tanvir', 'Mizan'],
    last: ['Rahman', 'Islam', 'Hossain', 'Uddin', 'Chowdhury'],
    languages: ['bn', 'en'],
  },
  {
    country: 'United Kingdom',
    weight: 4,
    first: ['James', 'Sarah', 'Oliver', 'Emma', 'Daniel', 'Claire'],
    last: ['Smith', 'Walker', 'Hughes', 'Taylor', 'Evans', 'Clarke'],
    languages: ['en', 'fr'],
  },
  {
    country: 'Kenya',
    weight: 3,
    first: ['Brian', 'Faith', 'Kevin', 'Mercy', 'Dennis'],
    last: ['Otieno', 'Wanjiru', 'Mwangi', 'Kamau', 'Odhiambo'],
    languages: ['en'],
  },
];
const ORIGIN_WHEEL = ORIGINS.flatMap((origin) => Array<typeof origin>(origin.weight).fill(origin));

const EMPLOYERS = [
  'Aramex',
  'DP World',
  'Agility Logistics',
  'GAC Dubai',
  'Al-Futtaim Logistics',
  'DHL Global Forwarding',
  'Kuehne + Nagel',
  'Emirates SkyCargo',
  'RSA Global',
  'Transworld Group',
  'Al Naboodah Logistics',
  'Hellmann Worldwide Logistics',
  'Expeditors',
  'Tristar Transport',
  'Noon Logistics',
  'Amazon UAE Fulfilment',
  'Landmark Group Supply Chain',
  'Majid Al Futtaim Distribution',
  'Gulf Freight Solutions LLC',
  'Emirates 3PL Warehousing',
];

const INSTITUTIONS = [
  'University of Mumbai',
  'University of Karachi',
  'University of Santo Tomas',
  'Cairo University',
  'Higher Colleges of Technology',
  'University of Wollongong in Dubai',
  'Heriot-Watt University Dubai',
  'Manipal Academy Dubai',
  'Amity University Dubai',
  'Kerala Technical Board',
];

/** Certifications of the field, by how long they last (years; 0: they do not expire). */
const CERTIFICATIONS: [name: string, issuer: string, years: number][] = [
  ['IATA Dangerous Goods Regulations (DGR)', 'IATA Training', 2],
  ['CILT Certificate in Logistics and Transport', 'CILT UK', 0],
  ['APICS CSCP', 'ASCM', 5],
  ['APICS CPIM', 'ASCM', 5],
  ['CIPS Level 4 Diploma', 'CIPS', 0],
  ['Lean Six Sigma Green Belt', 'Six Sigma Council', 0],
  ['Forklift operator licence', 'Dubai RTA', 3],
  ['NEBOSH International General Certificate', 'NEBOSH', 0],
  ['FIATA Diploma in Freight Forwarding', 'FIATA', 0],
  ['First Aid at Work', 'Red Crescent', 3],
  ['Good Distribution Practice (GDP)', 'Dubai Health Authority', 2],
  ['PMP', 'PMI', 3],
];

/** What people in each field did, so that keywords find the candidates of their field. */
const DUTIES: [RegExp, string[]][] = [
  [
    /freight|shipping|port|contract/i,
    [
      'Coordinated air and sea shipments with carriers, agents and consignees across the GCC.',
      'Prepared bills of lading and airway bills and tracked consolidations through to delivery.',
      'Negotiated freight rates with shipping lines and prepared competitive quotations.',
      'Handled claims for damaged cargo with insurers and carriers.',
    ],
  ],
  [
    /customs|compliance/i,
    [
      'Processed import and export declarations through Dubai Trade and Mirsal 2.',
      'Classified goods under HS codes and calculated duties and deposits.',
      'Liaised with free-zone authorities in Jebel Ali and KEZAD on permits.',
    ],
  ],
  [
    /warehous|inventory|fulfilment/i,
    [
      'Ran receiving, put-away, picking and dispatch in a bonded warehouse on SAP EWM.',
      'Led cycle counts and kept stock accuracy above 99.5%.',
      'Supervised storekeepers, forklift operators and pickers across two shifts.',
      'Cut dock-to-stock time by a third with slotting reviews.',
    ],
  ],
  [
    /transport|fleet|heavy|last mile/i,
    [
      'Planned routes and loads for heavy trucks between the emirates and across GCC borders.',
      'Monitored fleet utilisation and fuel through the telematics platform.',
      'Scheduled last-mile delivery routes and resolved failed deliveries the same day.',
      'Kept drivers compliant with RTA rules and vehicle inspection schedules.',
    ],
  ],
  [
    /procure|purchas|planning/i,
    [
      'Raised purchase orders and followed up on supplier deliveries.',
      'Built weekly demand forecasts and ran the S&OP cycle.',
      'Evaluated vendors, ran tenders and negotiated payment terms.',
    ],
  ],
  [
    /cold/i,
    [
      'Handled temperature-controlled cargo to GDP requirements and kept cold-room logs.',
      'Checked reefer units and data loggers and acted on temperature excursions.',
    ],
  ],
];
const GENERAL_DUTIES = [
  'Reported weekly KPIs to the operations manager in Power BI and Excel.',
  'Trained new joiners on safety, the WMS and customer service standards.',
  'Worked with finance and sales on billing, disputes and customer onboarding.',
];

/** Sentences without trade words, to bring a CV to its size without skewing search. */
const FILLER = [
  'I take ownership of my work, communicate clearly and keep my promises to customers.',
  'Available for interviews at short notice; references are available on request.',
  'Comfortable working in shifts and in fast-paced, multicultural teams.',
  'Committed to continuous improvement, safety and the well-being of the team.',
  'Holds a valid passport; family is settled in the UAE.',
  'Enjoys mentoring junior colleagues and sharing practical know-how.',
  'Regularly attends industry events and short courses to keep skills current.',
  'Known for reliability, punctuality and a calm approach under pressure.',
];

const dutiesFor = (area: string) => DUTIES.find(([pattern]) => pattern.test(area))?.[1] ?? [];

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

  const educated = taxonomy.qualifications.filter((q) =>
    /school|diploma|bachelor|master|mba/i.test(q.name),
  );
  const qualification = educated.length ? random.pick(educated) : null;
  const gradYear = thisYear - years - random.int(0, 3);
  const educations = qualification
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
  return {
    firstName: random.pick(origin.first),
    lastName: random.pick(origin.last),
    activeDaysAgo: Math.floor(random.next() ** 2 * 365),
    joinedDaysAgo: 365 + random.int(0, 3 * 365),
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
