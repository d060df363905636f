import Fastify, { type FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import type { DestinationStream } from 'pino';
import type { z } from 'zod';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ANSWERS } from '@logicareers/shared/messages';
import type { AppContext } from './context';
import { registerApiCacheRule } from './lib/cache-control';
import { registerBackground } from './lib/background';
import { registerDraining } from './lib/draining';
import { registerErrorAnswers } from './lib/error-answers';
import { registerInputGuards } from './lib/input-guard';
import { logOptions } from './lib/logger';
import { forgetOnChanges, keepVisitorAnswers, PublicCache, serveKept } from './lib/public-cache';
import { rateLimitStore } from './lib/redis';
import { registerAccess, type RouteAccess } from './modules/access/access.policy';
import { alertsRoutes } from './modules/alerts/alerts.routes';
import { registerApiDocs } from './modules/api-docs/api-docs';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { emailResponsesRoutes } from './modules/communications/email-responses.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { demoRoutes } from './modules/demo/demo.routes';
import { employersRoutes } from './modules/employers/employers.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { keepUploadDetails } from './modules/files/uploads';
import { identityRoutes } from './modules/identity/identity.routes';
import { usersRoutes } from './modules/users/users.routes';
import { interviewsRoutes } from './modules/interviews/interviews.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { forgetFacetSamples, keepFacetSamples } from './modules/jobs/jobs.search';
import { forgetJobCounts } from './modules/jobs/jobs.browse';
import {
  BOARD_KEPT_MS,
  forgetKeywordMatches,
  jobsChanged,
  jobsSettled,
  keepKeywordMatches,
  REPLICA_BOARD_KEPT_MS,
} from './modules/jobs/kept-matches';
import { masterAdminRoutes } from './modules/master-data/master-admin.routes';
import { masterDataRoutes } from './modules/master-data/master-data.routes';
import { masterDataChanged } from './modules/master-data/master-data.service';
import { talentSearchRoutes } from './modules/talent/search.routes';
import { jobTemplatesRoutes } from './modules/templates/job-templates.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { moduleSwitches } from './modules/settings/site-modules';
import { webRoutes } from './modules/web/web.routes';
import { workspaceRoutes } from './modules/talent/workspace.routes';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { contentRoutes } from './modules/content/content.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { newsRoutes } from './modules/news/news.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { jobViewsRoutes } from './modules/reports/job-views.routes';

import { CV_MAX_BYTES } from '@logicareers/shared/constants';

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

/** The API's route plugins, in the order they are registered (the demo and the web app follow). */
const ROUTES = [
  identityRoutes,
  usersRoutes,
  privacyRoutes,
  employersRoutes,
  settingsRoutes,
  dashboardRoutes,
  masterDataRoutes,
  masterAdminRoutes,
  jobsRoutes,
  jobTemplatesRoutes,
  alertsRoutes,
  candidatesRoutes,
  applicationsRoutes,
  workspaceRoutes,
  communicationsRoutes,
  talentSearchRoutes,
  emailResponsesRoutes,
  interviewsRoutes,
  rolesRoutes,
  newsRoutes,
  contentRoutes,
  plansRoutes,
  reportsRoutes,
  jobViewsRoutes,
  feedsRoutes,
];

