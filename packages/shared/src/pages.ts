import { SOURCE_PARAM, type CandidateSource } from './application-status';
import type { SiteLanguage } from './languages';
import type { LoginKind } from './roles';

/**
 * Every page of the web app, once: the route patterns the router mounts, and the href builders that
 * links, role homes, e-mails, server-rendered pages and the sitemap use. No page path is written
 * anywhere else.
 */

/** The areas whose recruiting screens (jobs, applicants, templates) are the same. */
export type RecruitingArea = 'management' | 'employer';

/** The recruiting screens under an area's prefix. */
export const recruitingPages = (area: RecruitingArea) =>
  ({
    jobs: `/${area}/jobs`,
    jobCreate: `/${area}/jobs/create`,
    jobEdit: `/${area}/jobs/edit/:id`,
    jobView: `/${area}/jobs/view/:id`,
    applicants: `/${area}/jobs/view/:id/applicants`,
    searchJobs: `/${area}/job/search`,
    templates: `/${area}/job-template`,
    templateView: `/${area}/job-template/view/:id`,
    /** 'create', or 'edit-{id}'. */
    templateAction: `/${area}/job-template/:action`,
  }) as const;

/**
 * Where the pages of e-mailed links with a token live (a recruiter's e-mail, an interview, an
 * unsubscribe link, a client's candidate): for their reader only, kept out of search engines, shown
 * without the site's header and footer.
 */
export const LINK_PAGES = [
  '/client-cv',
  '/unauth/email-response',
  '/unauth/email-unsubscribe',
  '/unauth/interview-response',
] as const;

