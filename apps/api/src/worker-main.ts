import path from 'node:path';
import pino from 'pino';
import { loadEnvOrExit } from './config/env';
import { openDatabase } from './db/client';
import { diskFileStore } from './modules/files/file-store';
import { logOptions } from './lib/logger';
import { smtpTransport } from './modules/mail/transport';
import { startWorker } from './worker/worker';
import { stopOnSignals } from './lib/shutdown';

/** The worker as its own process, for deployments that scale it apart from the API. */
const env = loadEnvOrExit({
  SMTP_URL: 'the worker process sends the e-mails, so it needs a mail server',
  DATABASE_URL: 'a separate worker process needs PostgreSQL (PGlite serves one process)',
});
const database = await openDatabase({ url: env.DATABASE_URL! });
const log = pino(logOptions(env.LOG_LEVEL));
const transport = smtpTransport(env.SMTP_URL!, env.MAIL_FROM);
const worker = startWorker({
  db: database.db,
  transport,
  log,
  keepsProcessAlive: true,
  alerts: { appUrl: env.APP_URL },
  interviews: { appUrl: env.APP_URL, mailFrom: env.MAIL_FROM },
  plans: { appUrl: env.APP_URL },
  privacy: { appUrl: env.APP_URL },
  // The API's uploads, when this process shares its DATA_DIR; elsewhere the folder is empty.
  files: diskFileStore(path.join(env.DATA_DIR, 'uploads')),
});
log.info('worker started');
// The message being sent, or the batch being written, finishes; the rest waits for the next start.
stopOnSignals(log, async (step) => {
  await step('worker', () => worker.stop());
  transport.close();
  await step('database', () => database.close());
});
