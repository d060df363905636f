import { Fragment, type ReactNode } from 'react';
import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateView } from '@logicareers/shared/schemas/talent';
import { formatCalendarDate, formatNumber, monthName } from '../../lib/format';

/** The profile as a recruiter or a client reads it (the CV is shown on its own). */
export type PresentedProfile = Omit<TCandidateView['profile'], 'cv'>;

export const fullName = (profile: Pick<PresentedProfile, 'first_name' | 'last_name'>) =>
  `${profile.first_name} ${profile.last_name}`.trim();

/** A titled block of the profile. */
export function ProfileSection({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

/** A label and its value, one fact of the profile. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.3">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

const monthYear = (month: number | null, year: number | null) =>
  year ? `${month ? `${monthName(month - 1, 'short')} ` : ''}${year}` : '';

/** The candidate's name, headline, photo and the facts a recruiter scans first. */
export function ProfileHeader({
  profile,
  aside,
  lastActiveAt,
}: {
  profile: PresentedProfile;
  aside?: ReactNode;
  lastActiveAt?: string;
}) {
  const { t } = useTranslation('talentView');
  const name = fullName(profile);
  const current = profile.employments[0];
  const location = [profile.state?.name ?? profile.state_name, profile.country?.name]
    .filter(Boolean)
    .join(', ');
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Group gap="md" align="flex-start" wrap="nowrap" miw={0}>
        <Avatar src={profile.profile_photo} alt="" size={72} radius="xl" color="brand">
          {name
            .split(/\s+/)
            .map((part) => part[0])
            .join('')
            .slice(0, 2)
            .toUpperCase()}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {name}
          </Title>
          {profile.headline && <Text fw={500}>{profile.headline}</Text>}
          {current && (
            <Text size="sm" c="dimmed">
              {[current.designation, current.employer_name].filter(Boolean).join(' · ')}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {[
              location,
              profile.experience_years !== null &&
                t('profile.experience', { count: profile.experience_years }),
              lastActiveAt && t('profile.lastActive', { date: formatCalendarDate(lastActiveAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      {aside}
    </Group>
  );
}

/** E-mail and mobile, or "not shared" where the viewer may not see them. */
export function ContactDetails({ profile }: { profile: PresentedProfile }) {
  const { t } = useTranslation('talentView');
  // Both missing: not shared with this viewer; one missing: the candidate did not give it.
  const missing =
    profile.email === null && profile.mobile_number === null
      ? t('profile.contactHidden')
      : t('profile.none');
  return (
    <ProfileSection title={t('profile.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('profile.email')}>
          {profile.email ? (
            <Anchor href={`mailto:${profile.email}`}>{profile.email}</Anchor>
          ) : (
            missing
          )}
        </Fact>
        <Fact label={t('profile.mobile')}>
          {profile.mobile_number ? (
            <Anchor href={`tel:${profile.mobile_number}`} dir="ltr">
              {profile.mobile_number}
            </Anchor>
          ) : (
            missing
          )}
        </Fact>
      </SimpleGrid>
    </ProfileSection>
  );
}

/** Everything the candidate told about themselves, section by section. */
/** A section of a profile's entries (jobs, studies, certificates), or a word that it has none. */
function EntryList<T extends { id: string }>({
  title,
  items,
  gap,
  children,
}: {
  title: string;
  items: T[];
  gap: 'sm' | 'md';
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('talentView');
  return (
    <ProfileSection title={title}>
      {items.length ? (
        <Stack gap={gap}>
          {items.map((item) => (
            <Fragment key={item.id}>{children(item)}</Fragment>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('profile.empty')}
        </Text>
      )}
    </ProfileSection>
  );
}

export function ProfileSections({ profile }: { profile: PresentedProfile }) {
  const { t } = useTranslation(['talentView', 'common']);
  const none = t('profile.none');
  const list = (items: string[]) => (items.length ? items.join(', ') : none);
  const desired = profile.desired_job;
  return (
    <Stack gap="md">
      <ProfileSection title={t('profile.personal')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('profile.location')}>
            {[profile.state?.name ?? profile.state_name, profile.country?.name]
              .filter(Boolean)
              .join(', ') || none}
          </Fact>
          <Fact label={t('profile.nationality')}>{profile.nationality?.name ?? none}</Fact>
          <Fact label={t('profile.visaStatus')}>
            {profile.visa_status ? t(`common:visaStatus.${profile.visa_status}`) : none}
          </Fact>
          <Fact label={t('profile.licences')}>
            {list(profile.driving_licences.map((l) => t(`common:drivingLicence.${l}`)))}
          </Fact>
          <Fact label={t('profile.languages')}>
            {list(profile.languages.map((l) => t(`common:languageName.${l}`)))}
          </Fact>
        </SimpleGrid>
      </ProfileSection>

      {profile.summary && (
        <ProfileSection title={t('profile.summary')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {profile.summary}
          </Text>
        </ProfileSection>
      )}

      <ProfileSection title={t('profile.skills')}>
        {profile.skills.length ? (
          <Group gap="xs">
            {profile.skills.map((skill) => (
              <Badge key={skill.id} variant="light" color="gray" tt="none">
                {skill.name}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('profile.empty')}
          </Text>
        )}
      </ProfileSection>

      <EntryList title={t('profile.employments')} items={profile.employments} gap="md">
        {(job) => (
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600}>{job.designation}</Text>
              {job.working_status && (
                <Badge size="sm" variant="light" color="teal">
                  {t('profile.current')}
                </Badge>
              )}
            </Group>
            {job.employer_name && <Text size="sm">{job.employer_name}</Text>}
            <Text size="sm" c="dimmed">
              {t('profile.period', {
                from: monthYear(job.start_month, job.start_year),
                to: job.working_status
                  ? t('profile.present')
                  : monthYear(job.end_month, job.end_year),
              })}
            </Text>
            {job.description && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {job.description}
              </Text>
            )}
          </Stack>
        )}
      </EntryList>

      <EntryList title={t('profile.educations')} items={profile.educations} gap="sm">
        {(education) => (
          <Stack gap={2}>
            <Text fw={600}>
              {[education.qualification?.name, education.field_of_study].filter(Boolean).join(', ')}
            </Text>
            <Text size="sm">{education.institution}</Text>
            {(education.start_year || education.end_year) && (
              <Text size="sm" c="dimmed">
                {t('profile.period', {
                  from: education.start_year ?? '',
                  to: education.end_year ?? '',
                })}
              </Text>
            )}
          </Stack>
        )}
      </EntryList>

      <EntryList title={t('profile.certifications')} items={profile.certifications} gap="sm">
        {(cert) => (
          <Stack gap={2} data-expired={cert.expired || undefined}>
            <Group gap="xs">
              <Text fw={600}>{cert.name}</Text>
              {cert.expired && (
                <Badge size="sm" color="red" variant="light">
                  {t('profile.expired')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {[
                cert.issuer && t('profile.issuedBy', { issuer: cert.issuer }),
                cert.expires_on &&
                  (cert.expired
                    ? t('profile.expiredOn', { date: formatCalendarDate(cert.expires_on) })
                    : t('profile.expires', { date: formatCalendarDate(cert.expires_on) })),
                cert.credential_id && t('profile.credential', { id: cert.credential_id }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        )}
      </EntryList>

      <ProfileSection title={t('profile.desiredJob')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('profile.designations')}>
            {list(desired.designations.map((d) => d.name))}
          </Fact>
          <Fact label={t('profile.functionalAreas')}>
            {list(desired.functional_areas.map((d) => d.name))}
          </Fact>
          <Fact label={t('profile.desiredLocations')}>
            {list(desired.states.map((d) => d.name))}
          </Fact>
          <Fact label={t('profile.employmentTypes')}>
            {list(desired.employment_types.map((type) => t(`common:employmentType.${type}`)))}
          </Fact>
          <Fact label={t('profile.expectedSalary')}>
            {desired.expected_salary !== null
              ? t('profile.salary', { amount: formatNumber(desired.expected_salary) })
              : none}
          </Fact>
          <Fact label={t('profile.noticePeriod')}>
            {desired.notice_period ? t(`common:noticePeriod.${desired.notice_period}`) : none}
          </Fact>
          <Fact label={t('profile.relocate')}>
            {desired.willing_to_relocate ? t('profile.yes') : t('profile.no')}
          </Fact>
        </SimpleGrid>
      </ProfileSection>
    </Stack>
  );
}
