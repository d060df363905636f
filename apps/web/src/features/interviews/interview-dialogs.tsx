import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INTERVIEW_OUTCOMES,
  ZInterviewOutcomeRequest,
  type InterviewOutcome,
  type TInterview,
} from '@logicareers/shared/schemas/interviews';
import { errorText } from '../../components/form/field-error';
import { useCancelInterview, useRecordOutcome } from './interviews-api';

/** Cancelling an interview, with a reason for the candidate. */
export function CancelDialog({
  interview,
  onClose,
}: {
  interview: TInterview;
  onClose: () => void;
}) {
  const { t } = useTranslation('interviews');
  const [reason, setReason] = useState('');
  const cancel = useCancelInterview(interview.id);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('cancelDialog.title', { name: interview.candidate.name })}
    >
      <Stack>
        <Textarea
          label={t('cancelDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancelDialog.keep')}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ reason }, { onSuccess: onClose })}
          >
            {t('cancelDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** How an interview went, once it has started. */
export function OutcomeDialog({
  interview,
  onClose,
}: {
  interview: TInterview;
  onClose: () => void;
}) {
  const { t } = useTranslation('interviews');
  const form = useForm<{ outcome: InterviewOutcome | ''; note: string }>({
    resolver: zodResolver(ZInterviewOutcomeRequest) as never,
    defaultValues: { outcome: interview.outcome ?? '', note: interview.outcome_note },
  });
  const save = useRecordOutcome(interview.id, form);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values as { outcome: InterviewOutcome; note: string }, { onSuccess: onClose }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('outcomeDialog.title', { name: interview.candidate.name })}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <NativeSelect
            label={t('outcomeDialog.outcome')}
            required
            {...form.register('outcome')}
            data={[
              { value: '', label: '—' },
              ...INTERVIEW_OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) })),
            ]}
            error={errorText(form.formState.errors.outcome)}
          />
          <Textarea
            label={t('outcomeDialog.note')}
            autosize
            minRows={2}
            {...form.register('note')}
            error={errorText(form.formState.errors.note)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('outcomeDialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
