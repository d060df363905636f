import { useState, type ReactNode } from 'react';
import {
  Button,
  Divider,
  Group,
  Input,
  Rating,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZCandidateCommentRequest,
  ZConsultantFeedbackRequest,
  type TCandidateComment,
  type TConsultantFeedback,
  type TConsultantFeedbackRequest,
} from '@logicareers/shared/schemas/talent';
import { errorText } from '../../../components/form/field-error';
import { NumberField } from '../../../components/form/number-field';
import { ProfileSection } from '../../../components/talent/candidate-profile';
import { formatCalendarDate, formatNumber } from '../../../lib/format';
import { useAddComment, useAddFeedback } from '../workspace-api';
import { MarkBadge } from '../../../components/mark-badge';
import { SubmitRow } from '../../../components/form/submit-row';
import { NoteForm } from '../../../components/note-form';

/** The mark on notes that only the viewer's company reads. */
export function InternalBadge() {
  const { t } = useTranslation('talentView');
  return (
    <MarkBadge icon={IconLock} data-testid="internal-badge">
      {t('view.internal')}
    </MarkBadge>
  );
}

function Byline({ author, at }: { author: string | null; at: string }) {
  const { t } = useTranslation('talentView');
  const date = formatCalendarDate(at);
  return (
    <Text size="xs" c="dark.3">
      {author ? t('comments.by', { author, date }) : t('comments.byUnknown', { date })}
    </Text>
  );
}

const ZCommentForm = ZCandidateCommentRequest.pick({ body: true });

/** The company's comments on a candidate, newest first, and a form to add one. */
export function CommentsPanel({
  candidateId,
  comments,
}: {
  candidateId: string;
  comments: TCandidateComment[];
}) {
  const { t } = useTranslation('talentView');
  const form = useForm<{ body: string }>({
    resolver: zodResolver(ZCommentForm),
    defaultValues: { body: '' },
  });
  const add = useAddComment(candidateId, form);
  const onSubmit = form.handleSubmit(({ body }) =>
    add.mutate({ candidate_id: candidateId, body }, { onSuccess: () => form.reset({ body: '' }) }),
  );
  return (
    <ProfileSection title={t('comments.title')} aside={<InternalBadge />}>
      <Stack gap="sm">
        {comments.length ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {comments.map((comment) => (
              <li key={comment.id}>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {comment.body}
                </Text>
                <Byline author={comment.author} at={comment.at} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('comments.empty')}
          </Text>
        )}
        <Divider />
        <NoteForm
          form={form}
          onSubmit={onSubmit}
          adding={add.isPending}
          labels={{
            label: t('comments.label'),
            hint: t('comments.hint'),
            submit: t('comments.submit'),
          }}
        />
      </Stack>
    </ProfileSection>
  );
}

type FeedbackForm = Omit<TConsultantFeedbackRequest, 'candidate_id'>;
const ZFeedbackForm = ZConsultantFeedbackRequest.omit({ candidate_id: true });
const EMPTY_FEEDBACK: FeedbackForm = {
  rating: 0,
  fit_roles: '',
  salary_discussed: null,
  availability: '',
  notes: '',
};

/** One thing the consultant noted, after its name. */
function FeedbackFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dark.3" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function FeedbackEntry({ feedback }: { feedback: TConsultantFeedback }) {
  const { t } = useTranslation('talentView');
  return (
    <Stack gap={4} component="li">
      <Group gap="xs">
        <Rating value={feedback.rating} readOnly size="sm" aria-hidden />
        <Text size="sm" fw={600}>
          {t('feedback.ratingValue', { rating: feedback.rating })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {feedback.fit_roles && (
          <FeedbackFact label={t('feedback.fitRoles')}>{feedback.fit_roles}</FeedbackFact>
        )}
        {feedback.salary_discussed !== null && (
          <FeedbackFact label={t('feedback.salaryDiscussed')}>
            {formatNumber(feedback.salary_discussed)}
          </FeedbackFact>
        )}
        {feedback.availability && (
          <FeedbackFact label={t('feedback.availability')}>{feedback.availability}</FeedbackFact>
        )}
      </SimpleGrid>
      {feedback.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {feedback.notes}
        </Text>
      )}
      <Byline author={feedback.author} at={feedback.at} />
    </Stack>
  );
}

/** The consultants' feedback on a candidate and a form to add one. */
export function FeedbackPanel({
  candidateId,
  feedback,
}: {
  candidateId: string;
  feedback: TConsultantFeedback[];
}) {
  const { t } = useTranslation('talentView');
  const [open, setOpen] = useState(false);
  const form = useForm<FeedbackForm>({
    resolver: zodResolver(ZFeedbackForm) as never,
    defaultValues: EMPTY_FEEDBACK,
  });
  const add = useAddFeedback(candidateId, form);
  const onSubmit = form.handleSubmit((values) =>
    add.mutate(
      { ...values, candidate_id: candidateId },
      {
        onSuccess: () => {
          form.reset(EMPTY_FEEDBACK);
          setOpen(false);
        },
      },
    ),
  );
  return (
    <ProfileSection title={t('feedback.title')} aside={<InternalBadge />}>
      <Stack gap="sm">
        {feedback.length ? (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {feedback.map((entry) => (
              <FeedbackEntry key={entry.id} feedback={entry} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('feedback.empty')}
          </Text>
        )}
        <Divider />
        {!open ? (
          <Group justify="flex-end">
            <Button variant="light" onClick={() => setOpen(true)}>
              {t('feedback.add')}
            </Button>
          </Group>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t('feedback.add')}>
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="rating"
                render={({ field, fieldState }) => (
                  <Input.Wrapper
                    label={t('feedback.rating')}
                    description={t('feedback.ratingHint')}
                    required
                    error={errorText(fieldState.error)}
                    labelElement="div"
                  >
                    <SegmentedControl
                      data={['1', '2', '3', '4', '5']}
                      value={field.value ? String(field.value) : ''}
                      onChange={(value) => field.onChange(Number(value))}
                      name="rating"
                      aria-label={t('feedback.rating')}
                      mt={4}
                    />
                  </Input.Wrapper>
                )}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('feedback.fitRoles')}
                  placeholder={t('feedback.fitRolesHint')}
                  {...form.register('fit_roles')}
                  error={errorText(form.formState.errors.fit_roles)}
                />
                <NumberField
                  control={form.control}
                  name="salary_discussed"
                  label={t('feedback.salaryDiscussed')}
                  max={1_000_000}
                />
                <TextInput
                  label={t('feedback.availability')}
                  placeholder={t('feedback.availabilityHint')}
                  {...form.register('availability')}
                  error={errorText(form.formState.errors.availability)}
                />
              </SimpleGrid>
              <Textarea
                label={t('feedback.notes')}
                autosize
                minRows={2}
                {...form.register('notes')}
                error={errorText(form.formState.errors.notes)}
              />
              <SubmitRow
                loading={add.isPending}
                label={t('feedback.submit')}
                onCancel={() => setOpen(false)}
                cancelLabel={t('feedback.cancel')}
              />
            </Stack>
          </form>
        )}
      </Stack>
    </ProfileSection>
  );
}
