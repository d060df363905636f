import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS } from '@logicareers/shared/job-terms';
import type { TJobCard } from '@logicareers/shared/schemas/jobs';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';

export function salaryText(job: Pick<TJobCard, 'salary_min' | 'salary_max'>) {
  if (job.salary_min === null && job.salary_max === null) return null;
  if (job.salary_min !== null && job.salary_max !== null)
    return `AED ${formatNumber(job.salary_min)} – ${formatNumber(job.salary_max)} / month`;
  return `AED ${formatNumber((job.salary_min ?? job.salary_max)!)} / month`;
}

export function experienceText(job: Pick<TJobCard, 'experience_min' | 'experience_max'>) {
  if (job.experience_min === null && job.experience_max === null) return null;
  if (job.experience_max === null) return `${job.experience_min}+ years`;
  return `${job.experience_min ?? 0}–${job.experience_max} years`;
}

export function postedText(iso: string | null) {
  if (!iso) return '';
  const days = Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000);
  return days <= 0 ? 'Posted today' : days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`;
}

/** One job in a list: title links to its page. */
export function JobCard({
  job,
  href,
  footer,
}: {
  job: TJobCard;
  href?: string;
  /** Extra lines under the card: why it was recommended, its status, actions. */
  footer?: ReactNode;
}) {
  const salary = salaryText(job);
  const experience = experienceText(job);
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={href ?? paths.jobView(job.id)}
              fw={700}
              fz="lg"
              c="brand.9"
            >
              {job.title}
            </Anchor>
            <Text size="sm" c="dark.4">
              {job.company?.name ?? 'Confidential employer'}
            </Text>
          </Stack>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {EMPLOYMENT_TYPE_LABELS[job.employment_type]}
          </Badge>
        </Group>
        <Group gap="md" c="dark.4" fz="sm">
          {job.location && (
            <Group gap={4}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm">{job.location}</Text>
            </Group>
          )}
          {experience && (
            <Group gap={4}>
              <IconBriefcase size={16} aria-hidden />
              <Text size="sm">{experience}</Text>
            </Group>
          )}
          {salary && (
            <Text size="sm" fw={600} c="teal.9">
              {salary}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dark.3" lineClamp={2}>
          {job.snippet}
        </Text>
        <Text size="xs" c="dark.3">
          {postedText(job.published_at)}
        </Text>
        {footer}
      </Stack>
    </Paper>
  );
}
