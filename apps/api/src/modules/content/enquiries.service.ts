import { and, count, desc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_SITE_LANGUAGE } from '@logicareers/shared/languages';
import { CONTENT_MESSAGES as CM } from '@logicareers/shared/messages';
import { CONSULTANCY_ROLES } from '@logicareers/shared/roles';
import type {
  TEnquiry,
  TEnquiryUpdate,
  TPerson,
  ZEnquiryListQuery,
  ZEnquiryRequest,
} from '@logicareers/shared/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { enquiries, users } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { readPage } from '../../lib/paging';
import { containing } from '../../lib/like';
import type { SessionUser } from '../access/sessions';
import { recordAudit } from '../audit/audit';
import { enqueueMail } from '../mail/outbox';
import { readSiteSettings } from '../settings/settings.service';
import { checkFormToken, takeFormToken } from './enquiry-token';
import { contentMails } from './content.mails';
import { fullName } from '../../lib/names';

type EnquiryInput = z.output<typeof ZEnquiryRequest>;
type ListQuery = z.output<typeof ZEnquiryListQuery>;

/** Staff who may be given an enquiry: active accounts of the consultancy's roles. */
const isStaff = and(
  inArray(users.role, [...CONSULTANCY_ROLES]),
  eq(users.status, 'active'),
  not(ilike(users.email, '%@erased.invalid')),
);

const personName = (first: string, last: string, email: string) => fullName(first, last) || email;

/**
 * Stores an enquiry and e-mails the address given a fixed acknowledgement, which holds nothing the
 * sender typed: that address is not known to be theirs, and a copy of their words and links would
 * make the form a relay for spam to anyone. A filled-in honeypot is a bot: it is answered as if all
 * went well, and nothing is kept or sent. Each form token is taken once.
 */
export async function sendEnquiry(db: Db, input: EnquiryInput): Promise<void> {
  if (input.website.trim()) return;
  const token = await checkFormToken(db, input.token);
  const { site_name: site } = await readSiteSettings(db);
  await db.transaction(async (tx) => {
    await takeFormToken(tx, token);
    await tx.insert(enquiries).values({
      page: input.page,
      name: input.name,
      company: input.company,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
    });
    // An enquiry keeps no language of its sender (who has no account): the site's default.
    await enqueueMail(
      tx,
      contentMails.enquiryReceived({ to: input.email, site, locale: DEFAULT_SITE_LANGUAGE }),
    );
  });
}

const assignee = alias(users, 'assignee');
const columns = {
  id: enquiries.id,
  page: enquiries.page,
  name: enquiries.name,
  company: enquiries.company,
  email: enquiries.email,
  phone: enquiries.phone,
  subject: enquiries.subject,
  message: enquiries.message,
  status: enquiries.status,
  note: enquiries.note,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
  assigneeId: assignee.id,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
  assigneeEmail: assignee.email,
};
/** Enquiries with their assignee, for the inbox and for one enquiry. */
const selectEnquiries = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(enquiries)
    .leftJoin(assignee, eq(assignee.id, enquiries.assigneeId))
    .where(where)
    .$dynamic();
type Row = Awaited<ReturnType<typeof selectEnquiries>>[number];

const presentEnquiry = (row: Row): TEnquiry => ({
  id: row.id,
  page: row.page,
  name: row.name,
  company: row.company,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status as TEnquiry['status'],
  assignee: row.assigneeId
    ? {
        id: row.assigneeId,
        name: personName(row.assigneeFirst ?? '', row.assigneeLast ?? '', row.assigneeEmail ?? ''),
        email: row.assigneeEmail ?? '',
      }
    : null,
  note: row.note,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The inbox: newest first, filtered by status, page, assignee (`me`, `none` or an id) and words. */
export async function listEnquiries(db: Db, actor: SessionUser, query: ListQuery) {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(enquiries.status, query.status));
  if (query.page_key) where.push(eq(enquiries.page, query.page_key));
  if (query.assignee === 'none') where.push(isNull(enquiries.assigneeId));
  else if (query.assignee === 'me') where.push(eq(enquiries.assigneeId, actor.id));
  else if (query.assignee && /^[0-9a-f-]{36}$/i.test(query.assignee))
    where.push(eq(enquiries.assigneeId, query.assignee));
  if (query.q) {
    const like = containing(query.q);
    where.push(
      or(
        ilike(enquiries.name, like),
        ilike(enquiries.email, like),
        ilike(enquiries.company, like),
        ilike(enquiries.subject, like),
        ilike(enquiries.message, like),
      ),
    );
  }
  const filter = and(...where);
  return readPage(
    query,
    {
      rows: selectEnquiries(db, filter).orderBy(desc(enquiries.createdAt), desc(enquiries.id)),
      total: db.select({ total: count() }).from(enquiries).where(filter),
    },
    (rows) => rows.map(presentEnquiry),
  );
}

export async function getEnquiry(db: Db, id: number | null): Promise<TEnquiry> {
  if (id === null) throw notFound(CM.enquiryNotFound);
  const [row] = await selectEnquiries(db, eq(enquiries.id, id));
  if (!row) throw notFound(CM.enquiryNotFound);
  return presentEnquiry(row);
}

/** The staff an enquiry can be given to, by name. */
export async function listAssignees(db: Db): Promise<TPerson[]> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(isStaff)
    .orderBy(users.firstName, users.lastName, users.email)
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: personName(r.first, r.last, r.email),
    email: r.email,
  }));
}

/** Changes an enquiry's status, assignee or internal note, with the audit entry. */
export async function updateEnquiry(
  db: Db,
  actor: SessionUser,
  id: number | null,
  change: TEnquiryUpdate,
): Promise<TEnquiry> {
  const before = await getEnquiry(db, id);
  if (change.assignee_id) {
    const [staff] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, change.assignee_id), isStaff));
    if (!staff) throw invalid({ assignee_id: CM.assigneeInvalid });
  }
  const set = {
    ...(change.status !== undefined ? { status: change.status } : {}),
    ...(change.assignee_id !== undefined ? { assigneeId: change.assignee_id } : {}),
    ...(change.note !== undefined ? { note: change.note } : {}),
  };
  if (!Object.keys(set).length) return before;
  await db.transaction(async (tx) => {
    await tx
      .update(enquiries)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(enquiries.id, before.id));
    await recordAudit(tx, actor, {
      action: 'enquiry.update',
      targetType: 'enquiry',
      targetId: before.id,
      before: {
        status: before.status,
        assignee_id: before.assignee?.id ?? null,
        note: before.note,
      },
      after: change,
    });
  });
  return getEnquiry(db, before.id);
}
