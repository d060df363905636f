import { useTranslation } from 'react-i18next';
import { BUILTIN_ROLES, ROLES, type Role } from '@logicareers/shared/roles';

/** A role as the server names it: its stored name, its kind and whether it is built in when known. */
export type NamedRole = { name: string; kind?: Role; builtin?: boolean };

/**
 * The kind whose built-in role this is, if it is one: by the server's flag when it sends one,
 * otherwise by the built-in role's fixed name (the site's role names are unique, and a built-in
 * role keeps its name). Without a kind, the fixed name tells which built-in role it is.
 */
export function builtinKind(role: NamedRole): Role | undefined {
  if (role.kind)
    return (role.builtin ?? role.name === BUILTIN_ROLES[role.kind].name) ? role.kind : undefined;
  if (role.builtin === false) return undefined;
  return ROLES.find((kind) => BUILTIN_ROLES[kind].name === role.name);
}

/**
 * A role's name in the user's language: the catalogue's for a built-in role (the server stores its
 * English name), the name an administrator gave it for any other.
 */
export function useRoleName() {
  const { t } = useTranslation('accessAdmin');
  return (role: NamedRole) => {
    const kind = builtinKind(role);
    return kind ? t(`builtinRole.${kind}`) : role.name;
  };
}
