import { describe, expect, it } from 'vitest';
import { docxBomb, docxCv } from '../../test/files';
import { zipEntries, zipUnpackedBytes } from './file-types';

const MB = 1024 * 1024;

describe('what a ZIP archive unpacks to', () => {
  it('is what its entries inflate to, which an honest archive also declares', async () => {
    const docx = await docxCv(['An honest CV']);
    const entries = zipEntries(docx)!;
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    expect(await zipUnpackedBytes(docx, entries, 10 * MB)).toBe(declared);
  });

  it('is counted, not declared, and counting stops soon past the limit', async () => {
    const bomb = await docxBomb(16);
    const entries = zipEntries(bomb)!;
    // The directory says 1 KB an entry.
    expect(entries.every((entry) => entry.uncompressedSize === 1024)).toBe(true);
    const whole = await zipUnpackedBytes(bomb, entries, 64 * MB);
    expect(whole).toBeGreaterThan(16 * MB);
    expect(whole).toBeLessThan(17 * MB);
    const stopped = await zipUnpackedBytes(bomb, entries, 2 * MB);
    expect(stopped).toBeGreaterThan(2 * MB);
    expect(stopped).toBeLessThan(3 * MB);
  });
});
