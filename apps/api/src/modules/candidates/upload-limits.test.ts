import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import { CANDIDATE_MESSAGES as M } from '@logicareers/shared/schemas/candidate';
import { files } from '../../db/schema';
import { signedIn } from '../../test/factories';
import { docxBomb, fileForm, pdfBomb, pdfCv } from '../../test/files';
import { call, DATABASES, startTestApp, type TestApp } from '../../test/harness';

const PDF_TYPE = 'application/pdf';
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** What the API process may grow by while a bomb is read: the bombs inflate to 512 MB. */
const MEMORY_GROWTH_MB = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('uploaded files past their limits (%s)', (kind) => {
  let t: TestApp;
  let bombs: { pdf: Buffer; docx: Buffer };
  beforeAll(async () => {
    t = await startTestApp(kind);
    bombs = { pdf: await pdfBomb(512), docx: await docxBomb(512) };
    // The first file read from the sources prepares the reader; the timings below are not about that.
    const { token } = await signedIn(t.app, t.database.db, 'candidate');
    const warm = await upload(token, await pdfCv(['Warm-up CV']), 'cv.pdf', PDF_TYPE);
    expect(warm.status).toBe(201);
  });
  afterAll(() => t?.close());

  const upload = async (token: string, bytes: Buffer, filename: string, type: string) =>
    call(t.app, {
      method: 'POST',
      url: API.candidate.cv,
      token,
      ...(await fileForm('cv', bytes, filename, type)),
    });

  /**
   * Uploads the file while asking GET /api/health every 50 ms until the upload answers, and
   * samples this process's memory meanwhile. Answers the upload's answer, how long each health
   * request took, and how far this process's resident memory grew.
   */
  async function uploadWhileProbing(bytes: Buffer, filename: string, type: string) {
    const { token } = await signedIn(t.app, t.database.db, 'candidate');
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    let answered = false;
    const started = performance.now();
    const uploading = upload(token, bytes, filename, type).finally(() => {
      answered = true;
    });
    const probes: number[] = [];
    while (!answered) {
      const sent = performance.now();
      const health = await call(t.app, { method: 'GET', url: API.health });
      expect(health.status).toBe(200);
      if (!answered) probes.push(performance.now() - sent);
      await sleep(50);
    }
    const answer = await uploading;
    clearInterval(sampler);
    return {
      answer,
      token,
      uploadMs: performance.now() - started,
      probes,
      growthMb: (peak - baseline) / 1024 / 1024,
    };
  }

  it('refuses a PDF bomb, reading it apart while every other request is answered at once', async () => {
    // Half a megabyte that a PDF reader inflates to 512 MB to find the page's text.
    expect(bombs.pdf.length).toBeLessThan(1024 * 1024);
    const run = await uploadWhileProbing(bombs.pdf, 'cv.pdf', PDF_TYPE);
    expect([run.answer.status, run.answer.body]).toEqual([
      413,
      { message: M.cvTooComplex, code: 'PAYLOAD_TOO_LARGE' },
    ]);
    // Other requests were answered while the bomb was being read, each well within a second.
    expect(run.probes.length).toBeGreaterThanOrEqual(3);
    for (const ms of run.probes) expect(ms).toBeLessThan(1_000);
    expect(run.growthMb).toBeLessThan(MEMORY_GROWTH_MB);
    // Nothing of it was kept.
    const profile = await call(t.app, {
      method: 'GET',
      url: API.candidate.profile,
      token: run.token,
    });
    expect((profile.body.data as { cv: unknown }).cv).toBeNull();
  });

  it('refuses a Word file whose archive lies about its size, by what it really unpacks to', async () => {
    const run = await uploadWhileProbing(bombs.docx, 'cv.docx', DOCX_TYPE);
    expect([run.answer.status, run.answer.body]).toEqual([
      413,
      { message: M.cvTooComplex, code: 'PAYLOAD_TOO_LARGE' },
    ]);
    for (const ms of run.probes) expect(ms).toBeLessThan(1_000);
    expect(run.growthMb).toBeLessThan(MEMORY_GROWTH_MB);
    const stored = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.filename, 'cv.docx'));
    expect(stored).toEqual([]);
  });
});
