import type { TProfile } from '@logicareers/shared/api';
import { ALL_MODULES_ON, type SiteModules } from '@logicareers/shared/modules';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';
import { href, PAGES, paths } from '@logicareers/shared/pages';
import type { common } from '../../locales/en/common';

type NavLabel = `nav.${keyof typeof common.nav}`;

export interface NavLink {
  /** The link's text: a key of the common namespace. */
  label: NavLabel;
  to: string;
}

/** Links under one heading: a menu in the header, a titled list in the phone's drawer. */
export interface NavGroup {
  label: NavLabel;
  links: NavLink[];
}

export type NavItem = NavLink | NavGroup;
export const isGroup = (item: NavItem): item is NavGroup => 'links' in item;

/** A group of the links a user has; none when they have none. */
const group = (label: NavLabel, links: NavLink[]): NavGroup[] =>
  links.length ? [{ label, links }] : [];

/** The company's jobs, for those who may manage them (a role without it has no such menu). */
const jobLinks: NavLink[] = [
  { label: 'nav.jobs', to: paths.management.jobs },
  { label: 'nav.postJob', to: paths.management.jobCreate },
];

/** The recruiter workspace (SPEC.md section 2), for those who may search candidates. */
const searchLinks: NavLink[] = [
  { label: 'nav.cvSearch', to: paths.workspace.cvSearch() },
  { label: 'nav.advancedSearch', to: paths.workspace.cvSearchAdvanced },
  { label: 'nav.savedSearches', to: paths.workspace.cvSearchSaved },
];
const folderLinks: NavLink[] = [{ label: 'nav.cvFolders', to: paths.workspace.cvFolders }];

/** Writing to candidates and meeting them (issue 15), for those who may. */
const communicationLinks: NavLink[] = [
  { label: 'nav.emailTemplates', to: paths.workspace.emailTemplates },
  { label: 'nav.emailResponses', to: paths.workspace.emailResponses() },
  { label: 'nav.interviews', to: paths.workspace.scheduleInterview() },
];

/** The links of a permission or module the user has; none otherwise. */
const when = (allowed: boolean, links: NavLink[]) => (allowed ? links : []);

/** Who is looking: what the menus of a signed-in user are built from. */
interface Viewer {
  role: Role;
  home: NavLink;
  has: (permission: string) => boolean;
  modules: SiteModules;
}

const visitorLinks = (modules: SiteModules): NavItem[] => [
  { label: 'nav.findJobs', to: paths.searchJobs() },
  { label: 'nav.browseCategories', to: paths.jobCategory('functional_area') },
  { label: 'nav.employers', to: paths.employerList },
  ...when(modules.logistics_news, [{ label: 'nav.news', to: paths.news() }]),
  { label: 'nav.pricing', to: paths.pricing },
];

const recruitingGroup = ({ has }: Viewer) =>
  group('nav.jobsMenu', [
    ...when(has('jobs.manage'), jobLinks),
    ...when(has('templates.manage'), [
      { label: 'nav.jobTemplates', to: paths.management.templates },
    ]),
  ]);

const talentGroup = ({ role, has, modules }: Viewer) => {
  // Employers' CV search may be switched off for the site; the consultancy keeps its own.
  const searching = role !== 'employer' || modules.employer_cv_search;
  return group('nav.candidatesMenu', [
    // What consultancies sent the company, answered there as from the e-mailed links.
    ...when(role === 'employer' && has('applications.manage'), [
      { label: 'nav.submittedCandidates', to: paths.employer.submissions() },
    ]),
    ...when(has('candidates.search'), [...when(searching, searchLinks), ...folderLinks]),
  ]);
};

const communicationGroup = ({ has }: Viewer) =>
  group('nav.communicationMenu', when(has('communications.manage'), communicationLinks));

/** The recruiting work of employers and consultancies: jobs, candidates, writing to them. */
const workspaceGroups = (viewer: Viewer): NavItem[] => [
  ...recruitingGroup(viewer),
  ...talentGroup(viewer),
  ...communicationGroup(viewer),
];

const addCandidate = (viewer: Viewer) =>
  when(viewer.has('candidates.create'), [
    { label: 'nav.addCandidate', to: paths.admin.candidateCreate },
  ]);

const candidateLinks = ({ home, modules }: Viewer): NavItem[] => [
  home,
  { label: 'nav.findJobs', to: paths.candidate.searchJobs },
  { label: 'nav.recommended', to: paths.candidate.recommended },
  { label: 'nav.applied', to: paths.candidate.applied },
  { label: 'nav.saved', to: paths.candidate.saved },
  ...when(modules.job_alerts, [{ label: 'nav.jobAlerts', to: paths.candidate.jobAlerts }]),
  { label: 'nav.myInterviews', to: paths.candidate.interviews },
  { label: 'nav.myActivity', to: paths.candidate.activity },
  { label: 'nav.myProfile', to: paths.candidate.profile },
];

/** The reports of the user's company, at `to`, for those who may read them. */
const reportsLink = ({ has }: Viewer, to: string) =>
  when(has('reports.read'), [{ label: 'nav.reports', to }]);

