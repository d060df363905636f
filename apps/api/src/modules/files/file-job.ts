/*
 * The file sandbox's child process (see file-sandbox.ts): what runs a job on an uploaded file and
 * how it answers. Kept apart from file-sandbox.ts, so the child loads nothing of the server.
 */

export type FileLimit = 'time' | 'memory' | 'output' | 'unpacked';

export const FILE_LIMITS: readonly FileLimit[] = ['time', 'memory', 'output', 'unpacked'];

/**
 * A file that needs more than the sandbox allows: refused, never half-read. A job throws it too
 * for a limit it checks itself (the bytes a Word file really unpacks to).
 */
export class FileLimitError extends Error {
  constructor(
    readonly limit: FileLimit,
    readonly detail: string,
  ) {
    super(`file reading stopped (${limit}): ${detail}`);
  }
}

/** What the child writes to its stdout, as JSON. */
export type ChildAnswer =
  { result: unknown } | { limit: FileLimit; detail: string } | { error: string };

export type FileJobs = Record<string, (bytes: Buffer) => Promise<unknown>>;

/** The child process: reads the file from stdin, runs the job named in its arguments, answers JSON. */
export async function serveFileJob(jobs: FileJobs) {
  const name = process.argv[2] ?? '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  let answer: ChildAnswer;
  try {
    const job = Object.hasOwn(jobs, name) ? jobs[name] : null;
    if (!job) throw new Error(`no file job ${name}`);
    answer = { result: await job(Buffer.concat(chunks)) };
  } catch (error) {
    answer =
      error instanceof FileLimitError
        ? { limit: error.limit, detail: error.detail }
        : { error: error instanceof Error ? error.message : String(error) };
  }
  process.stdout.end(JSON.stringify(answer), () => process.exit(0));
}
