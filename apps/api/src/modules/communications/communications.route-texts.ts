import { MERGE_TAGS } from '@logicareers/shared/schemas/communications';

/* What the communications routes share: their access and the words of their documentation. */

export const manage = { access: { permission: 'communications.manage' } } as const;
export const OTHER_COMPANY = "Another company's template answers 404, as an unknown id does.";
export const BEYOND_REACH =
  'A candidate the user may not open (decision 014) answers 404, as an unknown id does.';
export const TAGS = `Merge tags: ${MERGE_TAGS.map((t) => `{{${t.name}}}`).join(', ')}; an unknown one answers 400 naming it.`;
