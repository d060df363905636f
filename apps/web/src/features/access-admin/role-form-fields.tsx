import { Alert, Checkbox, Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { permissionAllowed, ROLES, type Permission, type Role } from '@logicareers/shared/roles';
import type { TRoleRequest, ZRoleRequest } from '@logicareers/shared/schemas/roles';
import { errorText } from '../../components/form/field-error';
import type { RoleScope } from './access-api';
import { groupPermissions } from './permission-groups';

type RoleFormValues = UseFormReturn<TRoleRequest, unknown, z.output<typeof ZRoleRequest>>;

/** What the master administrator's built-in role always keeps (the server refuses otherwise). */
const ADMIN_LIFELINE: Permission[] = ['roles.manage', 'area.admin'];

/** The kind of a site role; changing it unticks what the new kind may not hold. */
export function RoleKindSelect({ form, disabled }: { form: RoleFormValues; disabled?: boolean }) {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const { errors } = form.formState;
  return (
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <Select
          label={t('form.kind')}
          description={t('form.kindHint')}
          required
          allowDeselect={false}
          disabled={disabled}
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
  );
}

/** The permissions offered, as checkboxes grouped by what they are about. */
export function RolePermissionsField({
  form,
  scope,
  lifeline,
  offered,
}: {
  form: RoleFormValues;
  scope: RoleScope;
  /** The master administrator's built-in role, whose lifeline permissions stay ticked. */
  lifeline: boolean | undefined;
  offered: Permission[];
}) {
  const { t } = useTranslation(['accessAdmin', 'common']);
  const { errors } = form.formState;
  return (
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
                      label={t(`permission.${key}`)}
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
  );
}
