/** Texts of the public landing page. */
export const publicPages = {
  landing: {
    title: 'Logistics and supply-chain jobs in the UAE',
    lead: 'Freight forwarding, warehousing, customs, transport and planning roles from employers across the seven emirates and their free zones.',
    searchLabel: 'Search jobs',
    searchPlaceholder: 'Job title, skill or company, e.g. "customs clearance"',
    search: 'Search',
    createProfile: 'Create your profile',
    hire: 'Hire with LogiCareers',
    browse: {
      title: 'Browse jobs',
      by: 'Browse by',
      functional_area: 'Field',
      state: 'Emirate',
      designation: 'Designation',
      all: 'See all categories',
    },
    latest: {
      title: 'Latest jobs',
      all_one: 'All {{total}} jobs',
      all_other: 'All {{total}} jobs',
      allPending: 'All jobs',
    },
    employers: {
      title: 'Employers hiring now',
      openJobs_one: '{{count}} open job',
      openJobs_other: '{{count}} open jobs',
    },
  },
} as const;
