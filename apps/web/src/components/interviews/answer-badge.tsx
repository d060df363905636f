import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InterviewAnswerState } from '@logicareers/shared/schemas/interviews';

const ANSWER_COLORS: Record<InterviewAnswerState, string> = {
  pending: 'gray',
  accepted: 'teal',
  declined: 'red',
  new_time: 'orange',
};

/** The candidate's answer to an interview, or that it is awaited. */
export function AnswerBadge({ answer }: { answer: InterviewAnswerState }) {
  const { t } = useTranslation('interviews');
  return (
    <Badge variant="outline" color={ANSWER_COLORS[answer]}>
      {answer === 'pending' ? t('mine.pending') : t(`answer.${answer}`)}
    </Badge>
  );
}
