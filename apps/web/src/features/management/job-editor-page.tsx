import { Alert, Modal, Stack, TextInput, Button, Group } from '@mantine/core';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { TJobDetail, TJobTemplate } from '@logicareers/shared/schemas/jobs';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../lib/api-client';
import { showErrorToasts, successToast } from '../../lib/toasts';
import { emptyJob, JobForm, type JobFormValues } from './job-form';

const fromJob = (job: TJobDetail): JobFormValues => ({
  title: job.title,
  designation_id: job.designation_id!,
  functional_area_id: job.functional_area_id!,
  industry_id: job.industry_id!,
  state_id: job.state_id!,
  employment_type: job.employment_type,
  experience_min: job.experience_min,
  experience_max: job.experience_max,
  salary_min: job.salary_min,
  salary_max: job.salary_max,
  salary_hidden: job.salary_hidden,
  vacancies: job.vacancies,
  skill_ids: job.skills.map((s) => s.id),
  description: job.description,
  requirements: job.requirements,
  benefits: job.benefits,
  valid_through: job.valid_through,
  confidential: job.confidential,
});

function SaveTemplate({ values, onClose }: { values: JobFormValues | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      const answer = await api<{ message: string }>('/api/template/job-templates', {
        method: 'POST',
        body: { name, form: values ?? {} },
      });
      successToast(answer.message);
      onClose();
    } catch (e) {
      const message = (e as { data?: { message?: Record<string, string> } }).data?.message;
      if (message && typeof message === 'object' && message.name) setError(message.name);
      else showErrorToasts(e);
    }
  };
  return (
    <Modal opened={values !== null} onClose={onClose} title="Save as template" centered>
      <Stack>
        <TextInput
          label="Template name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()}>Save template</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Create a job (blank or from a template) or edit one. */
export function JobEditorPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const templateId = search.get('template');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [templateValues, setTemplateValues] = useState<JobFormValues | null>(null);
  const editing = id !== undefined;
  const job = useQuery({
    queryKey: ['jobs', 'detail', id],
    queryFn: () => api<{ data: TJobDetail }>(`/api/jobs/${id}`).then((r) => r.data),
    enabled: editing,
  });
  const template = useQuery({
    queryKey: ['templates', templateId],
    queryFn: () =>
      api<{ data: TJobTemplate }>(`/api/template/job-templates/${templateId}`).then((r) => r.data),
    enabled: !!templateId,
  });
  if ((editing && job.isPending) || (templateId && template.isPending)) return <PageLoader />;
  if (job.error || template.error) {
    return (
      <PageShell title={editing ? 'Edit job' : 'Post a job'}>
        <Alert color="red" role="alert">
          {(job.error ?? template.error)?.message}
        </Alert>
      </PageShell>
    );
  }
  const initial = editing ? fromJob(job.data!) : { ...emptyJob(), ...(template.data?.form ?? {}) };
  const save = (publish: boolean) => async (values: JobFormValues) => {
    const answer = editing
      ? await api<{ message: string; data: { id: number } }>(`/api/jobs/${id}`, {
          method: 'PUT',
          body: values,
        })
      : await api<{ message: string; data: { id: number } }>('/api/jobs/', {
          method: 'POST',
          body: { ...values, publish },
        });
    if (editing && publish && job.data?.status === 'draft')
      await api(`/api/jobs/${id}/publish`, { method: 'POST' });
    successToast(
      editing && publish && job.data?.status === 'draft' ? 'Job published' : answer.message,
    );
    await queryClient.invalidateQueries({ queryKey: ['jobs'] });
    navigate(paths.management.jobView(answer.data.id));
  };
  const actions = [
    {
      label: 'Save as template',
      validate: false,
      variant: 'light' as const,
      run: async (values: JobFormValues) => setTemplateValues(values),
    },
    ...(editing && job.data?.status !== 'draft'
      ? [{ label: 'Save changes', validate: true, run: save(false) }]
      : [
          { label: 'Save draft', validate: true, variant: 'default' as const, run: save(false) },
          { label: 'Publish', validate: true, run: save(true) },
        ]),
  ];
  return (
    <PageShell
      title={editing ? `Edit: ${job.data!.title}` : 'Post a job'}
      description={
        template.data
          ? `Starting from the template “${template.data.name}”`
          : 'Reach logistics professionals across the UAE'
      }
      size="lg"
    >
      <JobForm key={`${id ?? 'new'}-${templateId ?? ''}`} initial={initial} actions={actions} />
      <SaveTemplate values={templateValues} onClose={() => setTemplateValues(null)} />
    </PageShell>
  );
}
