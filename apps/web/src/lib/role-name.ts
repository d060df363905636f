import { useTranslation } from 'react-i18next';
import { BUILTIN_ROLES, type Role } from '@logicareers/shared/roles';

/** A role as the server names it: its stored name and kind, and whether it is built in when known. */
export type NamedRole = { name: string; kind: Role; builtin?: boolean };

/**
 * Whether a role is its kind's built-in role: by the server's flag when it sends one, otherwise by
 * the built-in role's fixed name (the site's role names are unique, and the built-in keeps its name).
 */
export const isBuiltinRole = (role: NamedRole) =>
  role.builtin ?? role.name === BUILTIN_ROLES[role.kind].name;

/**
 * A role's name in the user's language: the catalogue's for a built-in role (the server stores its
 * English name), the name an administrator gave it for any other.
 */
export function useRoleName() {
  const { t } = useTranslation('accessAdmin');
  return (role: NamedRole) => (isBuiltinRole(role) ? t(`builtinRole.${role.kind}`) : role.name);
}
