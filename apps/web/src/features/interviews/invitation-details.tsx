import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInterviewInvitation } from '@logicareers/shared/schemas/interviews';
import { InterviewTime } from './interview-card';

/** When, how long and where the interview takes place, as the candidate's page shows it. */
export function InvitationDetails({ data }: { data: TInterviewInvitation }) {
  const { t } = useTranslation('interviews');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={600}>{t('response.when')}</Text>
        <InterviewTime iso={data.starts_at} />
        <Text size="sm">{t('response.duration', { count: data.duration_minutes })}</Text>
        <Text fw={600}>{t('response.where')}</Text>
        {data.mode === 'in_person' && (
          <Text size="sm">
            {data.location}
            {data.map_link && (
              <>
                {' · '}
                <Anchor href={data.map_link} target="_blank" rel="noopener noreferrer">
                  {t('response.map')}
                </Anchor>
              </>
            )}
          </Text>
        )}
        {data.mode === 'phone' && (
          <Text size="sm">{t('response.phone', { phone: data.phone })}</Text>
        )}
        {data.mode === 'video' && (
          <Anchor href={data.video_link} target="_blank" rel="noopener noreferrer" size="sm">
            {t('response.video')}
          </Anchor>
        )}
        {data.notes && (
          <>
            <Text fw={600}>{t('response.notes')}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {data.notes}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
