import type { ReactNode } from 'react';
import { Anchor, Badge, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@logicareers/shared/pages';
import type { TCandidateCard } from '@logicareers/shared/schemas/talent';
import { formatNumber } from '../../../lib/format';
import { selectAllState, withRow, withRows } from '../../../components/list-table';

/** Whole days since a moment (0 today). */
const daysSince = (iso: string) =>
  Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 86_400_000));

/** Where the searched words matched: marked parts as <mark>, never HTML from the server. */
export function Snippet({ parts }: { parts: TCandidateCard['snippet'] }) {
  if (!parts.length) return null;
  return (
    <Text size="sm" c="dimmed" lineClamp={3}>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Text>
  );
}

function CandidateRow({
  candidate,
  selected,
  onToggle,
  extra,
}: {
  candidate: TCandidateCard;
  selected: boolean;
  onToggle: (checked: boolean) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation(['talent', 'common']);
  const days = daysSince(candidate.last_active_at);
  const role = [candidate.current_designation, candidate.current_employer].filter(
    (part): part is string => !!part,
  );
  const facts = [
    candidate.experience_years !== null &&
      t('card.experience', {
        count: candidate.experience_years,
        years: formatNumber(candidate.experience_years),
      }),
    candidate.emirate,
    days === 0 ? t('card.activeToday') : t('card.activeDaysAgo', { count: days }),
  ].filter(Boolean) as string[];
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      // Chosen: a stronger border and a tint that keeps the badges readable.
      bg={selected ? 'var(--mantine-color-gray-0)' : undefined}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Checkbox
          mt={4}
          checked={selected}
          onChange={(e) => onToggle(e.currentTarget.checked)}
          aria-label={t('card.select', { name: candidate.name })}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={paths.workspace.candidateView(candidate.id)} fw={700}>
              {candidate.name}
            </Anchor>
            {candidate.name_hidden && (
              <Badge size="xs" variant="light" color="gray">
                {t('card.nameHidden')}
              </Badge>
            )}
            {candidate.has_cv && (
              <Badge size="xs" variant="light">
                {t('card.hasCv')}
              </Badge>
            )}
          </Group>
          {candidate.headline && (
            <Text size="sm" fw={500}>
              {candidate.headline}
            </Text>
          )}
          {role.length > 0 && (
            <Text size="sm">
              {role.length === 2
                ? t('card.roleAt', { designation: role[0], employer: role[1] })
                : role[0]}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
          <Snippet parts={candidate.snippet} />
          {extra}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Candidates as the search results, a folder or another list show them, each to be chosen for the
 * actions on many (a checkbox each, and one for the whole page).
 */
export function CandidateList<C extends TCandidateCard>({
  items,
  selected,
  onSelect,
  extra,
  label,
}: {
  items: C[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** More for a candidate's row (when added to a folder ...). */
  extra?: (candidate: C) => ReactNode;
  /** The list's name for screen readers. */
  label: string;
}) {
  const { t } = useTranslation('talent');
  const ids = items.map((c) => c.id);
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('card.selectPage')}
        {...selectAllState(selected, ids)}
        onChange={(e) => onSelect(withRows(selected, ids, e.currentTarget.checked))}
      />
      <Stack gap="sm" component="ul" m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
        {items.map((candidate) => (
          <CandidateRow
            key={candidate.id}
            candidate={candidate}
            selected={selected.includes(candidate.id)}
            onToggle={(checked) => onSelect(withRow(selected, candidate.id, checked))}
            extra={extra?.(candidate)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** The list's frame while it loads. */
export function CandidateListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('talent');
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} h={120} radius="md" />
      ))}
    </Stack>
  );
}
