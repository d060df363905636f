import { EMPLOYMENT_TYPES, type EmploymentType } from '@logicareers/shared/schemas/jobs';
import { jobs } from '../../db/schema';
import type { Taxonomy } from '../master-data/taxonomy.query';

/** A small seeded random generator (mulberry32), so generated data is the same on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    some: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (out.length < n && copy.length)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const SENIORITY = ['', '', '', 'Senior ', 'Junior ', 'Assistant ', 'Lead '];

/** Duties by theme, so that a keyword matches the jobs of its field and not every job. */
const DUTIES: Record<string, string[]> = {
  freight: [
    'Coordinate air and sea shipments with carriers, agents and consignees across the GCC.',
    'Negotiate freight rates with shipping lines and airlines and prepare competitive quotations.',
    'Prepare bills of lading and airway bills and track consolidations through to delivery.',
    'Book space with carriers, follow up on cut-off times and keep customers informed of milestones.',
    'Manage claims for damaged or short-delivered cargo with insurers and carriers.',
  ],
  customs: [
    'Process import and export declarations through Dubai Trade and Mirsal 2 and follow up on inspections.',
    'Classify goods under HS codes and calculate duties, exemptions and deposits.',
    'Liaise with customs and free-zone authorities in Jebel Ali, KEZAD and Khalifa Port on permits.',
    'Keep trade compliance records audit-ready and brief the team on regulation changes.',
  ],
  warehouse: [
    'Plan daily warehouse activities: receiving, put-away, replenishment, picking and dispatch.',
    'Maintain accurate inventory records in the WMS and lead weekly cycle counts and reconciliations.',
    'Supervise storekeepers, forklift operators and pickers across two shifts.',
    'Track order accuracy and dock-to-stock time and report them weekly.',
    'Support the implementation of SAP EWM and train warehouse users on new processes.',
  ],
  transport: [
    'Monitor fleet utilisation, fuel consumption and preventive maintenance using the telematics platform.',
    'Plan routes and loads for heavy trucks and trailers between the emirates and across GCC borders.',
    'Keep drivers compliant with RTA rules, working hours and vehicle inspection schedules.',
    'Investigate incidents and traffic fines and coach drivers on safe driving.',
  ],
  procurement: [
    'Raise purchase orders, follow up on supplier deliveries and resolve discrepancies.',
    'Evaluate vendors, run tenders and negotiate contracts and payment terms.',
    'Manage letters of credit and supplier documentation with the finance team.',
  ],
  planning: [
    'Build weekly demand forecasts with sales and category teams and align supply plans with suppliers.',
    'Run the S&OP cycle and present scenarios to management.',
    'Set safety stock and reorder points and reduce slow-moving inventory.',
  ],
  cold: [
    'Handle temperature-controlled cargo to GDP requirements and keep cold-room logs up to date.',
    'Check reefer units and data loggers and act on temperature excursions at once.',
  ],
  lastmile: [
    'Schedule last-mile delivery routes, assign drivers and resolve failed deliveries the same day.',
    'Coordinate with e-commerce partners on order cut-off times, returns and peak-season capacity.',
    'Improve first-attempt delivery rates and customer ratings across Dubai and Sharjah.',
  ],
  sales: [
    'Win new logistics accounts and grow revenue with existing customers.',
    'Prepare proposals and rate sheets and follow up on tenders.',
  ],
  port: [
    'Plan vessel berthing, yard allocation and gang deployment at the terminal.',
    'Coordinate with shipping lines on vessel schedules and container moves.',
  ],
};

const THEME_OF: [RegExp, string][] = [
  [/freight|contract/i, 'freight'],
  [/customs|compliance/i, 'customs'],
  [/warehous|inventory|fulfilment/i, 'warehouse'],
  [/transport|fleet|heavy/i, 'transport'],
  [/procure|purchas/i, 'procurement'],
  [/planning/i, 'planning'],
  [/cold/i, 'cold'],
  [/last mile/i, 'lastmile'],
  [/sales|customer/i, 'sales'],
  [/port|shipping/i, 'port'],
];
const themeOf = (area: string) =>
  THEME_OF.find(([pattern]) => pattern.test(area))?.[1] ?? 'freight';

/** Sentences with no trade words, to bring a description to its size without skewing search. */
const GENERAL = [
  'You will report to the operations manager and work closely with colleagues in finance and sales.',
  'We value people who take ownership, communicate clearly and keep their promises to customers.',
  'The role is based on site, Monday to Saturday, with occasional evening work during peak periods.',
  'Our team is diverse, with colleagues from more than twenty nationalities.',
  'We offer structured onboarding, regular training and a clear path to promotion.',
  'Candidates who can join within thirty days will be given preference.',
  'Please apply with an updated CV that shows your experience in the region.',
  'We review every application and reply to shortlisted candidates within two weeks.',
];

