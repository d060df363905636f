import type { Translation } from '@logicareers/shared/translation';
import type { consultancyAdmin as en } from '../en/consultancy-admin';

/** Texts of the consultancyAdmin area, in Arabic. */
export const consultancyAdmin: Translation<typeof en> = {};
