import type { DemoClientDetails } from '../employers/employers.demo';
import type { LogoDesign } from '../employers/employers.demo';

/**
 * The demo's wider market: employers across the emirates and their free zones, each with a profile,
 * a branch, a drawn logo, the places its jobs are in and the kind of business it is, which decides
 * the roles it hires for. None of them has a demo sign-in; the consultancy manages them all.
 */

/** The kinds of business, each hiring the designations its sites need. */
export type Business =
  | 'forwarder'
  | '3pl'
  | 'transport'
  | 'cold'
  | 'port'
  | 'lastmile'
  | 'ecommerce'
  | 'trading'
  | 'industrial';

export interface DemoEmployer {
  key: string;
  name: string;
  mobile: string;
  email: string;
  business: Business;
  /** Areas of the master data where its jobs are. */
  locations: string[];
  logo: LogoDesign;
  details: Omit<DemoClientDetails, 'contacts' | 'comments' | 'social'>;
}

/** Logos, businesses and job locations of the companies that have demo sign-ins. */
export const ACCOUNT_COMPANIES: Record<
  string,
  Pick<DemoEmployer, 'business' | 'locations' | 'logo'>
> = {
  consultancy: {
    business: '3pl',
    locations: ['Business Bay'],
    logo: { initials: 'LC', background: [22, 60, 110], accent: [242, 169, 0], mark: 'band' },
  },
  'gulf-freight': {
    business: 'forwarder',
    locations: ['Jebel Ali Free Zone (JAFZA)', 'Khalifa Economic Zones (KEZAD)'],
    logo: { initials: 'GF', background: [0, 84, 140], accent: [0, 168, 150], mark: 'circle' },
  },
  'emirates-3pl': {
    business: '3pl',
    locations: ['Mussafah', 'Dubai South'],
    logo: { initials: 'E3', background: [150, 28, 40], accent: [240, 240, 240], mark: 'corner' },
  },
  'falcon-fleet': {
    business: 'transport',
    locations: ['Sharjah Industrial Area'],
    logo: { initials: 'FF', background: [40, 40, 48], accent: [230, 120, 20], mark: 'band' },
  },
  'desert-cold': {
    business: 'cold',
    locations: ['RAK Economic Zone (RAKEZ)'],
    logo: { initials: 'DC', background: [30, 120, 170], accent: [200, 230, 245], mark: 'ring' },
  },
};

/**
 * An employer as written below: its profile beside its name, and the emirate and address of its
 * one branch, which is at its first location and answers on its main number.
 */
type EmployerRow = Omit<DemoEmployer, 'details'> &
  Omit<DemoEmployer['details'], 'branches'> & { emirate: string; address: string };

const employer = (row: EmployerRow): DemoEmployer => {
  const { about, industry, size, tradeLicence, website, emirate, address, ...e } = row;
  const branch = { emirate, area: e.locations[0], address, phone: e.mobile };
  return { ...e, details: { about, industry, size, tradeLicence, website, branches: [branch] } };
};