const REQUIREMENTS = [
  'Degree or diploma in logistics, supply chain management or a related field.',
  'Proven experience in a similar role in the UAE or GCC.',
  'Working knowledge of Incoterms 2020 and UAE customs procedures.',
  'Hands-on experience with a warehouse management system such as SAP EWM, Oracle WMS or Infor.',
  'Valid UAE driving licence; a heavy vehicle licence is an advantage for transport roles.',
  'Advanced Excel skills; Power BI reporting is a plus.',
  'Excellent communication in English; Arabic or Hindi is an advantage.',
  'Able to work in shifts and in a fast-paced, target-driven environment.',
  'IATA DGR or CILT certification is preferred.',
  'Strong attention to detail and the ability to solve problems under pressure.',
];

const BENEFITS = [
  'Tax-free monthly salary',
  'Annual air ticket to home country',
  'Medical insurance for the employee and family',
  'Company accommodation or housing allowance',
  'Transport provided',
  '30 days annual leave',
  'End-of-service gratuity as per UAE labour law',
  'Performance bonus',
  'Visa provided by the company',
];

const ABOUT = [
  'We are a leading logistics provider in the UAE with operations across the GCC.',
  'Our client is a fast-growing third-party logistics company serving retail and e-commerce brands.',
  'Join a regional freight forwarder with a strong network across Asia, Europe and Africa.',
  'We run one of the largest temperature-controlled distribution networks in the Emirates.',
  'Our client, a multinational manufacturer, is expanding its regional distribution centre.',
];

/** Paragraphs of plausible text until the description reaches the wanted size in bytes. */
function description(random: Random, designation: string, area: string, bytes: number) {
  const duties = DUTIES[themeOf(area)];
  let html = `<p>${random.pick(ABOUT)} We are looking for a ${designation} to join our ${area} team.</p><h3>Key responsibilities</h3><ul>${random
    .some(duties, Math.min(4, duties.length))
    .map((d) => `<li>${d}</li>`)
    .join('')}</ul>`;
  while (html.length < bytes) html += `<p>${random.some(GENERAL, 3).join(' ')}</p>`;
  return html;
}

export interface GeneratedJob {
  values: typeof jobs.$inferInsert;
}

/** A realistic published job for a company, built from the taxonomy. */
export function generateJob(
  random: Random,
  taxonomy: Taxonomy,
  options: {
    companyId: number;
    clientCompanyId?: number | null;
    descriptionBytes?: number;
    now?: number;
    maxAgeDays?: number;
    /** How long ago it was published; random within maxAgeDays when not given. */
    ageMinutes?: number;
  },
): typeof jobs.$inferInsert {
  const designation = random.pick(taxonomy.designations);
  const area = random.pick(taxonomy.functionalAreas);
  const state = random.pick(taxonomy.states);
  const skills = random.some(taxonomy.skills, random.int(3, 7));
  const experienceMin = random.int(0, 8);
  const experienceMax = experienceMin + random.int(2, 7);
  const salaryMin = random.int(3, 25) * 1000;
  const salaryHidden = random.chance(0.15);
  const now = options.now ?? Date.now();
  const age = options.ageMinutes ?? random.int(0, (options.maxAgeDays ?? 45) * 24 * 60);
  const publishedAt = new Date(now - age * 60_000);
  const validThrough = new Date(now + random.int(10, 90) * 86_400_000).toISOString().slice(0, 10);
  const html = description(
    random,
    designation.name,
    area.name,
    options.descriptionBytes ?? random.int(900, 1800),
  );
  const requirements = `<ul>${random
    .some(REQUIREMENTS, 5)
    .map((r) => `<li>${r}</li>`)
    .join('')}</ul>`;
  const benefits = random.some(BENEFITS, 4).join(', ');
  const plain = (s: string) =>
    s
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const employmentType: EmploymentType = random.chance(0.8)
    ? 'full_time'
    : random.pick(EMPLOYMENT_TYPES);
  return {
    companyId: options.companyId,
    clientCompanyId: options.clientCompanyId ?? null,
    status: 'published',
    title: `${random.pick(SENIORITY)}${designation.name}`,
    designationId: designation.id,
    functionalAreaId: area.id,
    industryId: random.pick(taxonomy.industries).id,
    stateId: state.id,
    emirateId: state.parent_id ?? state.id,
    employmentType,
    experienceMin,
    experienceMax,
    salaryMin,
    salaryMax: salaryMin + random.int(1, 10) * 1000,
    salaryHidden,
    vacancies: random.int(1, 5),
    skillIds: skills.map((s) => s.id),
    designationName: designation.name,
    skillsText: skills.map((s) => s.name).join(', '),
    description: html,
    requirements,
    benefits: `<p>${benefits}</p>`,
    bodyText: `${plain(html)} ${plain(requirements)} ${benefits}`,
    validThrough,
    confidential: random.chance(0.05),
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  };
}
