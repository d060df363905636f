import { Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PERMISSION_KEYS,
  permissionAllowed,
  type Permission,
  type Role,
} from '@logicareers/shared/roles';
import {
  type TRole,
  type TRoleRequest,
  ZCompanyRoleRequest,
  ZRoleRequest,
} from '@logicareers/shared/schemas/roles';
import { NameDescriptionFields } from '../../components/form/name-description-fields';
import { useSaveRole, type RoleScope } from './access-api';
import { RoleKindSelect, RolePermissionsField } from './role-form-fields';
import { SubmitRow } from '../../components/form/submit-row';

/**
 * A role's name, description, kind and permissions as grouped checkboxes with their descriptions.
 * For the site, the permissions offered are those the kind may hold; for a company, those the
 * signed-in administrator holds (and those the role already has, which they may take away).
 */
export function RoleForm({
  scope,
  role,
  companyKind,
  held,
  onSaved,
  onCancel,
}: {
  scope: RoleScope;
  role?: TRole;
  /** The kind of a company's roles: the signed-in administrator's own. */
  companyKind?: Role;
  /** The permissions the signed-in user holds (a company administrator grants only these). */
  held: readonly string[];
  onSaved: (role: TRole) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const form = useForm<TRoleRequest, unknown, z.output<typeof ZRoleRequest>>({
    resolver: zodResolver(
      (scope === 'site' ? ZRoleRequest : ZCompanyRoleRequest) as typeof ZRoleRequest,
    ),
    defaultValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      kind: role?.kind ?? companyKind ?? ('' as Role),
      permissions: (role?.permissions ?? []) as Permission[],
    },
  });
  const save = useSaveRole(scope, form, role?.id);
  const kind = useWatch({ control: form.control, name: 'kind' }) as Role | '';
  const lifeline = role?.builtin && role.kind === 'master_admin';
  const offered = PERMISSION_KEYS.filter(
    (key) =>
      (kind === '' || permissionAllowed(kind, key)) &&
      (scope === 'site' || held.includes(key) || role?.permissions.includes(key)),
  );

  const submit = form.handleSubmit((values) => {
    const body =
      scope === 'site'
        ? values
        : { name: values.name, description: values.description, permissions: values.permissions };
    save.mutate(body, { onSuccess: (answer) => onSaved(answer.data) });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack>
          <NameDescriptionFields form={form} ns="accessAdmin" />
          {scope === 'site' && <RoleKindSelect form={form} disabled={role?.builtin} />}
          <RolePermissionsField form={form} scope={scope} lifeline={lifeline} offered={offered} />
          <SubmitRow
            loading={save.isPending}
            label={t('form.save')}
            onCancel={onCancel}
            cancelLabel={t('cancel')}
          />
        </Stack>
      </Paper>
    </form>
  );
}
