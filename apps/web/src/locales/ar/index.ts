import type { Translation } from '@logicareers/shared/translation';
import type { en } from '../en';
import { accessAdmin } from './access-admin';
import { account } from './account';
import { admin } from './admin';
import { answers } from './answers';
import { auth } from './auth';
import { candidate } from './candidate';
import { clientCv } from './client-cv';
import { clients } from './clients';
import { common } from './common';
import { communications } from './communications';
import { company } from './company';
import { consultancyAdmin } from './consultancy-admin';
import { contentAdmin } from './content-admin';
import { demo } from './demo';
import { emailResponses } from './email-responses';
import { employer } from './employer';
import { interviews } from './interviews';
import { jobs } from './jobs';
import { management } from './management';
import { money } from './money';
import { masterAdmin } from './master-admin';
import { news } from './news';
import { pipeline } from './pipeline';
import { reports } from './reports';
import { plans } from './plans';
import { publicPages } from './public';
import { services } from './services';
import { talent } from './talent';
import { talentView } from './talent-view';
import { users } from './users';
import { validation } from './validation';

/**
 * The Arabic catalogue of the web app: the same namespaces and keys as the English one
 * (`../en`), with Arabic's plural forms (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`).
 */
export const ar: { readonly [N in keyof typeof en]: Translation<(typeof en)[N]> } = {
  common,
  validation,
  answers,
  money,
  public: publicPages,
  jobs,
  auth,
  account,
  candidate,
  management,
  talent,
  admin,
  employer,
  consultancyAdmin,
  users,
  demo,
  talentView,
  clientCv,
  emailResponses,
  interviews,
  communications,
  accessAdmin,
  clients,
  company,
  masterAdmin,
  news,
  services,
  contentAdmin,
  plans,
  pipeline,
  reports,
};
