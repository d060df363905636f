import type { DemoRole } from './demo-roles-operations';

/** What the demo's management jobs say: managers of sites, fleets, teams and functions. */
export const MANAGER_ROLES: Record<string, DemoRole> = {
  'Logistics Manager': {
    areas: ['Contract Logistics', 'Warehousing and 3PL', 'Transport and Fleet'],
    duties: [
      'Lead warehousing, transport and customs teams to agreed service levels and budget.',
      'Negotiate with carriers, forwarders and 3PL partners and review their performance.',
      'Own logistics costs and report KPIs to senior management every month.',
      'Drive improvement projects in systems, layout and processes.',
    ],
    requirements: [
      'Ten years in logistics, five in a management role in the GCC.',
      'Degree in supply chain or business; CILT or CSCP is an advantage.',
      'Strong leadership and budgeting skills.',
    ],
  },
  'Supply Chain Manager': {
    areas: ['Supply Chain Planning', 'Procurement and Purchasing', 'Contract Logistics'],
    duties: [
      'Lead planning, procurement and logistics for the UAE and GCC markets.',
      'Run the monthly S&OP process with sales, finance and operations.',
      'Improve service levels while reducing stock and logistics costs.',
      'Manage key suppliers and logistics partners.',
    ],
    requirements: [
      'Ten years in supply chain, with a team of planners or buyers.',
      'Experience with SAP or Oracle and S&OP.',
      'APICS CSCP or an MBA is an advantage.',
    ],
  },
  'Supply Chain Director': {
    areas: ['Supply Chain Planning', 'Contract Logistics'],
    duties: [
      'Set the supply chain strategy for the region and lead its heads of function.',
      'Own the supply chain budget, network design and major logistics contracts.',
      'Report to the CEO on service, cost and working capital.',
      'Build a strong leadership team and succession plan.',
    ],
    requirements: [
      'Fifteen years in supply chain, five at senior management level in the GCC.',
      'Record of leading large network or systems changes.',
      'Degree and MBA or equivalent.',
    ],
  },
  'Warehouse Manager': {
    areas: ['Warehousing and 3PL', 'Contract Logistics', 'Cold Chain'],
    duties: [
      'Run a multi-client warehouse with supervisors, operators and admin staff.',
      'Meet client KPIs for accuracy, on-time dispatch and stock integrity.',
      'Plan labour, equipment and space and control the site budget.',
      'Keep the site safe, clean and audit-ready for clients and civil defence.',
    ],
    requirements: [
      'Eight years in warehousing, three managing a site in the UAE.',
      'WMS expertise (SAP EWM, Manhattan or Infor).',
      'Lean or Six Sigma experience is an advantage.',
    ],
  },
  'Freight Forwarding Manager': {
    areas: ['Freight Forwarding - Sea', 'Freight Forwarding - Air'],
    duties: [
      'Lead the sea and air freight operations and pricing teams.',
      'Negotiate annual contracts with shipping lines, airlines and overseas agents.',
      'Grow volumes with key accounts together with the sales team.',
      'Own the branch profit and loss.',
    ],
    requirements: [
      'Ten years in freight forwarding, four leading a team.',
      'A strong network of carriers and agents.',
      'FIATA diploma or equivalent is an advantage.',
    ],
  },
  'Procurement Manager': {
    areas: ['Procurement and Purchasing'],
    duties: [
      'Lead the procurement team and set category strategies.',
      'Run tenders for major contracts and negotiate terms.',
      'Manage supplier risk, performance and compliance.',
      'Deliver annual savings targets agreed with finance.',
    ],
    requirements: [
      'Ten years in procurement, four as a manager.',
      'MCIPS or working towards it.',
      'Experience with SAP Ariba or Oracle procurement.',
    ],
  },
  'Fleet Manager': {
    areas: ['Transport and Fleet', 'Last Mile Delivery'],
    duties: [
      'Manage a fleet of trucks, vans and drivers to service and cost targets.',
      'Plan preventive maintenance and vehicle replacement with workshops and dealers.',
      'Use telematics to improve fuel use, safety and utilisation.',
      'Keep all vehicles and drivers compliant with RTA and ITC rules.',
    ],
    requirements: [
      'Eight years in fleet management in the UAE.',
      'Experience with fleet telematics and maintenance systems.',
      'Valid UAE driving licence.',
    ],
  },
  'Transport Manager': {
    areas: ['Transport and Fleet', 'Freight Forwarding - Road'],
    duties: [
      'Lead transport planning for deliveries across the UAE and GCC.',
      'Manage own fleet and subcontracted hauliers and their rates.',
      'Control transport cost per drop and on-time delivery.',
    ],
    requirements: [
      'Eight years in transport operations, three as a manager.',
      'TMS experience and strong commercial sense.',
      'Knowledge of GCC cross-border transport.',
    ],
  },
  'Last Mile Operations Manager': {
    areas: ['Last Mile Delivery', 'E-commerce Fulfilment'],
    duties: [
      'Run last-mile hubs and courier fleets across Dubai, Sharjah and Abu Dhabi.',
      'Improve first-attempt delivery, cost per drop and customer ratings.',
      'Plan capacity for sales events and the Ramadan and year-end peaks.',
    ],
    requirements: [
      'Eight years in courier or e-commerce delivery operations.',
      'Experience managing outsourced rider and driver partners.',
      'Data-driven, with strong Excel or BI skills.',
    ],
  },
  'E-commerce Fulfilment Manager': {
    areas: ['E-commerce Fulfilment', 'Warehousing and 3PL'],
    duties: [
      'Run the fulfilment centre from inbound to dispatch, including returns.',
      'Meet same-day and next-day cut-offs through peak and off-peak.',
      'Work with marketplace and carrier partners on capacity and service.',
    ],
    requirements: [
      'Eight years in fulfilment or warehouse operations, three in e-commerce.',
      'WMS and automation experience.',
      'Strong people leadership.',
    ],
  },
  'Business Development Manager - Logistics': {
    areas: ['Logistics Sales'],
    duties: [
      'Win new contract logistics and freight accounts across the UAE.',
      'Lead tenders with operations and pricing, from solution design to contract.',
      'Build senior relationships with shippers in retail, FMCG and industry.',
      'Deliver the annual new-business target.',
    ],
    requirements: [
      'Eight years selling logistics solutions in the GCC.',
      'A record of closing multi-year contracts.',
      'UAE driving licence; a commission plan applies.',
    ],
  },
  'Contracts Logistics Manager': {
    areas: ['Contract Logistics', 'Warehousing and 3PL'],
    duties: [
      'Own the service and profitability of key 3PL contracts.',
      'Lead monthly business reviews and contract renewals with clients.',
      'Start up new contracts on time, from layout to staffing and systems.',
    ],
    requirements: [
      'Ten years in contract logistics, four managing client accounts.',
      'Strong commercial and financial skills.',
      'Degree in supply chain or business.',
    ],
  },
  'Operations Manager - 3PL': {
    areas: ['Warehousing and 3PL', 'Contract Logistics'],
    duties: [
      'Lead warehouse and transport operations for several 3PL clients.',
      'Meet client KPIs while controlling labour and equipment costs.',
      'Coach supervisors and build a strong safety culture.',
    ],
    requirements: [
      'Eight years in 3PL operations, three as a manager.',
      'WMS and TMS experience.',
      'Lean or Six Sigma certification is an advantage.',
    ],
  },
};
