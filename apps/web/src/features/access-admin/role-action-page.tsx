import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@logicareers/shared/pages';
import { PageLoader } from '../../components/guards';
import { PageShell } from '../../components/page-shell';
import { useProfile } from '../../lib/session';
import { roleQuery } from './access-api';
import { RoleForm } from './role-form';
import { useRoleName } from '../../lib/role-name';

/** `/admin-pannel/roles/{action}`: `create` or `edit-{id}`. */
export function RoleActionPage() {
  const { t } = useTranslation('accessAdmin');
  const navigate = useNavigate();
  const { profile } = useProfile();
  const { action } = useParams();
  const roleName = useRoleName();
  const match = /^edit-(\d+)$/.exec(action ?? '');
  const editId = match ? Number(match[1]) : undefined;
  const role = useQuery(roleQuery('site', editId));
  if (action !== 'create' && editId === undefined)
    return <Navigate to={paths.admin.roles} replace />;
  if (editId !== undefined && role.isPending) return <PageLoader />;
  if (role.error)
    return (
      <PageShell title={t('roles.title')}>
        <Alert color="yellow" role="alert">
          {t('form.notFound')}
        </Alert>
      </PageShell>
    );
  const back = () => navigate(paths.admin.roles);
  return (
    <PageShell
      size="lg"
      title={role.data ? t('form.editTitle', { name: roleName(role.data) }) : t('form.newTitle')}
    >
      <RoleForm
        key={editId ?? 'new'}
        scope="site"
        role={role.data}
        held={profile?.permissions ?? []}
        onSaved={back}
        onCancel={back}
      />
    </PageShell>
  );
}
