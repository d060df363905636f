import {
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { alertSearchParams, type TJobAlert } from '@logicareers/shared/schemas/alerts';
import { EMPLOYMENT_TYPE_LABELS } from '@logicareers/shared/schemas/jobs';
import { paths } from '@logicareers/shared/pages';
import { useMasterOptions } from '../../../lib/master-data';

const money = new Intl.NumberFormat('en');
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The alert's search in short labels: keywords, then each filter. */
function useCriteriaLabels(alert: TJobAlert): string[] {
  const names = {
    state: useMasterOptions('state'),
    functional_area: useMasterOptions('functional_area'),
    designation: useMasterOptions('designation'),
    industry: useMasterOptions('industry'),
  };
  const labels: string[] = [];
  if (alert.keywords) labels.push(`Keywords: ${alert.keywords}`);
  for (const key of ['state', 'functional_area', 'designation', 'industry'] as const) {
    for (const id of alert[key]) {
      labels.push(names[key].find((option) => option.id === id)?.name ?? `#${id}`);
    }
  }
  for (const type of alert.employment_type) labels.push(EMPLOYMENT_TYPE_LABELS[type] ?? type);
  if (alert.experience !== null)
    labels.push(`${alert.experience} ${alert.experience === 1 ? 'year' : 'years'} experience`);
  if (alert.salary_min !== null) labels.push(`AED ${money.format(alert.salary_min)}+ a month`);
  return labels;
}

/** One alert: its search, how often it e-mails, the last e-mail, and what can be done with it. */
export function AlertCard({
  alert,
  busy,
  onTogglePaused,
  onEdit,
  onDelete,
}: {
  alert: TJobAlert;
  busy: boolean;
  onTogglePaused: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const labels = useCriteriaLabels(alert);
  const headingId = `alert-${alert.id}`;
  const last = alert.last_sent;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap={8}>
        <Group gap="xs" wrap="wrap">
          <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {alert.name}
          </Title>
          <Badge variant="light" color="blue" radius="sm" tt="none">
            {alert.frequency === 'daily' ? 'Daily e-mail' : 'Weekly e-mail'}
          </Badge>
          {alert.paused && (
            <Badge variant="light" color="orange" radius="sm" tt="none">
              Paused
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="wrap" aria-label="Searches for">
          {labels.map((label, i) => (
            <Badge
              key={`${i}-${label}`}
              variant="outline"
              color="gray"
              radius="sm"
              tt="none"
              fw={500}
              c="dark.6"
              style={{ maxWidth: '100%' }}
            >
              {label}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {last
            ? `Last e-mail ${date.format(new Date(last.at))}: ${money.format(last.job_count)} new ${last.job_count === 1 ? 'job' : 'jobs'}. `
            : alert.paused
              ? 'No e-mails while paused. '
              : `No e-mail yet: the first comes ${alert.frequency === 'daily' ? 'the morning after' : 'the Monday after'} a matching job is posted. `}
          <Anchor
            component={Link}
            to={`${paths.candidate.searchJobs}?${alertSearchParams(alert)}`}
            size="sm"
            fw={600}
          >
            See matching jobs
          </Anchor>
        </Text>
      </Stack>
      <Divider my="md" />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Switch
          checked={!alert.paused}
          onChange={onTogglePaused}
          disabled={busy}
          label="E-mails on"
          aria-label={`E-mails on for ${alert.name}`}
        />
        <Group gap={4} wrap="nowrap">
          <Button
            variant="default"
            size="compact-md"
            onClick={onEdit}
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Edit ${alert.name}`}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            size="compact-md"
            color="red"
            c="red.9"
            onClick={onDelete}
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Delete ${alert.name}`}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
