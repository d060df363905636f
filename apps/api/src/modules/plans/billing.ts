import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@logicareers/shared/languages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { enqueueMail, type MailMessage } from '../mail/outbox';

/** The client's first branch address, printed on its invoice; '' when it has none. */
export async function buyerAddress(db: Db, companyId: number) {
  const [row] = rowsOf<{ address: string }>(
    await db.execute(
      sql`select trim(both ', ' from concat_ws(', ', nullif(b.address, ''), nullif(b.area, ''), m.name)) as address
        from company_branches b left join master_items m on m.id = b.state_id
        where b.company_id = ${companyId} order by b.id limit 1`,
    ),
  );
  return row?.address ?? '';
}

/** Who receives a client's billing e-mails: its active users, else its primary e-mail. */
export async function billingAddresses(
  db: Db,
  companyId: number,
  primaryEmail: string,
): Promise<{ to: string; locale: SiteLanguage }[]> {
  const rows = await db
    .select({ to: users.email, locale: users.language })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt))
    .limit(5);
  // The company's own address belongs to no account and keeps no language: the site's default.
  return rows.length ? rows : [{ to: primaryEmail, locale: DEFAULT_SITE_LANGUAGE }];
}

/** Queues one e-mail to each of a client's billing addresses, written in the reader's language. */
export async function mailClient(
  db: Db,
  companyId: number,
  write: (to: string, locale: SiteLanguage) => MailMessage,
) {
  const [company] = rowsOf<{ email: string }>(
    await db.execute(sql`select primary_email as email from companies where id = ${companyId}`),
  );
  for (const { to, locale } of await billingAddresses(db, companyId, company?.email ?? ''))
    await enqueueMail(db, write(to, locale));
}
