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

/**
 * The header menu of each role (SPEC.md section 2), and the public one for visitors, without the
 * features switched off for the site.
 */
export function navLinksFor(
  profile: TProfile | undefined,
  modules: SiteModules = ALL_MODULES_ON,
): NavItem[] {
  if (!profile) {
    return [
      { label: 'nav.findJobs', to: paths.searchJobs() },
      { label: 'nav.browseCategories', to: paths.jobCategory('functional_area') },
      { label: 'nav.employers', to: paths.employerList },
      ...(modules.logistics_news ? [{ label: 'nav.news', to: paths.news() } as NavLink] : []),
      { label: 'nav.pricing', to: paths.pricing },
    ];
  }
  const role = profile.role as Role;
  const home: NavLink = { label: 'nav.dashboard', to: ROLE_HOME[role] };
  const has = (permission: string) => profile.permissions.includes(permission);
  const recruiting = group('nav.jobsMenu', [
    ...(has('jobs.manage') ? jobLinks : []),
    ...(has('templates.manage')
      ? [{ label: 'nav.jobTemplates', to: paths.management.templates } as NavLink]
      : []),
  ]);
  // Employers' CV search may be switched off for the site; the consultancy keeps its own.
  const searching = role !== 'employer' || modules.employer_cv_search;
  const talent = group(
    'nav.candidatesMenu',
    has('candidates.search') ? [...(searching ? searchLinks : []), ...folderLinks] : [],
  );
  const communication = group(
    'nav.communicationMenu',
    has('communications.manage') ? communicationLinks : [],
  );
  const access = group('nav.accessMenu', [
    ...(has('roles.manage')
      ? ([
          { label: 'nav.roles', to: paths.admin.roles },
          { label: 'nav.roleGroups', to: paths.admin.roleGroups },
          { label: 'nav.permissions', to: paths.admin.permissions },
        ] as NavLink[])
      : []),
    ...(has('audit.read') ? [{ label: 'nav.auditLog', to: paths.admin.auditLog } as NavLink] : []),
  ]);
  /** The website's service pages and the enquiries sent from them. */
  const content = group('nav.contentMenu', [
    ...(has('content.manage')
      ? ([
          { label: 'nav.news', to: paths.admin.news },
          { label: 'nav.servicePages', to: paths.admin.servicePages },
        ] as NavLink[])
      : []),
    ...(has('enquiries.manage')
      ? [{ label: 'nav.enquiries', to: paths.admin.enquiries } as NavLink]
      : []),
  ]);
  const addCandidate: NavLink = { label: 'nav.addCandidate', to: paths.admin.candidateCreate };
  switch (role) {
    case 'candidate':
      return [
        home,
        { label: 'nav.findJobs', to: paths.candidate.searchJobs },
        { label: 'nav.recommended', to: paths.candidate.recommended },
        { label: 'nav.applied', to: paths.candidate.applied },
        { label: 'nav.saved', to: paths.candidate.saved },
        ...(modules.job_alerts
          ? [{ label: 'nav.jobAlerts', to: paths.candidate.jobAlerts } as NavLink]
          : []),
        { label: 'nav.myProfile', to: paths.candidate.profile },
      ];
    case 'employer':
      return [
        home,
        ...recruiting,
        ...talent,
        ...communication,
        ...group('nav.companyMenu', [
          { label: 'nav.companyProfile', to: PAGES.management.myProfile },
          ...(has('company.manage')
            ? ([
                { label: 'nav.companyUsers', to: PAGES.management.companyUsers },
                { label: 'nav.companyRoles', to: PAGES.management.companyRoles },
              ] as NavLink[])
            : []),
          { label: 'nav.companyPage', to: PAGES.employer.view },
          ...(has('subscription.read')
            ? [{ label: 'nav.subscription', to: paths.employer.subscription } as NavLink]
            : []),
        ]),
      ];
    case 'consultancy':
    case 'ats':
      return [
        home,
        ...recruiting,
        ...talent,
        ...communication,
        { label: 'nav.candidates', to: paths.candidate.dashboard },
        ...(has('candidates.create') ? [addCandidate] : []),
      ];
    case 'consultancy_admin':
      // The users page is in the admin area, which this role does not open: its team page is
      // where it manages its own people, its clients page its clients.
      return [
        home,
        ...(has('users.list')
          ? [{ label: 'nav.team', to: paths.consultancyAdmin.team } as NavLink]
          : []),
        ...(has('clients.manage')
          ? [{ label: 'nav.clients', to: PAGES.consultancyAdmin.clients } as NavLink]
          : []),
        ...(has('enquiries.manage')
          ? [{ label: 'nav.enquiries', to: paths.consultancyAdmin.enquiries } as NavLink]
          : []),
      ];
    case 'master_admin':
      return [
        home,
        ...group('nav.clientsMenu', [
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
        ]),
        { label: 'nav.jobs', to: paths.management.jobs },
        ...talent,
        { label: 'nav.users', to: paths.admin.users },
        ...(has('candidates.create') ? [addCandidate] : []),
        ...group('nav.siteMenu', [
          { label: 'nav.settings', to: paths.admin.settings },
          { label: 'nav.modules', to: PAGES.admin.modules },
          ...(has('master.manage')
            ? [{ label: 'nav.masterData', to: paths.admin.masterList } as NavLink]
            : []),
          { label: 'nav.outbox', to: paths.admin.outbox },
        ]),
        ...content,
        ...group(
          'nav.plansMenu',
          has('plans.manage')
            ? [
                { label: 'nav.plans', to: paths.admin.plans },
                { label: 'nav.assignPlan', to: paths.admin.planAssign() },
                { label: 'nav.subscriptionHistory', to: paths.admin.subscriptionHistory() },
              ]
            : [],
        ),
        ...access,
      ];
  }
}
