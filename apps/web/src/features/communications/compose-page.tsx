import { Button, Grid, Paper, Select, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { tagGroup } from '@logicareers/shared/communication-terms';
import { errorText } from '../../components/form/field-error';
import { jobTitleQuery } from '../../components/jobs/job-picker';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import {
  folderNameQuery,
  interviewChoicesQuery,
  previewQuery,
  templatesQuery,
} from './communications-api';
import { ComposeRecipients } from './compose-recipients';
import { ComposeTagFields } from './compose-tag-fields';
import { ComposePreview } from './compose-preview';
import { type ComposeValues, useComposeSend } from './use-compose-send';

const idList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * `email-template/compose?template=&candidates=&folder=&job=`: one template to one candidate or to
 * many (a selection, a CV folder, a job's applicants), with the job or interview its tags need, a
 * preview for the first recipient, and the send. Many recipients lead to the send's progress.
 */
export function ComposePage() {
  const { t } = useTranslation('communications');
  const [search] = useSearchParams();
  const candidateIds = idList(search.get('candidates'));
  const folderId = search.get('folder') ?? '';
  const folderName = useQuery(folderNameQuery(folderId));
  const applicantsJobId = search.get('job') ?? '';
  // The job that chosen applicants applied for: what the job's tags speak of, sent to them only.
  const aboutJobId = search.get('about_job') ?? '';
  const form = useForm<ComposeValues>({
    defaultValues: {
      template_id: search.get('template') ?? '',
      job_id: applicantsJobId || aboutJobId,
      interview_id: '',
      candidate_ids: candidateIds.join(','),
      folder_id: folderId,
      applicants_job_id: applicantsJobId,
    },
  });
  const values = useWatch({ control: form.control });
  const templates = useQuery(templatesQuery());
  const applicantsJob = useQuery(jobTitleQuery(applicantsJobId || undefined));
  const template = templates.data?.items.find((item) => String(item.id) === values.template_id);
  // The tags of both languages' versions.
  const groups = new Set(template?.tags.map(tagGroup));
  const single = candidateIds.length === 1 && !folderId && !applicantsJobId;
  const hasRecipients = candidateIds.length > 0 || Boolean(folderId) || Boolean(applicantsJobId);
  const interviews = useQuery(
    interviewChoicesQuery(single && groups.has('interview') ? candidateIds[0] : undefined),
  );
  const preview = useQuery(
    previewQuery(
      {
        subject: template?.subject ?? '',
        body: template?.body ?? '',
        subject_ar: template?.subject_ar ?? null,
        body_ar: template?.body_ar ?? null,
        marketing: template?.marketing ?? false,
        candidate_ids: candidateIds,
        folder_id: folderId || null,
        applicants_job_id: applicantsJobId || null,
        job_id: values.job_id || null,
        interview_id: values.interview_id || null,
      },
      Boolean(template) && hasRecipients,
    ),
  );
  const { submit, sending } = useComposeSend(form, {
    single,
    candidateIds,
    folderId,
    applicantsJobId,
  });
  const { errors } = form.formState;
  const reach = preview.data?.recipients;
  return (
    <PageShell title={t('compose.title')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <form noValidate onSubmit={submit}>
            <Paper withBorder radius="md" p="md">
              <Stack>
                <Controller
                  control={form.control}
                  name="template_id"
                  render={({ field }) => (
                    <Select
                      label={t('compose.template')}
                      placeholder={t('compose.templatePlaceholder')}
                      required
                      data={(templates.data?.items ?? []).map((item) => ({
                        value: String(item.id),
                        label: item.name,
                      }))}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      searchable
                      error={errorText(errors.template_id)}
                    />
                  )}
                />
                <ComposeRecipients
                  hasRecipients={hasRecipients}
                  candidateIds={candidateIds}
                  folderId={folderId}
                  folderName={folderName.data}
                  applicantsJobId={applicantsJobId}
                  applicantsJob={applicantsJob.data}
                  reach={reach}
                  skipped={preview.data?.skipped}
                  errors={errors}
                />
                <ComposeTagFields
                  form={form}
                  groups={groups}
                  single={single}
                  applicantsJobId={applicantsJobId}
                  interviews={interviews.data}
                />
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} aria-hidden />}
                  loading={sending}
                  disabled={!hasRecipients}
                >
                  {single || reach === undefined
                    ? t('compose.send')
                    : t('compose.sendMany', { count: reach, n: formatNumber(reach) })}
                </Button>
              </Stack>
            </Paper>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ComposePreview hasTemplate={Boolean(template)} preview={preview} />
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
