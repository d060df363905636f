import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { TJobDetail } from '@logicareers/shared/schemas/jobs';
import { PageLoader } from '../../components/guards';
import { experienceText, salaryText } from '../../components/jobs/job-card';
import { PageShell } from '../../components/page-shell';
import { paths } from '@logicareers/shared/pages';
import { api } from '../../lib/api-client';
import { STATUS_COLOR, useJobActions } from './jobs-list-page';

/** A job as its company sees it, with the actions of its status. */
export function ManagedJobPage() {
  const { id } = useParams();
  const actions = useJobActions();
  const {
    data: job,
    isPending,
    error,
  } = useQuery({
    queryKey: ['jobs', 'detail', id],
    queryFn: () => api<{ data: TJobDetail }>(`/api/jobs/${id}`).then((r) => r.data),
  });
  if (isPending) return <PageLoader />;
  if (error || !job) {
    return (
      <PageShell title="Job">
        <Alert color="red" role="alert">
          {error?.message ?? 'Job not found'}
        </Alert>
      </PageShell>
    );
  }
  return (
    <PageShell
      title={job.title}
      description={[job.company?.name, job.location, experienceText(job), salaryText(job)]
        .filter(Boolean)
        .join(' · ')}
      size="lg"
      actions={
        <Group>
          <Badge size="lg" color={STATUS_COLOR[job.status]} variant="light">
            {job.status}
          </Badge>
          <Button component={Link} to={paths.management.applicants(job.id)}>
            Applicants
          </Button>
          <Button component={Link} to={paths.management.jobEdit(job.id)} variant="default">
            Edit
          </Button>
          {job.status === 'draft' && (
            <Button onClick={() => void actions.publish(job.id)}>Publish</Button>
          )}
          {job.status === 'published' && (
            <Button color="red" variant="light" onClick={() => void actions.close(job.id)}>
              Close
            </Button>
          )}
          {job.status === 'closed' && (
            <Button onClick={() => void actions.reopen(job.id)}>Reopen</Button>
          )}
          <Button variant="default" onClick={() => void actions.duplicate(job.id)}>
            Duplicate
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="md" p="lg">
        <Stack>
          {job.status === 'published' && (
            <Text size="sm">
              Live at <Link to={paths.jobView(job.id)}>{paths.jobView(job.id)}</Link>, valid through{' '}
              {new Date(job.valid_through).toLocaleDateString('en-GB')}.
            </Text>
          )}
          {job.confidential && (
            <Text size="sm">Confidential: candidates do not see the employer's name.</Text>
          )}
          <Title order={2} fz="lg">
            Description
          </Title>
          <Box className="rich-text" dangerouslySetInnerHTML={{ __html: job.description }} />
          {job.requirements && (
            <>
              <Title order={2} fz="lg">
                Requirements
              </Title>
              <Box className="rich-text" dangerouslySetInnerHTML={{ __html: job.requirements }} />
            </>
          )}
        </Stack>
      </Paper>
    </PageShell>
  );
}
