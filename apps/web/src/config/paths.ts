import type { LoginKind } from '@logicareers/shared/roles';

/** Every route of the web app, in one place; components build hrefs from here. */
export const paths = {
  home: '/',
  usethis: '/usethis',
  signIn: (kind: Exclude<LoginKind, 'admin'>) => `/auth/${kind}/sign-in`,
  signUp: (kind: Exclude<LoginKind, 'admin'>) => `/auth/${kind}/sign-up`,
  adminSignIn: '/admin-pannel/sign-in',
  forgotPassword: '/unauth/forgot-password',
  searchJobs: (query = '') => `/unauth/search-job${query ? `?${query}` : ''}`,
  jobList: '/unauth/job-list',
  jobView: (id: number | string) => `/unauth/jobs/view/${id}`,
  employerList: '/unauth/employer-list',
  employerJobs: (companyId: number | string) => `/unauth/employer-job/${companyId}`,
  jobCategory: (category: 'designation' | 'functional_area' | 'state') =>
    `/unauth/job-category/${category}`,
  candidate: {
    dashboard: '/candidate',
    searchJobs: '/candidate/search-job',
    personalCreate: '/candidate/personal-create',
    profileCreate: '/candidate/profile-create',
    profile: '/candidate/profile',
    jobAlerts: '/candidate/job-alert',
    saved: '/candidate/job/saved',
    recommended: '/candidate/job/recommended',
    applied: '/candidate/job/applied',
    appliedByStatus: (status: string) => `/candidate/job/${status}`,
  },
  unsubscribeAlert: '/unauth/job-alerts/unsubscribe',
  confirmSubscription: '/unauth/subscription/confirm',
  employer: {
    dashboard: '/employer/dashboard',
  },
  management: {
    jobs: '/management/jobs',
    jobCreate: '/management/jobs/create',
    jobEdit: (id: number | string) => `/management/jobs/edit/${id}`,
    jobView: (id: number | string) => `/management/jobs/view/${id}`,
    templates: '/management/job-template',
    templateCreate: '/management/job-template/create',
    templateEdit: (id: number | string) => `/management/job-template/edit-${id}`,
    templateView: (id: number | string) => `/management/job-template/view/${id}`,
    applicants: (jobId: number | string) => `/management/jobs/view/${jobId}/applicants`,
  },
  admin: {
    dashboard: '/admin-pannel/dashboard',
    settings: '/admin-pannel/settings',
    outbox: '/admin-pannel/outbox',
    users: '/admin-pannel/user/management',
  },
  consultancyAdmin: {
    dashboard: '/consultancy-admin/dashboard',
  },
} as const;
