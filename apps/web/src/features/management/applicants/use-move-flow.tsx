import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, RecruiterStatus } from '@logicareers/shared/application-status';
import type { TStatusMoveResult } from '@logicareers/shared/schemas/candidate';
import { showUndo } from '../../../components/pipeline-board';
import { successToast } from '../../../lib/toasts';
import { useMoveWithNotice, useUndoMove } from './board-api';
import { NotifyPrompt, type PendingMove } from './notify-prompt';

/**
 * Moving applicants as the board and the list do it: ask "notify the candidate?" with the e-mail's
 * preview, move, then offer Undo for ten seconds. An e-mail chosen waits on the server longer than
 * that, so an undo in time stops it. `ask` answers whether the move was made.
 */
export function useMoveFlow(jobId: string) {
  const { t } = useTranslation(['pipeline', 'common']);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const answer = useRef<(moved: boolean) => void>(() => {});
  const move = useMoveWithNotice(jobId);
  const undo = useUndoMove(jobId);
  const statusName = (status: string) =>
    t(`common:applicationStatus.${status as ApplicationStatus}`);

  const offerUndo = (done: TStatusMoveResult, to: PendingMove, notify: boolean) => {
    if (!done.updated) return;
    const what =
      done.updated === 1 && to.ids.length === 1
        ? t('moved.one', { name: to.name, status: statusName(to.status) })
        : t('moved.many', { count: done.updated, status: statusName(to.status) });
    showUndo({
      message: `${what} ${notify ? t('moved.notified') : t('moved.quiet')}`,
      undoLabel: t('board.undo'),
      onUndo: () =>
        undo.mutate(
          { moves: done.moved.map((m) => ({ id: m.id, status: m.from_status })) },
          {
            onSuccess: (back) =>
              successToast(
                [
                  t('moved.undone'),
                  notify && (back.mails_cancelled ? t('moved.mailStopped') : t('moved.mailGone')),
                ]
                  .filter(Boolean)
                  .join(' '),
              ),
          },
        ),
    });
  };

  const onAnswer = (choice: 'notify' | 'quiet' | 'cancel') => {
    const to = pending;
    if (!to) return;
    if (choice === 'cancel') {
      setPending(null);
      answer.current(false);
      return;
    }
    const notify = choice === 'notify';
    move.mutate(
      { application_ids: to.ids, status: to.status as RecruiterStatus, notify },
      {
        onSuccess: (done) => {
          setPending(null);
          answer.current(true);
          offerUndo(done, to, notify);
        },
        onError: () => {
          setPending(null);
          answer.current(false);
        },
      },
    );
  };

  return {
    /** Asks to move these applications (the first one's candidate named) to a status. */
    ask: (ids: string[], status: string, name: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setPending({ ids, status, name });
      }),
    prompt: (
      <NotifyPrompt
        move={pending}
        statusName={pending ? statusName(pending.status) : ''}
        busy={move.isPending}
        onAnswer={onAnswer}
      />
    ),
  };
}
