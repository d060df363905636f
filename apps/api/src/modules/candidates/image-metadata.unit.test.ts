import { describe, expect, it } from 'vitest';
import { cleanJpeg, cleanPng, cleanWebp } from './image-metadata';
import { JPEG, jpegWithExif, PNG, pngWithText, SECRET, WEBP } from '../../test/files';

/** The WebP with an EXIF chunk holding SECRET, flagged in its VP8X header as cameras do. */
function webpWithExif() {
  const data = Buffer.from(`Exif\u0000\u0000${SECRET}`, 'latin1');
  const chunk = Buffer.alloc(8 + data.length + (data.length % 2));
  chunk.write('EXIF', 0, 'latin1');
  chunk.writeUInt32LE(data.length, 4);
  data.copy(chunk, 8);
  const body = Buffer.concat([WEBP.subarray(12), chunk]);
  const header = Buffer.from(WEBP.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  const file = Buffer.concat([header, body]);
  file[20] |= 0x08;
  return file;
}

describe('photo metadata', () => {
  it('removes EXIF and comments from a JPEG but keeps its orientation', () => {
    const clean = cleanJpeg(jpegWithExif())!;
    expect(clean.includes(Buffer.from(SECRET))).toBe(false);
    const app1 = clean.indexOf(Buffer.from([0xff, 0xe1]));
    // Right after SOI and the JFIF header, holding only Orientation = 6.
    expect(app1).toBe(20);
    const exif = clean.subarray(app1 + 4, app1 + 4 + 32);
    expect(exif.toString('latin1', 0, 8)).toBe('Exif\u0000\u0000II');
    expect(exif.readUInt16LE(6 + 10)).toBe(0x0112);
    expect(exif.readUInt16LE(6 + 18)).toBe(6);
    // The image itself is untouched.
    expect(clean.subarray(clean.length - 200)).toEqual(JPEG.subarray(JPEG.length - 200));
  });

  it('leaves a JPEG without metadata as it was', () => {
    expect(cleanJpeg(JPEG)).toEqual(JPEG);
  });

  it('removes text chunks from a PNG', () => {
    expect(cleanPng(pngWithText())).toEqual(PNG);
  });

  it('removes the EXIF chunk of a WebP and its flag', () => {
    const clean = cleanWebp(webpWithExif())!;
    expect(clean.includes(Buffer.from(SECRET))).toBe(false);
    expect(clean[20] & 0x08).toBe(0);
    expect(clean.readUInt32LE(4)).toBe(clean.length - 8);
    expect(clean).toEqual(WEBP);
  });

  it('refuses what it cannot read', () => {
    expect(cleanJpeg(JPEG.subarray(0, 40))).toBeNull();
    expect(cleanPng(PNG.subarray(0, 40))).toBeNull();
    expect(cleanJpeg(PNG)).toBeNull();
    expect(cleanWebp(JPEG)).toBeNull();
  });
});
