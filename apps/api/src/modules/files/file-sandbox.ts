import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_ROOT } from '../../lib/paths';
import { FILE_LIMITS, FileLimitError, type ChildAnswer } from './file-job';

/**
 * Uploaded files are parsed (PDF text, Word text, image structure) by a child process of their
 * own, never in the API process: a crafted file can make a parser inflate gigabytes or loop, and
 * in the API process that would stall every request of every user. The child gets no environment
 * (no database address, no secrets), and is killed when it passes any of these limits.
 *
 * A worker thread would not do: its heap limit does not count the ArrayBuffers a decoder fills
 * (a PDF stream inflated by pdf.js lives there), so only a process's resident memory bounds them.
 */
export const FILE_SANDBOX_LIMITS = {
  /**
   * Processor time the child may use, start-up included (a real CV takes well under a second).
   * Counted as the child's own time where Linux tells it, so that a busy machine, which makes
   * every child wait for a core, does not refuse an honest file; elsewhere as wall time.
   */
  timeMs: 10_000,
  /** Wall time from start to answer, however busy the machine: a child that waits past it ends. */
  wallMs: 120_000,
  /** The child's resident memory, checked every `memoryCheckMs` (Linux; elsewhere the heap limit alone). */
  memoryMb: 256,
  /** V8's old-generation heap: parsed XML, text items and other JavaScript objects. */
  heapMb: 128,
  /** What the child may answer: the text of a CV (at most 100,000 characters) or a cleaned photo. */
  outputBytes: 4 * 1024 * 1024,
  /** Files read at once; more wait their turn. */
  parallel: 2,
  /** Files waiting for their turn; more are refused at once. */
  queued: 16,
  memoryCheckMs: 25,
};

export type FileSandboxLimits = typeof FILE_SANDBOX_LIMITS;
/** Too many files are being read at once: the caller is asked to try again. */
export class FileSandboxBusyError extends Error {
  constructor() {
    super('too many files are being read at once');
  }
}

let devEntry: Promise<string> | null = null;

/**
 * The child's entry file. The server built into dist/ has it beside itself (see
 * scripts/build-server-if-stale.mjs). Run from its TypeScript sources (development, tests), the
 * same entry is bundled on first use into the temporary folder, so the child starts as fast and
 * as small as in production (under tsx it would take seconds and a hundred MB more).
 */
function childEntry(): Promise<string> {
  if (!import.meta.url.endsWith('.ts'))
    return Promise.resolve(path.join(API_ROOT, 'dist', 'file-sandbox-main.js'));
  devEntry ??= bundleFromSources().catch((error: unknown) => {
    devEntry = null;
    throw error;
  });
  return devEntry;
}