const EMPLOYER_ROWS: EmployerRow[] = [
  {
    key: 'saffron-line',
    name: 'Saffron Line Freight FZE',
    mobile: '+97148863100',
    email: 'careers@saffronline.ae',
    business: 'forwarder',
    locations: ['Jebel Ali Free Zone (JAFZA)'],
    logo: { initials: 'SL', background: [214, 120, 20], accent: [90, 40, 10], mark: 'corner' },
    about:
      'Sea and air freight forwarder in Jafza with agents in India, China and East Africa: FCL, LCL and consolidations for traders re-exporting through Jebel Ali.',
    industry: /freight/i,
    size: '51-200',
    tradeLicence: 'JAFZA-184522',
    website: 'https://saffronline.example.ae',
    emirate: 'Dubai',
    address: 'LOB 15, Office 412',
  },
  {
    key: 'skybridge-cargo',
    name: 'SkyBridge Air Cargo Services LLC',
    mobile: '+97148874400',
    email: 'jobs@skybridgecargo.ae',
    business: 'forwarder',
    locations: ['Dubai South', 'Dubai Airport Free Zone (DAFZ)'],
    logo: { initials: 'SB', background: [20, 90, 170], accent: [120, 200, 240], mark: 'band' },
    about:
      'Air cargo handling and forwarding beside Al Maktoum International Airport: perishables, pharma, e-commerce and dangerous goods for airlines and forwarders.',
    industry: /aviation/i,
    size: '501-1000',
    tradeLicence: 'DWC-LLC-30911',
    website: 'https://skybridgecargo.example.ae',
    emirate: 'Dubai',
    address: 'Logistics District, Cargo Village Building 3',
  },
  {
    key: 'meridian-pharma',
    name: 'Meridian Pharma Logistics FZCO',
    mobile: '+97142998800',
    email: 'hr@meridianpharma.ae',
    business: 'cold',
    locations: ['Dubai Airport Free Zone (DAFZ)'],
    logo: { initials: 'MP', background: [0, 122, 110], accent: [255, 255, 255], mark: 'ring' },
    about:
      'GDP-certified storage and distribution of medicines and medical devices for hospitals and pharmacies across the UAE, at 2-8 °C and 15-25 °C.',
    industry: /pharma/i,
    size: '51-200',
    tradeLicence: 'DAFZ-FZCO-7781',
    website: 'https://meridianpharma.example.ae',
    emirate: 'Dubai',
    address: 'West Wing 5, Unit B12',
  },
  {
    key: 'quickdrop',
    name: 'QuickDrop Last Mile LLC',
    mobile: '+97143389900',
    email: 'riders@quickdrop.ae',
    business: 'lastmile',
    locations: ['Al Quoz', 'Al Qusais', 'Sharjah Industrial Area'],
    logo: { initials: 'QD', background: [230, 60, 90], accent: [255, 210, 0], mark: 'corner' },
    about:
      'Same-day and next-day parcel delivery for online shops and marketplaces, with hubs in Al Quoz, Al Qusais and Sharjah and a fleet of 600 vans and motorbikes.',
    industry: /e-commerce/i,
    size: '501-1000',
    tradeLicence: 'DED-884120',
    website: 'https://quickdrop.example.ae',
    emirate: 'Dubai',
    address: 'Al Quoz Industrial Area 3, Warehouse 21',
  },
  {
    key: 'oasis-retail',
    name: 'Oasis Retail Distribution LLC',
    mobile: '+97148851200',
    email: 'talent@oasisretail.ae',
    business: 'trading',
    locations: ['Dubai Investments Park'],
    logo: { initials: 'OR', background: [46, 125, 50], accent: [255, 193, 7], mark: 'circle' },
    about:
      'Distributor of food, beverages and household brands to supermarkets, hypermarkets and groceries in all seven emirates, from a central warehouse in Dubai Investments Park.',
    industry: /retail/i,
    size: '1000+',
    tradeLicence: 'DED-551873',
    website: 'https://oasisretail.example.ae',
    emirate: 'Dubai',
    address: 'DIP 2, Distribution Centre 7',
  },
  {
    key: 'souqcart',
    name: 'SouqCart Fulfilment FZ-LLC',
    mobile: '+97145512200',
    email: 'people@souqcart.ae',
    business: 'ecommerce',
    locations: ['Dubai CommerCity', 'Dubai South'],
    logo: { initials: 'SC', background: [94, 53, 177], accent: [255, 145, 0], mark: 'band' },
    about:
      'Fulfilment for online brands selling across the GCC: storage, pick and pack, returns and marketplace integration from an automated centre in Dubai CommerCity.',
    industry: /e-commerce/i,
    size: '201-500',
    tradeLicence: 'DCC-FZ-2231',
    website: 'https://souqcart.example.ae',
    emirate: 'Dubai',
    address: 'Logistics Cluster, Building L4',
  },
  {
    key: 'al-dhafra',
    name: 'Al Dhafra Industrial Logistics LLC',
    mobile: '+97125086600',
    email: 'recruitment@aldhafralogistics.ae',
    business: 'industrial',
    locations: ['Khalifa Economic Zones (KEZAD)', 'ICAD'],
    logo: { initials: 'AD', background: [121, 85, 72], accent: [255, 183, 77], mark: 'corner' },
    about:
      'In-plant logistics, raw material stores and finished goods distribution for steel, aluminium and building materials manufacturers in KEZAD and ICAD.',
    industry: /manufactur/i,
    size: '201-500',
    tradeLicence: 'KEZAD-LLC-10457',
    website: 'https://aldhafralogistics.example.ae',
    emirate: 'Abu Dhabi',
    address: 'KEZAD Al Ma’mourah, Plot B-22',
  },
  {
    key: 'capital-haulage',
    name: 'Capital Heavy Haulage LLC',
    mobile: '+97125547700',
    email: 'hr@capitalhaulage.ae',
    business: 'transport',
    locations: ['Mussafah', 'Khalifa Port'],
    logo: { initials: 'CH', background: [255, 179, 0], accent: [33, 33, 33], mark: 'band' },
    about:
      'Heavy transport, low-bed trailers and project cargo for oil and gas, utilities and construction across Abu Dhabi and the GCC, with 220 prime movers.',
    industry: /construction/i,
    size: '201-500',
    tradeLicence: 'ADDED-CN-1188402',
    website: '',
    emirate: 'Abu Dhabi',
    address: 'M-37, Plot 12',
  },
  {
    key: 'khalifa-bay',
    name: 'Khalifa Bay Container Services',
    mobile: '+97124171000',
    email: 'careers@khalifabay.ae',
    business: 'port',
    locations: ['Khalifa Port'],
    logo: { initials: 'KB', background: [13, 71, 161], accent: [255, 255, 255], mark: 'ring' },
    about:
      'Container terminal services at Khalifa Port: stevedoring, yard operations, container freight station and reefer monitoring for the main shipping lines.',
    industry: /shipping/i,
    size: '501-1000',
    tradeLicence: 'ADPORTS-2210',
    website: 'https://khalifabay.example.ae',
    emirate: 'Abu Dhabi',
    address: 'Terminal Operations Building, Gate 2',
  },
  {
    key: 'al-ain-fresh',
    name: 'Al Ain Fresh Foods Distribution',
    mobile: '+97137623300',
    email: 'jobs@alainfresh.ae',
    business: 'cold',
    locations: ['Al Ain', 'Mussafah'],
    logo: { initials: 'AF', background: [104, 159, 56], accent: [255, 255, 255], mark: 'circle' },
    about:
      'Chilled and frozen distribution of dairy, poultry and fresh produce from Al Ain to retailers and restaurants in Abu Dhabi and Dubai, every day of the year.',
    industry: /food/i,
    size: '201-500',
    tradeLicence: 'AAN-CN-3307712',
    website: 'https://alainfresh.example.ae',
    emirate: 'Abu Dhabi',
    address: 'Al Ain Industrial Area, Sanaiya 14',
  },
  {
    key: 'saif-skyline',
    name: 'Skyline Cargo Sharjah FZE',
    mobile: '+97165578800',
    email: 'hr@skylinecargo.ae',
    business: 'forwarder',
    locations: ['SAIF Zone', 'Khalid Port'],
    logo: { initials: 'SK', background: [0, 131, 143], accent: [255, 235, 59], mark: 'corner' },
    about:
      'Forwarding and consolidation from the Sharjah Airport Free Zone: air freight to Africa and the CIS, sea freight through Khalid Port and bonded storage.',
    industry: /freight/i,
    size: '51-200',
    tradeLicence: 'SAIF-FZE-14220',
    website: 'https://skylinecargo.example.ae',
    emirate: 'Sharjah',
    address: 'Q3-118, SAIF Zone',
  },
  {
    key: 'hamriyah-project',
    name: 'Hamriyah Project Logistics FZC',
    mobile: '+97165263400',
    email: 'careers@hamriyahproject.ae',
    business: 'industrial',
    locations: ['Hamriyah Free Zone'],
    logo: { initials: 'HP', background: [69, 90, 100], accent: [255, 87, 34], mark: 'band' },
    about:
      'Break-bulk, project cargo and heavy-lift logistics for energy and infrastructure projects, with a quay-side yard in the Hamriyah Free Zone.',
    industry: /oil/i,
    size: '51-200',
    tradeLicence: 'HFZ-FZC-6633',
    website: '',
    emirate: 'Sharjah',
    address: 'Hamriyah Port Road, Yard 8',
  },
  {
    key: 'ajman-pearl',
    name: 'Ajman Pearl Trading & Distribution FZE',
    mobile: '+97167421900',
    email: 'admin@ajmanpearl.ae',
    business: 'trading',
    locations: ['Ajman Free Zone'],
    logo: { initials: 'AP', background: [173, 20, 87], accent: [255, 224, 178], mark: 'ring' },
    about:
      'Trading and distribution of tyres, lubricants and auto spare parts to workshops in the northern emirates and for re-export to Africa.',
    industry: /automotive/i,
    size: '11-50',
    tradeLicence: 'AFZ-FZE-90214',
    website: '',
    emirate: 'Ajman',
    address: 'Warehouse Q-21, Ajman Free Zone',
  },
  {
    key: 'rak-aggregates',
    name: 'RAK Hajar Aggregates Transport LLC',
    mobile: '+97172447700',
    email: 'hr@rakhajar.ae',
    business: 'transport',
    locations: ['RAK Economic Zone (RAKEZ)', 'Saqr Port'],
    logo: { initials: 'RH', background: [93, 64, 55], accent: [255, 204, 128], mark: 'corner' },
    about:
      'Bulk haulage of aggregates and building materials from the Hajar quarries to Saqr Port, rail terminals and construction sites across the UAE.',
    industry: /construction/i,
    size: '201-500',
    tradeLicence: 'RAK-ED-40188',
    website: '',
    emirate: 'Ras Al Khaimah',
    address: 'Al Ghail Industrial Park, Plot 31',
  },
  {
    key: 'fujairah-terminals',
    name: 'Fujairah Terminals & Marine Logistics',
    mobile: '+97192228500',
    email: 'careers@fujairahterminals.ae',
    business: 'port',
    locations: ['Port of Fujairah', 'Fujairah Free Zone'],
    logo: { initials: 'FT', background: [1, 87, 155], accent: [255, 167, 38], mark: 'band' },
    about:
      'Port agency, marine supplies and general cargo terminal services at the Port of Fujairah, on the UAE’s east coast outside the Strait of Hormuz.',
    industry: /shipping/i,
    size: '201-500',
    tradeLicence: 'FUJ-FZ-55018',
    website: 'https://fujairahterminals.example.ae',
    emirate: 'Fujairah',
    address: 'Port Administration Road, Building 6',
  },
];

export const DEMO_EMPLOYERS: DemoEmployer[] = EMPLOYER_ROWS.map(employer);
