// Measures start-up: the time from launching a server command to /api/health answering 200.
// Usage: node scripts/measure-startup.mjs [--runs N] [--data DIR] -- <command...>
// Each run uses a fresh data directory unless --data names one (then the first run fills it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = args.slice(0, split);
const command = args.slice(split + 1);
const runs = Number(options[options.indexOf('--runs') + 1]) || 3;
const dataDir = options.includes('--data') ? options[options.indexOf('--data') + 1] : null;
const port = 3900 + Math.floor(Math.random() * 90);

async function once() {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'logicareers-start-'));
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const times = [];
for (let i = 0; i < runs; i++) times.push(await once());
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `${command.join(' ')}: ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}` +
    ` (median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s)`,
);
