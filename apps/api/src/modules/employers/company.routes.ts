import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { PHOTO_MAX_BYTES } from '@logicareers/shared/constants';
import {
  ZAccountStatusRequest,
  ZLangQuery,
  zOk,
  zUploadField,
} from '@logicareers/shared/schemas/common';
import {
  EMPLOYER_MESSAGES as EM,
  ZCompanyBranchRequest,
  ZCompanyContactRequest,
  ZCompanyItemParams,
  ZCompanyProfile,
  ZCompanyProfileRequest,
  ZCompanyPublicProfile,
  ZCompanyUserCreateRequest,
  ZCompanyUserParams,
  ZCompanyUserRoleRequest,
  ZCompanyUsers,
  ZEmployerIdParams,
  ZSocialLinksRequest,
} from '@logicareers/shared/schemas/employer';
import { requireUser } from '../access/access.policy';
import { uploadedFile, singleFileUpload } from '../files/uploads';
import {
  changeUserRole,
  companyProfile,
  companyUsersWithRoles,
  createCompanyUser,
  publicProfile,
  removeBranch,
  removeCompanyUser,
  removeContact,
  removeLogo,
  saveBranch,
  saveContact,
  saveSocial,
  setUserStatus,
  updateProfile,
  uploadLogo,
} from './company.service';
import { ownCompanyId } from './employers.policy';

const manage = { access: { permission: 'company.manage' } } as const;
const ZProfileAnswer = zOk(ZCompanyProfile);

/**
 * A company's own profile, contacts, branches, social links and users (SPEC.md calls
 * employers/profile, update, contacts, branches, social, user-list, create-user, user-detail).
 * Any user of the company reads the profile; changes need company.manage. The company is always
 * the signed-in user's own: no call here names another company.
 */
export async function companyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const own = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { user, companyId: ownCompanyId(user) };
  };
  const answer = async (companyId: number, message?: string) => ({
    ...(message ? { message } : {}),
    data: await companyProfile(db, companyId),
  });

  app.get(
    API.employers.publicProfile.pattern,
    {
      config: { access: 'public', cache: 'visitors' },
      schema: {
        summary: "A company's public profile",
        description:
          'Logo, about, industry, size, website, social links and where it has branches, for its public page. An unknown or inactive company answers 404. `lang=ar` names its industry and emirates in Arabic.',
        params: ZEmployerIdParams,
        querystring: ZLangQuery,
        response: { 200: zOk(ZCompanyPublicProfile) },
      },
    },
    async (request) => ({
      data: await publicProfile(db, request.params.id, request.query.lang),
    }),
  );

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

  app.put(
    API.employers.update,
    {
      config: manage,
      schema: {
        summary: "Change your company's profile",
        body: ZCompanyProfileRequest,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await updateProfile(db, user, companyId, request.body);
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
        body: z.object({
          logo: zUploadField(
            `JPEG, PNG or WebP image, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB`,
          ),
        }),
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

  app.get(
    API.employers.userList,
    {
      config: manage,
      schema: {
        summary: "Your company's users, and the roles they may be given",
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      return { data: await companyUsersWithRoles(db, user, companyId) };
    },
  );

  app.post(
    API.employers.createUser,
    {
      config: manage,
      schema: {
        summary: 'Add a colleague to your company',
        description:
          'The employer contact form in create mode, with one of the roles the company may give (by default the built-in role). The colleague can sign in at once.',
        body: ZCompanyUserCreateRequest,
        response: { 201: zOk(ZCompanyUsers) },
      },
    },
    async (request, reply) => {
      const { user, companyId } = own(request);
      await createCompanyUser(db, user, companyId, request.body);
      return reply
        .code(201)
        .send({ message: EM.userCreated, data: await companyUsersWithRoles(db, user, companyId) });
    },
  );

  app.put(
    API.employers.userDetail.pattern,
    {
      config: manage,
      schema: {
        summary: "Change a colleague's role",
        description:
          'One of the roles the company may give; the last user who can manage the company keeps that right (409).',
        params: ZCompanyUserParams,
        body: ZCompanyUserRoleRequest,
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await changeUserRole(db, user, companyId, request.params.id, request.body.role_id);
      return {
        message: EM.userRoleChanged,
        data: await companyUsersWithRoles(db, user, companyId),
      };
    },
  );

  app.put(
    API.employers.userStatus.pattern,
    {
      config: manage,
      schema: {
        summary: 'Disable or re-enable a colleague',
        description:
          'Disabling signs them out everywhere at once. Never yourself, nor the last user who can manage the company (409).',
        params: ZCompanyUserParams,
        body: ZAccountStatusRequest,
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await setUserStatus(db, user, companyId, request.params.id, request.body.status);
      return {
        message: request.body.status === 'disabled' ? EM.userDisabled : EM.userEnabled,
        data: await companyUsersWithRoles(db, user, companyId),
      };
    },
  );

  app.delete(
    API.employers.userDetail.pattern,
    {
      config: manage,
      schema: {
        summary: 'Remove a colleague from your company',
        description:
          'The account is disabled, signed out and detached from the company; what they did stays. Never yourself, nor the last user who can manage the company (409).',
        params: ZCompanyUserParams,
        response: { 200: zOk(ZCompanyUsers) },
      },
    },
    async (request) => {
      const { user, companyId } = own(request);
      await removeCompanyUser(db, user, companyId, request.params.id);
      return { message: EM.userRemoved, data: await companyUsersWithRoles(db, user, companyId) };
    },
  );
}
