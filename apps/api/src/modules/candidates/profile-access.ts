import type { FastifyRequest } from 'fastify';
import { zOk } from '@logicareers/shared/schemas/common';
import { ZCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { notFound } from '../../lib/errors';
import { candidatesOnly, requireUser } from '../access/access.policy';

/** The candidate's own profile; anyone else is refused before their input is read. */
export const profileAccess = {
  config: { access: { permission: 'candidate.profile' } },
  preValidation: candidatesOnly,
} as const;
export const ZProfileAnswer = zOk(ZCandidateProfile);

/** The signed-in candidate (the route hook has let only candidates through). */
export const candidate = (request: FastifyRequest) => requireUser(request);

/** An id from the path; a malformed one (null) is as unknown as another candidate's. */
export function knownId(id: string | null) {
  if (!id) throw notFound();
  return id;
}
