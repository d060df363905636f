import type { Language } from '@logicareers/shared/talent-terms';

/*
 * The words generated candidates are made of: their names by where they come from, their
 * employers and schools, the certifications and duties of the field, and neutral filler for CVs.
 */

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
export const ORIGIN_WHEEL = ORIGINS.flatMap((origin) =>
  Array<typeof origin>(origin.weight).fill(origin),
);

export const EMPLOYERS = [
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

export const INSTITUTIONS = [
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
export const CERTIFICATIONS: [name: string, issuer: string, years: number][] = [
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
export const GENERAL_DUTIES = [
  'Reported weekly KPIs to the operations manager in Power BI and Excel.',
  'Trained new joiners on safety, the WMS and customer service standards.',
  'Worked with finance and sales on billing, disputes and customer onboarding.',
];

/** Sentences without trade words, to bring a CV to its size without skewing search. */
export const FILLER = [
  'I take ownership of my work, communicate clearly and keep my promises to customers.',
  'Available for interviews at short notice; references are available on request.',
  'Comfortable working in shifts and in fast-paced, multicultural teams.',
  'Committed to continuous improvement, safety and the well-being of the team.',
  'Holds a valid passport; family is settled in the UAE.',
  'Enjoys mentoring junior colleagues and sharing practical know-how.',
  'Regularly attends industry events and short courses to keep skills current.',
  'Known for reliability, punctuality and a calm approach under pressure.',
];

export const dutiesFor = (area: string) =>
  DUTIES.find(([pattern]) => pattern.test(area))?.[1] ?? [];
