import { useLocation } from 'react-router';
import { href, PAGES } from '@logicareers/shared/pages';
import type { ClientKind } from '@logicareers/shared/schemas/employer';

/**
 * Where the client screens live: the admin panel for master administrators, the consultancy admin
 * area for a consultancy administrator. The screens are the same; their addresses differ.
 */
export function useClientPaths() {
  const { pathname } = useLocation();
  const consultancy = pathname.startsWith(PAGES.consultancyAdmin.area);
  return consultancy
    ? {
        consultancy,
        list: (_kind: ClientKind) => PAGES.consultancyAdmin.clients,
        create: (_kind: ClientKind) => PAGES.consultancyAdmin.clientCreate,
        view: (_kind: ClientKind, id: number) => href(PAGES.consultancyAdmin.clientView, { id }),
        createUser: (id: number) => href(PAGES.consultancyAdmin.clientCreateUser, { id }),
      }
    : {
        consultancy,
        list: (kind: ClientKind) => href(PAGES.admin.clientList, { client: kind }),
        create: (kind: ClientKind) => href(PAGES.admin.clientCreate, { client: kind }),
        view: (kind: ClientKind, id: number) => href(PAGES.admin.clientView, { client: kind, id }),
        createUser: (id: number) => href(PAGES.admin.clientCreateUser, { id }),
      };
}

export const isClientKind = (value: string | undefined): value is ClientKind =>
  value === 'employer' || value === 'consultancy';