/** Route patterns, in React Router's syntax (`:name` for a parameter). */
export const PAGES = {
  home: '/',
  usethis: '/usethis',
  signIn: '/auth/:kind/sign-in',
  signUp: '/auth/:kind/sign-up',
  /**
   * The short addresses of sign-in and sign-up (`/employer/sign-in`, `/candidate/sign-up` ...),
   * sent on to `/auth/{kind}/...`; any other first segment is not found.
   */
  shortSignIn: '/:kind/sign-in',
  shortSignUp: '/:kind/sign-up',
  adminSignIn: '/admin-pannel/sign-in',
  forgotPassword: '/unauth/forgot-password',
  /** The signed-in user's own account (names, mobile, photo, e-mail, language), every role. */
  account: '/account',
  searchJobs: '/unauth/search-job',
  jobList: '/unauth/job-list',
  jobView: '/unauth/jobs/view/:id',
  employerList: '/unauth/employer-list',
  employerJobs: '/unauth/employer-job/:companyId',
  jobCategory: '/unauth/job-category/:category',
  /** The service pages of SPEC.md (`cv-writing`, `about-us`, `contact-us` ...), issue 17. */
  service: '/unauth/services/:page',
  /** The public plans and their prices. */
  pricing: '/unauth/services/pricing',
  /** The pages for employers (`job-posting`, `cv-searching`, `rpo` ...), each with an enquiry form. */
  employerService: '/unauth/employer-services/:page',
  news: '/unauth/logistics-news',
  newsArticle: '/unauth/logistics-news/:slug',
  unsubscribeAlert: '/unauth/job-alerts/unsubscribe',
  confirmSubscription: '/unauth/subscription/confirm',
  /** A candidate answers a recruiter's e-mail without signing in (the token is the mail's). */
  emailResponse: '/unauth/email-response/:token',
  /** A candidate stops a company's marketing e-mails (invitations to apply) without signing in. */
  emailUnsubscribe: '/unauth/email-unsubscribe/:token',
  /** A candidate accepts, declines or asks for another time for an interview, without signing in. */
  interviewResponse: '/unauth/interview-response/:token',
  candidate: {
    dashboard: '/candidate',
    searchJobs: '/candidate/search-job',
    jobList: '/candidate/job-list',
    personalCreate: '/candidate/personal-create',
    profileCreate: '/candidate/profile-create',
    profile: '/candidate/profile',
    jobAlerts: '/candidate/job-alert',
    saved: '/candidate/job/saved',
    recommended: '/candidate/job/recommended',
    /** The candidate's interviews: upcoming and past, answered and added to a calendar. */
    interviews: '/candidate/interviews',
    /** 'applied', or an application status. */
    appliedByStatus: '/candidate/job/:category',
    /** Who opened the candidate's profile and their applications, over time (issue 41). */
    activity: '/candidate/activity',
  },
  employer: {
    area: '/employer',
    dashboard: '/employer/dashboard',
    /** The company's public employer page, as visitors see it. */
    view: '/employer/view',
    /** The company's plan, usage this period, invoices and the history of plans. */
    subscription: '/employer/subscription',
    /** Candidates consultancies sent to the company, answered here as from the e-mailed link. */
    submissions: '/employer/submitted-candidates',
    submission: '/employer/submitted-candidates/:id',
    /** The company's hiring reports (issue 41); `report` and the range in the query. */
    reports: '/employer/reports',
    ...recruitingPages('employer'),
  },
  management: {
    area: '/management',
    ...recruitingPages('management'),
    /** The recruiter workspace (decision 014). */
    cvSearch: '/management/cv-search',
    /** 'create': the advanced search. */
    cvSearchAction: '/management/cv-search/:action',
    /** A saved search, run. */
    cvSearchView: '/management/cv-search/view/:id',
    cvSearchSaved: '/management/cv-search/saved-list',
    candidateView: '/management/candidate/view/:id',
    cvFolders: '/management/cv-folder',
    cvFolderView: '/management/cv-folder/view/:id',
    sendCandidate: '/management/send-candidate',
    /** The company's e-mail templates (issue 15). */
    emailTemplates: '/management/email-template',
    /** 'create', 'edit-{id}' or 'compose' (write and send, with `template` and `candidates`). */
    emailTemplateAction: '/management/email-template/:action',
    emailTemplateView: '/management/email-template/view/:id',
    /** The merge tags a template uses and the ones available. */
    emailTemplateTags: '/management/email-template/tags/view/:id',
    /** A bulk send's progress. */
    emailSendView: '/management/email-template/send/:id',
    /** Candidates' answers to the company's e-mails. */
    emailResponses: '/management/email-responses',
    /** The company's interviews: a list and a week calendar; `new` with `candidate`/`application`. */
    scheduleInterview: '/management/schedule-interview',
    /** The consultancy's reports, for its recruiters (issue 41). */
    reports: '/management/reports',
    /** The company's profile, users and roles (issue 16). */
    myProfile: '/management/my-profile',
    companyUsers: '/management/my-profile/users',
    companyRoles: '/management/my-profile/roles',
  },
  /** The page a client opens from the e-mail of a candidate sent to them, without signing in. */
  clientCv: '/client-cv/:id',
  admin: {
    area: '/admin-pannel',
    dashboard: '/admin-pannel/dashboard',
    settings: '/admin-pannel/settings',
    outbox: '/admin-pannel/outbox',
    users: '/admin-pannel/user/management',
    usersShort: '/admin-pannel/users',
    /** Client companies of a kind: `employer` or `consultancy` (issue 16). */
    clientList: '/admin-pannel/list/:client',
    clientCreate: '/admin-pannel/create/:client',
    clientView: '/admin-pannel/view/:client/:id',
    /** A new user of the client company `:id`. */
    clientCreateUser: '/admin-pannel/create-user/:id',
    /** A candidate created by staff (a walk-in, a phone call). */
    candidateCreate: '/admin-pannel/create/candidates',
    roles: '/admin-pannel/roles',
    /** 'create', or 'edit-{id}'. */
    roleAction: '/admin-pannel/roles/:action',
    roleGroups: '/admin-pannel/role-groups',
    permissions: '/admin-pannel/permissions',
    /** A permission's key: which roles hold it. */
    permissionView: '/admin-pannel/permissions/:key',
    auditLog: '/admin-pannel/audit-log',
    /** Plans (issue 17). */
    subscriptions: '/admin-pannel/subscriptions',
    /** 'create', 'edit-{id}', or 'assign' (a plan to a client, with `company`). */
    subscriptionAction: '/admin-pannel/subscription/:action',
    /** Every client's plans, payments and invoices. */
    subscriptionHistory: '/admin-pannel/subscription/history',
    masterList: '/admin-pannel/master/list',
    /** The items of one kind of master data (`designation`, `skill` ...). */
    masterKind: '/admin-pannel/master/:kind',
    news: '/admin-pannel/logistics-news',
    /** 'create', or 'edit-{id}'. */
    newsAction: '/admin-pannel/logistics-news/:action',
    modules: '/admin-pannel/modules',
    /** The service and employer-service pages' content. */
    servicePages: '/admin-pannel/service-pages',
    servicePageEdit: '/admin-pannel/service-pages/:page',
    /** Enquiries from the contact forms. */
    enquiries: '/admin-pannel/enquiries',
    /** The site's reports: revenue, subscriptions, sign-ups, jobs and mail (issue 41). */
    reports: '/admin-pannel/reports',
  },
  consultancyAdmin: {
    area: '/consultancy-admin',
    dashboard: '/consultancy-admin/dashboard',
    /** The consultancy's recruiters and ATS users, their activity, and requests to join. */
    team: '/consultancy-admin/team',
    clients: '/consultancy-admin/clients',
    /** The consultancy administrator's view of one of its clients, and a new client or user. */
    clientView: '/consultancy-admin/clients/view/:id',
    clientCreate: '/consultancy-admin/clients/create',
    clientCreateUser: '/consultancy-admin/clients/create-user/:id',
    /** The enquiries inbox, as in the admin panel. */
    enquiries: '/consultancy-admin/enquiries',
    /** The consultancy's reports, as its recruiters see them (issue 41). */
    reports: '/consultancy-admin/reports',
  },
} as const;

