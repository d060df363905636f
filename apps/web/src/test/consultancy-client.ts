import { beforeAll, expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../../api/src/db/schema';
import { messageToSend } from '../../../api/src/modules/mail/outbox';
import { buildCandidate, buildClient } from '../../../api/src/test/factories';
import { signedInAs, type Api } from './render';

type Client = Awaited<ReturnType<typeof buildClient>>;

/**
 * A consultancy's recruiter, signed in, and a client company it manages with one user (made before
 * the file's first test, read inside tests and hooks); candidates the recruiter may find, and the
 * link last e-mailed to the client's user.
 */
export function consultancyWithClient(api: Api) {
  const consultancy = signedInAs(api, 'consultancy');
  const client = {} as Client;
  beforeAll(async () => {
    const made = await buildClient(api.database.db, consultancy.user.companyId, {
      name: 'Gulf Freight Movers LLC',
    });
    Object.assign(client, made);
  });
  return {
    consultancy,
    client,
    candidate: (firstName: string) => findableCandidate(api, firstName),
    clientLink: () => clientLink(api, client),
  };
}

/** A candidate the consultancy may find, with a name of the test's own. */
const findableCandidate = (api: Api, firstName: string) =>
  buildCandidate(api.database.db, {
    user: { firstName, lastName: 'Fernandes' },
    profile: { headline: 'Forklift operator, 6 years in Jebel Ali' },
  });

/** The link token of the newest e-mail to the client's user. */
async function clientLink(api: Api, client: Client) {
  await api.app.background.settled();
  const [row] = await api.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, client.userEmail.toLowerCase()))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const token = /\/client-cv\/([A-Za-z0-9_-]+)/.exec(messageToSend(row).text)?.[1];
  expect(token).toBeDefined();
  return token!;
}
