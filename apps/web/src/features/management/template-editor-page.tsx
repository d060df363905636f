import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ZJobTemplateRequest, type TJobTemplate } from '@logicareers/shared/schemas/jobs';
import { useRecruitingPaths } from '../../lib/recruiting-area';
import { errorText } from '../../components/form/field-error';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { formatNumericDate } from '../../lib/format';
import { emptyJob, JobForm, useJobForm, type JobFormValues } from './job-form';
import { templateQuery, useSaveTemplate } from './management-api';

const ZTemplateName = ZJobTemplateRequest.pick({ name: true });

function TemplateEditor({ id, template }: { id?: string; template?: TJobTemplate }) {
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const navigate = useNavigate();
  const nameForm = useForm<{ name: string }>({
    resolver: zodResolver(ZTemplateName),
    defaultValues: { name: template?.name ?? '' },
  });
  const jobForm = useJobForm({ ...emptyJob(), ...(template?.form ?? {}) });
  const save = useSaveTemplate(nameForm, id);
  const run = (values: JobFormValues) => {
    const { valid_through: _date, ...form } = values;
    void nameForm.handleSubmit(({ name }) =>
      save.mutate(
        { name, form },
        { onSuccess: (answer) => navigate(recruiting.templateView(answer.data.id)) },
      ),
    )();
  };
  return (
    <Stack>
      <Paper withBorder p="lg" radius="md">
        <TextInput
          label={t('templates.name')}
          required
          {...nameForm.register('name')}
          error={errorText(nameForm.formState.errors.name)}
        />
      </Paper>
      <JobForm
        form={jobForm}
        withDate={false}
        pending={save.isPending}
        actions={[{ label: t('templates.save'), validate: false, run }]}
      />
    </Stack>
  );
}

/** `job-template/create` and `job-template/edit-{id}`: a template is a name and a job form without dates. */
export function TemplateEditorPage() {
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const { action } = useParams();
  const editId = /^edit-(\d+)$/.exec(action ?? '')?.[1];
  const template = useQuery(templateQuery(editId));
  if (action !== 'create' && !editId) return <Navigate to={recruiting.templates} replace />;
  if (editId && template.isPending) return <PageLoader />;
  if (template.error) {
    return (
      <PageShell title={t('templates.one')}>
        <Alert color="red" role="alert">
          {template.error.message}
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={
        editId
          ? t('templates.editTitle', { name: template.data?.name ?? '' })
          : t('templates.newTitle')
      }
      size="lg"
    >
      <TemplateEditor key={editId ?? 'new'} id={editId} template={template.data} />
    </PageShell>
  );
}

/** `job-template/view/{id}`: what the template holds, and a way to post a job from it. */
export function TemplateViewPage() {
  const { t } = useTranslation(['management', 'common']);
  const recruiting = useRecruitingPaths();
  const { id } = useParams();
  const { data, isPending, error } = useQuery(templateQuery(id));
  if (isPending) return <PageLoader />;
  if (error || !data) {
    return (
      <PageShell title={t('templates.one')}>
        <Alert color="red" role="alert">
          {error?.message ?? t('templates.notFound')}
        </Alert>
      </PageShell>
    );
  }
  const form = data.form;
  const experience =
    form.experience_min === undefined
      ? undefined
      : form.experience_max
        ? t('templates.experienceRange', {
            min: Number(form.experience_min ?? 0),
            max: Number(form.experience_max),
          })
        : t('templates.experienceFrom', { min: Number(form.experience_min ?? 0) });
  const salary = form.salary_hidden
    ? t('templates.salaryHidden')
    : form.salary_min
      ? form.salary_max
        ? t('templates.salaryRange', {
            min: Number(form.salary_min),
            max: Number(form.salary_max),
          })
        : String(form.salary_min)
      : undefined;
  const facts = [
    [t('templates.facts.title'), form.title],
    [
      t('templates.facts.employmentType'),
      form.employment_type ? t(`common:employmentType.${form.employment_type}`) : undefined,
    ],
    [t('templates.facts.experience'), experience],
    [t('templates.facts.salary'), salary],
    [
      t('templates.facts.vacancies'),
      form.vacancies !== undefined ? String(form.vacancies) : undefined,
    ],
  ].filter(([, value]) => value) as [string, string][];
  return (
    <PageShell
      title={data.name}
      description={t('templates.updated', { date: formatNumericDate(data.updated_at) })}
      size="lg"
      actions={
        <Group>
          <Button component={Link} to={recruiting.templateEdit(data.id)} variant="default">
            {t('templates.edit')}
          </Button>
          <Button component={Link} to={`${recruiting.jobCreate}?template=${data.id}`}>
            {t('templates.postFromIt')}
          </Button>
        </Group>
      }
    >
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          {facts.map(([label, value]) => (
            <Group key={label} gap="xs">
              <Text fw={600} w={200}>
                {label}
              </Text>
              <Text>{value}</Text>
            </Group>
          ))}
          {form.description && (
            <Text mt="md" style={{ whiteSpace: 'pre-wrap' }}>
              {form.description
                .replace(/<[^>]+>/g, ' ')
                .replace(/\s+/g, ' ')
                .trim()}
            </Text>
          )}
        </Stack>
      </Paper>
    </PageShell>
  );
}
