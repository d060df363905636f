import { z } from 'zod';
import { zLang, zPageQuery } from './common';
import { text, zId, zRequiredText } from './fields';

/** The kinds of master data: the options of the job, profile and alert forms and filters. */
export const MASTER_KINDS = [
  'designation',
  'functional_area',
  'state',
  'industry',
  'skill',
  'qualification',
  'country',
] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

/** `:kind` of `GET /api/master/:kind`. */
export const ZMasterParams = z.object({
  kind: z.enum(MASTER_KINDS, { error: `kind must be one of ${MASTER_KINDS.join(', ')}` }),
});

const PARENT = 'parent must be an id or none';
/** `GET /api/master/:kind`: `q` searches by name, `parent` keeps the children of one item (or `none`). */
export const ZMasterQuery = z.object({
  q: z.string().trim().max(100, { error: 'The search text is too long' }).optional(),
  parent: z.union([z.literal('none'), zId(PARENT)], { error: PARENT }).optional(),
  /** `ar` answers the Arabic names (and `q` searches them too). */
  lang: zLang(),
});

/* ---------- Administration of master data ---------- */

export const MASTER_NAME_MAX = 120;

export const MASTER_MESSAGES = {
  nameRequired: 'Name is required',
  nameArInvalid: 'The Arabic name must be text',
  nameTaken: 'An item with this name already exists in this list',
  notFound: 'Master data item not found',
  parentInvalid: 'Choose an emirate for the area',
  parentOnlyForLocations: 'Only locations (areas and free zones) have a parent',
  directionInvalid: 'direction must be up or down',
  activeInvalid: 'active must be true or false',
  intoRequired: 'Choose the item to merge into',
  mergeSelf: 'An item cannot be merged into itself: choose another item',
  mergeKind: 'Choose an item of the same list to merge into',
  mergeInactive: 'Choose an active item to merge into',
  mergeIntoChild: 'An item cannot be merged into one of its own areas',
  mergeEmirateIntoArea: 'An emirate with areas can only be merged into another emirate',
  protectedItem:
    'The United Arab Emirates cannot be merged away or deactivated: the forms ask for an emirate when it is chosen',
  created: 'Item added',
  renamed: 'Item renamed',
  moved: 'Item moved',
  deactivated: 'Item deactivated: it is no longer offered, and records that have it keep it',
  reactivated: 'Item reactivated',
  merged: 'Items merged',
} as const;
const MM = MASTER_MESSAGES;

/** `:kind` of the administration's item lists; an unknown kind is a clear 400. */
export const ZMasterKindParams = ZMasterParams;
/** `:id` of one item. */
export const ZMasterItemParams = z.object({ id: zId(MM.notFound) });

/** How many items a kind has, and how many of them are offered. */
export const ZMasterKindSummary = z.object({
  kind: z.enum(MASTER_KINDS),
  items: z.number().int(),
  active: z.number().int(),
});
export type TMasterKindSummary = z.infer<typeof ZMasterKindSummary>;

/** What uses an item: jobs, candidates, job alerts, and the rest (companies, templates, saved searches). */
export const ZMasterUsage = z.object({
  jobs: z.number().int(),
  candidates: z.number().int(),
  alerts: z.number().int(),
  other: z.number().int(),
});
export type TMasterUsage = z.infer<typeof ZMasterUsage>;

export const ZMasterAdminItem = z.object({
  id: z.number(),
  kind: z.enum(MASTER_KINDS),
  name: z.string(),
  /** The Arabic name; none when the item has not been given one (the English name is shown). */
  name_ar: z.string().nullable(),
  slug: z.string(),
  parent_id: z.number().nullable(),
  /** The emirate of an area. */
  parent_name: z.string().nullable(),
  sort: z.number().int(),
  active: z.boolean(),
  usage: ZMasterUsage,
});
export type TMasterAdminItem = z.infer<typeof ZMasterAdminItem>;

export const MASTER_STATUSES = ['all', 'active', 'inactive'] as const;
/** `GET` of a kind's items: `q` searches names, `status` keeps the active or inactive ones. */
export const ZMasterAdminQuery = zPageQuery(50).extend({
  q: z.string().trim().max(100, { error: 'The search text is too long' }).optional(),
  status: z
    .enum(MASTER_STATUSES, { error: `status must be one of ${MASTER_STATUSES.join(', ')}` })
    .optional()
    .default('all'),
});
export type TMasterAdminQuery = z.input<typeof ZMasterAdminQuery>;

const zMasterName = () => zRequiredText(MM.nameRequired, MASTER_NAME_MAX).pipe(text());
/** The Arabic name: empty (or null) for none. */
const zMasterNameAr = () =>
  z
    .string({ error: MM.nameArInvalid })
    .trim()
    .max(MASTER_NAME_MAX, { error: `At most ${MASTER_NAME_MAX} characters` })
    .pipe(text())
    .nullable()
    .transform((value) => value || null);

/** A new item; an area or free zone names its emirate (`parent_id`). */
export const ZMasterItemCreate = z.object({
  name: zMasterName(),
  name_ar: zMasterNameAr().optional().default(null),
  parent_id: z
    .preprocess((value) => (value === '' ? null : value), zId(MM.parentInvalid).nullable())
    .optional()
    .default(null),
});
export type TMasterItemCreate = z.input<typeof ZMasterItemCreate>;

/** A new name, and the Arabic name (left as it is when not given; empty or null for none). */
export const ZMasterItemRename = z.object({
  name: zMasterName(),
  name_ar: zMasterNameAr().optional(),
});
export type TMasterItemRename = z.input<typeof ZMasterItemRename>;

export const ZMasterItemActive = z.object({
  active: z.boolean({ error: MM.activeInvalid }),
});
export type TMasterItemActive = z.input<typeof ZMasterItemActive>;

export const ZMasterItemMove = z.object({
  direction: z.enum(['up', 'down'], { error: MM.directionInvalid }),
});
export type TMasterItemMove = z.input<typeof ZMasterItemMove>;

/** Merges the item of `:id` into `into_id`: its records move there, and the item is removed. */
export const ZMasterMergeRequest = z.object({ into_id: zId(MM.intoRequired) });
export type TMasterMergeRequest = z.input<typeof ZMasterMergeRequest>;

export const ZMasterMergeResult = z.object({
  item: ZMasterAdminItem,
  /** The records that moved. */
  moved: ZMasterUsage,
});
export type TMasterMergeResult = z.infer<typeof ZMasterMergeResult>;
