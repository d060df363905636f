import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@logicareers/shared/languages';
import { paths } from '@logicareers/shared/pages';
import {
  COMMUNICATION_MESSAGES,
  EMAIL_RESPONSE_LINK_DAYS,
  type TCandidateEmail,
  type TEmailPreview,
  type ZEmailPreviewRequest,
  type ZSendSingleRequest,
} from '@logicareers/shared/schemas/communications';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { candidateEmails } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashToken, type SessionUser } from '../access/sessions';
import { mailLink } from '../mail/templates';
import { enqueueMails, toStoredMail, type MailMessage } from '../mail/outbox';
import { spendMonthly } from '../plans/entitlements';
import { listCandidateEmails } from './candidate-emails';
import { recruiterMail } from './communications.mails';
import { templateOf } from './email-templates';
import {
  compileVersions,
  exampleValues,
  needsOf,
  renderMail,
  type TagValues,
  templateTexts,
  versionFor,
} from './merge-tags';
import { asShown, reachable, type Recipient, recipientsOf, unsubscribedAmong } from './recipients';
import { candidateValues, interviewValues, jobValues, senderValues } from './tag-values';
import { fullName } from '../../lib/names';

/*
 * Sending templates to candidates. Every mail is a candidate_emails row (who sent what to whom,
 * its text with links' tokens masked) tied to its outbox row, both written in one transaction; the
 * outbox row's delivery is copied onto it by a trigger. A bulk send is queued: the request checks
 * it and writes its recipients, and the worker writes their mails in batches (bulk-send-job.ts,
 * decision 032); each candidate gets its mail at most once. Every mail to a candidate, one or
 * many, spends the plan's e-mail allowance.
 */

const M = COMMUNICATION_MESSAGES;
const newToken = () => randomBytes(32).toString('base64url');
/** Rows of candidate_emails written per statement (15 columns, well under the parameter limit). */
export const INSERT_CHUNK = 1_000;

/**
 * A subject and body rendered for the first recipient (the catalogue's examples without one, or
 * for tags nothing chosen fills yet), with how many the send would reach and leave out.
 */
export async function preview(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZEmailPreviewRequest>,
): Promise<TEmailPreview> {
  const { db } = ctx;
  const sender = await senderValues(db, user);
  const needs = needsOf(...templateTexts(input));
  const all = await recipientsOf(db, user, input);
  const { left, reached } = await reachable(db, sender.companyId, all, input.marketing);
  const chosen = reached[0] ?? all[0] ?? null;
  // Rendered as the user may see the candidate: initials until the company opened them (033).
  const first = chosen && (await asShown(db, user, chosen));
  const job = await jobValues(ctx, user, input.job_id, false);
  const interview =
    first && input.interview_id !== null
      ? await interviewValues(
          db,
          sender.companyId,
          first.id,
          input.interview_id,
          false,
          first.language,
        )
      : null;
  const values: TagValues = {
    ...exampleValues(),
    // Each mail gets its own link; the preview shows where it leads.
    'response.link': `${ctx.env.APP_URL}${paths.emailResponse('personal-link-of-each-candidate')}`,
    ...sender.values,
    ...(first ? candidateValues(first) : {}),
    ...job?.values,
    ...interview,
  };
  // In the version the candidate would get: their account's language.
  const language = first?.language ?? DEFAULT_SITE_LANGUAGE;
  return {
    ...renderMail(versionFor(input, language), inReaderLanguage(ctx.env.APP_URL, values, language)),
    language: input.subject_ar && input.body_ar ? language : DEFAULT_SITE_LANGUAGE,
    candidate: first && { id: first.id, name: fullName(first.first, first.last) },
    recipients: reached.length,
    skipped: left.size,
    needs: { job: needs.job, interview: needs.interview },
  };
}

/* ---------- Sending ---------- */

export interface Prepared {
  outboxId: string;
  candidateId: string;
  message: MailMessage;
  maskedText: string;
  responseTokenHash: string | null;
  unsubscribeTokenHash: string | null;
}

/** The tag values with the job's link at the address of the reader's language. */
function inReaderLanguage(appUrl: string, values: TagValues, language: SiteLanguage): TagValues {
  const link = values['job.link'];
  if (!link?.startsWith(appUrl)) return values;
  return { ...values, 'job.link': mailLink(appUrl, link.slice(appUrl.length), language) };
}

