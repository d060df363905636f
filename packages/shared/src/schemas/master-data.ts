import { z } from 'zod';
import { zId } from './fields';

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
});
