import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { COMMUNICATION_MESSAGES } from '@logicareers/shared/schemas/communications';
import { useNextPage, withNext } from '../../lib/next-page';
import { useSendBulk, useSendSingle } from './communications-api';

export interface ComposeValues {
  template_id: string;
  job_id: string;
  interview_id: string;
  candidate_ids: string;
  folder_id: string;
  applicants_job_id: string;
}

interface Recipients {
  single: boolean;
  candidateIds: string[];
  folderId: string;
  applicantsJobId: string;
}

/**
 * The compose form's send: one candidate gets the email straight away and the page goes back to
 * where the recruiter came from (the candidate when not said); many recipients start a bulk send
 * and the page follows its progress, with the way back.
 */
export function useComposeSend(
  form: UseFormReturn<ComposeValues>,
  { single, candidateIds, folderId, applicantsJobId }: Recipients,
) {
  const navigate = useNavigate();
  // The page the recruiter came from (a job's applicants, say), to go back to.
  const next = useNextPage();
  const sendSingle = useSendSingle(form);
  const sendBulk = useSendBulk(form);

  const submit = form.handleSubmit((v) => {
    if (!v.template_id) {
      form.setError('template_id', { message: COMMUNICATION_MESSAGES.templateRequired });
      return;
    }
    const common = {
      template_id: Number(v.template_id),
      job_id: v.job_id ? Number(v.job_id) : null,
    };
    if (single) {
      sendSingle.mutate(
        { ...common, candidate_id: candidateIds[0], interview_id: v.interview_id || null },
        { onSuccess: () => navigate(next ?? paths.workspace.candidateView(candidateIds[0])) },
      );
    } else {
      sendBulk.mutate(
        {
          ...common,
          candidate_ids: candidateIds,
          folder_id: folderId ? Number(folderId) : null,
          applicants_job_id: applicantsJobId ? Number(applicantsJobId) : null,
        },
        {
          onSuccess: (answer) =>
            navigate(withNext(paths.workspace.emailSendView(answer.data.id), next)),
        },
      );
    }
  });

  return { submit, sending: sendSingle.isPending || sendBulk.isPending };
}