/** One candidate's mail, its tags filled (by the template read once) and its links' tokens made. */
export function prepare(
  appUrl: string,
  template: { marketing: boolean; render: ReturnType<typeof compileVersions> },
  company: string,
  values: TagValues,
  recipient: Recipient,
  withResponse: boolean,
): Prepared {
  const responseToken = withResponse ? newToken() : null;
  const unsubscribeToken = template.marketing ? newToken() : null;
  const rendered = template.render(recipient.language)({
    ...inReaderLanguage(appUrl, values, recipient.language),
    ...candidateValues(recipient),
    ...(responseToken
      ? {
          'response.link': mailLink(appUrl, paths.emailResponse(responseToken), recipient.language),
        }
      : {}),
  });
  const message = recruiterMail({
    to: recipient.email,
    ...rendered,
    company,
    appUrl,
    responseToken,
    unsubscribeToken,
    locale: recipient.language,
  });
  return {
    outboxId: randomUUID(),
    candidateId: recipient.id,
    message,
    maskedText: toStoredMail(message).text,
    responseTokenHash: responseToken && hashToken(responseToken),
    unsubscribeTokenHash: unsubscribeToken && hashToken(unsubscribeToken),
  };
}

/** The candidate_emails rows of prepared mails, a chunk at a time. */
export async function recordMails(
  tx: Db,
  common: {
    companyId: number;
    sendId: string | null;
    templateId: number | null;
    jobId: number | null;
    sentBy: string | null;
    subjectOf: (p: Prepared) => string;
  },
  prepared: Prepared[],
) {
  const expiresAt = new Date(Date.now() + EMAIL_RESPONSE_LINK_DAYS * 86_400_000);
  for (let i = 0; i < prepared.length; i += INSERT_CHUNK) {
    await tx.insert(candidateEmails).values(
      prepared.slice(i, i + INSERT_CHUNK).map((p) => ({
        companyId: common.companyId,
        candidateId: p.candidateId,
        sendId: common.sendId,
        outboxId: p.outboxId,
        templateId: common.templateId,
        jobId: common.jobId,
        sentBy: common.sentBy,
        toAddress: p.message.to,
        subject: common.subjectOf(p),
        text: p.maskedText,
        responseTokenHash: p.responseTokenHash,
        responseExpiresAt: p.responseTokenHash ? expiresAt : null,
        unsubscribeTokenHash: p.unsubscribeTokenHash,
      })),
    );
  }
}

/**
 * How every send of a saved template starts: the template (the user's company's), the tags it
 * needs filled and the sender's own values.
 */
export async function startTemplateSend(db: Db, user: SessionUser, templateId: number | null) {
  const template = await templateOf(db, user, templateId);
  const needs = needsOf(...templateTexts(template));
  const sender = await senderValues(db, user);
  return { template, needs, sender };
}

/** One e-mail to one candidate the user may open; answers it as the candidate's list shows it. */
export async function sendSingle(
  ctx: AppContext,
  user: SessionUser,
  input: z.output<typeof ZSendSingleRequest>,
): Promise<TCandidateEmail> {
  const { db } = ctx;
  const { template, needs, sender } = await startTemplateSend(db, user, input.template_id);
  const [recipient] = await recipientsOf(db, user, {
    candidate_ids: [input.candidate_id],
    folder_id: null,
    applicants_job_id: null,
  });
  const job = await jobValues(ctx, user, input.job_id, needs.job);
  const interview = await interviewValues(
    db,
    sender.companyId,
    recipient.id,
    input.interview_id,
    needs.interview,
    recipient.language,
  );
  if (template.marketing) {
    const left = await unsubscribedAmong(db, sender.companyId, [recipient.id]);
    if (left.size) throw new AppError('CONFLICT', M.unsubscribed);
  }
  const prepared = prepare(
    ctx.env.APP_URL,
    { marketing: template.marketing, render: compileVersions(template) },
    sender.company,
    { ...sender.values, ...job?.values, ...interview },
    recipient,
    needs.response,
  );
  await db.transaction(async (tx) => {
    // One e-mail is one of the plan's e-mails to candidates, as each of a bulk send's is.
    await spendMonthly(tx, sender.companyId, 'bulk_emails', 1);
    await enqueueMails(tx, [{ ...prepared.message, id: prepared.outboxId }]);
    await recordMails(
      tx,
      {
        companyId: sender.companyId,
        sendId: null,
        templateId: template.id,
        jobId: job?.id ?? null,
        sentBy: user.id,
        subjectOf: (p) => p.message.subject,
      },
      [prepared],
    );
  });
  const page = await listCandidateEmails(db, user, recipient.id, { page: 1, page_size: 1 });
  return page.items[0];
}
