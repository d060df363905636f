import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import {
  ZCandidatePersonal,
  ZCandidateSummary,
  ZCertification,
  ZDesiredJob,
  ZEducation,
  ZEmployment,
} from '@logicareers/shared/schemas/candidate';
import { bodyOf } from '../../lib/body';
import { notFound } from '../../lib/errors';
import { parse } from '../../lib/validate';
import { requireCandidate, requireUser } from '../access/access.policy';
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
import { sendCvFile } from './cv-download';
import { sendPhotoFile } from './photo-download';

const profileAccess = { access: { permission: 'candidate.profile' } } as const;

const ZItemId = z.object({ id: z.uuid() });
/** An item id from the path; a malformed one is as unknown as another candidate's. */
function itemId(request: FastifyRequest) {
  const parsed = ZItemId.safeParse(request.params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** The candidate's own profile: personal details, summary, history, desired job, CV and photo. */
export async function candidatesRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;
  const candidate = (request: FastifyRequest) => requireCandidate(requireUser(request));
  const profileOf = (userId: string) => loadCandidateProfile(db, userId);

  app.get(
    '/api/candidate/profile',
    { config: { ...profileAccess, docs: { summary: 'Get your candidate profile' } } },
    async (request) => ({
      data: await profileOf(candidate(request).id),
    }),
  );

  app.put(
    '/api/candidate/update',
    {
      config: {
        ...profileAccess,
        docs: { summary: 'Save your personal details', body: ZCandidatePersonal },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updatePersonal(ctx, user, parse(ZCandidatePersonal, bodyOf(request)));
      return { message: 'Personal details saved', data: await profileOf(user.id) };
    },
  );

  app.put(
    '/api/candidate/summary',
    {
      config: {
        ...profileAccess,
        docs: { summary: 'Save your profile summary and skills', body: ZCandidateSummary },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updateSummary(db, user.id, parse(ZCandidateSummary, bodyOf(request)));
      return { message: 'Summary and skills saved', data: await profileOf(user.id) };
    },
  );

  app.put(
    '/api/candidate/desired-job',
    {
      config: {
        ...profileAccess,
        docs: { summary: 'Save the job you are looking for', body: ZDesiredJob },
      },
    },
    async (request) => {
      const user = candidate(request);
      await updateDesiredJob(db, user.id, parse(ZDesiredJob, bodyOf(request)));
      return { message: 'Desired job saved', data: await profileOf(user.id) };
    },
  );

  app.post(
    '/api/candidate/onboarded',
    {
      config: {
        ...profileAccess,
        docs: { summary: 'Mark your profile as set up after onboarding' },
      },
    },
    async (request) => {
      const user = candidate(request);
      await markOnboarded(db, user.id);
      return { message: 'Your profile is ready', data: await profileOf(user.id) };
    },
  );

  /** Add, change and remove for one list of the profile; `item` names one entry in the docs. */
  function listRoutes<S extends z.ZodType>(
    path: string,
    schema: S,
    items: ProfileItems<z.output<S>>,
    noun: string,
    item: string,
  ) {
    app.post(
      path,
      {
        config: {
          ...profileAccess,
          docs: { summary: `Add ${item} to your profile`, body: schema },
        },
      },
      async (request, reply) => {
        const user = candidate(request);
        const id = await items.create(db, user.id, parse(schema, bodyOf(request)));
        return reply
          .code(201)
          .send({ message: `${noun} added`, data: { id, profile: await profileOf(user.id) } });
      },
    );
    app.put(
      `${path}/:id`,
      {
        config: {
          ...profileAccess,
          docs: { summary: `Change ${item} on your profile`, params: ZItemId, body: schema },
        },
      },
      async (request) => {
        const user = candidate(request);
        const id = itemId(request);
        await items.update(db, user.id, id, parse(schema, bodyOf(request)));
        return { message: `${noun} saved`, data: await profileOf(user.id) };
      },
    );
    app.delete(
      `${path}/:id`,
      {
        config: {
          ...profileAccess,
          docs: { summary: `Remove ${item} from your profile`, params: ZItemId },
        },
      },
      async (request) => {
        const user = candidate(request);
        await items.remove(db, user.id, itemId(request));
        return { message: `${noun} removed`, data: await profileOf(user.id) };
      },
    );
  }
  listRoutes(
    '/api/candidate/employments',
    ZEmployment,
    employmentItems,
    'Work experience',
    'a job you held',
  );
  listRoutes(
    '/api/candidate/educations',
    ZEducation,
    educationItems,
    'Education',
    'a qualification',
  );
  listRoutes(
    '/api/candidate/certification',
    ZCertification,
    certificationItems,
    'Certification',
    'a certification',
  );

  /* CV: uploads are judged by content; only its owner downloads it here. */
  app.post(
    '/api/candidate/cv',
    {
      config: {
        ...profileAccess,
        ...singleFileUpload(CV_MAX_BYTES),
        docs: {
          summary: 'Upload your CV, replacing any earlier one',
          description:
            'The type is judged by the content, not the name. A CV whose text cannot be read (a scanned one) is kept all the same; the answer says so.',
          files: { cv: `PDF or DOCX, at most ${CV_MAX_BYTES / 1024 / 1024} MB` },
        },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      const { searchable } = await uploadCv(ctx, user.id, uploadedFile(request, 'cv'), request.log);
      return reply.code(201).send({
        message: searchable
          ? 'CV uploaded'
          : 'CV uploaded. Its text could not be read (a scanned CV?), so add your skills and summary to be found in searches',
        data: await profileOf(user.id),
      });
    },
  );

  app.get(
    '/api/candidate/cv',
    { config: { ...profileAccess, docs: { summary: 'Download your CV' } } },
    async (request, reply) => {
      const user = candidate(request);
      return sendCvFile(reply, ctx, await ownCvFileId(db, user.id));
    },
  );

  app.delete(
    '/api/candidate/cv',
    { config: { ...profileAccess, docs: { summary: 'Remove your CV' } } },
    async (request) => {
      const user = candidate(request);
      await deleteCv(ctx, user.id);
      return { message: 'CV removed', data: await profileOf(user.id) };
    },
  );

  /* Photo: public behind an unguessable address, as the header avatar shows it. */
  app.post(
    '/api/candidate/photo',
    {
      config: {
        ...profileAccess,
        ...singleFileUpload(PHOTO_MAX_BYTES),
        docs: {
          summary: 'Upload your photo, replacing any earlier one',
          description: 'The type is judged by the content; camera metadata is removed.',
          files: { photo: `JPEG, PNG or WebP image, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB` },
        },
      },
    },
    async (request, reply) => {
      const user = candidate(request);
      await uploadPhoto(ctx, user.id, uploadedFile(request, 'photo'));
      return reply.code(201).send({ message: 'Photo uploaded', data: await profileOf(user.id) });
    },
  );

  app.delete(
    '/api/candidate/photo',
    { config: { ...profileAccess, docs: { summary: 'Remove your photo' } } },
    async (request) => {
      const user = candidate(request);
      await deletePhoto(ctx, user.id);
      return { message: 'Photo removed', data: await profileOf(user.id) };
    },
  );

  app.get(
    '/api/files/photo/:id',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'Get a candidate photo by its id',
          description:
            'Open to anyone with its address (the id is unguessable), as the header avatar shows it. A malformed or unknown id is 404.',
          params: ZItemId,
        },
      },
    },
    async (request, reply) => {
      const parsed = ZItemId.safeParse(request.params);
      if (!parsed.success) throw notFound();
      return sendPhotoFile(reply, ctx, parsed.data.id);
    },
  );
}
