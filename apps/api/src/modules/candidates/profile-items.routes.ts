import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  ZCandidateItemCreated,
  ZCertification,
  ZEducation,
  ZEmployment,
  ZProfileItemParams,
} from '@logicareers/shared/schemas/candidate';
import {
  certificationItems,
  educationItems,
  employmentItems,
  loadCandidateProfile,
  type ProfileItems,
} from './candidates.service';
import { candidate, knownId, profileAccess, ZProfileAnswer } from './profile-access';
import { saved } from '../../lib/route-helpers';

/** Add, change and remove for one list of the profile; `item` names one entry in the docs. */
function listRoutes<S extends z.ZodType>(
  fastify: FastifyInstance,
  paths: { list: string; one: { pattern: string } },
  schema: S,
  items: ProfileItems<z.output<S>>,
  /** What the answers say once an entry is added, saved or removed. */
  done: { added: string; saved: string; removed: string },
  item: string,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const profileOf = (userId: string) => loadCandidateProfile(db, userId, 'account');
  app.post(
    paths.list,
    {
      ...profileAccess,
      schema: {
        summary: `Add ${item} to your profile`,
        body: schema,
        response: { 201: zOk(ZCandidateItemCreated) },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      const id = await items.create(db, user.id, request.body as z.output<S>);
      return reply
        .code(201)
        .send({ message: done.added, data: { id, profile: await profileOf(user.id) } });
    },
  );
  app.put(
    paths.one.pattern,
    {
      ...profileAccess,
      schema: {
        summary: `Change ${item} on your profile`,
        params: ZProfileItemParams,
        body: schema,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      const id = knownId(request.params.id);
      await items.update(db, user.id, id, request.body as z.output<S>);
      return saved(done.saved, profileOf(user.id));
    },
  );
  app.delete(
    paths.one.pattern,
    {
      ...profileAccess,
      schema: {
        summary: `Remove ${item} from your profile`,
        params: ZProfileItemParams,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await items.remove(db, user.id, knownId(request.params.id));
      return saved(done.removed, profileOf(user.id));
    },
  );
}

/** The lists of the candidate's profile: jobs held, qualifications and certifications. */
export async function profileItemsRoutes(app: FastifyInstance) {
  listRoutes(
    app,
    { list: API.candidate.employments, one: API.candidate.employment },
    ZEmployment,
    employmentItems,
    {
      added: DONE.workExperienceAdded,
      saved: DONE.workExperienceSaved,
      removed: DONE.workExperienceRemoved,
    },
    'a job you held',
  );
  listRoutes(
    app,
    { list: API.candidate.educations, one: API.candidate.education },
    ZEducation,
    educationItems,
    { added: DONE.educationAdded, saved: DONE.educationSaved, removed: DONE.educationRemoved },
    'a qualification',
  );
  listRoutes(
    app,
    { list: API.candidate.certifications, one: API.candidate.certification },
    ZCertification,
    certificationItems,
    {
      added: DONE.certificationAdded,
      saved: DONE.certificationSaved,
      removed: DONE.certificationRemoved,
    },
    'a certification',
  );
}
