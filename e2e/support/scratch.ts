import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A folder of a test file's own for the files it uploads, made before its tests and removed after. */
export function useScratchFolder() {
  const scratch = { path: '' };
  beforeAll(() => {
    scratch.path = fs.mkdtempSync(path.join(os.tmpdir(), 'logicareers-e2e-'));
  });
  afterAll(() => {
    if (scratch.path) fs.rmSync(scratch.path, { recursive: true, force: true });
  });
  return scratch;
}
