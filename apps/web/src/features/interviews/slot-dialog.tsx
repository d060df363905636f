import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JobPicker, jobTitleQuery } from '../../components/jobs/job-picker';
import { uaeLocalToDate } from '@logicareers/shared/schemas/interviews';
import { formatUae } from '../../components/interviews/interview-time';
import { InterviewFormDialog } from './interview-form';
import { jobApplicantsQuery } from './interviews-api';

/** From a free hour of the week calendar: the application to interview, then the form at that hour. */
export function SlotScheduling({ startsAt, onClose }: { startsAt: string; onClose: () => void }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // The form names whom and for what it schedules: the choice is no longer on screen.
  const job = useQuery(jobTitleQuery(chosen?.jobId));
  return chosen ? (
    <InterviewFormDialog
      opened
      onClose={onClose}
      interview={null}
      source={{ application_id: chosen.applicationId }}
      startsAt={startsAt}
      about={{ candidate: chosen.candidate, job: job.data }}
    />
  ) : (
    <SlotDialog startsAt={startsAt} onClose={onClose} onChosen={setChosen} />
  );
}

/** What was chosen in the slot's dialog: the application, its job and its candidate's name. */
type Chosen = { applicationId: string; jobId: string; candidate: string };

/**
 * Scheduling from a free hour of the week calendar: the job, then one of its applicants; the
 * interview form then opens at that hour. Withdrawn applications cannot be interviewed.
 */
export function SlotDialog({
  startsAt,
  onClose,
  onChosen,
}: {
  /** The hour chosen, YYYY-MM-DDTHH:mm in UAE time. */
  startsAt: string;
  onClose: () => void;
  onChosen: (chosen: Chosen) => void;
}) {
  const { t } = useTranslation(['interviews', 'common']);
  const [jobId, setJobId] = useState('');
  const [applicationId, setApplicationId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const applicants = useQuery({ ...jobApplicantsQuery(jobId), enabled: !!jobId });
  const options = (applicants.data ?? [])
    .filter((a) => a.status !== 'withdrawn')
    .map((a) => ({
      value: a.id,
      label: `${a.candidate.name} · ${t(`common:applicationStatus.${a.status}`)}`,
    }));

  return (
    <Modal opened onClose={onClose} title={t('slot.title')} size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const applicant = applicants.data?.find((a) => a.id === applicationId);
          if (applicant)
            onChosen({ applicationId: applicant.id, jobId, candidate: applicant.candidate.name });
          else setMissing(true);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('slot.when', { when: formatUae(uaeLocalToDate(startsAt)?.toISOString() ?? '') })}
          </Text>
          <JobPicker
            label={t('slot.job')}
            placeholder={t('slot.jobPlaceholder')}
            filter={{ status: 'all' }}
            required
            value={jobId}
            onChange={(next) => {
              setJobId(next);
              setApplicationId(null);
            }}
            error={missing && !jobId ? t('slot.jobRequired') : undefined}
          />
          {jobId && applicants.isError ? (
            <Alert color="red" role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('slot.failed')}</Text>
                <Button size="xs" variant="light" onClick={() => void applicants.refetch()}>
                  {t('slot.retry')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Select
              label={t('slot.applicant')}
              placeholder={
                !jobId
                  ? t('slot.jobFirst')
                  : applicants.isPending
                    ? t('slot.loading')
                    : t('slot.applicantPlaceholder')
              }
              required
              searchable
              disabled={!jobId || applicants.isPending}
              data={options}
              value={applicationId}
              onChange={setApplicationId}
              nothingFoundMessage={t('slot.nothingFound')}
              error={missing && jobId && !applicationId ? t('slot.applicantRequired') : undefined}
              description={
                jobId && applicants.data && !options.length ? t('slot.noApplicants') : undefined
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit">{t('slot.continue')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
