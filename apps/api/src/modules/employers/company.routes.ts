import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import { zOk } from '@logicareers/shared/schemas/common';
import {
  EMPLOYER_MESSAGES as EM,
  ZCompanyBranchRequest,
  ZCompanyContactRequest,
  ZCompanyItemParams,
  ZCompanyProfile,
  ZCompanyProfileRequest,
  ZCompanyPublicProfile,
  ZEmployerIdParams,
  ZSocialLinksRequest,
} from '@logicareers/shared/schemas/employer';
import type { Db } from '../../db/client';
import { requireUser } from '../access/access.policy';
import { imageUploadBody, singleFileUpload, uploadedFile } from '../files/uploads';
import { removeBranch, removeContact, saveBranch, saveContact } from './company-contacts.service';
import {
  companyProfile,
  publicProfile,
  removeLogo,
  saveSocial,
  updateProfile,
  uploadLogo,
} from './company.service';
import { ownCompanyId } from './employers.policy';
import { publicRead } from '../../lib/route-helpers';

/** What changes the company needs: company.manage. */
export const manage = { access: { permission: 'company.manage' } } as const;
const ZProfileAnswer = zOk(ZCompanyProfile);

/** The signed-in user and their own company: no call here names another company. */
export const own = (request: Parameters<typeof requireUser>[0]) => {
  const user = requireUser(request);
  return { user, companyId: ownCompanyId(user) };
};

/** Answers the company's whole profile, with a message after a change. */
const profileAnswer = (db: Db) => async (companyId: number, message?: string) => ({
  ...(message ? { message } : {}),
  data: await companyProfile(db, companyId),
});

/**
 * A company's own profile, contacts, branches and social links (SPEC.md calls employers/profile,
 * update, contacts, branches, social); its users are in company-users.routes.ts. Any user of the
 * company reads the profile; changes need company.manage. The company is always the signed-in
 * user's own: no call here names another company.
 */
export async function companyRoutes(fastify: FastifyInstance) {
  await companyProfileRoutes(fastify);
  await companyContactsRoutes(fastify);
}

/** The profile, the logo and the social links. */
async function companyProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const answer = profileAnswer(db);

  publicRead(app, API.employers.publicProfile.pattern, {
    summary: "A company's public profile",
    description:
      'Logo, about, industry, size, website, social links and where it has branches, for its public page. An unknown or inactive company answers 404. `lang=ar` names its industry and emirates in Arabic.',
    params: ZEmployerIdParams,
    answer: ZCompanyPublicProfile,
    read: ({ id }, lang) => publicProfile(db, id, lang),
  });

  app.get(
    API.employers.profile,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: "Your company's profile",
        description: 'With its contacts, branches and social links. A user of no company gets 404.',
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => answer(own(request).companyId),
  );

  // The profiles sent with a TRN (even an empty one): one sent without keeps the TRN it had.
  const withTrn = new WeakSet<object>();
  app.put(
    API.employers.update,
    {
      config: manage,
      schema: {
        summary: "Change your company's profile",
        description:
          'A profile sent without `trn` keeps the TRN saved before; an empty `trn` removes it.',
        body: ZCompanyProfileRequest,
        response: { 200: ZProfileAnswer },
      },
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (body && typeof body === 'object' && 'trn' in body) withTrn.add(request);
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      const { trn, ...profile } = request.body;
      await updateProfile(
        db,
        user,
        companyId,
        withTrn.has(request) ? { ...profile, trn } : profile,
      );
      return answer(companyId, EM.profileSaved);
    },
  );

  app.post(
    API.employers.logo,
    {
      config: { ...manage, ...singleFileUpload(PHOTO_MAX_BYTES) },
      schema: {
        summary: "Upload your company's logo, replacing any earlier one",
        description:
          'JPEG, PNG or WebP, judged by content, without metadata; served at an unguessable address.',
        consumes: ['multipart/form-data'],
        body: imageUploadBody('logo'),
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const { user, companyId } = own(request);
      await uploadLogo(ctx, user, companyId, uploadedFile(request, 'logo'), request.log);
      return reply.code(201).send(await answer(companyId, EM.logoSaved));
    },
  );

  app.delete(
    API.employers.logo,
    {
      config: manage,
      schema: { summary: "Remove your company's logo", response: { 200: ZProfileAnswer } },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await removeLogo(ctx, user, companyId);
      return answer(companyId, EM.logoRemoved);
    },
  );

  app.put(
    API.employers.social,
    {
      config: manage,
      schema: {
        summary: "Set your company's social links",
        description: 'Every network at once; an empty address removes it.',
        body: ZSocialLinksRequest,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await saveSocial(db, user, companyId, request.body);
      return answer(companyId, EM.socialSaved);
    },
  );
}

/** The company's contacts and branches; each change answers the whole profile. */
async function companyContactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const answer = profileAnswer(db);

  app.post(
    API.employers.contacts,
    {
      config: manage,
      schema: {
        summary: 'Add a contact person to your company',
        body: ZCompanyContactRequest,
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const { user, companyId } = own(request);
      await saveContact(db, user, companyId, null, request.body);
      return reply.code(201).send(await answer(companyId, EM.contactSaved));
    },
  );

  app.put(
    API.employers.contact.pattern,
    {
      config: manage,
      schema: {
        summary: "Change one of your company's contacts",
        params: ZCompanyItemParams,
        body: ZCompanyContactRequest,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await saveContact(db, user, companyId, request.params.id, request.body);
      return answer(companyId, EM.contactSaved);
    },
  );

  app.delete(
    API.employers.contact.pattern,
    {
      config: manage,
      schema: {
        summary: "Remove one of your company's contacts",
        params: ZCompanyItemParams,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await removeContact(db, user, companyId, request.params.id);
      return answer(companyId, EM.contactRemoved);
    },
  );

  app.post(
    API.employers.branches,
    {
      config: manage,
      schema: {
        summary: 'Add a branch to your company',
        body: ZCompanyBranchRequest,
        response: { 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const { user, companyId } = own(request);
      await saveBranch(db, user, companyId, null, request.body);
      return reply.code(201).send(await answer(companyId, EM.branchSaved));
    },
  );

  app.put(
    API.employers.branch.pattern,
    {
      config: manage,
      schema: {
        summary: "Change one of your company's branches",
        params: ZCompanyItemParams,
        body: ZCompanyBranchRequest,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await saveBranch(db, user, companyId, request.params.id, request.body);
      return answer(companyId, EM.branchSaved);
    },
  );

  app.delete(
    API.employers.branch.pattern,
    {
      config: manage,
      schema: {
        summary: "Remove one of your company's branches",
        params: ZCompanyItemParams,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await removeBranch(db, user, companyId, request.params.id);
      return answer(companyId, EM.branchRemoved);
    },
  );
}
