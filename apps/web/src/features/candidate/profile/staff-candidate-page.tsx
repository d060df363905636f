import { useState } from 'react';
import { Alert, Anchor, Container, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import type { TStaffCandidate } from '@logicareers/shared/schemas/talent';
import { PageLoader } from '../../../components/guards';
import { staffCandidatesQuery, useStaffCandidateProfile } from './profile-api';
import { ProfileContent } from './profile-content';
import { ProfileReadOnly } from './read-only';
import { MarkBadge } from '../../../components/mark-badge';

/** Where the consultancy reads a candidate's profile in the candidate area. */
export const staffProfilePath = (candidateId: string) =>
  `${paths.candidate.profile}?${new URLSearchParams({ candidate: candidateId })}`;

/**
 * A search among the candidates the consultancy may open, by name or e-mail, answered by the
 * server as the user types; choosing one opens their profile.
 */
export function CandidatePicker({ onPick }: { onPick: (id: string) => void }) {
  const { t } = useTranslation('candidate');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = useQuery(staffCandidatesQuery(q));
  const items = found.data?.items ?? [];
  const byId = new Map<string, TStaffCandidate>(items.map((c) => [c.id, c]));
  return (
    <Select
      label={t('staff.pickerLabel')}
      description={t('staff.pickerHint')}
      placeholder={t('staff.pickerPlaceholder')}
      searchable
      data={items.map((c) => ({ value: c.id, label: c.name || c.email }))}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        found.isFetching
          ? t('staff.searching')
          : found.isError
            ? found.error.message
            : t('staff.nothingFound')
      }
      onChange={(id) => {
        if (id) onPick(id);
      }}
      renderOption={({ option }) => {
        const candidate = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {candidate && (
              <Text size="xs" c="dimmed">
                {[candidate.email, candidate.headline].filter(Boolean).join(' · ')}
              </Text>
            )}
          </Stack>
        );
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The chosen candidate's profile, read only, with the way to the recruiter's view of them. */
function ChosenCandidate({ id }: { id: string }) {
  const { t } = useTranslation('candidate');
  const { data: profile, isPending, error } = useStaffCandidateProfile(id);
  if (isPending) return <PageLoader />;
  if (error || !profile) {
    return (
      <Alert color="red" role="alert" title={t('staff.failedTitle')}>
        {error?.message ?? t('staff.failed')}
      </Alert>
    );
  }
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  return (
    <Stack gap="md" component="section" aria-labelledby="staff-candidate-name">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz="xl" id="staff-candidate-name">
            {name}
          </Title>
          <MarkBadge icon={IconEye}>{t('staff.readOnly')}</MarkBadge>
        </Group>
        <Anchor component={Link} to={paths.workspace.candidateView(profile.user_id)}>
          {t('staff.recruiterView')}
        </Anchor>
      </Group>
      <ProfileReadOnly.Provider value={true}>
        <ProfileContent profile={profile} />
      </ProfileReadOnly.Provider>
    </Stack>
  );
}

/**
 * `/candidate/profile` for the consultancy and master administrators: find a candidate they may
 * open and read the profile as the candidate keeps it (`?candidate=<id>`), without changing it.
 */
export function StaffCandidatePage() {
  const { t } = useTranslation('candidate');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = params.get('candidate');
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('staff.title')}
          </Title>
          <Text c="dimmed">{t('staff.intro')}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md" maw={560}>
          <CandidatePicker onPick={(id) => navigate(staffProfilePath(id))} />
        </Paper>
        {chosen ? (
          <ChosenCandidate key={chosen} id={chosen} />
        ) : (
          <Text c="dimmed">{t('staff.choose')}</Text>
        )}
      </Stack>
    </Container>
  );
}
