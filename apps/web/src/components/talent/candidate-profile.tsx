import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateView } from '@logicareers/shared/schemas/talent';
import { formatCalendarDate, formatMoney, initials } from '../../lib/format';
import { CertificationEntries, EducationEntries, EmploymentEntries } from './profile-entries';
import { Fact, ProfileSection } from './profile-section';

export { Fact, ProfileSection };

/** The profile as a recruiter or a client reads it (the CV is shown on its own). */
export type PresentedProfile = Omit<TCandidateView['profile'], 'cv'>;

export const fullName = (profile: Pick<PresentedProfile, 'first_name' | 'last_name'>) =>
  `${profile.first_name} ${profile.last_name}`.trim();

/** Where the candidate lives: 'Dubai, United Arab Emirates', or '' when not told. */
const livesIn = (profile: PresentedProfile) =>
  [profile.state?.name ?? profile.state_name, profile.country?.name].filter(Boolean).join(', ');

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
  const location = livesIn(profile);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Group gap="md" align="flex-start" wrap="nowrap" miw={0}>
        <Avatar src={profile.profile_photo} alt="" size={72} radius="xl" color="brand">
          {initials(name)}
        </Avatar>
        <Stack gap={4} miw={0}>
          {/* Isolated: a name or headline in Latin letters keeps its order on an Arabic page. */}
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <bdi>{name}</bdi>
          </Title>
          {profile.headline && (
            <Text fw={500}>
              <bdi>{profile.headline}</bdi>
            </Text>
          )}
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
export function ProfileSections({ profile }: { profile: PresentedProfile }) {
  const { t } = useTranslation(['talentView', 'common']);
  const none = t('profile.none');
  const list = (items: string[]) => (items.length ? items.join(', ') : none);
  const desired = profile.desired_job;
  return (
    <Stack gap="md">
      <ProfileSection title={t('profile.personal')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('profile.location')}>{livesIn(profile) || none}</Fact>
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

      <EmploymentEntries items={profile.employments} />
      <EducationEntries items={profile.educations} />
      <CertificationEntries items={profile.certifications} />

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
              ? formatMoney(desired.expected_salary, 'perMonth')
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
