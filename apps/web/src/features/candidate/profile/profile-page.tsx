import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  DRIVING_LICENCE_LABELS,
  NOTICE_PERIOD_LABELS,
  VISA_STATUS_LABELS,
  type TCandidateProfile,
} from '@logicareers/shared/schemas/candidate';
import { EMPLOYMENT_TYPE_LABELS } from '@logicareers/shared/schemas/jobs';
import { PageLoader } from '../../../components/guards';
import { CompletenessMeter } from './completeness';
import { CvUpload, PhotoUpload } from './file-uploads';
import { CertificationsSection, EducationsSection, EmploymentsSection } from './history-sections';
import { PersonalForm } from './personal-form';
import { useCandidateProfile } from './profile-api';
import { DesiredJobEditor, SummaryEditor } from './summary-forms';

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
  return (
    <Paper
      component="section"
      id={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 90 }}
    >
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
        {onEdit && !editing && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${title.toLowerCase()}`}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        )}
      </Group>
      {children}
    </Paper>
  );
}

/** A label over its value; an empty value says so. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} c={empty ? 'dimmed' : undefined} fs={empty ? 'italic' : undefined}>
        {empty ? 'Not added' : children}
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
  const [editing, setEditing] = useState(false);
  return (
    <Section
      id="personal"
      title="Personal details"
      onEdit={() => setEditing(true)}
      editing={editing}
    >
      {editing ? (
        <PersonalForm
          profile={profile}
          withEmployment={false}
          headingOrder={3}
          submitLabel="Save"
          onSaved={() => setEditing(false)}
          extraActions={
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="md">
          <Fact label="Name">{[profile.first_name, profile.last_name].join(' ').trim()}</Fact>
          <Fact label="Email">{profile.email}</Fact>
          <Fact label="Mobile number">{profile.mobile_number}</Fact>
          <Fact label="Lives in">{locationOf(profile)}</Fact>
          <Fact label="Nationality">{profile.nationality?.name}</Fact>
          <Fact label="Visa status">
            {profile.visa_status ? VISA_STATUS_LABELS[profile.visa_status] : null}
          </Fact>
          <Fact label="UAE driving licences">
            {profile.driving_licences.map((l) => DRIVING_LICENCE_LABELS[l]).join(', ')}
          </Fact>
        </SimpleGrid>
      )}
    </Section>
  );
}

function SummarySection({ profile }: { profile: TCandidateProfile }) {
  const [editing, setEditing] = useState(false);
  return (
    <Section
      id="summary"
      title="Summary and skills"
      onEdit={() => setEditing(true)}
      editing={editing}
    >
      {editing ? (
        <SummaryEditor profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0}>
            <Fact label="Headline">{profile.headline}</Fact>
            <Fact label="Experience">
              {profile.experience_years === null
                ? null
                : `${profile.experience_years} year${profile.experience_years === 1 ? '' : 's'}`}
            </Fact>
          </SimpleGrid>
          <Stack gap={4} component="dl" m={0}>
            <Fact label="Summary">
              {profile.summary ? (
                <Text span style={{ whiteSpace: 'pre-line' }}>
                  {profile.summary}
                </Text>
              ) : null}
            </Fact>
          </Stack>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Skills
            </Text>
            {profile.skills.length ? (
              <Tags items={profile.skills.map((s) => s.name)} />
            ) : (
              <Text c="dimmed" fs="italic">
                Not added
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </Section>
  );
}

function DesiredJobSection({ profile }: { profile: TCandidateProfile }) {
  const [editing, setEditing] = useState(false);
  const job = profile.desired_job;
  return (
    <Section
      id="desired-job"
      title="Desired job"
      description="Used for your job recommendations and alerts"
      onEdit={() => setEditing(true)}
      editing={editing}
    >
      {editing ? (
        <DesiredJobEditor profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} component="dl" m={0} spacing="md">
          <Fact label="Job titles">{job.designations.map((d) => d.name).join(', ')}</Fact>
          <Fact label="Functional areas">
            {job.functional_areas.map((d) => d.name).join(', ') ||
              (job.designations.length ? 'Any' : '')}
          </Fact>
          <Fact label="Locations">
            {job.states.map((d) => d.name).join(', ') ||
              (job.designations.length ? 'Anywhere in the UAE' : '')}
          </Fact>
          <Fact label="Employment type">
            {job.employment_types.map((t) => EMPLOYMENT_TYPE_LABELS[t]).join(', ') ||
              (job.designations.length ? 'Any' : '')}
          </Fact>
          <Fact label="Expected salary">
            {job.expected_salary === null
              ? null
              : `AED ${job.expected_salary.toLocaleString('en-AE')} a month`}
          </Fact>
          <Fact label="Notice period">
            {job.notice_period ? NOTICE_PERIOD_LABELS[job.notice_period] : null}
          </Fact>
        </SimpleGrid>
      )}
    </Section>
  );
}

/** The candidate's profile: every section, editable in place, with the completeness meter. */
export function ProfilePage() {
  const { data: profile, isPending, error, refetch } = useCandidateProfile();
  if (isPending) return <PageLoader />;
  if (error || !profile) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert" title="Your profile could not be loaded">
          <Stack align="flex-start">
            <Text size="sm">{error?.message}</Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  const facts = [
    locationOf(profile),
    profile.experience_years !== null &&
      `${profile.experience_years} year${profile.experience_years === 1 ? '' : 's'} experience`,
    profile.visa_status && VISA_STATUS_LABELS[profile.visa_status],
  ].filter(Boolean);
  return (
    <Container size="xl" py="xl">
      <Title order={1} fz={{ base: 24, sm: 30 }} mb="lg">
        My profile
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg" style={{ position: 'sticky', top: 90 }}>
            <Paper withBorder radius="md" p="lg" id="photo" style={{ scrollMarginTop: 90 }}>
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
            <Paper withBorder radius="md" p="lg" aria-label="Profile completeness">
              <CompletenessMeter profile={profile} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section
              id="cv"
              title="CV"
              description="Recruiters open it from your applications; its text makes you findable"
            >
              <CvUpload profile={profile} />
            </Section>
            <PersonalSection profile={profile} />
            <SummarySection profile={profile} />
            <Section id="experience" title="Work experience">
              <EmploymentsSection profile={profile} />
            </Section>
            <Section id="education" title="Education">
              <EducationsSection profile={profile} />
            </Section>
            <Section
              id="certifications"
              title="Certifications and licences"
              description="Expired ones are flagged so you can renew them"
            >
              <CertificationsSection profile={profile} />
            </Section>
            <DesiredJobSection profile={profile} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
