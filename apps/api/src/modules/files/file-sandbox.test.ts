import { beforeAll, describe, expect, it } from 'vitest';
import { docxBomb, docxCv, pdfBomb, pdfCv } from '../../test/files';
import { FileLimitError } from './file-job';
import { FileSandboxBusyError, readInSandbox } from './file-sandbox';

/** The limit a read stopped at, or what it answered. */
async function outcome(read: Promise<unknown>) {
  try {
    return { answer: await read };
  } catch (error) {
    if (error instanceof FileLimitError) return { limit: error.limit };
    throw error;
  }
}

// No database: these read files in the sandbox directly, as candidate-files.service.ts does.
describe('file sandbox', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await pdfCv(['Aisha Rahman', 'Warehouse supervisor, Jebel Ali']);
  });

  it('reads an honest CV in a child process', async () => {
    expect(await outcome(readInSandbox('cv', pdf))).toEqual({
      answer: {
        ext: 'pdf',
        text: 'Aisha Rahman\nWarehouse supervisor, Jebel Ali',
        problem: null,
      },
    });
  });

  it('kills the reader of a PDF bomb when its memory passes the limit', async () => {
    // 512 MB of page content in half a megabyte: the reader would hold all of it.
    const bomb = await pdfBomb(512);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    // Time enough that only the memory limit can stop it.
    expect(await outcome(readInSandbox('cv', bomb, { timeMs: 120_000 }))).toEqual({
      limit: 'memory',
    });
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('counts what a Word file really unpacks to, whatever its directory says', async () => {
    const bomb = await docxBomb(512);
    // Stopped by its count, long before the memory or time a reader would need for all of it.
    expect(await outcome(readInSandbox('cv', bomb, { timeMs: 120_000 }))).toEqual({
      limit: 'unpacked',
    });
  });

  it('stops a reader past its time, its heap or its answer size', async () => {
    expect(await outcome(readInSandbox('cv', pdf, { timeMs: 1 }))).toEqual({ limit: 'time' });
    expect(await outcome(readInSandbox('cv', pdf, { outputBytes: 20 }))).toEqual({
      limit: 'output',
    });
    // Some 2 MB of document XML, which a Word reader turns into far more than 16 MB of objects.
    const long = await docxCv(
      Array.from({ length: 15_000 }, (_, i) => `Paragraph ${i} of a very long curriculum vitae`),
    );
    expect(await outcome(readInSandbox('cv', long, { heapMb: 16, memoryMb: 4096 }))).toEqual({
      limit: 'memory',
    });
  });

  it('refuses at once when too many files wait', async () => {
    await expect(readInSandbox('cv', pdf, { parallel: 0, queued: 0 })).rejects.toBeInstanceOf(
      FileSandboxBusyError,
    );
  });
});
