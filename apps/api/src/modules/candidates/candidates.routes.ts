import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { zFileAnswer, zOk, zUploadField } from '@logicareers/shared/schemas/common';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import {
  ZCandidateItemCreated,
  ZCandidatePersonal,
  ZCandidateProfile,
  ZCandidateSummary,
  ZCertification,
  ZDesiredJob,
  ZEducation,
  ZEmployment,
  ZProfileItemParams,
} from '@logicareers/shared/schemas/candidate';
import { notFound } from '../../lib/errors';
import { candidatesOnly, requireUser } from '../access/access.policy';
import { singleFileUpload, uploadedFile } from '../files/uploads';
import {
  deleteCv,
  deletePhoto,
  ownCvFileId,
  uploadCv,
  uploadPhoto,
} from './candidate-files.service';
import {
  certificationItems,
  educationItems,
  employmentItems,
  loadCandidateProfile,
  markOnboarded,
  type ProfileItems,
  updateDesiredJob,
  updatePersonal,
  updateSummary,
} from './candidates.service';
import { CV_TYPES, sendCvFile } from './cv-download';
import { PHOTO_TYPES } from './file-types';
import { sendPhotoFile } from './photo-download';

/** The candidate's own profile; anyone else is refused before their input is read. */
const profileAccess = {
  config: { access: { permission: 'candidate.profile' } },
  preValidation: candidatesOnly,
} as const;
const ZProfileAnswer = zOk(ZCandidateProfile);

/** An id from the path; a malformed one (null) is as unknown as another candidate's. */
function knownId(id: string | null) {
  if (!id) throw notFound();
  return id;
}

/** The candidate's own profile: personal details, summary, history, desired job, CV and photo. */
export async function candidatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  // The signed-in candidate (the route hook has let only candidates through).
  const candidate = (request: FastifyRequest) => requireUser(request);
  const profileOf = (userId: string) => loadCandidateProfile(db, userId);

  app.get(
    API.candidate.profile,
    {
      ...profileAccess,
      schema: { summary: 'Get your candidate profile', response: { 200: ZProfileAnswer } },
    },
    async (request) => ({ data: await profileOf(candidate(request).id) }),
  );

  app.put(
    API.candidate.update,
    {
      ...profileAccess,
      schema: {
        summary: 'Save your personal details',
        body: ZCandidatePersonal,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updatePersonal(ctx, user, request.body);
      return { message: DONE.personalDetailsSaved, data: await profileOf(user.id) };
    },
  );

  app.put(
    API.candidate.summary,
    {
      ...profileAccess,
      schema: {
        summary: 'Save your profile summary and skills',
        body: ZCandidateSummary,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updateSummary(db, user.id, request.body);
      return { message: DONE.summaryAndSkillsSaved, data: await profileOf(user.id) };
    },
  );

  app.put(
    API.candidate.desiredJob,
    {
      ...profileAccess,
      schema: {
        summary: 'Save the job you are looking for',
        body: ZDesiredJob,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updateDesiredJob(db, user.id, request.body);
      return { message: DONE.desiredJobSaved, data: await profileOf(user.id) };
    },
  );

  app.post(
    API.candidate.onboarded,
    {
      ...profileAccess,
      schema: {
        summary: 'Mark your profile as set up after onboarding',
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const user = candidate(request);
      await markOnboarded(db, user.id);
      return { message: DONE.yourProfileIsReady, data: await profileOf(user.id) };
    },
  );

  /** Add, change and remove for one list of the profile; `item` names one entry in the docs. */
  function listRoutes<S extends z.ZodType>(
    paths: { list: string; one: { pattern: string } },
    schema: S,
    items: ProfileItems<z.output<S>>,
    /** What the answers say once an entry is added, saved or removed. */
    done: { added: string; saved: string; removed: string },
    item: string,
  ) {
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
        return { message: done.saved, data: await profileOf(user.id) };
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
        return { message: done.removed, data: await profileOf(user.id) };
      },
    );
  }
  listRoutes(
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
    { list: API.candidate.educations, one: API.candidate.education },
    ZEducation,
    educationItems,
    { added: DONE.educationAdded, saved: DONE.educationSaved, removed: DONE.educationRemoved },
    'a qualification',
  );
  listRoutes(
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

  /* CV: uploads are judged by content; only its owner downloads it here. */
  app.post(
    API.candidate.cv,
    {
      ...profileAccess,
      config: { ...profileAccess.config, ...singleFileUpload(CV_MAX_BYTES) },
      schema: {
        summary: 'Upload your CV, replacing any earlier one',
        description:
          'The type is judged by the content, not the name. A CV whose text cannot be read (a scanned one) is kept all the same; the answer says so. A file that needs more than the reader allows (time, memory, or what it unpacks to) is refused with 413.',
        consumes: ['multipart/form-data'],
        body: z.object({
          cv: zUploadField(`PDF or DOCX, at most ${CV_MAX_BYTES / 1024 / 1024} MB`),
        }),
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      const { searchable } = await uploadCv(ctx, user.id, uploadedFile(request, 'cv'), request.log);
      return reply.code(201).send({
        message: searchable ? DONE.cvUploaded : DONE.cvUploadedUnreadable,
        data: await profileOf(user.id),
      });
    },
  );

  app.get(
    API.candidate.cv,
    {
      ...profileAccess,
      schema: {
        summary: 'Download your CV',
        response: { 200: zFileAnswer('Your CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      return sendCvFile(reply, ctx, await ownCvFileId(db, user.id));
    },
  );

  app.delete(
    API.candidate.cv,
    { ...profileAccess, schema: { summary: 'Remove your CV', response: { 200: ZProfileAnswer } } },
    async (request) => {
      const user = candidate(request);
      await deleteCv(ctx, user.id);
      return { message: DONE.cvRemoved, data: await profileOf(user.id) };
    },
  );

  /* Photo: public behind an unguessable address, as the header avatar shows it. */
  app.post(
    API.candidate.photo,
    {
      ...profileAccess,
      config: { ...profileAccess.config, ...singleFileUpload(PHOTO_MAX_BYTES) },
      schema: {
        summary: 'Upload your photo, replacing any earlier one',
        description:
          'The type is judged by the content; camera metadata is removed. A file that needs more than the reader allows is refused with 413.',
        consumes: ['multipart/form-data'],
        body: z.object({
          photo: zUploadField(
            `JPEG, PNG or WebP image, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`,
          ),
        }),
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      await uploadPhoto(ctx, user.id, uploadedFile(request, 'photo'), request.log);
      return reply.code(201).send({ message: DONE.photoUploaded, data: await profileOf(user.id) });
    },
  );

  app.delete(
    API.candidate.photo,
    {
      ...profileAccess,
      schema: { summary: 'Remove your photo', response: { 200: ZProfileAnswer } },
    },
    async (request) => {
      const user = candidate(request);
      await deletePhoto(ctx, user.id);
      return { message: DONE.photoRemoved, data: await profileOf(user.id) };
    },
  );

  app.get(
    API.files.photo.pattern,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a candidate photo by its id',
        description:
          'Open to anyone with its address (the id is unguessable), as the header avatar shows it. A malformed or unknown id is 404.',
        params: ZProfileItemParams,
        response: {
          200: zFileAnswer(
            'The photo, without camera metadata',
            Object.values(PHOTO_TYPES).map((type) => type.mime),
          ),
        },
      },
    },
    async (request, reply) => sendPhotoFile(reply, ctx, knownId(request.params.id)),
  );
}
