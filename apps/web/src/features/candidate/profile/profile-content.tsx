import { useState, type ReactNode } from 'react';
import { Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type TCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { CompletenessMeter } from './completeness';
import { CvUpload, PhotoUpload } from './file-uploads';
import { CertificationsSection, EducationsSection, EmploymentsSection } from './history-sections';
import { PersonalForm } from './personal-form';
import { DesiredJobEditor, SummaryEditor } from './summary-forms';
import { useReadOnly } from './read-only';
import { ProfileViewsSection, VisibilitySection } from './visibility';
import { PrivacySection } from './privacy-sections';
import { SectionPaper } from './section-paper';

export const locationOf = (profile: TCandidateProfile) =>
  [profile.state?.name || profile.state_name, profile.country?.name].filter(Boolean).join(', ');

/** A section of the profile: its title, an edit button when it has one, and its content. */
function Section({
  id,
  title,
  description,
  onEdit,
  editing,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  onEdit?: () => void;
  editing?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('candidate');
  const readOnly = useReadOnly();
  return (
    <SectionPaper id={id}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="lg" id={`${id}-title`}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {onEdit && !editing && !readOnly && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={t('profile.editSection', { section: title.toLowerCase() })}
            style={{ flexShrink: 0 }}
          >
            {t('profile.edit')}
          </Button>
        )}
      </Group>
      {children}
    </SectionPaper>
  );
}

/** A label over its value; an empty value says so. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('candidate');
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} c={empty ? 'dimmed' : undefined} fs={empty ? 'italic' : undefined}>
        {empty ? t('profile.notAdded') : children}
      </Text>
    </Stack>
  );
}

function Tags({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light" tt="none" fw={500} size="lg" radius="sm">
          {item}
        </Badge>
      ))}
    </Group>
  );
}

function PersonalSection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation(['candidate', 'common']);
  const [editing, setEditing] = useState(false);
  return (
    <Section
      id="personal"
      title={t('profile.sections.personal')}
      onEdit={() => setEditing(true)}
      editing={editing}
    >
      {editing ? (
        <PersonalForm
          profile={profile}
          withEmployment={false}
          headingOrder={3}
          submitLabel={t('profile.save')}
          onSaved={() => setEditing(false)}
          extraActions={
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('profile.cancel')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="md">
          <Fact label={t('profile.facts.name')}>
            {[profile.first_name, profile.last_name].join(' ').trim()}
          </Fact>
          <Fact label={t('profile.facts.email')}>{profile.email}</Fact>
          <Fact label={t('profile.facts.mobile')}>{profile.mobile_number}</Fact>
          <Fact label={t('profile.facts.livesIn')}>{locationOf(profile)}</Fact>
          <Fact label={t('profile.facts.nationality')}>{profile.nationality?.name}</Fact>
          <Fact label={t('profile.facts.visaStatus')}>
            {profile.visa_status ? t(`common:visaStatus.${profile.visa_status}`) : null}
          </Fact>
          <Fact label={t('profile.facts.drivingLicences')}>
            {profile.driving_licences.map((l) => t(`common:drivingLicence.${l}`)).join(', ')}
          </Fact>
          <Fact label={t('profile.facts.languages')}>
            {profile.languages.map((l) => t(`common:languageName.${l}`)).join(', ')}
          </Fact>
        </SimpleGrid>
      )}
    </Section>
  );
}

function SummarySection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation('candidate');
  const [editing, setEditing] = useState(false);
  return (
    <Section
      id="summary"
      title={t('profile.sections.summary')}
      onEdit={() => setEditing(true)}
      editing={editing}
    >
      {editing ? (
        <SummaryEditor profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
            <Fact label={t('profile.facts.headline')}>{profile.headline}</Fact>
            <Fact label={t('profile.facts.experience')}>
              {profile.experience_years === null
                ? null
                : t('profile.years', { count: profile.experience_years })}
            </Fact>
          </SimpleGrid>
          <Stack gap={4} component="dl" m={0}>
            <Fact label={t('profile.facts.summary')}>
              {profile.summary ? (
                <Text span style={{ whiteSpace: 'pre-line' }}>
                  {profile.summary}
                </Text>
              ) : null}
            </Fact>
          </Stack>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('profile.facts.skills')}
            </Text>
            {profile.skills.length ? (
              <Tags items={profile.skills.map((s) => s.name)} />
            ) : (
              <Text c="dimmed" fs="italic">
                {t('profile.notAdded')}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}

function DesiredJobSection({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation(['candidate', 'common']);
  const [editing, setEditing] = useState(false);
  const job = profile.desired_job;
  return (
    <Section
      id="desired-job"
      title={t('profile.sections.desiredJob')}
      description={t('profile.sections.desiredJobDescription')}
      onEdit={() => setEditing(true)}
      editing={editing}
    >
      {editing ? (
        <DesiredJobEditor profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="md">
          <Fact label={t('profile.facts.jobTitles')}>
            {job.designations.map((d) => d.name).join(', ')}
          </Fact>
          <Fact label={t('profile.facts.functionalAreas')}>
            {job.functional_areas.map((d) => d.name).join(', ') ||
              (job.designations.length ? t('profile.facts.any') : '')}
          </Fact>
          <Fact label={t('profile.facts.locations')}>
            {job.states.map((d) => d.name).join(', ') ||
              (job.designations.length ? t('profile.facts.anywhere') : '')}
          </Fact>
          <Fact label={t('profile.facts.employmentType')}>
            {job.employment_types.map((type) => t(`common:employmentType.${type}`)).join(', ') ||
              (job.designations.length ? t('profile.facts.any') : '')}
          </Fact>
          <Fact label={t('profile.facts.expectedSalary')}>
            {job.expected_salary === null ? null : formatMoney(job.expected_salary, 'perMonth')}
          </Fact>
          <Fact label={t('profile.facts.noticePeriod')}>
            {job.notice_period ? t(`common:noticePeriod.${job.notice_period}`) : null}
          </Fact>
          <Fact label={t('profile.facts.relocate')}>
            {job.willing_to_relocate ? t('profile.facts.yes') : t('profile.facts.no')}
          </Fact>
        </SimpleGrid>
      )}
    </Section>
  );
}

/**
 * A candidate's profile, every section with the completeness meter: editable in place for the
 * candidate, read only (no edit buttons, no visibility form) for the consultancy.
 */
export function ProfileContent({ profile }: { profile: TCandidateProfile }) {
  const { t } = useTranslation(['candidate', 'common']);
  const readOnly = useReadOnly();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  const facts = [
    locationOf(profile),
    profile.experience_years !== null &&
      t('profile.yearsExperience', { count: profile.experience_years }),
    profile.visa_status && t(`common:visaStatus.${profile.visa_status}`),
  ].filter(Boolean);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg" style={{ position: 'sticky', insetBlockStart: 90 }}>
          <Paper withBorder radius="md" p="lg" id="photo" style={{ scrollMarginBlockStart: 90 }}>
            <Stack align="center" gap="sm">
              <PhotoUpload profile={profile} />
              <Stack gap={2} align="center" ta="center">
                <Text fw={700} fz="lg">
                  {name}
                </Text>
                {profile.headline && <Text size="sm">{profile.headline}</Text>}
                {facts.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {facts.join(' · ')}
                  </Text>
                )}
              </Stack>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg" aria-label={t('profile.completenessLabel')}>
            <CompletenessMeter profile={profile} />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Section
            id="cv"
            title={t('profile.sections.cv')}
            description={readOnly ? undefined : t('profile.sections.cvDescription')}
          >
            <CvUpload profile={profile} />
          </Section>
          <PersonalSection profile={profile} />
          <SummarySection profile={profile} />
          <Section id="experience" title={t('profile.sections.experience')}>
            <EmploymentsSection profile={profile} />
          </Section>
          <Section id="education" title={t('profile.sections.education')}>
            <EducationsSection profile={profile} />
          </Section>
          <Section
            id="certifications"
            title={t('profile.sections.certifications')}
            description={t('profile.sections.certificationsDescription')}
          >
            <CertificationsSection profile={profile} />
          </Section>
          <DesiredJobSection profile={profile} />
          {!readOnly && <VisibilitySection profile={profile} />}
          {!readOnly && <ProfileViewsSection />}
          {!readOnly && <PrivacySection />}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
