import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUserListItem, UserStatus } from '@logicareers/shared/schemas/users';
import { ConfirmButton } from '../../components/confirm-button';
import { formatDate } from '../../lib/format';
import { useDeleteUser } from './users-api';

export const fullName = (user: { first_name: string; last_name: string }) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || '—';

/**
 * An account's status; an account its owner asked to erase says so, and when, whatever its status
 * (it is out of every search from the request on).
 */
export function StatusBadge({
  status,
  deletionDueAt,
}: {
  status: UserStatus;
  deletionDueAt?: string | null;
}) {
  const { t } = useTranslation('users');
  const color = status === 'active' ? 'teal' : status === 'pending' ? 'orange' : 'gray';
  if (deletionDueAt)
    return (
      <Badge
        color="red"
        variant="light"
        title={t('deletionOn', { date: formatDate(deletionDueAt) })}
      >
        {t('deletionScheduled')}
      </Badge>
    );
  return (
    <Badge color={color} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Erases an account, after asking. */
export function DeleteUserButton({ user, onDone }: { user: TUserListItem; onDone: () => void }) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  return (
    <ConfirmButton
      color="red"
      variant="light"
      title={t('delete.title')}
      message={t('delete.message', { name: fullName(user), email: user.email })}
      confirmLabel={t('delete.confirm')}
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(user.id, {
          onSuccess: () => {
            close();
            onDone();
          },
        })
      }
    >
      {t('action.delete')}
    </ConfirmButton>
  );
}
