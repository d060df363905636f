import { useState } from 'react';
import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ZJobTemplateRequest,
  type TJobDetail,
  type TJobTemplate,
} from '@logicareers/shared/schemas/jobs';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import { errorText } from '../../components/form/field-error';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { emptyJob, JobForm, useJobForm, type JobFormValues } from './job-form';
import { jobQuery, templateQuery, useSaveJob, useSaveTemplate } from './management-api';
import { SubmitRow } from '../../components/form/submit-row';

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

/** A template's name only: the job form it holds comes from the page. */
const ZTemplateName = ZJobTemplateRequest.pick({ name: true });

function SaveTemplate({ values, onClose }: { values: JobFormValues | null; onClose: () => void }) {
  const { t } = useTranslation(['management', 'common']);
  const form = useForm<{ name: string }>({
    resolver: zodResolver(ZTemplateName),
    defaultValues: { name: '' },
  });
  const save = useSaveTemplate(form);
  const onSubmit = form.handleSubmit(({ name }) =>
    save.mutate({ name, form: values ?? {} }, { onSuccess: onClose }),
  );
  return (
    <Modal opened={values !== null} onClose={onClose} title={t('editor.saveTemplate')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label={t('editor.templateName')}
            {...form.register('name')}
            error={errorText(form.formState.errors.name)}
            data-autofocus
          />
          <SubmitRow
            loading={save.isPending}
            label={t('editor.saveTemplateSubmit')}
            onCancel={onClose}
            cancelLabel={t('common:action.cancel')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

function JobEditor({ job, initial }: { job: TJobDetail | undefined; initial: JobFormValues }) {
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const navigate = useNavigate();
  const form = useJobForm(initial);
  const saveJob = useSaveJob(form, job);
  const [templateValues, setTemplateValues] = useState<JobFormValues | null>(null);
  const save = (publish: boolean) => (values: JobFormValues) =>
    saveJob.mutate(
      { values, publish },
      { onSuccess: (answer) => navigate(recruiting.jobView(answer.data.id)) },
    );
  const actions = [
    {
      label: t('editor.saveAsTemplate'),
      validate: false,
      variant: 'light' as const,
      run: setTemplateValues,
    },
    ...(job && job.status !== 'draft'
      ? [{ label: t('editor.saveChanges'), validate: true, run: save(false) }]
      : [
          {
            label: t('editor.saveDraft'),
            validate: true,
            variant: 'default' as const,
            run: save(false),
          },
          { label: t('editor.publish'), validate: true, run: save(true) },
        ]),
  ];
  return (
    <>
      <JobForm form={form} actions={actions} pending={saveJob.isPending} />
      <SaveTemplate values={templateValues} onClose={() => setTemplateValues(null)} />
    </>
  );
}

/** Create a job (blank or from a template) or edit one. */
export function JobEditorPage() {
  const { t } = useTranslation(['management', 'common']);
  const { id } = useParams();
  const [search] = useSearchParams();
  const templateId = search.get('template');
  const editing = id !== undefined;
  const job = useQuery(jobQuery(id));
  const template = useQuery(templateQuery(templateId));
  if ((editing && job.isPending) || (templateId && template.isPending)) return <PageLoader />;
  if (job.error || template.error) {
    return (
      <PageShell title={editing ? t('editor.editTitle') : t('editor.newTitle')}>
        <Alert color="red" role="alert">
          {(job.error ?? template.error)?.message}
        </Alert>
      </PageShell>
    );
  }
  const fromTemplate: TJobTemplate | undefined = template.data;
  const initial = editing ? fromJob(job.data!) : { ...emptyJob(), ...(fromTemplate?.form ?? {}) };
  return (
    <PageShell
      title={editing ? t('editor.editJob', { title: job.data!.title }) : t('editor.newTitle')}
      description={
        fromTemplate
          ? t('editor.fromTemplate', { name: fromTemplate.name })
          : t('editor.newDescription')
      }
      size="lg"
    >
      <JobEditor
        key={`${id ?? 'new'}-${templateId ?? ''}`}
        job={editing ? job.data : undefined}
        initial={initial}
      />
    </PageShell>
  );
}
