import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  companies,
  companyBranches,
  companyComments,
  companyContacts,
  masterItems,
  users,
} from '../../db/schema';
import { storeImageFile } from '../files/uploads';
import { drawLogo, type LogoDesign } from './logos.demo';

export type { LogoDesign } from './logos.demo';

/** What the demo tells about each client: its profile, contacts, branches and internal notes. */
export interface DemoClientDetails {
  about: string;
  industry: RegExp;
  size: string;
  tradeLicence: string;
  website: string;
  social: Record<string, string>;
  contacts: { name: string; designation: string; email: string; phone: string }[];
  branches: { emirate: string; area: string; address: string; phone: string }[];
  comments: string[];
}

export const DEMO_CLIENT_DETAILS: Record<string, DemoClientDetails> = {
  'gulf-freight': {
    about:
      'Freight forwarding by sea, air and road across the GCC since 2004: customs brokerage, project cargo and door-to-door deliveries for retailers and manufacturers.',
    industry: /freight|logistic/i,
    size: '201-500',
    tradeLicence: 'DED-612345',
    website: 'https://www.gulffreight.example.ae',
    social: {
      linkedin: 'https://www.linkedin.com/company/gulf-freight-solutions',
      instagram: 'https://www.instagram.com/gulffreight',
    },
    contacts: [
      {
        name: 'Aisha Rahman',
        designation: 'HR Manager',
        email: 'aisha.rahman@gulffreight.ae',
        phone: '+971501112233',
      },
      {
        name: 'Rajesh Menon',
        designation: 'Operations Director',
        email: 'rajesh.menon@gulffreight.ae',
        phone: '+971502223344',
      },
    ],
    branches: [
      {
        emirate: 'Dubai',
        area: 'Jebel Ali Free Zone',
        address: 'Plot S30412, South Zone, JAFZA',
        phone: '+97148801234',
      },
      {
        emirate: 'Abu Dhabi',
        area: 'Khalifa Port',
        address: 'KEZAD Logistics Park, Warehouse 14',
        phone: '+97125551234',
      },
    ],
    comments: [
      'Renewal of the annual job-posting package is due in March; Aisha prefers calls after 2 pm.',
      'Asked for a shortlist of customs clearance officers with Arabic before the end of the month.',
    ],
  },
  'emirates-3pl': {
    about:
      'Contract logistics and temperature-controlled warehousing for e-commerce and FMCG brands, with 80,000 m² across Abu Dhabi and Dubai.',
    industry: /warehous|logistic/i,
    size: '501-1000',
    tradeLicence: 'CN-2209871',
    website: 'https://emirates3pl.example.ae',
    social: { linkedin: 'https://www.linkedin.com/company/emirates-3pl' },
    contacts: [
      {
        name: 'Omar Haddad',
        designation: 'Talent Acquisition Lead',
        email: 'omar.haddad@emirates3pl.ae',
        phone: '+971503334455',
      },
    ],
    branches: [
      {
        emirate: 'Abu Dhabi',
        area: 'Mussafah',
        address: 'M-44, Industrial Area',
        phone: '+97126205555',
      },
      {
        emirate: 'Dubai',
        area: 'Dubai South',
        address: 'Logistics District, Building B7',
        phone: '+97148005555',
      },
    ],
    comments: ['Prefers candidates with WMS (SAP EWM or Manhattan) experience for every role.'],
  },
  'falcon-fleet': {
    about: 'Heavy and light transport fleet of 350 vehicles serving construction and retail.',
    industry: /transport|logistic/i,
    size: '51-200',
    tradeLicence: 'SHJ-778120',
    website: '',
    social: {},
    contacts: [
      {
        name: 'Sara Qureshi',
        designation: 'Fleet HR Coordinator',
        email: 'sara.q@falconfleet.ae',
        phone: '+971504445566',
      },
    ],
    branches: [
      {
        emirate: 'Sharjah',
        area: 'Industrial Area 6',
        address: 'Street 12, Yard 3',
        phone: '+97165551212',
      },
    ],
    comments: ['Drivers must hold a UAE heavy-vehicle licence; they sponsor visas.'],
  },
  'desert-cold': {
    about: 'Cold-chain storage and last-mile delivery in the northern emirates.',
    industry: /cold|logistic/i,
    size: '11-50',
    tradeLicence: 'RAK-FZ-55120',
    website: '',
    social: {},
    contacts: [],
    branches: [
      {
        emirate: 'Ras Al Khaimah',
        area: 'Al Hamra',
        address: 'RAKEZ Industrial Park, Unit 9',
        phone: '+97172203030',
      },
    ],
    comments: ['Registered on the site; check the trade licence before activating.'],
  },
};

/**
 * Fills in the demo clients: profile details, contacts, branches, social links and the
 * administrators' internal comments (written by `authorEmail`).
 */
export async function seedDemoClients(
  db: Db,
  {
    companyIds,
    authorEmail,
    more = {},
  }: {
    companyIds: Map<string, number>;
    authorEmail: string;
    /** Further clients' details, by company key. */
    more?: Record<string, DemoClientDetails>;
  },
) {
  const master = await db
    .select({ id: masterItems.id, kind: masterItems.kind, name: masterItems.name })
    .from(masterItems)
    .where(and(inArray(masterItems.kind, ['industry', 'state']), isNull(masterItems.parentId)));
  const industries = master.filter((m) => m.kind === 'industry');
  const emirate = (name: string) =>
    master.find((m) => m.kind === 'state' && m.name === name)?.id ?? null;
  const [author] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, authorEmail));
  for (const [key, details] of Object.entries({ ...DEMO_CLIENT_DETAILS, ...more })) {
    const companyId = companyIds.get(key);
    if (!companyId) continue;
    await db
      .update(companies)
      .set({
        about: details.about,
        industryId: (industries.find((i) => details.industry.test(i.name)) ?? industries[0])?.id,
        size: details.size,
        tradeLicence: details.tradeLicence,
        website: details.website,
        socialLinks: details.social,
      })
      .where(eq(companies.id, companyId));
    if (details.contacts.length)
      await db
        .insert(companyContacts)
        .values(details.contacts.map((contact) => ({ companyId, ...contact })));
    if (details.branches.length)
      await db.insert(companyBranches).values(
        details.branches.map(({ emirate: name, ...branch }) => ({
          companyId,
          stateId: emirate(name),
          ...branch,
        })),
      );
    if (details.comments.length)
      await db
        .insert(companyComments)
        .values(
          details.comments.map((body) => ({ companyId, authorId: author?.id ?? null, body })),
        );
  }
}

/** Gives each demo company its logo, uploaded by the administrator (`ownerEmail`) for the client. */
export async function seedDemoLogos(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { logos, ownerEmail }: { logos: [companyId: number, LogoDesign][]; ownerEmail: string },
) {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ownerEmail));
  if (!owner) return;
  for (const [companyId, design] of logos) {
    const image = { bytes: drawLogo(design), ext: 'png' as const, mime: 'image/png' };
    const filename = `${design.initials.toLowerCase()}-logo.png`;
    await storeImageFile(ctx, owner.id, { ...image, filename }, async (tx, id) => {
      await tx.update(companies).set({ logoFileId: id }).where(eq(companies.id, companyId));
      return null;
    });
  }
}
