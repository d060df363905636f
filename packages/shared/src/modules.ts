import type { Role } from './roles';

/**
 * The features an administrator switches on or off for the whole site (`/admin-pannel/modules`).
 * A switched-off feature leaves the menus and pages, and its routes answer 404 on the server.
 * `only` limits a switch to some kinds of account: employers' CV search is off for employers while
 * the consultancy keeps searching.
 */
export const SITE_MODULES = {
  job_alerts: {
    name: 'Job alerts',
    description: 'Candidates save searches as alerts and get matching jobs by e-mail.',
  },
  employer_cv_search: {
    name: 'CV search for employers',
    description: 'Employers search the candidate database and keep saved searches.',
    only: ['employer'] as readonly Role[],
  },
  logistics_news: {
    name: 'Logistics news',
    description: 'News articles on the public site and the latest on the landing page.',
  },
  email_subscription: {
    name: 'E-mail subscription',
    description: 'Visitors subscribe to job e-mails from the footer.',
  },
  whatsapp: {
    name: 'WhatsApp shortcut',
    description: 'The floating contact button opens a WhatsApp chat with the site.',
  },
  employer_signup: {
    name: 'Employer self-registration',
    description: 'Companies register themselves as employers (administrators can still add them).',
  },
} as const satisfies Record<string, { name: string; description: string; only?: readonly Role[] }>;

export type SiteModule = keyof typeof SITE_MODULES;
export const SITE_MODULE_KEYS = Object.keys(SITE_MODULES) as SiteModule[];
export type SiteModules = Record<SiteModule, boolean>;

/** Every feature is on until an administrator switches it off. */
export const ALL_MODULES_ON = Object.fromEntries(
  SITE_MODULE_KEYS.map((key) => [key, true]),
) as SiteModules;