/** What this process keeps to answer faster, and when it forgets it. */
async function registerKeptAnswers(app: FastifyInstance, ctx: AppContext) {
  // Public pages and answers for visitors, forgotten whenever the database announces a change to
  // what they show (from any process); so is what this process keeps of master data and of the
  // jobs' counts, facet counts and keyword matches. A notice naming no table (the listening
  // connection was made again) may follow any change.
  app.decorate('publicCache', new PublicCache());
  // A change's answer waits until this process's boards have taken it in (see jobsChanged).
  const settled = () => Promise.all([ctx.db, ctx.readDb].map(jobsSettled));
  await forgetOnChanges(
    app,
    (notice) => {
      // A notice names a table, and for the jobs' search rows the jobs it changed ('job_search:1,2').
      const [table, named] = notice?.split(':') ?? [null];
      if (table === 'master_items' || table === null) {
        masterDataChanged(ctx.db);
        masterDataChanged(ctx.readDb);
      }
      if (table === 'jobs' || table === null) forgetJobCounts();
      // Facet counts and kept matches follow the jobs, and which locations are emirates; the live
      // board takes the jobs a notice names in and out.
      if (table === 'job_search' || table === 'master_items' || table === null) {
        for (const db of new Set([ctx.db, ctx.readDb])) {
          forgetFacetSamples(db);
          if (table === 'job_search' && named)
            jobsChanged(db, named.split(',').map(Number), ctx.db);
          else forgetKeywordMatches(db);
        }
      }
    },
    settled,
  );
  for (const db of [ctx.db, ctx.readDb]) {
    keepFacetSamples(db);
    keepKeywordMatches(
      db,
      ctx.env.SEARCH_KEPT_JOBS,
      db === ctx.db ? BOARD_KEPT_MS : REPLICA_BOARD_KEPT_MS,
    );
  }
}

function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  // The security headers, built once: the Fastify plugin built Helmet's middleware again for
  // every request, reading its directives each time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // CVs are shown in the page from a blob the app fetched with the session's token.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: ctx.env.NODE_ENV === 'production',
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/** The whole HTTP application over a prepared database. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...logOptions(ctx.env.LOG_LEVEL),
            ...(options.logStream && { stream: options.logStream }),
          },
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise any client
    // could claim a new address on every request and escape the per-address limits.
    trustProxy: ctx.env.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    // While the app closes, requests on connections it has are served (draining answers the
    // readiness check 503 and closes each connection after its answer) rather than refused.
    return503OnClosing: false,
  });
  app.decorate('ctx', ctx);
  const switches = moduleSwitches(app);
  app.addHook('onRequest', switches.beforeAccess);
  app.decorate('routeAccess', registerAccess(app));
  app.addHook('onRequest', switches.afterAccess);
  await registerKeptAnswers(app, ctx);
  keepVisitorAnswers(app);
  registerApiCacheRule(app);
  registerBackground(app);
  registerDraining(app);

  // Routes declare their input and answers as zod schemas from packages/shared: the input is
  // validated with them and the answers are written through them, dropping fields they do not name.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    // A request without a body is checked as an empty one, so each missing field gets its message.
    return (data) => validate(data ?? {});
  });
  app.setSerializerCompiler(serializerCompiler);

  registerErrorAnswers(app);

  registerSecurityHeaders(app, ctx);
  serveKept(app);
  // Answers made for one request (most are JSON of a few to tens of KB) are compressed in one
  // call, not through a stream of their own: a stream's set-up and hand-offs cost more than the
  // compressing. Brotli at level 3 with a 256 KB window: most of the saving for a fraction of the
  // CPU of higher levels (a search answer of 17 KB: 3.45 KB in 0.07 ms; level 4, 3.3 KB in 0.12 ms;
  // level 5 with the default 4 MB window, 3.1 KB in 0.25 ms). Kept answers and pages are
  // compressed once, harder (public-cache.ts).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  // Counted in this process, or in Redis when several API processes must share the counts (in this
  // process again while Redis cannot be reached).
  const shared = ctx.env.REDIS_URL ? rateLimitStore(ctx.env.REDIS_URL, app.log) : null;
  if (shared) app.addHook('onClose', shared.close);
  await app.register(rateLimit, {
    global: false,
    ...(shared ? { store: shared.Store } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: ANSWERS.tooManyRequests }),
  });
  // Bodies: JSON of a bounded size and depth, multipart forms read whole, no NUL in any text.
  await registerInputGuards(app, async () => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      onFile: keepUploadDetails,
      limits: { fileSize: CV_MAX_BYTES, files: 2, fields: 50, fieldSize: 100_000 },
    });
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  await registerApiDocs(app);
  for (const routes of ROUTES) await app.register(routes);
  if (ctx.env.DEMO) await app.register(demoRoutes);
  await app.register(webRoutes);
  return app;
}
