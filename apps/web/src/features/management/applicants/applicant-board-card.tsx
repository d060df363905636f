import { Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '@logicareers/shared/application-status';
import { formatDate } from '../../../lib/format';
import { useRateApplicant } from './board-api';
import { ApplicantTags, type TaggedApplicant } from './applicant-tags';

const DAY_MS = 86_400_000;

/** Whole days since the application entered its stage. */
export const daysInStage = (statusChangedAt: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - new Date(statusChangedAt).getTime()) / DAY_MS));

/**
 * An applicant on the board: name and headline, the company's rating (set here), how long in the
 * stage, how they came to apply, when, and the company's tags on the application.
 */
export function ApplicantBoardCard({ applicant, name, jobId, suggestions }: TaggedApplicant) {
  const { t } = useTranslation('pipeline');
  const rate = useRateApplicant(jobId);
  const days = daysInStage(applicant.status_changed_at);
  return (
    <Stack gap={4} data-applicant={applicant.candidate.email ?? undefined}>
      <Text fw={700} size="sm" c="brand.9" lineClamp={2}>
        {name}
      </Text>
      {applicant.candidate.headline && (
        <Text size="xs" c="dark.4" lineClamp={1} dir="auto">
          {applicant.candidate.headline}
        </Text>
      )}
      <Rating
        size="sm"
        count={RATING_MAX}
        value={applicant.rating ?? 0}
        onChange={(value) =>
          rate.mutate({ id: applicant.id, rating: value === applicant.rating ? null : value })
        }
        role="radiogroup"
        aria-label={t('applicants.rating', { name })}
        getSymbolLabel={(value) => t('applicants.stars', { count: value })}
        readOnly={applicant.status === 'withdrawn'}
      />
      <Text size="xs" c={days > 14 ? 'orange.9' : 'dark.4'} fw={days > 14 ? 600 : undefined}>
        {days === 0 ? t('applicants.today') : t('applicants.daysInStage', { count: days })}
      </Text>
      <Text size="xs" c="dark.4">
        {t(`applicants.source.${applicant.source}`)}
      </Text>
      <Text size="xs" c="dark.3">
        {t('applicants.applied', { date: formatDate(applicant.applied_at) })}
      </Text>
      <ApplicantTags applicant={applicant} name={name} jobId={jobId} suggestions={suggestions} />
    </Stack>
  );
}
