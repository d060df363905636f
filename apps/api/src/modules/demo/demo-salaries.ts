/**
 * What each designation pays in the UAE logistics market, per month in AED before allowances, and
 * how senior the role is. The demo's jobs draw their salaries and experience from here, so that a
 * forklift operator earns what a forklift operator earns and a director what a director earns.
 */

/** How senior a role is: it decides the title's prefixes and the years of experience asked for. */
export type Tier = 'operative' | 'staff' | 'lead' | 'manager' | 'head';

export const SALARY_BANDS: Record<string, { tier: Tier; band: readonly [number, number] }> = {
  'Picker Packer': { tier: 'operative', band: [1_500, 2_500] },
  'Warehouse Assistant': { tier: 'operative', band: [1_800, 3_200] },
  'Forklift Operator': { tier: 'operative', band: [1_800, 3_500] },
  'Reach Truck Operator': { tier: 'operative', band: [2_200, 4_000] },
  'Delivery Driver': { tier: 'operative', band: [1_800, 3_500] },
  'Light Vehicle Driver': { tier: 'operative', band: [2_000, 3_800] },
  'Heavy Truck Driver': { tier: 'operative', band: [3_000, 4_500] },
  Storekeeper: { tier: 'operative', band: [2_500, 4_500] },
  Dispatcher: { tier: 'staff', band: [3_500, 6_000] },
  'Customer Service Executive - Logistics': { tier: 'staff', band: [4_000, 7_000] },
  'Documentation Executive': { tier: 'staff', band: [4_000, 7_000] },
  'Logistics Executive': { tier: 'staff', band: [4_500, 7_500] },
  'Customs Clearance Officer': { tier: 'staff', band: [4_500, 8_000] },
  'Logistics Coordinator': { tier: 'staff', band: [5_000, 8_500] },
  'Inventory Controller': { tier: 'staff', band: [5_000, 8_500] },
  'Road Freight Coordinator': { tier: 'staff', band: [5_000, 8_500] },
  'Import Export Coordinator': { tier: 'staff', band: [5_000, 8_500] },
  'Shipping Coordinator': { tier: 'staff', band: [5_000, 8_500] },
  'Purchasing Executive': { tier: 'staff', band: [5_000, 9_000] },
  'Freight Forwarding Executive': { tier: 'staff', band: [5_000, 9_000] },
  'Air Freight Coordinator': { tier: 'staff', band: [5_500, 9_000] },
  'Ocean Freight Coordinator': { tier: 'staff', band: [5_500, 9_000] },
  'Procurement Officer': { tier: 'staff', band: [6_000, 11_000] },
  Buyer: { tier: 'staff', band: [6_000, 11_000] },
  'Customs Broker': { tier: 'staff', band: [6_000, 11_000] },
  'Sales Executive - Logistics': { tier: 'staff', band: [6_000, 12_000] },
  'Inventory Analyst': { tier: 'staff', band: [7_000, 12_000] },
  'Supply Chain Analyst': { tier: 'staff', band: [9_000, 15_000] },
  'Warehouse Supervisor': { tier: 'lead', band: [7_000, 12_000] },
  'Transport Supervisor': { tier: 'lead', band: [7_000, 12_000] },
  'Health and Safety Officer - Warehouse': { tier: 'lead', band: [7_000, 12_000] },
  'Cold Chain Supervisor': { tier: 'lead', band: [8_000, 13_000] },
  'Port Operations Supervisor': { tier: 'lead', band: [9_000, 15_000] },
  'Supply Planner': { tier: 'lead', band: [10_000, 16_000] },
  'Demand Planner': { tier: 'lead', band: [10_000, 17_000] },
  'Terminal Planner': { tier: 'lead', band: [10_000, 16_000] },
  'Trade Compliance Specialist': { tier: 'lead', band: [12_000, 20_000] },
  'Warehouse Manager': { tier: 'manager', band: [15_000, 25_000] },
  'Fleet Manager': { tier: 'manager', band: [15_000, 25_000] },
  'Business Development Manager - Logistics': { tier: 'manager', band: [15_000, 28_000] },
  'Logistics Manager': { tier: 'manager', band: [16_000, 26_000] },
  'Transport Manager': { tier: 'manager', band: [16_000, 26_000] },
  'Last Mile Operations Manager': { tier: 'manager', band: [16_000, 25_000] },
  'Freight Forwarding Manager': { tier: 'manager', band: [18_000, 28_000] },
  'Procurement Manager': { tier: 'manager', band: [18_000, 30_000] },
  'E-commerce Fulfilment Manager': { tier: 'manager', band: [18_000, 28_000] },
  'Operations Manager - 3PL': { tier: 'manager', band: [18_000, 28_000] },
  'Contracts Logistics Manager': { tier: 'manager', band: [20_000, 30_000] },
  'Supply Chain Manager': { tier: 'manager', band: [20_000, 32_000] },
  'Supply Chain Director': { tier: 'head', band: [40_000, 60_000] },
};

/** A band for a designation the table does not know (one an administrator added). */
export const DEFAULT_BAND = { tier: 'staff' as Tier, band: [5_000, 9_000] as const };

/** The title prefixes each tier takes, with how they move the band; an empty prefix most often. */
export const SENIORITY: Record<Tier, { prefix: string; factor: number }[]> = {
  operative: [{ prefix: '', factor: 1 }],
  staff: [
    { prefix: '', factor: 1 },
    { prefix: '', factor: 1 },
    { prefix: 'Senior ', factor: 1.3 },
    { prefix: 'Junior ', factor: 0.8 },
  ],
  lead: [
    { prefix: '', factor: 1 },
    { prefix: '', factor: 1 },
    { prefix: 'Senior ', factor: 1.2 },
  ],
  manager: [
    { prefix: '', factor: 1 },
    { prefix: '', factor: 1 },
    { prefix: 'Assistant ', factor: 0.7 },
  ],
  head: [{ prefix: '', factor: 1 }],
};

/** Years of experience asked for: the least, and how many more the range spans. */
export const EXPERIENCE: Record<Tier, { from: readonly [number, number]; span: number }> = {
  operative: { from: [0, 2], span: 3 },
  staff: { from: [1, 4], span: 4 },
  lead: { from: [4, 7], span: 5 },
  manager: { from: [8, 11], span: 6 },
  head: { from: [12, 15], span: 8 },
};
