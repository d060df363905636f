import { accessAdmin } from './access-admin';
import { account } from './account';
import { admin } from './admin';
import { answers } from './answers';
import { auth } from './auth';
import { candidate } from './candidate';
import { clients } from './clients';
import { common } from './common';
import { company } from './company';
import { communications } from './communications';
import { consultancyAdmin } from './consultancy-admin';
import { contentAdmin } from './content-admin';
import { demo } from './demo';
import { emailResponses } from './email-responses';
import { employer } from './employer';
import { jobs } from './jobs';
import { management } from './management';
import { money } from './money';
import { masterAdmin } from './master-admin';
import { news } from './news';
import { pipeline } from './pipeline';
import { reports } from './reports';
import { plans } from './plans';
import { clientCv } from './client-cv';
import { interviews } from './interviews';
import { publicPages } from './public';
import { services } from './services';
import { talentView } from './talent-view';
import { talent } from './talent';
import { users } from './users';
import { validation } from './validation';

/**
 * The English catalogue of the web app, one namespace per area (common: the frame, shared
 * components and words every area uses). Keys name what a text is for; `_one`/`_other` follow the
 * language's plural rules; `{{…}}` are filled in by the code.
 */
export const en = {
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
} as const;

export type Namespace = keyof typeof en;
