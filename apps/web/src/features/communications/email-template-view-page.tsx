import { useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { JobPicker } from '../../components/jobs/job-picker';
import { PageShell } from '../../components/page-shell';
import { TemplateNotFound } from './template-not-found';
import { candidateChoicesQuery, previewQuery, templateQuery } from './communications-api';
import { EmailPreview } from './email-preview';

/** `email-template/view/{id}`: a template, and how it reads for a chosen candidate and job. */
export function EmailTemplateViewPage() {
  const { t } = useTranslation('communications');
  const { id } = useParams();
  const [search] = useSearchParams();
  const template = useQuery(templateQuery(id));
  const [candidate, setCandidate] = useState<string | null>(search.get('candidate'));
  const [words, setWords] = useState('');
  const [debounced] = useDebouncedValue(words, 300);
  const [job, setJob] = useState<string | null>(null);
  const candidates = useQuery(candidateChoicesQuery(debounced));
  const data = template.data;
  const preview = useQuery(
    previewQuery(
      {
        subject: data?.subject ?? '',
        body: data?.body ?? '',
        subject_ar: data?.subject_ar ?? null,
        body_ar: data?.body_ar ?? null,
        marketing: data?.marketing ?? false,
        candidate_ids: candidate ? [candidate] : [],
        job_id: job ? Number(job) : null,
      },
      Boolean(data),
    ),
  );
  if (template.isPending) return <PageLoader />;
  if (!data) return <TemplateNotFound />;
  const candidateOptions = [
    ...(preview.data?.candidate && !candidates.data?.some((c) => c.value === candidate)
      ? [{ value: preview.data.candidate.id, label: preview.data.candidate.name }]
      : []),
    ...(candidates.data ?? []),
  ];
  return (
    <PageShell
      title={data.name}
      actions={
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={paths.workspace.emailTemplateTags(data.id)}
          >
            {t('view.tags')}
          </Button>
          <Button
            variant="default"
            component={Link}
            to={paths.workspace.emailTemplateEdit(data.id)}
          >
            {t('view.edit')}
          </Button>
          <Button
            component={Link}
            to={paths.workspace.emailCompose(new URLSearchParams({ template: String(data.id) }))}
          >
            {t('view.send')}
          </Button>
        </Group>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              {data.marketing && (
                <Badge color="orange" variant="light">
                  {t('view.marketing')}
                </Badge>
              )}
              <Text fw={600}>{t('view.previewFor')}</Text>
              <Select
                label={t('view.previewCandidate')}
                placeholder={t('view.previewCandidatePlaceholder')}
                data={candidateOptions}
                value={candidate}
                onChange={setCandidate}
                searchable
                clearable
                searchValue={words}
                onSearchChange={setWords}
                filter={({ options }) => options}
              />
              <JobPicker
                label={t('view.previewJob')}
                placeholder={t('view.previewJobPlaceholder')}
                filter={{ status: 'all' }}
                value={job ?? ''}
                onChange={(value) => setJob(value || null)}
                clearable
              />
              {!preview.data?.candidate && (
                <Text size="sm" c="dimmed">
                  {t('view.previewExamples')}
                </Text>
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <EmailPreview
            heading={t('view.previewTitle')}
            preview={preview.data}
            pending={preview.isPending}
            failed={preview.isError ? t('view.previewFailed') : undefined}
          />
        </Grid.Col>
      </Grid>
    </PageShell>
  );
}
