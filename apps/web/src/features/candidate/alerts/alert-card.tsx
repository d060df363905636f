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
import { paths } from '@logicareers/shared/pages';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useMasterOptions } from '../../../lib/master-data';

/** The alert's search in short labels: keywords, then each filter. */
function useCriteriaLabels(alert: TJobAlert): string[] {
  const { t } = useTranslation(['candidate', 'common']);
  const names = {
    state: useMasterOptions('state'),
    functional_area: useMasterOptions('functional_area'),
    designation: useMasterOptions('designation'),
    industry: useMasterOptions('industry'),
  };
  const labels: string[] = [];
  if (alert.keywords) labels.push(t('alerts.card.keywords', { keywords: alert.keywords }));
  for (const key of ['state', 'functional_area', 'designation', 'industry'] as const) {
    for (const id of alert[key]) {
      labels.push(names[key].find((option) => option.id === id)?.name ?? `#${id}`);
    }
  }
  for (const type of alert.employment_type) labels.push(t(`common:employmentType.${type}`));
  if (alert.experience !== null)
    labels.push(t('alerts.card.experience', { count: alert.experience }));
  if (alert.salary_min !== null) labels.push(formatMoney(alert.salary_min, 'fromPerMonth'));
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
  const { t } = useTranslation('candidate');
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
            {t(`alerts.card.${alert.frequency}`)}
          </Badge>
          {alert.paused && (
            <Badge variant="light" color="orange" radius="sm" tt="none">
              {t('alerts.card.paused')}
            </Badge>
          )}
        </Group>
        <Group gap={6} wrap="wrap" aria-label={t('alerts.card.searchesFor')}>
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
            ? t('alerts.card.lastSent', {
                date: formatDate(last.at),
                count: last.job_count,
                jobs: formatNumber(last.job_count),
              })
            : alert.paused
              ? t('alerts.card.pausedNoMail')
              : alert.frequency === 'daily'
                ? t('alerts.card.firstDaily')
                : t('alerts.card.firstWeekly')}
          <Anchor
            component={Link}
            to={`${paths.candidate.searchJobs}?${alertSearchParams(alert)}`}
            size="sm"
            fw={600}
          >
            {t('alerts.card.seeJobs')}
          </Anchor>
        </Text>
      </Stack>
      <Divider my="md" />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Switch
          checked={!alert.paused}
          onChange={onTogglePaused}
          disabled={busy}
          label={t('alerts.card.mailsOn')}
          aria-label={t('alerts.card.mailsOnFor', { name: alert.name })}
        />
        <Group gap={4} wrap="nowrap">
          <Button
            variant="default"
            size="compact-md"
            onClick={onEdit}
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={t('alerts.card.editNamed', { name: alert.name })}
          >
            {t('alerts.card.edit')}
          </Button>
          <Button
            variant="subtle"
            size="compact-md"
            color="red"
            c="red.9"
            onClick={onDelete}
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('alerts.card.deleteNamed', { name: alert.name })}
          >
            {t('alerts.card.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
