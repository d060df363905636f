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

/** A label inside a sentence: "Desired job" becomes "desired job"; "CV" stays "CV". */
const inSentence = (label: string) =>
  /^[A-Z]{2,}\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const colorOf = (percent: number) => (percent >= 80 ? 'teal' : percent >= 50 ? 'brand' : 'orange');

function Ring({ percent, size = 96 }: { percent: number; size?: number }) {
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
      aria-label={`Profile ${percent}% complete`}
    />
  );
}

/** The meter with every part: done ones ticked, missing ones linking to their section. */
export function CompletenessMeter({ profile }: { profile: TCandidateProfile }) {
  const { percent, parts } = profile.completeness;
  const missing = parts.filter((p) => !p.done);
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Ring percent={percent} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700}>
          {percent === 100 ? 'Your profile is complete' : `Profile ${percent}% complete`}
        </Text>
        <Text size="sm" c="dimmed">
          {percent === 100
            ? 'Recruiters see everything they look for.'
            : 'Complete profiles are found first by recruiters. Still to do:'}
        </Text>
        {missing.length > 0 && (
          <List size="sm" spacing={2} center icon={<IconCircleDashed size={16} aria-hidden />}>
            {missing.map((part) => (
              <List.Item key={part.key}>
                <Anchor href={`#${PART_SECTIONS[part.key]}`} size="sm">
                  {part.label}
                </Anchor>{' '}
                <Text span size="xs" c="dimmed">
                  +{part.weight}%
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
              {profile.onboarded ? 'Your profile' : 'Finish setting up your profile'}
            </Title>
            <Text size="sm" c="dimmed">
              {done} of {parts.length} parts done
              {missing.length
                ? ` · next: ${missing
                    .slice(0, 3)
                    .map((p) => inSentence(p.label))
                    .join(', ')}`
                : ''}
            </Text>
            {percent === 100 && (
              <Group gap={4}>
                <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={14} aria-hidden />
                </ThemeIcon>
                <Text size="sm">Recruiters see a complete profile</Text>
              </Group>
            )}
          </Stack>
        </Group>
        <Button
          component={Link}
          to={profile.onboarded ? paths.candidate.profile : paths.candidate.personalCreate}
          variant={percent === 100 ? 'default' : 'filled'}
        >
          {percent === 100 ? 'View profile' : 'Complete your profile'}
        </Button>
      </Group>
    </Paper>
  );
}
