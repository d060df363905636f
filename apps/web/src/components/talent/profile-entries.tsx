import { Fragment, type ReactNode } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateView } from '@logicareers/shared/schemas/talent';
import { formatCalendarDate, monthYear } from '../../lib/format';
import { ProfileSection } from './profile-section';

type Profile = TCandidateView['profile'];

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

/** The jobs the candidate held, the current one marked. */
export function EmploymentEntries({ items }: { items: Profile['employments'] }) {
  const { t } = useTranslation(['talentView', 'common']);
  return (
    <EntryList title={t('profile.employments')} items={items} gap="md">
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
  );
}

/** Qualifications, where and when. */
export function EducationEntries({ items }: { items: Profile['educations'] }) {
  const { t } = useTranslation(['talentView', 'common']);
  return (
    <EntryList title={t('profile.educations')} items={items} gap="sm">
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
  );
}

/** Certificates with their issuer and expiry, the expired ones marked. */
export function CertificationEntries({ items }: { items: Profile['certifications'] }) {
  const { t } = useTranslation(['talentView', 'common']);
  return (
    <EntryList title={t('profile.certifications')} items={items} gap="sm">
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
  );
}
