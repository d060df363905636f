import {
  Anchor,
  Button,
  Group,
  List,
  Paper,
  RingProgress,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TCandidateProfile, TCompletenessPart } from '@logicareers/shared/schemas/candidate';
import { paths } from '@logicareers/shared/pages';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/session';
import { useCandidateProfile } from './profile-api';

/** Where each part of the meter is edited on the profile page. */
export const PART_SECTIONS: Record<TCompletenessPart['key'], string> = {
  personal: 'personal',
  summary: 'summary',
  skills: 'summary',
  employment: 'experience',
  education: 'education',
  desired_job: 'desired-job',
  certification: 'certifications',
  cv: 'cv',
  photo: 'photo',
};

const colorOf = (percent: number) => (percent >= 80 ? 'teal' : percent >= 50 ? 'brand' : 'orange');

function Ring({ percent, size = 96 }: { percent: number; size?: number }) {
  const { t } = useTranslation('candidate');
  return (
    <RingProgress
      size={size}
      thickness={size / 10}
      roundCaps
      sections={[{ value: percent, color: colorOf(percent) }]}
      label={
        <Text ta="center" fw={800} fz={size / 4.5}>
          {percent}%
        </Text>
      }
      role="img"
      aria-label={t('profile.completeness.ring', { percent })}
    />
  );
}

/** The meter with every part: done ones ticked, missing ones linking to their section. */
export function CompletenessMeter({ profile }: { profile: TCandidateProfile }) {
  const { percent, parts } = profile.completeness;
  const missing = parts.filter((p) => !p.done);
  const { t } = useTranslation('candidate');
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Ring percent={percent} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700}>
          {percent === 100
            ? t('profile.completeness.complete')
            : t('profile.completeness.percent', { percent })}
        </Text>
        <Text size="sm" c="dimmed">
          {percent === 100
            ? t('profile.completeness.completeHint')
            : t('profile.completeness.todoHint')}
        </Text>
        {missing.length > 0 && (
          <List size="sm" spacing={2} center icon={<IconCircleDashed size={16} aria-hidden />}>
            {missing.map((part) => (
              <List.Item key={part.key}>
                <Anchor href={`#${PART_SECTIONS[part.key]}`} size="sm">
                  {t(`profile.completeness.part.${part.key}`)}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  {t('profile.completeness.weight', { weight: part.weight })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Group>
  );
}

/** The dashboard card: how complete the profile is, and where to go next. */
export function ProfileCompletenessCard() {
  const { profile: account } = useProfile();
  const isCandidate = account?.role === 'candidate';
  if (!isCandidate) return null;
  return <CompletenessCard />;
}

function CompletenessCard() {
  const { t } = useTranslation('candidate');
  const { data: profile, isPending, error } = useCandidateProfile();
  if (isPending) return <Skeleton h={150} radius="md" mb="lg" />;
  if (error || !profile) return null;
  const { percent, parts } = profile.completeness;
  const missing = parts.filter((p) => !p.done);
  const done = parts.length - missing.length;
  return (
    <Paper withBorder p="md" radius="md" mb="lg" data-testid="profile-completeness">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Ring percent={percent} size={84} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {profile.onboarded
                ? t('profile.completeness.yourProfile')
                : t('profile.completeness.finishSetup')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile.completeness.partsDone', { done, total: parts.length })}
              {missing.length
                ? t('profile.completeness.next', {
                    parts: missing
                      .slice(0, 3)
                      .map((p) => t(`profile.completeness.partInSentence.${p.key}`))
                      .join(t('profile.completeness.listSeparator')),
                  })
                : ''}
            </Text>
            {percent === 100 && (
              <Group gap={4}>
                <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={14} aria-hidden />
                </ThemeIcon>
                <Text size="sm">{t('profile.completeness.recruitersSeeAll')}</Text>
              </Group>
            )}
          </Stack>
        </Group>
        <Button
          component={Link}
          to={profile.onboarded ? paths.candidate.profile : paths.candidate.personalCreate}
          variant={percent === 100 ? 'default' : 'filled'}
        >
          {percent === 100
            ? t('profile.completeness.view')
            : t('profile.completeness.completeAction')}
        </Button>
      </Group>
    </Paper>
  );
}
