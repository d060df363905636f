import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS, type TJobTemplate } from '@logicareers/shared/schemas/jobs';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api, ApiError } from '../../lib/api-client';
import { showErrorToasts, successToast } from '../../lib/toasts';
import { emptyJob, JobForm, type JobFormValues } from './job-form';

const useTemplate = (id: string | undefined) =>
  useQuery({
    queryKey: ['templates', id],
    queryFn: () =>
      api<{ data: TJobTemplate }>(`/api/template/job-templates/${id}`).then((r) => r.data),
    enabled: !!id,
  });

/** `job-template/create` and `job-template/edit-{id}`: a template is a name and a job form without dates. */
export function TemplateEditorPage() {
  const { action } = useParams();
  const editId = /^edit-(\d+)$/.exec(action ?? '')?.[1];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const template = useTemplate(editId);
  const [name, setName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  if (action !== 'create' && !editId) return <Navigate to={paths.management.templates} replace />;
  if (editId && template.isPending) return <PageLoader />;
  if (template.error) {
    return (
      <PageShell title="Job template">
        <Alert color="red" role="alert">
          {template.error.message}
        </Alert>
      </PageShell>
    );
  }
  const currentName = name ?? template.data?.name ?? '';
  const save = async (values: JobFormValues) => {
    const { valid_through: _date, ...form } = values;
    try {
      const answer = await api<{ message: string; data: TJobTemplate }>(
        editId ? `/api/template/job-templates/${editId}` : '/api/template/job-templates',
        {
          method: editId ? 'PUT' : 'POST',
          body: { name: currentName, form },
        },
      );
      successToast(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['templates'] });
      navigate(paths.management.templateView(answer.data.id));
    } catch (error) {
      const fields =
        error instanceof ApiError ? (error.data as { message?: unknown })?.message : null;
      if (fields && typeof fields === 'object' && 'name' in fields)
        setNameError(String((fields as { name: string }).name));
      else showErrorToasts(error);
    }
  };
  return (
    <PageShell
      title={editId ? `Edit template: ${template.data?.name}` : 'New job template'}
      size="lg"
    >
      <Stack>
        <Paper withBorder p="lg" radius="md">
          <TextInput
            label="Template name"
            required
            value={currentName}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
          />
        </Paper>
        <JobForm
          key={editId ?? 'new'}
          initial={{ ...emptyJob(), ...(template.data?.form ?? {}) }}
          withDate={false}
          actions={[{ label: 'Save template', validate: false, run: save }]}
        />
      </Stack>
    </PageShell>
  );
}

/** `job-template/view/{id}`: what the template holds, and a way to post a job from it. */
export function TemplateViewPage() {
  const { id } = useParams();
  const { data, isPending, error } = useTemplate(id);
  if (isPending) return <PageLoader />;
  if (error || !data) {
    return (
      <PageShell title="Job template">
        <Alert color="red" role="alert">
          {error?.message ?? 'Template not found'}
        </Alert>
      </PageShell>
    );
  }
  const form = data.form;
  const facts = [
    ['Job title', form.title],
    [
      'Employment type',
      form.employment_type ? EMPLOYMENT_TYPE_LABELS[form.employment_type] : undefined,
    ],
    [
      'Experience',
      form.experience_min !== undefined
        ? `${form.experience_min ?? 0}${form.experience_max ? `–${form.experience_max}` : '+'} years`
        : undefined,
    ],
    [
      'Salary (AED / month)',
      form.salary_hidden
        ? 'Hidden'
        : form.salary_min
          ? `${form.salary_min}${form.salary_max ? ` – ${form.salary_max}` : ''}`
          : undefined,
    ],
    ['Vacancies', form.vacancies !== undefined ? String(form.vacancies) : undefined],
  ].filter(([, value]) => value) as [string, string][];
  return (
    <PageShell
      title={data.name}
      description={`Updated ${new Date(data.updated_at).toLocaleDateString('en-GB')}`}
      size="lg"
      actions={
        <Group>
          <Button component={Link} to={paths.management.templateEdit(data.id)} variant="default">
            Edit
          </Button>
          <Button component={Link} to={`${paths.management.jobCreate}?template=${data.id}`}>
            Post a job from it
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
