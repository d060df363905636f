import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@logicareers/shared/api';
import type { TCvFolder } from '@logicareers/shared/schemas/talent';
import { candidateProfiles } from '../db/schema';
import { signedIn } from '../test/factories';
import { fileForm, pdfCv } from '../test/files';
import { call, DATABASES, startTestApp, type TestApp } from '../test/harness';

/*
 * A folder's downloads, named and filled to deceive: a name that reads backwards or climbs out of
 * the download folder, and candidates whose fields a spreadsheet would run.
 */
describe.each(DATABASES)('downloads named and filled to deceive (%s)', (kind) => {
  let t: TestApp;
  let consultant: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    consultant = (await signedIn(t.app, t.database.db, 'consultancy')).token;
  }, 120_000);
  afterAll(() => t?.close());

  const candidate = async (first: string, headline: string, cvName?: string) => {
    const { user, token } = await signedIn(t.app, t.database.db, 'candidate', {
      firstName: first,
      lastName: 'Khan',
    });
    await t.database.db
      .insert(candidateProfiles)
      .values({ userId: user.id, visibility: 'all', headline });
    if (cvName) {
      const form = await fileForm(
        'cv',
        await pdfCv(['Forklift operator']),
        cvName,
        'application/pdf',
      );
      const res = await call(t.app, { method: 'POST', url: API.candidate.cv, token, ...form });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    return user.id;
  };
  const folderOf = async (name: string, ids: string[]) => {
    const res = await call(t.app, {
      method: 'POST',
      url: API.talent.folders,
      token: consultant,
      payload: { name },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const folder = res.body.data as TCvFolder;
    const added = await call(t.app, {
      method: 'POST',
      url: API.talent.folderCandidates(folder.id),
      token: consultant,
      payload: { candidate_ids: ids },
    });
    expect(added.status).toBeLessThan(300);
    return folder.id;
  };
  const download = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${consultant}` } });
  /** The file name a browser would save: the UTF-8 one of the header. */
  const savedAs = (header: string | string[] | number | undefined) =>
    decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(header))![1]);

  it('a CSV of a folder named to read backwards, with full-width formulas, is safe to open', async () => {
    const ids = [
      await candidate('\uFF1DHYPERLINK("https://evil.example","CV")', '\uFF0BSUM(A1:A9)'),
      await candidate('=1+1', '\t\uFF20cmd'),
      await candidate('\uFF0D2+3', 'سائق شاحنة ثقيلة'),
    ];
    const id = await folderOf('\u202Egpj.exe', ids);
    const res = await download(API.talent.folderCsv(id));
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['content-disposition']);
    expect(header).not.toMatch(/%E2%80%AE|\u202E/i);
    expect(savedAs(header)).toBe('gpj.exe.csv');
    const csv = res.body;
    for (const cell of [
      '\uFF1DHYPERLINK(""https://evil.example"",""CV"") Khan',
      '\uFF0BSUM(A1:A9)',
      '=1+1 Khan',
      '\t\uFF20cmd',
      '\uFF0D2+3 Khan',
    ])
      expect(csv).toContain(`'${cell}`);
    expect(csv).toContain('سائق شاحنة ثقيلة');
  });

  it('a ZIP of a folder named to climb out of its folder stays where it is saved', async () => {
    const ids = [await candidate('../../Omar', 'Driver', '\u202Efdp.exe')];
    const id = await folderOf('../../x', ids);
    const res = await download(API.talent.folderZip(id));
    expect(res.statusCode).toBe(200);
    const name = savedAs(res.headers['content-disposition']);
    expect(name).not.toMatch(/\.\.|[/\\]/);
    expect(name).toBe('x - CVs.zip');
    const entries = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
    expect(entries).toHaveLength(1);
    for (const entry of entries) expect(entry).not.toMatch(/\.\.|[/\\\u202A-\u202E\u2066-\u2069]/);
  });
});
