import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs a process that shuts down through stopOnSignals, with a step that never ends if `hang`. */
function run(hang: boolean) {
  const shutdown = path.join(import.meta.dirname, 'shutdown.ts');
  const script = `
    import { stopOnSignals } from ${JSON.stringify(shutdown)};
    const log = {
      info: (o, m) => console.log(JSON.stringify({ ...o, msg: m })),
      error: (o, m) => console.log(JSON.stringify({ ...o, msg: m })),
    };
    stopOnSignals(log, async (step) => {
      await step('quick step', async () => {});
      if (${hang}) await step('stuck step', () => new Promise(() => setInterval(() => {}, 1000)));
    }, 300);
    setInterval(() => {}, 1000);
    console.log(JSON.stringify({ msg: 'waiting' }));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('"waiting"')) child.kill('SIGTERM');
  });
  return new Promise<{ code: number | null; logs: { msg: string; waiting_for?: string[] }[] }>(
    (resolve) =>
      child.on('exit', (code) =>
        resolve({
          code,
          logs: out
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as { msg: string }),
        }),
      ),
  );
}

describe('stopping on SIGTERM', () => {
  it('exits 0 once the shutdown is done', async () => {
    const { code, logs } = await run(false);
    expect(code).toBe(0);
    expect(logs.map((l) => l.msg)).toEqual(['waiting', 'shutting down', 'shut down']);
  });

  it('exits 1 past the time limit, naming the step it still waited for', async () => {
    const { code, logs } = await run(true);
    expect(code).toBe(1);
    expect(logs.at(-1)).toMatchObject({
      msg: 'shutdown did not finish in time: exiting',
      waiting_for: ['stuck step'],
    });
  });
});
