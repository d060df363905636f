import type { DemoRole } from './demo-roles-operations';

/**
 * What the demo's office jobs say: coordinators, executives, officers, analysts and planners in
 * freight, customs, procurement, inventory and customer service.
 */
export const OFFICE_ROLES: Record<string, DemoRole> = {
  'Logistics Coordinator': {
    areas: ['Contract Logistics', 'Freight Forwarding - Sea', 'Warehousing and 3PL'],
    duties: [
      'Coordinate inbound and outbound shipments between suppliers, carriers and the warehouse.',
      'Book transport, share delivery schedules and follow up until proof of delivery.',
      'Prepare delivery notes, packing lists and the daily shipment status report.',
      'Resolve delays and discrepancies with carriers and customers the same day.',
    ],
    requirements: [
      'Two years as a logistics coordinator in the UAE.',
      'Good Excel and experience with an ERP or TMS.',
      'Clear written and spoken English.',
    ],
  },
  'Logistics Executive': {
    areas: ['Contract Logistics', 'Logistics Customer Service', 'Warehousing and 3PL'],
    duties: [
      'Enter orders, shipments and goods receipts in the ERP and keep them up to date.',
      'Arrange local deliveries and collections with the transport team.',
      'Follow up on supplier documents and share them with customs brokers.',
    ],
    requirements: [
      'One to three years in a logistics or shipping office.',
      'Good Excel and typing skills.',
      'Diploma or degree in business or logistics.',
    ],
  },
  'Inventory Controller': {
    areas: ['Inventory Management', 'Warehousing and 3PL'],
    duties: [
      'Plan and run daily cycle counts and investigate every variance.',
      'Reconcile WMS stock with the ERP and post approved adjustments.',
      'Report stock accuracy, ageing and damaged stock to clients each week.',
      'Control quarantine, returns and expiry locations.',
    ],
    requirements: [
      'Three years in inventory control in a warehouse or distribution centre.',
      'Experience with SAP, Oracle WMS or Infor and strong Excel.',
      'Attention to detail and a methodical way of working.',
    ],
  },
  'Inventory Analyst': {
    areas: ['Inventory Management', 'Supply Chain Planning'],
    duties: [
      'Analyse stock levels, turns and ageing across sites and propose actions.',
      'Set and review reorder points and safety stock with planners.',
      'Build Power BI dashboards for stock accuracy and write-offs.',
    ],
    requirements: [
      'Degree in supply chain, finance or engineering.',
      'Three years in inventory analysis; advanced Excel and Power BI.',
      'SQL is an advantage.',
    ],
  },
  'Supply Chain Analyst': {
    areas: ['Supply Chain Planning', 'Inventory Management', 'Contract Logistics'],
    duties: [
      'Analyse service levels, lead times and logistics costs and explain what drives them.',
      'Build and maintain Power BI dashboards for operations and management.',
      'Model network, stock and transport scenarios to support decisions.',
      'Work with IT on data quality between the ERP, WMS and TMS.',
    ],
    requirements: [
      'Degree in supply chain, engineering, statistics or a related field.',
      'Three years as an analyst; advanced Excel, Power BI and SQL.',
      'Able to present findings clearly to non-technical managers.',
    ],
  },
  'Freight Forwarding Executive': {
    areas: ['Freight Forwarding - Sea', 'Freight Forwarding - Air', 'Freight Forwarding - Road'],
    duties: [
      'Handle import and export shipments by sea and air from booking to delivery.',
      'Request rates from carriers and agents and prepare quotations for customers.',
      'Prepare and check bills of lading, airway bills and arrival notices.',
      'Keep CargoWise updated and customers informed of every milestone.',
    ],
    requirements: [
      'Two to four years with a freight forwarder in the UAE.',
      'Working knowledge of Incoterms 2020 and CargoWise.',
      'Good customer communication in English.',
    ],
  },
  'Air Freight Coordinator': {
    areas: ['Freight Forwarding - Air'],
    duties: [
      'Book air freight with airlines and GSAs and confirm flights and cut-offs.',
      'Prepare master and house airway bills and check shipper declarations.',
      'Coordinate cargo handover at DWC and DXB terminals.',
      'Track consignments and update customers on arrival and clearance.',
    ],
    requirements: [
      'Two years in air freight operations.',
      'IATA DGR certificate or willingness to obtain it.',
      'CargoWise experience is an advantage.',
    ],
  },
  'Ocean Freight Coordinator': {
    areas: ['Freight Forwarding - Sea', 'Shipping and Port Operations'],
    duties: [
      'Book FCL and LCL shipments with shipping lines and confirm sailings.',
      'Prepare bills of lading, shipping instructions and arrival notices.',
      'Follow up on container release, demurrage and detention at Jebel Ali and Khalifa Port.',
      'Coordinate with truckers for container pick-up and delivery.',
    ],
    requirements: [
      'Two years in sea freight operations in the UAE.',
      'Knowledge of Incoterms and shipping line portals.',
      'CargoWise or a similar forwarding system.',
    ],
  },
  'Road Freight Coordinator': {
    areas: ['Freight Forwarding - Road', 'Transport and Fleet'],
    duties: [
      'Arrange full and part loads by road to Saudi Arabia, Oman, Qatar and Kuwait.',
      'Prepare transit documents and coordinate border clearance with brokers.',
      'Track trucks and keep customers informed of crossing times and delays.',
    ],
    requirements: [
      'Two years in GCC road freight.',
      'Knowledge of GCC transit and customs documents.',
      'Arabic is an advantage.',
    ],
  },
  'Customs Clearance Officer': {
    areas: ['Customs Brokerage', 'Trade Compliance'],
    duties: [
      'Prepare and submit import, export and transit declarations on Dubai Trade and Mirsal 2.',
      'Check invoices, packing lists and certificates of origin before filing.',
      'Follow up on inspections, holds and duty payments with customs.',
      'Arrange free-zone exit and entry documents for JAFZA and DAFZ shipments.',
    ],
    requirements: [
      'Two years in customs clearance in the UAE.',
      'Good knowledge of HS classification and UAE customs procedures.',
      'Arabic and English; a customs broker card is a plus.',
    ],
  },
  'Customs Broker': {
    areas: ['Customs Brokerage'],
    duties: [
      'Act as the licensed broker for clients’ declarations in Dubai and Abu Dhabi.',
      'Classify goods, calculate duties and advise on exemptions and deposits.',
      'Represent clients at customs inspections and in disputes.',
    ],
    requirements: [
      'Valid UAE customs broker card.',
      'Four years in customs brokerage.',
      'Fluent Arabic and good English.',
    ],
  },
  'Trade Compliance Specialist': {
    areas: ['Trade Compliance', 'Customs Brokerage'],
    duties: [
      'Keep HS classifications, origin rules and licences correct across the product range.',
      'Screen shipments against export control and sanctions lists.',
      'Run internal customs audits and train operations teams on changes in regulation.',
    ],
    requirements: [
      'Five years in trade compliance or customs in the GCC.',
      'Knowledge of the GCC common customs law and free-zone rules.',
      'Degree in law, business or supply chain.',
    ],
  },
  'Demand Planner': {
    areas: ['Supply Chain Planning'],
    duties: [
      'Build the monthly statistical forecast by SKU and customer.',
      'Agree the consensus forecast with sales and marketing in the S&OP cycle.',
      'Track forecast accuracy and bias and explain the gaps.',
    ],
    requirements: [
      'Four years of demand planning in FMCG, retail or pharma.',
      'Experience with SAP IBP, Blue Yonder or a similar tool; advanced Excel.',
      'APICS CPIM or CSCP is an advantage.',
    ],
  },
  'Supply Planner': {
    areas: ['Supply Chain Planning', 'Procurement and Purchasing'],
    duties: [
      'Turn the demand plan into purchase and replenishment plans for each warehouse.',
      'Manage supplier lead times, minimum orders and container fill.',
      'Keep stock cover on target and reduce slow-moving stock.',
    ],
    requirements: [
      'Four years in supply or replenishment planning.',
      'Strong Excel and ERP skills (SAP or Oracle).',
      'Degree in supply chain or engineering.',
    ],
  },
  'Procurement Officer': {
    areas: ['Procurement and Purchasing'],
    duties: [
      'Source quotations from approved vendors and prepare comparisons.',
      'Raise purchase orders and follow up on delivery until goods are received.',
      'Keep vendor records, trade licences and contracts up to date.',
      'Resolve price and quantity differences with suppliers and finance.',
    ],
    requirements: [
      'Three years in procurement in the UAE.',
      'SAP MM or Oracle purchasing experience.',
      'CIPS study is an advantage.',
    ],
  },
  'Purchasing Executive': {
    areas: ['Procurement and Purchasing'],
    duties: [
      'Process purchase requests and raise orders in the ERP.',
      'Follow up with suppliers on confirmations and delivery dates.',
      'Maintain price lists and purchase records.',
    ],
    requirements: [
      'Two years in purchasing or procurement support.',
      'Good Excel and ERP data entry.',
      'Clear written English.',
    ],
  },
  Buyer: {
    areas: ['Procurement and Purchasing', 'Supply Chain Planning'],
    duties: [
      'Buy the assigned categories at the right price, quality and lead time.',
      'Negotiate prices and terms with local and overseas suppliers.',
      'Track supplier performance and open alternatives where it slips.',
    ],
    requirements: [
      'Three years as a buyer in trading, retail or manufacturing.',
      'Good negotiation skills and knowledge of Incoterms.',
      'ERP experience; CIPS is a plus.',
    ],
  },
  'Shipping Coordinator': {
    areas: ['Shipping and Port Operations', 'Freight Forwarding - Sea'],
    duties: [
      'Arrange export shipments, book vessels and prepare shipping instructions.',
      'Coordinate container stuffing, inspections and port delivery.',
      'Send shipping documents to banks and customers on time.',
    ],
    requirements: [
      'Two years in shipping or export documentation.',
      'Knowledge of letters of credit and Incoterms.',
      'Good English and Excel.',
    ],
  },
  'Import Export Coordinator': {
    areas: ['Freight Forwarding - Sea', 'Customs Brokerage', 'Trade Compliance'],
    duties: [
      'Coordinate imports and exports with suppliers, forwarders and customs brokers.',
      'Check commercial invoices, packing lists and certificates before shipping.',
      'Track shipments and landed costs and update the ERP.',
    ],
    requirements: [
      'Two years in import and export coordination.',
      'Knowledge of UAE customs documents and Incoterms.',
      'Arabic is an advantage.',
    ],
  },
  'Documentation Executive': {
    areas: ['Freight Forwarding - Sea', 'Freight Forwarding - Air', 'Customs Brokerage'],
    duties: [
      'Prepare bills of lading, airway bills, manifests and certificates of origin.',
      'Check documents against letters of credit and customer instructions.',
      'File and archive shipment documents for audits.',
    ],
    requirements: [
      'Two years of shipping documentation in a forwarder or trading company.',
      'Accuracy with details and good English.',
      'CargoWise experience is a plus.',
    ],
  },
  'Customer Service Executive - Logistics': {
    areas: ['Logistics Customer Service', 'Last Mile Delivery'],
    duties: [
      'Answer customer calls, e-mails and chats about shipments and deliveries.',
      'Log complaints, follow them up with operations and close them within the target time.',
      'Update customers proactively on delays and rescheduled deliveries.',
    ],
    requirements: [
      'Two years in customer service, ideally in logistics or courier.',
      'Fluent English; Arabic is an advantage.',
      'Calm and polite under pressure.',
    ],
  },
  'Sales Executive - Logistics': {
    areas: ['Logistics Sales'],
    duties: [
      'Win new accounts for freight, warehousing and transport services.',
      'Visit customers, understand their supply chain and prepare proposals.',
      'Follow up on quotations and tenders and hand new accounts to operations.',
      'Meet monthly revenue and margin targets.',
    ],
    requirements: [
      'Three years selling logistics services in the UAE.',
      'A network of shippers in trading, retail or manufacturing.',
      'UAE driving licence; a commission is paid on top of the salary.',
    ],
  },
};
