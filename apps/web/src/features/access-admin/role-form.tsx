import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  PERMISSIONS,
  PERMISSION_KEYS,
  permissionAllowed,
  ROLES,
  type Permission,
  type Role,
} from '@logicareers/shared/roles';
import {
  type TRole,
  type TRoleRequest,
  ZCompanyRoleRequest,
  ZRoleRequest,
} from '@logicareers/shared/schemas/roles';
import { errorText } from '../../components/form/field-error';
import { useSaveRole, type RoleScope } from './access-api';
import { groupPermissions } from './permission-groups';

/** What the master administrator's built-in role always keeps (the server refuses otherwise). */
const ADMIN_LIFELINE: Permission[] = ['roles.manage', 'area.admin'];

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
  const { errors } = form.formState;
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
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            required
            {...form.register('name')}
            error={errorText(errors.name)}
          />
          <Textarea
            label={t('form.description')}
            placeholder={t('form.descriptionPlaceholder')}
            autosize
            minRows={2}
            {...form.register('description')}
            error={errorText(errors.description)}
          />
          {scope === 'site' && (
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Select
                  label={t('form.kind')}
                  description={t('form.kindHint')}
                  required
                  allowDeselect={false}
                  disabled={role?.builtin}
                  data={ROLES.map((r) => ({ value: r, label: t(`common:role.${r}`) }))}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    // What the new kind may not hold is unticked.
                    const next = value as Role | null;
                    if (next)
                      form.setValue(
                        'permissions',
                        (form.getValues('permissions') ?? []).filter((key) =>
                          permissionAllowed(next, key as Permission),
                        ),
                      );
                  }}
                  onBlur={field.onBlur}
                  error={errorText(errors.kind)}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <Checkbox.Group
                label={t('form.permissions')}
                description={
                  scope === 'site' ? t('form.permissionsHint') : t('form.companyPermissionsHint')
                }
                value={field.value as string[]}
                onChange={field.onChange}
                error={errorText(errors.permissions as { message?: string } | undefined)}
              >
                <Stack mt="sm" gap="md">
                  {lifeline && (
                    <Alert color="blue" variant="light">
                      {t('form.adminLifeline')}
                    </Alert>
                  )}
                  {groupPermissions(offered).map(({ group, keys }) => (
                    <Fieldset key={group} legend={t(`permissionGroup.${group}`)} variant="filled">
                      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                        {keys.map((key) => (
                          <Checkbox
                            key={key}
                            value={key}
                            label={PERMISSIONS[key]}
                            description={key}
                            disabled={lifeline && ADMIN_LIFELINE.includes(key)}
                          />
                        ))}
                      </SimpleGrid>
                    </Fieldset>
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