const employerLinks = (viewer: Viewer): NavItem[] => [
  viewer.home,
  ...workspaceGroups(viewer),
  ...reportsLink(viewer, paths.employer.reports),
  ...group('nav.companyMenu', [
    { label: 'nav.companyProfile', to: PAGES.management.myProfile },
    ...when(viewer.has('company.manage'), [
      { label: 'nav.companyUsers', to: PAGES.management.companyUsers },
      { label: 'nav.companyRoles', to: PAGES.management.companyRoles },
    ]),
    { label: 'nav.companyPage', to: PAGES.employer.view },
    ...when(viewer.has('subscription.read'), [
      { label: 'nav.subscription', to: paths.employer.subscription },
    ]),
  ]),
];

const consultancyLinks = (viewer: Viewer): NavItem[] => [
  viewer.home,
  ...workspaceGroups(viewer),
  ...reportsLink(viewer, paths.workspace.reports),
  { label: 'nav.candidates', to: paths.candidate.dashboard },
  ...addCandidate(viewer),
];

// The users page is in the admin area, which this role does not open: its team page is
// where it manages its own people, its clients page its clients.
const consultancyAdminLinks = (viewer: Viewer): NavItem[] => {
  const { home, has } = viewer;
  return [
    home,
    ...reportsLink(viewer, paths.consultancyAdmin.reports),
    ...when(has('users.list'), [{ label: 'nav.team', to: paths.consultancyAdmin.team }]),
    ...when(has('clients.manage'), [{ label: 'nav.clients', to: PAGES.consultancyAdmin.clients }]),
    ...when(has('enquiries.manage'), [
      { label: 'nav.enquiries', to: paths.consultancyAdmin.enquiries },
    ]),
  ];
};

const clientsGroup = () =>
  group('nav.clientsMenu', [
    { label: 'nav.employersList', to: href(PAGES.admin.clientList, { client: 'employer' }) },
    { label: 'nav.addEmployer', to: href(PAGES.admin.clientCreate, { client: 'employer' }) },
    {
      label: 'nav.consultanciesList',
      to: href(PAGES.admin.clientList, { client: 'consultancy' }),
    },
    {
      label: 'nav.addConsultancy',
      to: href(PAGES.admin.clientCreate, { client: 'consultancy' }),
    },
  ]);

const siteGroup = ({ has }: Viewer) =>
  group('nav.siteMenu', [
    { label: 'nav.settings', to: paths.admin.settings },
    { label: 'nav.modules', to: PAGES.admin.modules },
    ...when(has('master.manage'), [{ label: 'nav.masterData', to: paths.admin.masterList }]),
    { label: 'nav.outbox', to: paths.admin.outbox },
  ]);

/** The website's service pages and the enquiries sent from them. */
const contentGroup = ({ has }: Viewer) =>
  group('nav.contentMenu', [
    ...when(has('content.manage'), [
      { label: 'nav.news', to: paths.admin.news },
      { label: 'nav.servicePages', to: paths.admin.servicePages },
    ]),
    ...when(has('enquiries.manage'), [{ label: 'nav.enquiries', to: paths.admin.enquiries }]),
  ]);

const plansGroup = ({ has }: Viewer) =>
  group(
    'nav.plansMenu',
    when(has('plans.manage'), [
      { label: 'nav.plans', to: paths.admin.plans },
      { label: 'nav.assignPlan', to: paths.admin.planAssign() },
      { label: 'nav.subscriptionHistory', to: paths.admin.subscriptionHistory() },
    ]),
  );

const accessGroup = ({ has }: Viewer) =>
  group('nav.accessMenu', [
    ...when(has('roles.manage'), [
      { label: 'nav.roles', to: paths.admin.roles },
      { label: 'nav.roleGroups', to: paths.admin.roleGroups },
      { label: 'nav.permissions', to: paths.admin.permissions },
    ]),
    ...when(has('audit.read'), [{ label: 'nav.auditLog', to: paths.admin.auditLog }]),
  ]);

const masterAdminLinks = (viewer: Viewer): NavItem[] => [
  viewer.home,
  ...when(viewer.has('reports.site'), [{ label: 'nav.reports', to: paths.admin.reports }]),
  ...clientsGroup(),
  { label: 'nav.jobs', to: paths.management.jobs },
  ...talentGroup(viewer),
  { label: 'nav.users', to: paths.admin.users },
  ...addCandidate(viewer),
  ...siteGroup(viewer),
  ...contentGroup(viewer),
  ...plansGroup(viewer),
  ...accessGroup(viewer),
];

const LINKS_OF_ROLE: Record<Role, (viewer: Viewer) => NavItem[]> = {
  candidate: candidateLinks,
  employer: employerLinks,
  consultancy: consultancyLinks,
  ats: consultancyLinks,
  consultancy_admin: consultancyAdminLinks,
  master_admin: masterAdminLinks,
};

/**
 * The header menu of each role (SPEC.md section 2), and the public one for visitors, without the
 * features switched off for the site.
 */
export function navLinksFor(
  profile: TProfile | undefined,
  modules: SiteModules = ALL_MODULES_ON,
): NavItem[] {
  if (!profile) return visitorLinks(modules);
  const role = profile.role as Role;
  return LINKS_OF_ROLE[role]({
    role,
    home: { label: 'nav.dashboard', to: ROLE_HOME[role] },
    has: (permission) => profile.permissions.includes(permission),
    modules,
  });
}
