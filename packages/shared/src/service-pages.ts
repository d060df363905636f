/**
 * The service pages of SPEC.md section 2: their keys, the section each belongs to and which of them
 * carry an enquiry form. Their words are data (written by administrators, with defaults the server
 * holds); the keys are fixed here, so a link, the sitemap and the server all agree on them.
 */
import { href, PAGES } from './pages';

/** The pages under /unauth/services/ (pricing, the plans' own page, is built apart). */
export const SERVICE_PAGE_KEYS = [
  'cv-writing',
  'job-search',
  'job-alerts',
  'social-media-presence',
  'learning',
  'webinar',
  'about-us',
  'contact-us',
  'terms-conditions',
  'privacy-policy',
] as const;

/** The pages for employers under /unauth/employer-services/. */
export const EMPLOYER_SERVICE_PAGE_KEYS = [
  'job-posting',
  'cv-searching',
  'recruitment-software',
  'employer-branding',
  'rpo',
  'training',
  'employer-learning',
] as const;

export type ServicePageKey = (typeof SERVICE_PAGE_KEYS)[number];
export type EmployerServicePageKey = (typeof EMPLOYER_SERVICE_PAGE_KEYS)[number];
export type ContentPageKey = ServicePageKey | EmployerServicePageKey;
export type ContentSection = 'service' | 'employer';

/** Every page, services first. */
export const CONTENT_PAGE_KEYS: readonly ContentPageKey[] = [
  ...SERVICE_PAGE_KEYS,
  ...EMPLOYER_SERVICE_PAGE_KEYS,
];

export const isContentPageKey = (value: unknown): value is ContentPageKey =>
  typeof value === 'string' && (CONTENT_PAGE_KEYS as readonly string[]).includes(value);

export const sectionOf = (key: ContentPageKey): ContentSection =>
  (EMPLOYER_SERVICE_PAGE_KEYS as readonly string[]).includes(key) ? 'employer' : 'service';

/** A key of the section, or null for anything else (an unknown page, a page of the other section). */
export function contentPageIn(section: ContentSection, value: string | undefined) {
  return isContentPageKey(value) && sectionOf(value) === section ? value : null;
}

/** contact-us and every employer page carry the enquiry form. */
export const hasEnquiryForm = (key: ContentPageKey) =>
  key === 'contact-us' || sectionOf(key) === 'employer';

/** The public address of a page. */
export const contentPagePath = (key: ContentPageKey) =>
  href(sectionOf(key) === 'employer' ? PAGES.employerService : PAGES.service, { page: key });
