import { DONE } from '@logicareers/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@logicareers/shared/api';
import { paths } from '@logicareers/shared/pages';
import { ZCandidateProfile } from '@logicareers/shared/schemas/candidate';
import { ZDone, zFileAnswer, zOk, zPage, ZPageQuery } from '@logicareers/shared/schemas/common';
import {
  ZCandidateComment,
  ZCandidateCommentRequest,
  ZCandidateIdParams,
  ZCandidateNotesQuery,
  ZCandidateView,
  ZClientCv,
  ZClientCvAnswerRequest,
  ZClientCvParams,
  ZConsultantFeedback,
  ZConsultantFeedbackRequest,
  ZCvFolder,
  ZCvFolderCandidatesRequest,
  ZCvFolderIdParams,
  ZCvFolderListQuery,
  ZCvFolderMoveRequest,
  ZCvFolderMoveResult,
  ZCvFolderRequest,
  ZCvFolderView,
  ZInviteRequest,
  ZInviteResult,
  ZProfileViewsPage,
  ZStaffCandidatesPage,
  ZStaffCandidatesQuery,
  ZSubmission,
  ZSubmissionClient,
  ZSubmissionClientQuery,
  ZSubmissionIdParams,
  ZSubmissionListQuery,
  ZSubmissionRequest,
  ZVisibilityRequest,
} from '@logicareers/shared/schemas/talent';
import { notFound } from '../../lib/errors';
import { candidatesOnly, requireUser } from '../access/access.policy';
import { attachmentHeader, CV_TYPES, sendCvFile } from '../candidates/cv-download';
import {
  addComment,
  addFeedback,
  candidateCvFileId,
  listComments,
  listFeedback,
  loadCandidateView,
  profileViewsOf,
  setVisibility,
} from './candidate-view';
import {
  addToFolder,
  createFolder,
  deleteFolder,
  folderCards,
  folderCvFiles,
  folderView,
  listFolders,
  moveBetweenFolders,
  removeFromFolder,
  renameFolder,
} from './cv-folders';
import { cardsCsv, cvsZip, sendDownload } from './folder-export';
import {
  answerClientCv,
  clientCvFileId,
  CLIENT_CV_MESSAGES,
  inviteToApply,
  listClients,
  listSubmissions,
  openClientCv,
  revokeSubmission,
  sendCandidates,
} from './submissions';
import { listStaffCandidates, readCandidateProfile } from './staff-view';
import { consultancyOf } from './workspace.access';

const search = { access: { permission: 'candidates.search' } } as const;
/** CV folders are CV search's: switched off for employers with it (decision 033). */
const folders = { ...search, module: 'employer_cv_search' } as const;
const submit = { access: { permission: 'candidates.submit' } } as const;
const BEYOND_REACH =
  'A candidate the user may not open (decision 014) answers 404, as an unknown id does.';
const OTHER_COMPANY = "Another company's folder answers 404, as an unknown id does.";

/** An id from the path; a malformed one (null) is as unknown as one beyond reach. */
function knownId<T>(id: T | null, message = 'Candidate not found'): T {
  if (id === null) throw notFound(message);
  return id;
}

/**
 * The recruiter workspace except CV search: the candidate view, the company's comments, feedback
 * and CV folders, sending candidates to clients and the page the client answers on, invitations to
 * apply, and the candidate's side (who may find them, who viewed them).
 */
