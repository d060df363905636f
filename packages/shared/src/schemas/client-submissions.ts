import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../talent-terms';
import { zPage, zPageQuery } from './common';
import { queryChoices, queryIds } from './fields';
import { ZClientCv } from './talent';

/*
 * The candidates a consultancy sent to a client, as the client's own users see them in their
 * employer account (issue 39): the same as the e-mailed link shows, never more (decision 033).
 */

/** What the server answers about sent candidates, their links and the client's answers. */
export const CLIENT_CV_MESSAGES = {
  linkInvalid: 'This link has expired or is not valid',
  clientUnknown: 'Choose one of your client employers',
  jobUnknown: 'Choose one of the client’s open jobs',
  inviteJobUnknown: 'Choose one of your live jobs',
  answered: 'Thank you: your answer was sent to the consultancy',
  cvNotShared: 'The consultancy shares this CV on request: ask them for it',
  notOpen: 'This candidate’s link is no longer open',
  revoked: 'Link withdrawn: the client can no longer open it',
  renewed: 'New link ready: the link in the e-mail no longer works',
  clientOnly: 'Only the users of the company the candidates were sent to see them here',
} as const;

/** `?job_id=&status=` of the client's list: by job, and by where the answer stands. */
export const ZClientSubmissionListQuery = zPageQuery().extend({
  job_id: queryIds('job_id'),
  status: queryChoices('status', SUBMISSION_STATUSES),
});

/** One candidate sent to the client, in their list. */
export const ZClientSubmission = ZClientCv.pick({
  status: true,
  consultancy: true,
  job: true,
  note: true,
  client_note: true,
  sent_at: true,
  expires_at: true,
  answered_at: true,
  answered_by: true,
}).extend({
  id: z.string(),
  /** Their name if the consultancy shared the contact details, else their initials. */
  candidate: z.object({ name: z.string(), headline: z.string() }),
});
export type TClientSubmission = z.infer<typeof ZClientSubmission>;

/** A page of the list, with the jobs candidates were sent for (the job filter's choices). */
export const ZClientSubmissionPage = zPage(ZClientSubmission).extend({
  jobs: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type TClientSubmissionPage = z.infer<typeof ZClientSubmissionPage>;

/** One candidate opened from the account: what the link shows, with the submission's id. */
export const ZClientSubmissionView = ZClientCv.extend({ id: z.string() });
export type TClientSubmissionView = z.infer<typeof ZClientSubmissionView>;

/** A fresh link for the client, issued by the consultancy (the old one stops working). */
export const ZSubmissionLink = z.object({ url: z.string(), expires_at: z.string() });
export type TSubmissionLink = z.infer<typeof ZSubmissionLink>;
