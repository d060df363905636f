/*
 * The API's paths: the only place they are written. The schemas of what every answer shares (errors,
 * pages, uploads) and of the small endpoints are in schemas/common.ts; their types are named here
 * too. This module imports no zod: the web app's first chunk takes the paths from here, and building
 * the contract's schemas there cost a phone about half of that chunk's start-up work.
 */
export type * from './schemas/common';
export type * from './schemas/users';

/**
 * A path with parameters: called with their values, in order, it builds a link (`API.jobs.one(7)`),
 * and its `pattern` (`'/api/jobs/:id'`) is what the server registers the route under.
 */
export const withParam = <P extends `${string}:${string}`>(pattern: P) =>
  Object.assign(
    (...values: (string | number)[]) => {
      let next = 0;
      return pattern.replace(/:[A-Za-z_]+/g, (name) =>
        next < values.length ? String(values[next++]) : name,
      );
    },
    { pattern },
  );

/** Where every API path starts. */
export const API_PREFIX = '/api/';

/** Paths of the API, under /api, named as in SPEC.md section 7: the only place they are written. */
export const API = {
  /** Liveness: the process answers. */
  health: '/api/health',
  /** Readiness: the database answers and holds this build's schema (503 with a reason if not). */
  ready: '/api/health/ready',
  docs: '/api/docs',
  me: '/api/user/',
  /** The signed-in user's language and digits (PUT). */
  mePreferences: '/api/user/preferences',
  /** The signed-in user's own account, whatever the role (issue 39). */
  account: {
    /** Names, mobile number and language (GET, PUT). */
    details: '/api/user/account',
    /** The profile photo: upload or replace (POST), remove (DELETE). */
    photo: '/api/user/account/photo',
  },
  userList: '/api/user/list',
  /** Disables or re-enables a user account (PUT). */
  userStatus: withParam('/api/user/:id/status'),
  /** Administration of accounts (issue 16). */
  users: {
    /** One account (GET). */
    one: withParam('/api/user/detail/:id'),
    /** Erases the account's personal data (DELETE). */
    delete: withParam('/api/user/delete/:id'),
    /** E-mails the user a password reset code (POST). */
    resetPassword: withParam('/api/user/:id/send-reset-code'),
    /** Changes the user's role and role group (PUT). */
    role: withParam('/api/user/:id/role'),
    /** Changes the user's names, mobile, sign-in e-mail and language (PUT). */
    details: withParam('/api/user/:id/details'),
    /** A candidate created by a staff member (POST). */
    createCandidate: '/api/user/create-candidate',
    /** The signed-in candidate accepts the privacy notice (POST). */
    acceptPrivacy: '/api/user/privacy',
    /** A request to join the consultancy (POST, public). */
    joinConsultancy: '/api/user/consultancy-join',
    /** Pending requests to join (GET), and answering one (POST). */
    joinRequests: '/api/user/join-requests',
    approveJoin: withParam('/api/user/join-requests/:id/approve'),
    rejectJoin: withParam('/api/user/join-requests/:id/reject'),
    /** The consultancy's recruiters and ATS users with their activity (GET). */
    team: '/api/user/team',
  },
  login: {
    candidate: '/api/user/candi_login',
    employer: '/api/user/employer_login',
    consultancy: '/api/user/consultancy-login',
    admin: '/api/user/admin-login',
  },
  logout: '/api/user/logout',
  requestOtp: '/api/user/request-otp',
  resetPassword: '/api/user/reset-password',
  changePassword: '/api/user/change-password',
  /** Changing the sign-in e-mail: the request (new e-mail and password), then the mailed code. */
  changeEmail: '/api/user/change-email',
  confirmEmailChange: '/api/user/change-email/confirm',
  candidateRegister: '/api/candidate/register',
  employerRegister: '/api/employers/register',
  pendingEmployers: '/api/employers/pending',
  activateEmployer: withParam('/api/employers/:id/activate'),
  /** Disables or re-enables an active employer and its users (PUT). */
  employerStatus: withParam('/api/employers/:id/status'),
  settings: '/api/settings',
  /** The site's logo: an image (POST, multipart `logo`) or the built-in one again (DELETE). */
  siteLogo: '/api/settings/logo',
  subscribe: '/api/settings/subscribe',
  /** The site's features, each on or off (GET for everyone, PUT for administrators). */
  modules: '/api/settings/modules',
  outbox: '/api/settings/outbox',
  demoCredentials: '/api/demo/credentials',
  /** In demo mode without a mail server: the e-mails as sent, links and codes in them (GET). */
  demoMailbox: '/api/demo/mailbox',
  master: withParam('/api/master/:kind'),
  /** Administration of master data (master.manage). */
  masterAdmin: {
    /** Every kind with how many items it has (GET). */
    kinds: '/api/master-admin/kinds',
    /** A kind's items with what uses each (GET), and a new item (POST). */
    items: withParam('/api/master-admin/kinds/:kind/items'),
    /** Renames an item (PUT). */
    item: withParam('/api/master-admin/items/:id'),
    /** Deactivates or reactivates an item (PUT). */
    active: withParam('/api/master-admin/items/:id/active'),
    /** Moves an item up or down among its siblings (POST). */
    move: withParam('/api/master-admin/items/:id/move'),
    /** Merges an item into another of its kind (POST). */
    merge: withParam('/api/master-admin/items/:id/merge'),
  },
  templates: {
    list: '/api/template/job-templates',
    one: withParam('/api/template/job-templates/:id'),
  },
  jobs: {
    search: '/api/jobs/search',
    categories: withParam('/api/jobs/categories/:category'),
    /** The jobs the signed-in user manages (GET), and where a new one is posted (POST). */
    managed: '/api/jobs/',
    one: withParam('/api/jobs/:id'),
    similar: withParam('/api/jobs/:id/similar'),
    publish: withParam('/api/jobs/:id/publish'),
    close: withParam('/api/jobs/:id/close'),
    reopen: withParam('/api/jobs/:id/reopen'),
    duplicate: withParam('/api/jobs/:id/duplicate'),
    /** Feature a job (POST) with one of the plan's featured slots, or stop featuring it (DELETE). */
    featured: withParam('/api/jobs/:id/featured'),
    /** The notes of the user's company on a job (GET ?job_id=) and a new one (POST). */
    comment: '/api/jobs/comment',
    /** The jobs of a company, client or designation the user may see, for pickers (GET). */
    byForeignKey: '/api/jobs/by-foreignkey',
  },
  employers: {
    list: '/api/employers/',
    public: withParam('/api/employers/:id/public'),
    /** The public profile of a company (logo, about, industry, size, website, social links). */
    publicProfile: withParam('/api/employers/:id/public-profile'),
    /** The signed-in user's company: its profile (GET) and changes to it (PUT update). */
    profile: '/api/employers/profile',
    update: '/api/employers/update',
    /** The company's logo: an image (POST, multipart `logo`) or none (DELETE). */
    logo: '/api/employers/logo',
    contacts: '/api/employers/contacts',
    contact: withParam('/api/employers/contacts/:id'),
    branches: '/api/employers/branches',
    branch: withParam('/api/employers/branches/:id'),
    /** The company's social links, all at once (PUT). */
    social: '/api/employers/social',
    /** The company's users with the roles they may be given (GET), and a new colleague (POST). */
    userList: '/api/employers/user-list',
    createUser: '/api/employers/create-user',
    /** A colleague: their role (PUT), removal (DELETE). */
    userDetail: withParam('/api/employers/user-detail/:id'),
    userStatus: withParam('/api/employers/user-detail/:id/status'),
    /** Administrators: client companies of a kind (GET) and a new one with its contact (POST). */
    clients: '/api/employers/clients',
    client: withParam('/api/employers/clients/:id'),
    /** Activates a pending client, or disables / re-enables it (PUT). */
    clientStatus: withParam('/api/employers/clients/:id/status'),
    /** Internal comments on a client (GET, POST): never shown to the client. */
    clientComments: withParam('/api/employers/clients/:id/comment'),
    /** A new user of a client (POST). */
    clientCreateUser: withParam('/api/employers/clients/:id/create-user'),
    /** Candidates a consultancy sent to the company (GET, `?job_id=&status=`): issue 39. */
    submissions: '/api/employers/submissions',
    /** One of them, as the e-mailed link shows it (GET); the first opening marks it viewed. */
    submission: withParam('/api/employers/submissions/:id'),
    /** The company's answer about one of them (POST), as from the link, naming who answered. */
    submissionAnswer: withParam('/api/employers/submissions/:id/answer'),
    /** The CV of one of them, when the consultancy shared the contact details (GET). */
    submissionCv: withParam('/api/employers/submissions/:id/cv'),
  },
  candidate: {
    profile: '/api/candidate/profile',
    update: '/api/candidate/update',
    summary: '/api/candidate/summary',
    educations: '/api/candidate/educations',
    education: withParam('/api/candidate/educations/:id'),
    employments: '/api/candidate/employments',
    employment: withParam('/api/candidate/employments/:id'),
    desiredJob: '/api/candidate/desired-job',
    certifications: '/api/candidate/certification',
    certification: withParam('/api/candidate/certification/:id'),
    cv: '/api/candidate/cv',
    photo: '/api/candidate/photo',
    onboarded: '/api/candidate/onboarded',
  },
  /** The candidate's rights over their data (decision 028). */
  privacy: {
    /** Consent, visibility, the latest copy of their data and a pending deletion (GET). */
    status: '/api/candidate/privacy',
    /** Accept the privacy notice and choose who may find them (PUT). */
    consent: '/api/candidate/privacy/consent',
    /** Ask for a copy of their data, e-mailed as a link when ready (POST). */
    export: '/api/candidate/privacy/export',
    /** The copy's ZIP, through the e-mailed link, without signing in (GET). */
    exportDownload: withParam('/api/privacy/export/:token'),
    /** The signed-in candidate's latest copy's ZIP, while it lasts (GET). */
    exportFile: '/api/candidate/privacy/export/file',
    /** Ask to delete the account a day from now (POST, with the password) or cancel (DELETE). */
    deletion: '/api/candidate/privacy/deletion',
  },
  files: {
    photo: withParam('/api/files/photo/:id'),
  },
  applications: {
    apply: '/api/jobs/apply',
    withdraw: '/api/jobs/apply-delete',
    applied: '/api/jobs/applied',
    statusCount: '/api/jobs/apply-status-count',
    saveJob: '/api/jobs/save-job',
    unsaveJob: withParam('/api/jobs/save-job/:id'),
    saved: '/api/jobs/saved',
    recommended: '/api/jobs/recommended',
    notApplied: '/api/jobs/not-applied',
    candidateState: withParam('/api/jobs/:id/candidate-state'),
    applicants: withParam('/api/jobs/:id/applicants'),
    setStatus: '/api/jobs/application-status',
    comment: '/api/jobs/application-comment',
    applicantCv: withParam('/api/jobs/applications/:id/cv'),
    /** Moves applications back where they were (POST), cancelling e-mails not yet sent. */
    undoStatus: '/api/jobs/application-status/undo',
    /** The status e-mail a move would send this applicant (GET, `?status=`). */
    statusMail: withParam('/api/jobs/applications/:id/status-mail'),
    /** The company's rating of an application (PUT). */
    rating: withParam('/api/jobs/applications/:id/rating'),
    /** The company's tags on an application (PUT, replacing them). */
    tags: withParam('/api/jobs/applications/:id/tags'),
  },
  alerts: {
    list: '/api/jobs/alert',
    one: withParam('/api/jobs/alert/:id'),
    unsubscribe: '/api/jobs/alert/unsubscribe',
    confirmSubscription: '/api/settings/subscribe/confirm',
  },
  /** The recruiter workspace (decision 014). */
  talent: {
    /** CV search (GET): candidates, total and facets. */
    search: '/api/search/candidate',
    /** Saves a named search (POST). */
    saveSearch: '/api/search/candidate-create',
    /** The user's saved searches (GET). */
    savedSearches: '/api/search/candidate-saved',
    /** One saved search: DELETE removes it. */
    savedSearch: withParam('/api/search/candidate-saved/:id'),
    /** Marks a saved search as run now and answers it (POST): its new count starts again. */
    runSavedSearch: withParam('/api/search/candidate-saved/:id/run'),
    /** A candidate's whole profile for a recruiter (GET); opening it is recorded. */
    candidate: withParam('/api/candidate/view/:id'),
    /** The candidates the consultancy may open, by name or e-mail, for the candidate area (GET). */
    staffCandidates: '/api/candidate/staff-view',
    /** A candidate's profile as the candidate sees it, read only, for the consultancy (GET). */
    staffCandidate: withParam('/api/candidate/staff-view/:id'),
    /** A candidate's CV for a recruiter who may open them (GET). */
    candidateCv: withParam('/api/candidate/view/:id/cv'),
    /** The company's comments on a candidate (GET ?candidate_id=, POST). */
    comment: '/api/candidate/comment',
    /** The company's consultant feedback on a candidate (GET ?candidate_id=, POST). */
    feedback: '/api/candidate/consultant-feedback',
    /** Invites candidates to apply for one of the company's live jobs (POST). */
    invite: '/api/candidate/invite',
    /** The company's CV folders (GET), and a new one (POST). */
    folders: '/api/template/cv-folder',
    /** One folder with a page of its candidates (GET), renamed (PUT) or deleted (DELETE). */
    folder: withParam('/api/template/cv-folder/:id'),
    /** Adds candidates to a folder (POST) or takes them out (DELETE). */
    folderCandidates: withParam('/api/template/cv-folder/:id/candidates'),
    /** Moves candidates from one folder to another (POST). */
    folderMove: '/api/template/cv-folder/move',
    /** A folder's candidates as CSV (GET). */
    folderCsv: withParam('/api/template/cv-folder/:id/export'),
    /** A folder's CVs as one ZIP, for the consultancy (GET). */
    folderZip: withParam('/api/template/cv-folder/:id/cvs'),
    /** Candidates sent to clients (GET, filtered) and sending more (POST). */
    submissions: '/api/submissions',
    /** Withdraws a sent candidate's link to the client (POST): it stops working at once. */
    submissionRevoke: withParam('/api/submissions/:id/revoke'),
    /** A fresh link to a sent candidate for the client (POST): the e-mailed one stops working. */
    submissionLink: withParam('/api/submissions/:id/link'),
    /** A sent candidate exactly as the client sees them, for the consultancy (GET). */
    submissionPreview: withParam('/api/submissions/:id/preview'),
    /** The client employers candidates may be sent to, with their open jobs (GET). */
    submissionClients: '/api/submissions/clients',
    /** The page a client opens from the e-mail, without signing in (GET). */
    clientCv: withParam('/api/client-cv/:token'),
    /** The client's answer: interested, interview requested or not suitable (POST). */
    clientCvAnswer: withParam('/api/client-cv/:token/answer'),
    /** The candidate's CV for the client (GET). */
    clientCvFile: withParam('/api/client-cv/:token/cv'),
    /** The candidate's choice of who may find them (PUT). */
    visibility: '/api/candidate/visibility',
    /** The companies that opened the candidate's profile (GET). */
    profileViews: '/api/candidate/profile-views',
  },
  /** E-mail templates, sending to candidates and unsubscribing (issue 15). */
  communications: {
    /** The company's templates (GET) and a new one (POST). */
    templates: '/api/template/email',
    /** One template (GET, PUT, DELETE). */
    template: withParam('/api/template/email/:id'),
    /** The merge tags a template uses and the ones available, with an example value each (GET). */
    templateTags: withParam('/api/template/email/:id/tags'),
    /** Every merge tag with its example value (GET). */
    tags: '/api/template/email/tags',
    /** A subject and body rendered for a real candidate and job (POST). */
    preview: '/api/template/email/preview',
    /** One e-mail to one candidate (POST). */
    sendSingle: '/api/send-single-email',
    /** One template to many candidates through the outbox (POST), and the company's sends (GET). */
    bulkSends: '/api/send-bulk-email',
    /** A bulk send's progress (GET). */
    bulkSend: withParam('/api/send-bulk-email/:id'),
    /** Stops a bulk send: what is not sent yet never is (POST). */
    bulkSendStop: withParam('/api/send-bulk-email/:id/stop'),
    /** The e-mails the company sent a candidate, with their delivery (GET). */
    candidateEmails: withParam('/api/candidate/:id/emails'),
    /** What an unsubscribe link stops (GET) and stopping it, also one-click (POST). */
    unsubscribe: withParam('/api/email-unsubscribe/:token'),
  },
  /** Candidates' answers to e-mails (issue 15). */
  emailResponses: {
    /** The company's answer options (GET, PUT). */
    options: '/api/settings/email-responses',
    /** The answers to the company's e-mails, filtered (GET). */
    list: '/api/email-response',
    /** The mail a response link belongs to, with the options (GET), and answering it (POST). */
    answer: withParam('/api/email-response/:token'),
  },
  /** Interview scheduling (issue 15). */
  interviews: {
    /** The company's interviews, filtered (GET), and scheduling one (POST). */
    list: '/api/interview',
    /** One interview (GET), rescheduling or editing it (PUT). */
    one: withParam('/api/interview/:id'),
    /** Cancels an interview: a METHOD:CANCEL invitation goes out (POST). */
    cancel: withParam('/api/interview/:id/cancel'),
    /** The recruiter records how it went (POST). */
    outcome: withParam('/api/interview/:id/outcome'),
    /** The company's users who may interview (GET). */
    interviewers: '/api/interview/interviewers',
    /** The interview an invitation's link belongs to (GET) and the candidate's answer (POST). */
    answer: withParam('/api/interview-response/:token'),
    /** One of the company's interviews as an .ics file (GET). */
    calendar: withParam('/api/interview/:id/calendar'),
    /** The signed-in candidate's own interviews (GET). */
    mine: '/api/candidate/interviews',
    /** The signed-in candidate's answer to one of their interviews (POST). */
    myAnswer: withParam('/api/candidate/interviews/:id/answer'),
    /** One of the signed-in candidate's interviews as an .ics file (GET). */
    myCalendar: withParam('/api/candidate/interviews/:id/calendar'),
  },
  /** Reports (issue 41): an audience's report as JSON or CSV, and what its filters offer (GET). */
  reports: {
    report: withParam('/api/reports/:audience/:report'),
    /** The same table as a spreadsheet download. */
    csv: withParam('/api/reports/:audience/:report/csv'),
    options: withParam('/api/reports/:audience'),
  },
  /** A visit to a job's page, counted for the employer's reports (POST). */
  jobView: withParam('/api/jobs/:id/views'),
  dashboard: {
    candidate: '/api/dashboard/candidate',
    employer: '/api/dashboard/employer',
    admin: '/api/dashboard/admin',
    consultancyAdmin: '/api/dashboard/consultancy-admin',
  },
  /** Roles, role groups, permissions and the audit log (issue 16). */
  access: {
    /** The site's roles (GET), and a new one (POST). */
    roles: '/api/roles',
    /** One role (GET, PUT, DELETE). */
    role: withParam('/api/roles/:id'),
    /** The signed-in administrator's company's own roles (GET), and a new one (POST). */
    companyRoles: '/api/company-roles',
    /** One of the company's roles (GET, PUT, DELETE). */
    companyRole: withParam('/api/company-roles/:id'),
    roleGroups: '/api/role-groups',
    roleGroup: withParam('/api/role-groups/:id'),
    /** Every permission with the roles that hold it (GET). */
    permissions: '/api/permissions',
    /** One permission (GET); granting it to a role or taking it away (PUT). */
    permission: withParam('/api/permissions/:key'),
    /** What administrators did, newest first (GET). */
    auditLog: '/api/audit-log',
  },
  /** Logistics news: written by administrators, read by everyone once published. */
  news: {
    /** Every article, drafts and scheduled ones too, filtered and paged (GET), and a new one (POST). */
    manage: '/api/settings/logistics-news',
    /** One article for its editor (GET), saving it (PUT), deleting it (DELETE). */
    one: withParam('/api/settings/logistics-news/:id'),
    /** An article's cover image: uploading one (POST, multipart `cover`), removing it (DELETE). */
    cover: withParam('/api/settings/logistics-news/:id/cover'),
    /** Published articles, newest first, optionally of one tag (GET, public). */
    list: '/api/logistics-news',
    /** One published article by its address (GET, public). */
    article: withParam('/api/logistics-news/:slug'),
  },
  /** The service pages' content. */
  content: {
    /** Every page with whether it was changed (GET, content.manage). */
    pages: '/api/content/pages',
    /** One page as visitors read it (GET), its new words (PUT), back to its default (DELETE). */
    page: withParam('/api/content/pages/:page'),
  },
  /** Enquiries from the contact forms (SPEC.md section 7: enquiry). */
  enquiry: {
    /** Sending one (POST, public), and the inbox (GET, enquiries.manage). */
    list: '/api/enquiry',
    /** A signed form token for the enquiry form (GET, public). */
    token: '/api/enquiry/token',
    /** The staff an enquiry can be assigned to (GET). */
    assignees: '/api/enquiry/assignees',
    /** One enquiry (GET) and its status, assignee and internal note (PUT). */
    one: withParam('/api/enquiry/:id'),
  },
  /** Plans, subscriptions, tax invoices and what a company's plan allows. */
  plans: {
    /** The public plans, for the pricing page (GET). */
    public: '/api/plans/public',
    /** Every plan (GET), and a new one (POST). */
    list: '/api/plans',
    /** One plan changed (PUT). */
    one: withParam('/api/plans/:id'),
    /** Every client's subscriptions with their invoices (GET), and a plan assigned (POST). */
    subscriptions: '/api/plans/subscriptions',
    /** The payment of a subscription, which issues its tax invoice (POST). */
    payment: withParam('/api/plans/subscriptions/:id/payment'),
    /** A tax invoice as PDF (GET): administrators, and the users of the invoiced company. */
    invoicePdf: withParam('/api/plans/invoices/:id/pdf'),
    /** The signed-in user's company: plan, usage, invoices and history (GET). */
    mine: '/api/plans/mine',
    /** What ordering a plan would cost and when it would start (GET `?plan_id=`). */
    quote: '/api/plans/mine/quote',
    /** The company orders a plan (POST, company.manage): awaiting payment, its pro-forma e-mailed. */
    orders: '/api/plans/mine/orders',
    /** Its order awaiting payment withdrawn (DELETE). */
    order: withParam('/api/plans/mine/orders/:id'),
    /** Whether its current plan is offered for renewal or ends on its last day (PUT). */
    renewal: '/api/plans/mine/renewal',
    /** An order's pro-forma invoice as PDF (GET): administrators, and the ordering company. */
    proformaPdf: withParam('/api/plans/subscriptions/:id/proforma'),
    /** A subscription cancelled by an administrator (POST): at the end of its period or at once. */
    cancel: withParam('/api/plans/subscriptions/:id/cancel'),
    /** A credit note as PDF (GET): administrators, and the users of the credited company. */
    creditNotePdf: withParam('/api/plans/credit-notes/:id/pdf'),
  },
} as const;
