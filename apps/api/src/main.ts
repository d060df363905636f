import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { appContextOf } from './context';
import { ConfigError, loadEnvOrExit } from './config/env';
import { openDatabase } from './db/client';
import { diskFileStore } from './modules/files/file-store';
import { smtpTransport } from './modules/mail/transport';
import { demoMailbox } from './modules/demo/demo-mailbox';
import { startWorker } from './worker/worker';
import { prepareDatabase } from './setup';
import { stopOnSignals } from './lib/shutdown';

const env = loadEnvOrExit();
const database = await openDatabase({
  url: env.DATABASE_URL,
  readUrl: env.DATABASE_READ_URL,
  dataDir: env.DATA_DIR,
});
const files = diskFileStore(path.join(env.DATA_DIR, 'uploads'));
// Under `npm run start:cluster` the first process has migrated and seeded the database already.
const { demoSeeded, demoAccountsDisabled } = cluster.isWorker
  ? { demoSeeded: false, demoAccountsDisabled: 0 }
  : await prepareDatabase(database, env, files).catch(async (error: unknown) => {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      await database.close();
      process.exit(1);
    });
const app = await buildApp(appContextOf(database, env, files));
if (demoSeeded) app.log.info('demo data seeded: see /usethis for the demo sign-ins');
if (demoAccountsDisabled)
  app.log.warn(`${demoAccountsDisabled} demo accounts disabled (DISABLE_DEMO_ACCOUNTS)`);
if (env.DEMO && env.NODE_ENV === 'production')
  app.log.warn(
    'DEMO is on in production: the demo sign-ins, a master administrator among them, are published at /usethis',
  );

// Without a mail server, a demo (never production) delivers to its own mailbox: see demo-mailbox.ts.
const transport = env.SMTP_URL
  ? smtpTransport(env.SMTP_URL, env.MAIL_FROM)
  : env.DEMO && env.NODE_ENV !== 'production'
    ? demoMailbox
    : null;
const worker = env.WORKER
  ? startWorker({
      db: database.db,
      transport,
      log: app.log,
      alerts: { appUrl: env.APP_URL },
      interviews: { appUrl: env.APP_URL, mailFrom: env.MAIL_FROM },
      plans: { appUrl: env.APP_URL },
      privacy: { appUrl: env.APP_URL },
      files,
    })
  : null;
if (env.WORKER && transport === demoMailbox)
  app.log.info('SMTP_URL is not set: e-mails go to the demo mailbox (admin panel, Outbox)');
else if (env.WORKER && !transport)
  app.log.info('SMTP_URL is not set: e-mails stay in the outbox (admin panel, Outbox)');

// Draining: the readiness check answers 503 at once, the port takes no new connection, the
// requests under way and the worker's current message or batch finish, then the database closes.
stopOnSignals(app.log, async (step) => {
  app.draining.start();
  await Promise.all([
    step('requests in flight', () => app.close()),
    worker && step('worker', () => worker.stop()),
  ]);
  transport?.close();
  await step('database', () => database.close());
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`LogiCareers is ready at ${env.APP_URL} (${database.dialect})`);
