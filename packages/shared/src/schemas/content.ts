import { z } from 'zod';
import { CONTENT_MESSAGES as CM } from '../messages';
import { CONTENT_PAGE_KEYS, type ContentPageKey, hasEnquiryForm } from '../service-pages';
import { zPageQuery } from './common';
import { orUnknown, text, zArabicText, zEmail, zId, zRequiredText, zUuid } from './fields';
import { zPhone } from './phone-field';

export { CONTENT_MESSAGES } from '../messages';

const zPageKey = () => z.enum(CONTENT_PAGE_KEYS as [ContentPageKey, ...ContentPageKey[]]);

/** A page's key from a path: one of the catalogue, anything else null (not found). */
export const ZContentPageParams = z.object({ page: orUnknown(zPageKey()) });

/** A service page as visitors read it. */
export const ZContentPage = z.object({
  key: z.string(),
  section: z.enum(['service', 'employer']),
  title: z.string(),
  description: z.string(),
  /** Sanitised rich text. */
  body: z.string(),
  has_enquiry_form: z.boolean(),
});
export type TContentPage = z.infer<typeof ZContentPage>;

/**
 * A page in the administrators' list: whether it was changed from its default, when, by whom; and
 * its Arabic words (an administrator's, else the default's; null where there are none).
 */
export const ZContentPageAdmin = ZContentPage.extend({
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  body_ar: z.string().nullable(),
  customised: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type TContentPageAdmin = z.infer<typeof ZContentPageAdmin>;

export const META_DESCRIPTION_MAX = 300;
export const PAGE_BODY_MAX = 100_000;

export const ZContentPageUpdate = z.object({
  title: zRequiredText(CM.pageTitleRequired, 120),
  description: z
    .string({ error: CM.metaDescriptionRequired })
    .trim()
    .min(1, { error: CM.metaDescriptionRequired })
    .max(META_DESCRIPTION_MAX, { error: CM.metaDescriptionTooLong }),
  body: text({ error: CM.pageBodyRequired })
    .max(PAGE_BODY_MAX, { error: `At most ${PAGE_BODY_MAX} characters` })
    .refine((html) => html.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, {
      error: CM.pageBodyRequired,
    }),
  /** The Arabic words, each optional: readers in Arabic see the English where there are none. */
  title_ar: zArabicText(120),
  description_ar: zArabicText(META_DESCRIPTION_MAX, CM.metaDescriptionTooLong),
  /** Rich text, sanitised like the English body. */
  body_ar: zArabicText(PAGE_BODY_MAX),
});
export type TContentPageUpdate = z.infer<typeof ZContentPageUpdate>;
/** What the editor sends: the Arabic words may be left out. */
export type TContentPageInput = z.input<typeof ZContentPageUpdate>;

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_MESSAGE_MAX = 5000;

/** The enquiry form of contact-us and the employer pages; `website` is a field people never see. */
export const ZEnquiryRequest = z.object({
  /** The page it is sent from: contact-us or an employer page. */
  page: z
    .enum(CONTENT_PAGE_KEYS as [ContentPageKey, ...ContentPageKey[]], { error: CM.pageNotFound })
    .refine(hasEnquiryForm, { error: CM.pageNotFound }),
  name: zRequiredText(CM.nameRequired, 120),
  company: z.string().trim().max(200, { error: 'At most 200 characters' }).optional().default(''),
  email: zEmail(),
  phone: zPhone(),
  subject: zRequiredText(CM.subjectRequired, 200),
  message: z
    .string({ error: CM.messageRequired })
    .trim()
    .min(1, { error: CM.messageRequired })
    .max(ENQUIRY_MESSAGE_MAX, { error: CM.messageTooLong }),
  /** The signed form token the form was given when it was shown. */
  token: z.string({ error: CM.formInvalid }).min(1, { error: CM.formInvalid }).max(200),
  /** The honeypot: left empty by people, filled in by bots. */
  website: z.string().max(500).optional().default(''),
});
export type TEnquiryRequest = z.input<typeof ZEnquiryRequest>;

export const ZEnquiryToken = z.object({ token: z.string() });

export const ZEnquiryListQuery = zPageQuery().extend({
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
  page_key: zPageKey().optional().catch(undefined),
  /** A user's id, `me`, or `none` for the enquiries nobody has. */
  assignee: z.string().max(40).optional(),
  q: z.string().trim().max(200).optional(),
});
export type TEnquiryListQuery = z.input<typeof ZEnquiryListQuery>;

const ZPerson = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TPerson = z.infer<typeof ZPerson>;

export const ZEnquiry = z.object({
  id: z.number(),
  page: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  assignee: ZPerson.nullable(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquiry>;

export const ZEnquiryIdParams = z.object({ id: orUnknown(zId(CM.enquiryNotFound)) });

/** Changes to an enquiry: any of its status, its assignee (null for nobody) and the internal note. */
export const ZEnquiryUpdate = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: 'Status must be new, in progress or closed' }),
    assignee_id: zUuid(CM.assigneeInvalid).nullable(),
    note: text().trim().max(5000, { error: 'At most 5000 characters' }),
  })
  .partial();
export type TEnquiryUpdate = z.infer<typeof ZEnquiryUpdate>;

export const ZEnquiryAssignee = ZPerson;
