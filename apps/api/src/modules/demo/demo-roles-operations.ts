/**
 * What the demo's jobs on the warehouse floor, in the yard and on the road say: the duties and the
 * requirements of each designation, and the functional areas it is posted under.
 */
export interface DemoRole {
  areas: string[];
  duties: string[];
  requirements: string[];
}

export const OPERATIONS_ROLES: Record<string, DemoRole> = {
  'Picker Packer': {
    areas: ['E-commerce Fulfilment', 'Warehousing and 3PL'],
    duties: [
      'Pick customer orders with a handheld scanner following the pick list and bin locations.',
      'Pack items securely, print shipping labels and place parcels in the right carrier cage.',
      'Check quantities and item codes before packing and report damaged or missing stock.',
      'Keep the packing station clean and stocked with boxes, tape and fillers.',
    ],
    requirements: [
      'No experience needed; full training on scanners and packing standards is given.',
      'Able to stand for long periods and lift parcels of up to 20 kg.',
      'Basic English to read pick lists and labels.',
    ],
  },
  'Warehouse Assistant': {
    areas: ['Warehousing and 3PL', 'Inventory Management'],
    duties: [
      'Unload inbound containers and check cartons against the delivery note.',
      'Label, put away and replenish stock in the assigned locations.',
      'Help with picking, packing and loading outbound trucks on time.',
      'Join cycle counts and keep aisles and racking clear and safe.',
    ],
    requirements: [
      'One year of warehouse experience is an advantage, not a must.',
      'Physically fit and able to work rotating shifts.',
      'Basic English; Hindi, Urdu or Tagalog is helpful on the floor.',
    ],
  },
  'Forklift Operator': {
    areas: ['Warehousing and 3PL', 'Shipping and Port Operations', 'Inventory Management'],
    duties: [
      'Load and unload containers and trucks safely with a counterbalance forklift.',
      'Move pallets between receiving, racking and dispatch areas as directed by the supervisor.',
      'Carry out the daily pre-use check of the forklift and report faults at once.',
      'Stack and store pallets to the racking load limits and keep the aisles clear.',
    ],
    requirements: [
      'Valid UAE forklift licence or a certificate from a recognised training centre.',
      'At least one year of forklift operation in a warehouse or yard.',
      'A clean safety record and willingness to work shifts, including Fridays on rotation.',
    ],
  },
  'Reach Truck Operator': {
    areas: ['Warehousing and 3PL', 'Cold Chain'],
    duties: [
      'Operate a reach truck to put away and retrieve pallets from high-bay racking up to 11 m.',
      'Confirm every move with the RF scanner so that stock locations stay accurate.',
      'Replenish pick faces before each wave and support the night shift at peak.',
      'Complete the daily equipment checklist and charge batteries as scheduled.',
    ],
    requirements: [
      'Valid reach truck licence or certificate; UAE experience preferred.',
      'Two years of high-bay racking experience.',
      'Comfortable working in chilled areas when the roster requires it.',
    ],
  },
  'Delivery Driver': {
    areas: ['Last Mile Delivery', 'E-commerce Fulfilment'],
    duties: [
      'Deliver parcels to homes and businesses on the assigned route using the driver app.',
      'Collect cash on delivery, capture proof of delivery and return undelivered items to the hub.',
      'Load the van in route order at the start of the shift and keep it clean.',
      'Treat every customer politely and call ahead when an address is unclear.',
    ],
    requirements: [
      'Valid UAE light vehicle licence; a motorbike licence is an advantage.',
      'Good knowledge of Dubai and Sharjah roads and areas.',
      'Smartphone skills and basic English.',
    ],
  },
  'Light Vehicle Driver': {
    areas: ['Transport and Fleet', 'Last Mile Delivery'],
    duties: [
      'Drive pickup trucks and vans between warehouses, ports and customer sites.',
      'Collect and deliver documents, samples and urgent spare parts on time.',
      'Keep the vehicle log, fuel receipts and delivery notes complete.',
      'Follow RTA rules and report any incident or damage immediately.',
    ],
    requirements: [
      'Valid UAE light vehicle licence with at least two years of local driving.',
      'Clean driving record.',
      'Basic English; Arabic is an advantage.',
    ],
  },
  'Heavy Truck Driver': {
    areas: ['Transport and Fleet', 'Freight Forwarding - Road', 'Projects and Heavy Lift'],
    duties: [
      'Drive trailers and container trucks between ports, free zones and customer sites.',
      'Secure loads correctly and check weights before leaving the yard.',
      'Carry the right documents for customs and cross-border trips to Oman and Saudi Arabia.',
      'Complete pre-trip inspections and keep to rest times and delivery windows.',
    ],
    requirements: [
      'Valid UAE heavy vehicle licence; GCC driving experience of three years or more.',
      'Clean driving record and knowledge of truck routes across the emirates.',
      'ADR or dangerous goods training is an advantage.',
    ],
  },
  Storekeeper: {
    areas: ['Warehousing and 3PL', 'Inventory Management', 'Procurement and Purchasing'],
    duties: [
      'Receive materials against purchase orders and record goods receipts in the system.',
      'Issue stock against approved requests and keep bin cards up to date.',
      'Organise the store by item code and flag slow-moving or expiring items.',
      'Take part in monthly stock counts and explain variances.',
    ],
    requirements: [
      'Two years as a storekeeper, ideally in construction, oil and gas or a 3PL.',
      'Working knowledge of SAP MM, Oracle or a similar inventory system.',
      'Good English and basic Excel.',
    ],
  },
  Dispatcher: {
    areas: ['Last Mile Delivery', 'Transport and Fleet'],
    duties: [
      'Assign orders to drivers and couriers as they arrive and balance routes through the day.',
      'Track vehicles live and call drivers about delays, failed deliveries and reroutes.',
      'Answer customer and hub calls about delivery times.',
      'Prepare the end-of-shift report of completed, failed and returned orders.',
    ],
    requirements: [
      'One to three years of dispatch experience in courier, delivery or transport.',
      'Good knowledge of UAE areas and traffic patterns.',
      'Clear spoken English; Arabic or Hindi is an advantage.',
    ],
  },
  'Warehouse Supervisor': {
    areas: ['Warehousing and 3PL', 'Contract Logistics', 'E-commerce Fulfilment'],
    duties: [
      'Run one shift of receiving, put-away, picking and dispatch with a team of 20 to 40.',
      'Plan manpower and equipment for the day and reassign staff as volumes change.',
      'Track order accuracy, pick rates and dock-to-stock time and act on misses.',
      'Enforce safe working with forklifts and at height; lead toolbox talks.',
    ],
    requirements: [
      'Five years in warehousing, at least two leading a shift.',
      'Hands-on experience with a WMS such as SAP EWM, Manhattan or Infor.',
      'Good English and the confidence to lead a multinational team.',
    ],
  },
  'Transport Supervisor': {
    areas: ['Transport and Fleet', 'Freight Forwarding - Road'],
    duties: [
      'Plan daily truck and trailer movements and assign drivers to trips.',
      'Follow up on delays at ports, borders and customer sites and keep customers informed.',
      'Check driver hours, vehicle documents and RTA compliance.',
      'Approve trip sheets and fuel records for billing and cost control.',
    ],
    requirements: [
      'Four years in transport operations in the UAE, two as a supervisor.',
      'Knowledge of GCC cross-border documents and routes.',
      'A UAE driving licence and good Excel skills.',
    ],
  },
  'Cold Chain Supervisor': {
    areas: ['Cold Chain', 'Warehousing and 3PL'],
    duties: [
      'Supervise chilled and frozen receiving, storage and dispatch for food and pharma clients.',
      'Monitor cold room and reefer temperatures and act on excursions at once.',
      'Keep HACCP and GDP records ready for client and municipality audits.',
      'Train staff on first-expiry-first-out handling and working safely in the cold.',
    ],
    requirements: [
      'Five years in temperature-controlled warehousing, two as a supervisor.',
      'HACCP or GDP training; a food safety certificate from Dubai Municipality is a plus.',
      'Experience with data loggers and a WMS.',
    ],
  },
  'Port Operations Supervisor': {
    areas: ['Shipping and Port Operations'],
    duties: [
      'Supervise vessel loading and discharge and the yard moves that go with it.',
      'Deploy gangs, cranes and straddle carriers to meet berth productivity targets.',
      'Coordinate with planners, shipping lines and customs on holds and special cargo.',
      'Report incidents, delays and productivity at the end of each shift.',
    ],
    requirements: [
      'Six years in container terminal or port operations.',
      'Knowledge of terminal operating systems such as Navis N4.',
      'Willing to work rotating shifts on the quay.',
    ],
  },
  'Terminal Planner': {
    areas: ['Shipping and Port Operations'],
    duties: [
      'Prepare stowage and discharge plans for container vessels.',
      'Allocate yard space to keep crane and truck moves short.',
      'Agree vessel windows and cut-offs with shipping lines.',
      'Review plan performance after each call and propose improvements.',
    ],
    requirements: [
      'Four years of vessel or yard planning at a container terminal.',
      'Expert user of Navis N4 or a similar terminal operating system.',
      'Degree in logistics, maritime studies or engineering.',
    ],
  },
  'Health and Safety Officer - Warehouse': {
    areas: ['Warehousing and 3PL', 'Contract Logistics'],
    duties: [
      'Carry out risk assessments for warehouse, racking and material handling activities.',
      'Run safety inductions, toolbox talks and emergency drills.',
      'Investigate incidents and near misses and follow up corrective actions.',
      'Keep permits, fire safety and civil defence records up to date.',
    ],
    requirements: [
      'NEBOSH IGC or an equivalent occupational safety qualification.',
      'Four years of HSE experience in warehousing or logistics in the GCC.',
      'Good report writing in English.',
    ],
  },
};
