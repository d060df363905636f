import type { TPage } from '../api';
import type { TApplicant, TRecommendedJob } from './candidate';
import type { ApplicationStatus } from '../application-status';
import type { JobStatus, TJobCard } from './jobs';

/** How many applications are in each status, keyed by status name, with the total. */
export type TStatusCounts = Record<ApplicationStatus, number> & { total: number };

export interface TSavedJob {
  job: TJobCard & { status: JobStatus };
  saved_at: string;
  application_status: ApplicationStatus | null;
}

/** What the signed-in candidate has done with one job. */
export interface TCandidateJobState {
  application: { id: string; status: ApplicationStatus; applied_at: string } | null;
  saved: boolean;
}

export type TRecommendedPage = TPage<TRecommendedJob & { applied: boolean }> & {
  /** False until the candidate has chosen at least one desired designation. */
  profile_ready: boolean;
};

export type TApplicantsPage = TPage<TApplicant> & {
  job: { id: number; title: string };
  counts: TStatusCounts;
};