export async function workspaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const linkLimit = { max: ctx.env.RATE_LIMIT_FORMS_PER_MINUTE, timeWindow: '1 minute' };
  const clientLink = { access: 'public', rateLimit: linkLimit } as const;

  /* ---------- The candidate view ---------- */

  app.get(
    API.talent.candidate(':id'),
    {
      config: search,
      schema: {
        summary: "Open a candidate's whole profile",
        description: `Records the opening (the candidate sees the company). Comments, feedback and folders are the viewer's company's; submissions the consultancy's. ${BEYOND_REACH}`,
        params: ZCandidateIdParams,
        response: { 200: zOk(ZCandidateView) },
      },
    },
    async (request) => ({
      data: await loadCandidateView(db, requireUser(request), knownId(request.params.id)),
    }),
  );

  /* ---------- The consultancy in the candidate area ---------- */

  const STAFF_ONLY =
    'For the consultancy and master administrators in the candidate area (who may search candidates); candidates and employers are 403.';

  app.get(
    API.talent.staffCandidates,
    {
      config: search,
      schema: {
        summary: 'Find candidates to read in the candidate area',
        description: `The candidates the user may open (decision 014) whose name or e-mail contains \`q\`, by name. ${STAFF_ONLY} Paged with \`page\` and \`page_size\`.`,
        querystring: ZStaffCandidatesQuery,
        response: { 200: zOk(ZStaffCandidatesPage) },
      },
    },
    async (request) => {
      const { q, page, page_size: pageSize } = request.query;
      return { data: await listStaffCandidates(db, requireUser(request), { q, page, pageSize }) };
    },
  );

  app.get(
    API.talent.staffCandidate(':id'),
    {
      config: search,
      schema: {
        summary: "Read a candidate's profile as the candidate keeps it",
        description: `Read only; records the opening, as the recruiter's candidate view does. ${STAFF_ONLY} ${BEYOND_REACH}`,
        params: ZCandidateIdParams,
        response: { 200: zOk(ZCandidateProfile) },
      },
    },
    async (request) => ({
      data: await readCandidateProfile(db, requireUser(request), knownId(request.params.id)),
    }),
  );

  app.get(
    API.talent.candidateCv(':id'),
    {
      config: search,
      schema: {
        summary: "Download a candidate's CV",
        description: BEYOND_REACH,
        params: ZCandidateIdParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) => {
      const id = knownId(request.params.id);
      return sendCvFile(reply, ctx, await candidateCvFileId(db, requireUser(request), id));
    },
  );

  /* ---------- Comments and consultant feedback ---------- */

  app.get(
    API.talent.comment,
    {
      config: search,
      schema: {
        summary: "The company's comments on a candidate, newest first",
        description: BEYOND_REACH,
        querystring: ZCandidateNotesQuery,
        response: { 200: zOk(z.array(ZCandidateComment)) },
      },
    },
    async (request) => ({
      data: await listComments(db, requireUser(request), knownId(request.query.candidate_id)),
    }),
  );

  app.post(
    API.talent.comment,
    {
      config: search,
      schema: {
        summary: 'Add a comment on a candidate, seen only inside your company',
        description: `Answers the company's comments. ${BEYOND_REACH}`,
        body: ZCandidateCommentRequest,
        response: { 201: zOk(z.array(ZCandidateComment)) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: DONE.commentAdded,
        data: await addComment(db, requireUser(request), request.body),
      }),
  );

  app.get(
    API.talent.feedback,
    {
      config: search,
      schema: {
        summary: "The company's consultant feedback on a candidate, newest first",
        description: BEYOND_REACH,
        querystring: ZCandidateNotesQuery,
        response: { 200: zOk(z.array(ZConsultantFeedback)) },
      },
    },
    async (request) => ({
      data: await listFeedback(db, requireUser(request), knownId(request.query.candidate_id)),
    }),
  );

  app.post(
    API.talent.feedback,
    {
      config: search,
      schema: {
        summary: 'Add consultant feedback on a candidate, seen only inside your company',
        description: `Answers the company's feedback. ${BEYOND_REACH}`,
        body: ZConsultantFeedbackRequest,
        response: { 201: zOk(z.array(ZConsultantFeedback)) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: DONE.feedbackSaved,
        data: await addFeedback(db, requireUser(request), request.body),
      }),
  );

  /* ---------- CV folders ---------- */

  app.get(
    API.talent.folders,
    {
      config: folders,
      schema: {
        summary: "The company's CV folders, the most recently changed first",
        description: 'Counts are of the candidates the user may open.',
        querystring: ZCvFolderListQuery,
        response: { 200: zOk(zPage(ZCvFolder)) },
      },
    },
    async (request) => ({ data: await listFolders(db, requireUser(request), request.query) }),
  );

  app.post(
    API.talent.folders,
    {
      config: folders,
      schema: {
        summary: 'Create a CV folder, shared with your colleagues',
        description:
          'A name the company already uses (in any case) answers 409 on `name`; so does one folder past the limit.',
        body: ZCvFolderRequest,
        response: { 201: zOk(ZCvFolder) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: DONE.folderCreated,
        data: await createFolder(db, requireUser(request), request.body.name),
      }),
  );

  app.get(
    API.talent.folder(':id'),
    {
      config: folders,
      schema: {
        summary: 'A CV folder with a page of its candidates, the most recently added first',
        description: `Lists only the candidates the user may still open. ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        querystring: ZPageQuery,
        response: { 200: zOk(ZCvFolderView) },
      },
    },
    async (request) => ({
      data: await folderView(db, requireUser(request), request.params.id, request.query),
    }),
  );

  app.put(
    API.talent.folder(':id'),
    {
      config: folders,
      schema: {
        summary: 'Rename a CV folder',
        description: OTHER_COMPANY,
        params: ZCvFolderIdParams,
        body: ZCvFolderRequest,
        response: { 200: zOk(ZCvFolder) },
      },
    },
    async (request) => ({
      message: DONE.folderRenamed,
      data: await renameFolder(db, requireUser(request), request.params.id, request.body.name),
    }),
  );

  app.delete(
    API.talent.folder(':id'),
    {
      config: folders,
      schema: {
        summary: 'Delete a CV folder (the candidates stay in the database)',
        description: OTHER_COMPANY,
        params: ZCvFolderIdParams,
        response: { 200: ZDone },
      },
    },
    async (request) => {
      await deleteFolder(db, requireUser(request), request.params.id);
      return { message: DONE.folderDeleted, data: null };
    },
  );

  app.post(
    API.talent.folderCandidates(':id'),
    {
      config: folders,
      schema: {
        summary: 'Add candidates to a CV folder',
        description: `Adding a candidate already there changes nothing. ${BEYOND_REACH} ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        body: ZCvFolderCandidatesRequest,
        response: { 200: zOk(ZCvFolder) },
      },
    },
    async (request) => ({
      message: DONE.addedToTheFolder,
      data: await addToFolder(
        db,
        requireUser(request),
        request.params.id,
        request.body.candidate_ids,
      ),
    }),
  );

  app.delete(
    API.talent.folderCandidates(':id'),
    {
      config: folders,
      schema: {
        summary: 'Take candidates out of a CV folder',
        description: OTHER_COMPANY,
        params: ZCvFolderIdParams,
        body: ZCvFolderCandidatesRequest,
        response: { 200: zOk(ZCvFolder) },
      },
    },
    async (request) => ({
      message: DONE.removedFromTheFolder,
      data: await removeFromFolder(
        db,
        requireUser(request),
        request.params.id,
        request.body.candidate_ids,
      ),
    }),
  );

  app.post(
    API.talent.folderMove,
    {
      config: folders,
      schema: {
        summary: 'Move candidates from one CV folder to another',
        description: `${BEYOND_REACH} ${OTHER_COMPANY}`,
        body: ZCvFolderMoveRequest,
        response: { 200: zOk(ZCvFolderMoveResult) },
      },
    },
    async (request) => ({
      message: DONE.moved,
      data: await moveBetweenFolders(db, requireUser(request), request.body),
    }),
  );

  app.get(
    API.talent.folderCsv(':id'),
    {
      config: folders,
      schema: {
        summary: "A CV folder's candidates as CSV",
        description: `The columns of the folder list; a cell a spreadsheet would run as a formula starts with an apostrophe. ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        response: { 200: zFileAnswer('The CSV', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const { folder, cards } = await folderCards(db, requireUser(request), request.params.id);
      const csv = cardsCsv(cards, (id) => `${ctx.env.APP_URL}${paths.workspace.candidateView(id)}`);
      return sendDownload(
        reply,
        csv,
        'text/csv; charset=utf-8',
        attachmentHeader(`${folder.name}.csv`),
      );
    },
  );

  app.get(
    API.talent.folderZip(':id'),
    {
      config: folders,
      schema: {
        summary: "A CV folder's CVs as one ZIP, for the consultancy",
        description: `Candidates without a CV are left out. An employer answers 403. ${OTHER_COMPANY}`,
        params: ZCvFolderIdParams,
        response: { 200: zFileAnswer('The ZIP', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      consultancyOf(user);
      const { folder, cvs } = await folderCvFiles(db, user, request.params.id);
      return sendDownload(
        reply,
        cvsZip(ctx.files, cvs),
        'application/zip',
        attachmentHeader(`${folder.name} - CVs.zip`),
      );
    },
  );

  /* ---------- Sending candidates to clients ---------- */

  app.get(
    API.talent.submissionClients,
    {
      config: submit,
      schema: {
        summary: 'The client employers you may send candidates to, with their live jobs',
        querystring: ZSubmissionClientQuery,
        response: { 200: zOk(z.array(ZSubmissionClient)) },
      },
    },
    async (request) => ({
      data: await listClients(db, requireUser(request), request.query.q),
    }),
  );

  app.get(
    API.talent.submissions,
    {
      config: submit,
      schema: {
        summary: 'The candidates your consultancy sent to clients, newest first',
        querystring: ZSubmissionListQuery,
        response: { 200: zOk(zPage(ZSubmission)) },
      },
    },
    async (request) => ({
      data: await listSubmissions(db, requireUser(request), request.query),
    }),
  );

  app.post(
    API.talent.submissions,
    {
      config: submit,
      schema: {
        summary: 'Send candidates to a client employer',
        description: `Every active user of the client gets an e-mail with a link per candidate, valid for 30 days without signing in. A candidate already sent to the client for the same job whose link is open answers 409. ${BEYOND_REACH}`,
        body: ZSubmissionRequest,
        response: { 201: zOk(z.array(ZSubmission)) },
      },
    },
    async (request, reply) => {
      const sent = await sendCandidates(ctx, requireUser(request), request.body);
      return reply.code(201).send({
        message: sent.length === 1 ? 'Candidate sent' : `${sent.length} candidates sent`,
        data: sent,
      });
    },
  );

  app.post(
    API.talent.submissionRevoke.pattern,
    {
      config: submit,
      schema: {
        summary: "Withdraw a sent candidate's link",
        description:
          "The client can no longer open the candidate, their CV or answer; the link answers as an expired one. Another consultancy's submission, or a link no longer open, answers 404.",
        params: ZSubmissionIdParams,
        response: { 200: zOk(ZSubmission) },
      },
    },
    async (request) => ({
      message: CLIENT_CV_MESSAGES.revoked,
      data: await revokeSubmission(db, requireUser(request), request.params.id),
    }),
  );

  app.post(
    API.talent.invite,
    {
      config: search,
      schema: {
        summary: 'Invite candidates to apply for one of your live jobs',
        description: `Each candidate gets an e-mail with the job's link. ${BEYOND_REACH}`,
        body: ZInviteRequest,
        response: { 200: zOk(ZInviteResult) },
      },
    },
    async (request) => {
      const invited = await inviteToApply(ctx, requireUser(request), request.body);
      return {
        message: invited === 1 ? 'Invitation sent' : `${invited} invitations sent`,
        data: { invited },
      };
    },
  );

  /* ---------- The client's page, without signing in ---------- */

  const linkDescription = `A bad, unknown or expired token answers 404 "${CLIENT_CV_MESSAGES.linkInvalid}".`;

  app.get(
    API.talent.clientCv(':token'),
    {
      config: clientLink,
      schema: {
        summary: 'A candidate sent to a client, from the e-mailed link',
        description: `The first opening marks it viewed. Contact details only if the consultancy shared them. ${linkDescription}`,
        params: ZClientCvParams,
        response: { 200: zOk(ZClientCv) },
      },
    },
    async (request) => ({ data: await openClientCv(db, request.params.token) }),
  );

  app.post(
    API.talent.clientCvAnswer(':token'),
    {
      config: clientLink,
      schema: {
        summary: "The client's answer about a candidate sent to them",
        description: `May be changed while the link works; the consultant who sent the candidate is e-mailed. ${linkDescription}`,
        params: ZClientCvParams,
        body: ZClientCvAnswerRequest,
        response: { 200: zOk(ZClientCv) },
      },
    },
    async (request) => ({
      message: CLIENT_CV_MESSAGES.answered,
      data: await answerClientCv(ctx, request.params.token, request.body),
    }),
  );

  app.get(
    API.talent.clientCvFile(':token'),
    {
      config: clientLink,
      schema: {
        summary: 'The CV of a candidate sent to a client, from the e-mailed link',
        description: linkDescription,
        params: ZClientCvParams,
        response: { 200: zFileAnswer('The CV, as uploaded', CV_TYPES) },
      },
    },
    async (request, reply) =>
      sendCvFile(reply, ctx, await clientCvFileId(db, request.params.token)),
  );

  /* ---------- The candidate's side ---------- */

  const candidateAccess = {
    config: { access: { permission: 'candidate.profile' } },
    preValidation: candidatesOnly,
  } as const;

  app.put(
    API.talent.visibility,
    {
      ...candidateAccess,
      schema: {
        summary: 'Choose who can find your profile',
        description:
          'All employers and the consultancy, the consultancy only, or nobody. Takes effect at once; employers you apply to see your application whatever you choose.',
        body: ZVisibilityRequest,
        response: { 200: zOk(ZVisibilityRequest) },
      },
    },
    async (request) => {
      await setVisibility(db, requireUser(request).id, request.body.visibility);
      return { message: DONE.saved, data: { visibility: request.body.visibility } };
    },
  );

  app.get(
    API.talent.profileViews,
    {
      ...candidateAccess,
      schema: {
        summary: 'The companies that viewed your profile, the most recent first',
        querystring: ZPageQuery,
        response: { 200: zOk(ZProfileViewsPage) },
      },
    },
    async (request) => ({
      data: await profileViewsOf(db, requireUser(request).id, {
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
    }),
  );
}