type Params = Record<string, string | number>;

/** A pattern with its parameters filled in (encoded) and an optional query string. */
export function href(pattern: string, params: Params = {}, query?: string | URLSearchParams) {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`href: ${pattern} needs ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = String(query ?? '');
  return search ? `${path}?${search}` : path;
}

type SignKind = Exclude<LoginKind, 'admin'>;
/** The kinds of account that sign in and sign up on their own pages. */
export const SIGN_KINDS = ['candidate', 'employer', 'consultancy'] as const satisfies SignKind[];
export const isSignKind = (value: string | undefined): value is SignKind =>
  (SIGN_KINDS as readonly string[]).includes(value ?? '');
type Id = number | string;

const recruitingHrefs = (area: RecruitingArea) => {
  const pages = recruitingPages(area);
  return {
    jobs: pages.jobs,
    jobCreate: pages.jobCreate,
    jobEdit: (id: Id) => href(pages.jobEdit, { id }),
    jobView: (id: Id) => href(pages.jobView, { id }),
    applicants: (id: Id) => href(pages.applicants, { id }),
    templates: pages.templates,
    templateCreate: href(pages.templateAction, { action: 'create' }),
    templateEdit: (id: Id) => href(pages.templateAction, { action: `edit-${id}` }),
    templateView: (id: Id) => href(pages.templateView, { id }),
  };
};

/** Hrefs of the pages, for links and redirects in the app and in e-mails (with the site's URL). */
export const paths = {
  home: PAGES.home,
  usethis: PAGES.usethis,
  signIn: (kind: SignKind) => href(PAGES.signIn, { kind }),
  signUp: (kind: SignKind) => href(PAGES.signUp, { kind }),
  adminSignIn: PAGES.adminSignIn,
  forgotPassword: PAGES.forgotPassword,
  account: PAGES.account,
  searchJobs: (query: string | URLSearchParams = '') => href(PAGES.searchJobs, {}, query),
  jobList: PAGES.jobList,
  /**
   * A job's page; `from` says how the candidate came to it (the search, an alert, an invitation),
   * kept with the application they send from there. `query`: more of the page's parameters.
   */
  jobView: (id: Id, from?: CandidateSource, query: Record<string, string> = {}) =>
    href(
      PAGES.jobView,
      { id },
      new URLSearchParams(from && from !== 'direct' ? { ...query, [SOURCE_PARAM]: from } : query),
    ),
  employerList: PAGES.employerList,
  employerJobs: (companyId: Id) => href(PAGES.employerJobs, { companyId }),
  jobCategory: (category: 'designation' | 'functional_area' | 'state') =>
    href(PAGES.jobCategory, { category }),
  unsubscribeAlert: (token?: string) =>
    href(PAGES.unsubscribeAlert, {}, token ? new URLSearchParams({ token }) : ''),
  confirmSubscription: (token?: string) =>
    href(PAGES.confirmSubscription, {}, token ? new URLSearchParams({ token }) : ''),
  /** Logistics news, optionally of one tag or another page. */
  news: (query: string | URLSearchParams = '') => href(PAGES.news, {}, query),
  newsArticle: (slug: string) => href(PAGES.newsArticle, { slug }),
  candidate: {
    dashboard: PAGES.candidate.dashboard,
    searchJobs: PAGES.candidate.searchJobs,
    personalCreate: PAGES.candidate.personalCreate,
    profileCreate: PAGES.candidate.profileCreate,
    profile: PAGES.candidate.profile,
    jobAlerts: PAGES.candidate.jobAlerts,
    saved: PAGES.candidate.saved,
    recommended: PAGES.candidate.recommended,
    interviews: PAGES.candidate.interviews,
    activity: PAGES.candidate.activity,
    applied: href(PAGES.candidate.appliedByStatus, { category: 'applied' }),
    appliedByStatus: (status: string) =>
      href(PAGES.candidate.appliedByStatus, { category: status }),
  },
  employer: {
    dashboard: PAGES.employer.dashboard,
    subscription: PAGES.employer.subscription,
    /** `job_id`, `status` and `page` to start from. */
    submissions: (query: string | URLSearchParams = '') =>
      href(PAGES.employer.submissions, {}, query),
    submission: (id: Id) => href(PAGES.employer.submission, { id }),
    reports: PAGES.employer.reports,
    ...recruitingHrefs('employer'),
  },
  pricing: PAGES.pricing,
  management: recruitingHrefs('management'),
  /** The recruiter workspace, under /management. */
  workspace: {
    cvSearch: (query: string | URLSearchParams = '') => href(PAGES.management.cvSearch, {}, query),
    cvSearchAdvanced: href(PAGES.management.cvSearchAction, { action: 'create' }),
    cvSearchView: (id: Id) => href(PAGES.management.cvSearchView, { id }),
    cvSearchSaved: PAGES.management.cvSearchSaved,
    candidateView: (id: Id) => href(PAGES.management.candidateView, { id }),
    cvFolders: PAGES.management.cvFolders,
    cvFolderView: (id: Id) => href(PAGES.management.cvFolderView, { id }),
    /** `candidates` (ids) and optionally the job or client to start from. */
    sendCandidate: (query: string | URLSearchParams = '') =>
      href(PAGES.management.sendCandidate, {}, query),
    emailTemplates: PAGES.management.emailTemplates,
    emailTemplateCreate: href(PAGES.management.emailTemplateAction, { action: 'create' }),
    emailTemplateEdit: (id: Id) =>
      href(PAGES.management.emailTemplateAction, { action: `edit-${id}` }),
    emailTemplateView: (id: Id) => href(PAGES.management.emailTemplateView, { id }),
    emailTemplateTags: (id: Id) => href(PAGES.management.emailTemplateTags, { id }),
    /** `template`, `candidates` (ids), `folder`, `job` (applicants) to start from. */
    emailCompose: (query: string | URLSearchParams = '') =>
      href(PAGES.management.emailTemplateAction, { action: 'compose' }, query),
    emailSendView: (id: Id) => href(PAGES.management.emailSendView, { id }),
    emailResponses: (query: string | URLSearchParams = '') =>
      href(PAGES.management.emailResponses, {}, query),
    /** `candidate`, `application` or `submission` to schedule for; `view` list or week. */
    scheduleInterview: (query: string | URLSearchParams = '') =>
      href(PAGES.management.scheduleInterview, {}, query),
    reports: PAGES.management.reports,
  },
  emailResponse: (token: string) => href(PAGES.emailResponse, { token }),
  emailUnsubscribe: (token: string) => href(PAGES.emailUnsubscribe, { token }),
  interviewResponse: (token: string) => href(PAGES.interviewResponse, { token }),
  clientCv: (token: string) => href(PAGES.clientCv, { id: token }),
  admin: {
    dashboard: PAGES.admin.dashboard,
    settings: PAGES.admin.settings,
    outbox: PAGES.admin.outbox,
    users: PAGES.admin.users,
    roles: PAGES.admin.roles,
    roleCreate: href(PAGES.admin.roleAction, { action: 'create' }),
    roleEdit: (id: Id) => href(PAGES.admin.roleAction, { action: `edit-${id}` }),
    roleGroups: PAGES.admin.roleGroups,
    permissions: PAGES.admin.permissions,
    permission: (key: string) => href(PAGES.admin.permissionView, { key }),
    auditLog: PAGES.admin.auditLog,
    masterList: PAGES.admin.masterList,
    masterKind: (kind: string) => href(PAGES.admin.masterKind, { kind }),
    companyRoles: PAGES.management.companyRoles,
    candidateCreate: PAGES.admin.candidateCreate,
    news: PAGES.admin.news,
    newsCreate: href(PAGES.admin.newsAction, { action: 'create' }),
    newsEdit: (id: Id) => href(PAGES.admin.newsAction, { action: `edit-${id}` }),
    servicePages: PAGES.admin.servicePages,
    servicePageEdit: (page: string) => href(PAGES.admin.servicePageEdit, { page }),
    enquiries: PAGES.admin.enquiries,
    plans: PAGES.admin.subscriptions,
    planCreate: href(PAGES.admin.subscriptionAction, { action: 'create' }),
    planEdit: (id: Id) => href(PAGES.admin.subscriptionAction, { action: `edit-${id}` }),
    /** Optionally the client (`company`) and the plan (`plan`) to start from. */
    planAssign: (query: string | URLSearchParams = '') =>
      href(PAGES.admin.subscriptionAction, { action: 'assign' }, query),
    /** Optionally one client's (`company`). */
    subscriptionHistory: (query: string | URLSearchParams = '') =>
      href(PAGES.admin.subscriptionHistory, {}, query),
    /** The clients' orders awaiting payment: the bank transfers to confirm. */
    ordersAwaitingPayment: href(PAGES.admin.subscriptionHistory, {}, 'status=awaiting_payment'),
    reports: PAGES.admin.reports,
  },
  consultancyAdmin: {
    dashboard: PAGES.consultancyAdmin.dashboard,
    team: PAGES.consultancyAdmin.team,
    enquiries: PAGES.consultancyAdmin.enquiries,
    reports: PAGES.consultancyAdmin.reports,
  },
} as const;

/** The pages the server renders for visitors (with their data) and lists in the sitemap. */
export const PUBLIC_RENDERED_PAGES = [
  PAGES.home,
  PAGES.searchJobs,
  PAGES.jobList,
  PAGES.news,
  PAGES.pricing,
] as const;
export const SITEMAP_PAGES = [
  PAGES.home,
  PAGES.searchJobs,
  PAGES.employerList,
  PAGES.news,
  paths.jobCategory('designation'),
  paths.jobCategory('functional_area'),
  paths.jobCategory('state'),
  PAGES.pricing,
] as const;

/**
 * Every page has an address per language: English at its own path, Arabic under `/ar`
 * (`/ar/unauth/jobs/view/7`, `/ar` for the landing page). The router mounts the Arabic pages with
 * `/ar` as its base, so the app's links stay in the language of the address.
 */
export const LANGUAGE_PREFIXES: Record<SiteLanguage, string> = { en: '', ar: '/ar' };

/** The language of an address's path (a query or fragment may follow it). */
export const languageOfPath = (path: string): SiteLanguage =>
  path.startsWith(LANGUAGE_PREFIXES.ar) &&
  /^($|[/?#])/.test(path.slice(LANGUAGE_PREFIXES.ar.length))
    ? 'ar'
    : 'en';

/** A path (with its query) without its language prefix: `/ar/unauth/job-list` → `/unauth/job-list`. */
export const withoutLanguage = (path: string) => {
  const prefix = LANGUAGE_PREFIXES[languageOfPath(path)];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
};

/** The same page in a language: `inLanguage('ar', '/unauth/job-list')` → `/ar/unauth/job-list`. */
export const inLanguage = (language: SiteLanguage, path: string) => {
  const bare = withoutLanguage(path);
  const prefix = LANGUAGE_PREFIXES[language];
  if (!prefix) return bare;
  return bare === '/'
    ? prefix
    : bare.startsWith('/?')
      ? `${prefix}${bare.slice(1)}`
      : `${prefix}${bare}`;
};

/** Every route pattern the web app mounts: PAGES, and the recruiting screens of both areas. */
export const PAGE_PATTERNS: readonly string[] = (() => {
  const found: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(PAGES);
  collect(recruitingPages('management'));
  collect(recruitingPages('employer'));
  return [...new Set(found)];
})();

const PAGE_MATCHERS = PAGE_PATTERNS.map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((part) =>
          part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
);

/**
 * Whether a path (without its language prefix and query) is a page of the app: the server answers
 * any other address with the not-found page and 404.
 */
export const isAppPage = (path: string) => PAGE_MATCHERS.some((matcher) => matcher.test(path));
