import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@logicareers/shared/api';
import { DONE } from '@logicareers/shared/messages';
import { ZAccount, ZAccountRequest } from '@logicareers/shared/schemas/account';
import { zOk } from '@logicareers/shared/schemas/common';
import { requireUser } from '../access/access.policy';
import { saved } from '../../lib/route-helpers';
import { loadAccount, saveAccount } from './own-account.service';

/** The signed-in user's own account, for every role: what the account page reads and saves. */
export async function ownAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    API.account.details,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Get your own account',
        description:
          'Names, mobile number, photo, language and sign-in e-mail of the signed-in user, whatever the role.',
        response: { 200: zOk(ZAccount) },
      },
    },
    async (request) => ({ data: await loadAccount(db, requireUser(request).id) }),
  );

  app.put(
    API.account.details,
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Change your own names, mobile number and language',
        description:
          'Checked as the candidate form checks them (SPEC.md section 5); `language` (`en` or `ar`) may be left out. A change is written to the audit log. The sign-in e-mail and the password have their own calls.',
        body: ZAccountRequest,
        response: { 200: zOk(ZAccount) },
      },
    },
    async (request) =>
      saved(DONE.personalDetailsSaved, saveAccount(db, requireUser(request), request.body)),
  );
}
