import { Alert, Button, Grid, List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { mergeTagsIn, tagGroup } from '@logicareers/shared/communication-terms';
import { errorText } from '../../components/form/field-error';
import { JobPicker, jobTitleQuery } from '../../components/jobs/job-picker';
import { PageShell } from '../../components/page-shell';
import { formatNumber } from '../../lib/format';
import { translateMessage } from '../../lib/i18n';
import {
  folderNameQuery,
  interviewChoicesQuery,
  previewQuery,
  templatesQuery,
  useSendBulk,
  useSendSingle,
} from './communications-api';
import { EmailPreview } from './email-preview';

interface ComposeValues {
  template_id: string;
  job_id: string;
  interview_id: string;
  candidate_ids: string;
  folder_id: string;
  applicants_job_id: string;
}

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
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const candidateIds = idList(search.get('candidates'));
  const folderId = search.get('folder') ?? '';
  const folderName = useQuery(folderNameQuery(folderId));
  const applicantsJobId = search.get('job') ?? '';
  const form = useForm<ComposeValues>({
    defaultValues: {
      template_id: search.get('template') ?? '',
      job_id: applicantsJobId,
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
  const groups = new Set(
    template ? mergeTagsIn(template.subject, template.body).map(tagGroup) : [],
  );
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
  const sendSingle = useSendSingle(form);
  const sendBulk = useSendBulk(form);
  const { errors } = form.formState;

  const submit = form.handleSubmit((v) => {
    if (!v.template_id) {
      form.setError('template_id', { message: 'Choose a template' });
      return;
    }
    const common = {
      template_id: Number(v.template_id),
      job_id: v.job_id ? Number(v.job_id) : null,
    };
    if (single) {
      sendSingle.mutate(
        { ...common, candidate_id: candidateIds[0], interview_id: v.interview_id || null },
        { onSuccess: () => navigate(paths.workspace.candidateView(candidateIds[0])) },
      );
    } else {
      sendBulk.mutate(
        {
          ...common,
          candidate_ids: candidateIds,
          folder_id: folderId ? Number(folderId) : null,
          applicants_job_id: applicantsJobId ? Number(applicantsJobId) : null,
        },
        { onSuccess: (answer) => navigate(paths.workspace.emailSendView(answer.data.id)) },
      );
    }
  });
  const reach = preview.data?.recipients;
  const previewError =
    preview.error && 'data' in preview.error
      ? (preview.error as { data?: { message?: unknown } }).data?.message
      : undefined;
  const previewFailed = preview.isError
    ? typeof previewError === 'string'
      ? translateMessage(previewError)
      : previewError && typeof previewError === 'object'
        ? Object.values(previewError as Record<string, string>).join(' ')
        : t('view.previewFailed')
    : undefined;

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
                <Stack gap={4} component="section" aria-labelledby="compose-recipients">
                  <Title order={2} size="h5" id="compose-recipients">
                    {t('compose.recipients')}
                  </Title>
                  {hasRecipients ? (
                    <List size="sm">
                      {candidateIds.length > 0 && (
                        <List.Item>
                          {t('compose.selection', {
                            count: candidateIds.length,
                            n: formatNumber(candidateIds.length),
                          })}
                        </List.Item>
                      )}
                      {folderId && (
                        <List.Item>
                          {folderName.data
                            ? t('compose.folderNamed', { name: folderName.data })
                            : t('compose.folder')}
                        </List.Item>
                      )}
                      {applicantsJobId && (
                        <List.Item>
                          {t('compose.applicants')}
                          {applicantsJob.data ? `: ${applicantsJob.data}` : ''}
                        </List.Item>
                      )}
                    </List>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('compose.noRecipients')}
                    </Text>
                  )}
                  {reach !== undefined && (
                    <Text size="sm" aria-live="polite">
                      {t('compose.reach', { count: reach, n: formatNumber(reach) })}
                    </Text>
                  )}
                  {preview.data && preview.data.skipped > 0 && (
                    <Text size="sm" c="orange.9">
                      {t('compose.skipped', {
                        count: preview.data.skipped,
                        n: formatNumber(preview.data.skipped),
                      })}
                    </Text>
                  )}
                  {(errors.candidate_ids || errors.folder_id || errors.applicants_job_id) && (
                    <Text size="sm" c="red.9" role="alert">
                      {errorText(
                        errors.candidate_ids ?? errors.folder_id ?? errors.applicants_job_id,
                      )}
                    </Text>
                  )}
                </Stack>
                {(groups.has('job') || applicantsJobId) && (
                  <Controller
                    control={form.control}
                    name="job_id"
                    render={({ field }) => (
                      <JobPicker
                        label={t('compose.job')}
                        placeholder={t('compose.jobPlaceholder')}
                        required={groups.has('job')}
                        filter={{ status: 'all' }}
                        value={field.value}
                        onChange={field.onChange}
                        clearable
                        error={errorText(errors.job_id)}
                      />
                    )}
                  />
                )}
                {groups.has('interview') && single && (
                  <Controller
                    control={form.control}
                    name="interview_id"
                    render={({ field }) => (
                      <Select
                        label={t('compose.interview')}
                        placeholder={t('compose.interviewPlaceholder')}
                        required
                        data={(interviews.data ?? []).map((i) => ({ value: i.id, label: i.label }))}
                        value={field.value || null}
                        onChange={(value) => field.onChange(value ?? '')}
                        error={
                          errorText(errors.interview_id) ??
                          (interviews.data?.length === 0 ? t('compose.noInterviews') : undefined)
                        }
                      />
                    )}
                  />
                )}
                {groups.has('interview') && !single && errors.interview_id && (
                  <Alert color="yellow" role="alert">
                    {errorText(errors.interview_id)}
                  </Alert>
                )}
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} aria-hidden />}
                  loading={sendSingle.isPending || sendBulk.isPending}
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
          {template ? (
            <EmailPreview
              heading={
                preview.data?.candidate
                  ? t('compose.previewFor', { name: preview.data.candidate.name })
                  : t('compose.preview')
              }
              preview={preview.data}
              pending={preview.isPending}
              failed={previewFailed}
            />
          ) : (
            <Text c="dimmed">{t('compose.chooseTemplate')}</Text>
          )}
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
