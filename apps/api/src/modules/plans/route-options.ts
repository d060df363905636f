import { notFound } from '../../lib/errors';

/** The administration of plans and clients' subscriptions: the master administrator. */
export const manage = { access: { permission: 'plans.manage' } } as const;

/** A path id that did not parse is an unknown one. */
export const known = <T>(id: T | null, message: string): T => {
  if (id === null) throw notFound(message);
  return id;
};
