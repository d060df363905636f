import type { Role } from './roles';
import type { TSiteSettings } from './schemas/settings';

/** Paths of the API, under /api, named as in SPEC.md section 7. */
export const API = {
  health: '/api/health',
  me: '/api/user/',
  userList: '/api/user/list',
  login: {
    candidate: '/api/user/candi_login',
    employer: '/api/user/employer_login',
    consultancy: '/api/user/consultancy-login',
    admin: '/api/user/admin-login',
  },
  logout: '/api/user/logout',
  requestOtp: '/api/user/request-otp',
  resetPassword: '/api/user/reset-password',
  changePassword: '/api/user/change-password',
  candidateRegister: '/api/candidate/register',
  employerRegister: '/api/employers/register',
  pendingEmployers: '/api/employers/pending',
  activateEmployer: (companyId: number) => `/api/employers/${companyId}/activate`,
  settings: '/api/settings',
  subscribe: '/api/settings/subscribe',
  outbox: '/api/settings/outbox',
  demoCredentials: '/api/demo/credentials',
  candidate: {
    profile: '/api/candidate/profile',
    update: '/api/candidate/update',
    summary: '/api/candidate/summary',
    educations: '/api/candidate/educations',
    education: (id: string) => `/api/candidate/educations/${id}`,
    employments: '/api/candidate/employments',
    employment: (id: string) => `/api/candidate/employments/${id}`,
    desiredJob: '/api/candidate/desired-job',
    certifications: '/api/candidate/certification',
    certification: (id: string) => `/api/candidate/certification/${id}`,
    cv: '/api/candidate/cv',
    photo: '/api/candidate/photo',
    onboarded: '/api/candidate/onboarded',
  },
  applications: {
    apply: '/api/jobs/apply',
    withdraw: '/api/jobs/apply-delete',
    applied: '/api/jobs/applied',
    statusCount: '/api/jobs/apply-status-count',
    saveJob: '/api/jobs/save-job',
    unsaveJob: (jobId: number) => `/api/jobs/save-job/${jobId}`,
    saved: '/api/jobs/saved',
    recommended: '/api/jobs/recommended',
    notApplied: '/api/jobs/not-applied',
    candidateState: (jobId: number) => `/api/jobs/${jobId}/candidate-state`,
    applicants: (jobId: number) => `/api/jobs/${jobId}/applicants`,
    setStatus: '/api/jobs/application-status',
    comment: '/api/jobs/application-comment',
    applicantCv: (applicationId: string) => `/api/jobs/applications/${applicationId}/cv`,
  },
  alerts: {
    list: '/api/jobs/alert',
    one: (id: string) => `/api/jobs/alert/${id}`,
    unsubscribe: '/api/jobs/alert/unsubscribe',
    confirmSubscription: '/api/settings/subscribe/confirm',
  },
  dashboard: {
    candidate: '/api/dashboard/candidate',
    employer: '/api/dashboard/employer',
    admin: '/api/dashboard/admin',
    consultancyAdmin: '/api/dashboard/consultancy-admin',
  },
} as const;

export interface ApiOk<T> {
  message?: string;
  data: T;
}
export type ApiErrorBody = { message: string | Record<string, string> };

export interface TProfile {
  id: string;
  role: Role;
  email: string;
  first_name: string;
  last_name: string;
  profile_photo: string | null;
  company: { id: number; name: string; kind: 'employer' | 'consultancy' } | null;
  permissions: string[];
}

export interface TLoginResponse {
  token: string;
  data: TProfile;
}

export interface TPendingEmployer {
  id: number;
  company_name: string;
  primary_email: string;
  primary_mobile: string;
  contact_name: string;
  contact_email: string;
  created_at: string;
}

export interface TDemoCredential {
  role: Role;
  label: string;
  email: string;
  password: string;
  sign_in_path: string;
  note?: string;
}

export interface TOutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface TFigure {
  key: string;
  label: string;
  value: number;
}
/** Every dashboard answers a list of figures, so screens render them the same way. */
export interface TDashboard {
  title: string;
  figures: TFigure[];
  recent: { label: string; detail: string; at: string }[];
}

export type TPublicSettings = TSiteSettings & { demo: boolean };

export interface TPage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
