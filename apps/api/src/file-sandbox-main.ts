import { CANDIDATE_FILE_JOBS } from './modules/candidates/candidate-file-jobs';
import { serveFileJob } from './modules/files/file-job';

/** The file sandbox: a child process that parses one uploaded file (see files/file-sandbox.ts). */
await serveFileJob(CANDIDATE_FILE_JOBS);