async function bundleFromSources() {
  // Only ever run from the sources, where the development tools are installed.
  // eslint-disable-next-line import-x/no-extraneous-dependencies -- see above
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: API_ROOT,
    entryPoints: ['src/file-sandbox-main.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    sourcemap: 'inline',
    logLevel: 'silent',
    plugins: [
      {
        // Packages stay outside the bundle, imported by their full address from anywhere.
        name: 'packages-by-address',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === 'inner' || args.path.startsWith('@logicareers/')) return;
            if (args.path.startsWith('node:')) return { path: args.path, external: true };
            const found = await b.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: 'inner',
            });
            if (found.errors.length) return { errors: found.errors };
            return { path: pathToFileURL(found.path).href, external: true };
          });
        },
      },
    ],
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `logicareers-file-sandbox-${hash}.mjs`);
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.part`;
    await fs.writeFile(partial, code);
    await fs.rename(partial, file);
  }
  return file;
}

/** Resident memory of a process in MB, or null where /proc is not there (not Linux) or it ended. */
/** Linux's clock ticks a second, the unit of /proc/<pid>/stat's processor times. */
const CLOCK_TICKS = 100;
const procfs = existsSync('/proc/self/stat');

/** The child's resident memory and processor time so far (Linux), or null when it is gone. */
async function usage(pid: number): Promise<{ residentMb: number; cpuMs: number } | null> {
  try {
    const [status, stat] = await Promise.all([
      fs.readFile(`/proc/${pid}/status`, 'utf8'),
      fs.readFile(`/proc/${pid}/stat`, 'utf8'),
    ]);
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    // After the command's name (in parentheses), user and system time are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { residentMb: kb ? Number(kb) / 1024 : 0, cpuMs: (ticks * 1000) / CLOCK_TICKS };
  } catch {
    return null;
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function takeTurn(limits: FileSandboxLimits) {
  if (running < limits.parallel) {
    running++;
    return;
  }
  if (waiting.length >= limits.queued) throw new FileSandboxBusyError();
  // The finishing run hands its place over, so `running` stays counted.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function giveTurn() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/**
 * Runs the job of that name (see src/file-sandbox-main.ts) on the bytes in a child process and
 * answers what it answers, unchecked: the caller validates it. Rejects with FileLimitError when a
 * limit is passed, FileSandboxBusyError when too many files wait, and Error when the child fails.
 */
export async function readInSandbox(
  job: string,
  bytes: Buffer,
  overrides: Partial<FileSandboxLimits> = {},
): Promise<unknown> {
  const limits = { ...FILE_SANDBOX_LIMITS, ...overrides };
  const entry = await childEntry();
  await takeTurn(limits);
  try {
    return await runChild(entry, job, bytes, limits);
  } finally {
    giveTurn();
  }
}

function runChild(
  entry: string,
  job: string,
  bytes: Buffer,
  limits: FileSandboxLimits,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`--max-old-space-size=${limits.heapMb}`, '--enable-source-maps', entry, job],
      { env: {}, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true },
    );
    let stopped: FileLimitError | null = null;
    const stop = (error: FileLimitError) => {
      stopped ??= error;
      child.kill('SIGKILL');
    };
    const out: Buffer[] = [];
    let outBytes = 0;
    let errText = '';
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > limits.outputBytes)
        stop(new FileLimitError('output', `answer over ${limits.outputBytes} bytes`));
      else out.push(chunk);
    });
    // Its last words: why it failed, or V8's report of a heap past its limit.
    child.stderr.on('data', (chunk: Buffer) => {
      errText = (errText + chunk.toString('utf8')).slice(-4_000);
    });
    // The child may be gone before it has read everything (killed, or it failed at start).
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);

    const timer = setTimeout(
      () => stop(new FileLimitError('time', `over ${procfs ? limits.wallMs : limits.timeMs} ms`)),
      procfs ? limits.wallMs : limits.timeMs,
    );
    let checking = false;
    const memory = setInterval(() => {
      if (checking || !child.pid) return;
      checking = true;
      void usage(child.pid).then((used) => {
        checking = false;
        if (!used) return;
        if (used.residentMb > limits.memoryMb)
          stop(new FileLimitError('memory', `over ${limits.memoryMb} MB resident`));
        else if (used.cpuMs > limits.timeMs)
          stop(new FileLimitError('time', `over ${limits.timeMs} ms of processor time`));
      });
    }, limits.memoryCheckMs);

    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(memory);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(memory);
      if (stopped) return reject(stopped);
      if (/heap limit|heap out of memory/i.test(errText))
        return reject(new FileLimitError('memory', `over the ${limits.heapMb} MB heap`));
      let answer: ChildAnswer | null = null;
      try {
        answer = JSON.parse(Buffer.concat(out).toString('utf8')) as ChildAnswer;
      } catch {
        // Reported below with the child's exit.
      }
      if (code !== 0 || !answer || typeof answer !== 'object')
        return reject(
          new Error(`file reader ended (${signal ?? code}) ${errText.trim().slice(-500)}`),
        );
      if ('result' in answer) return resolve(answer.result);
      if ('limit' in answer && FILE_LIMITS.includes(answer.limit))
        return reject(new FileLimitError(answer.limit, String(answer.detail)));
      reject(new Error(`file reader failed: ${'error' in answer ? answer.error : '?'}`));
    });
  });
}
