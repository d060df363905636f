import zlib from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import { API } from '@logicareers/shared/api';
import { pdfDocument } from '../modules/candidates/pdf-document';
import { call } from './harness';
import { formBody } from './scenarios';

/** Real files for upload tests, built the way word processors and phones build them. */

/** A real PDF CV with the given lines of text. */
export const pdfCv = (lines: string[]) => pdfDocument(lines);

/** A real PDF with no text at all, as a scanner makes (a page with only a drawing). */
export async function scannedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawRectangle({ x: 50, y: 50, width: 495, height: 742, borderWidth: 2 });
  return Buffer.from(await pdf.save());
}

/** A real Word (DOCX) CV with the given paragraphs. */
export async function docxCv(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }],
  });
  return Packer.toBuffer(doc);
}

const base64 = (text: string) => Buffer.from(text, 'base64');

/** 24x24 images encoded by Chromium. */
export const JPEG = base64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAYABgDASIAAhEBAxEB/8QAGAABAQADAAAAAAAAAAAAAAAAAAcDBQj/xAAwEAABAwEFBQUJAAAAAAAAAAABAAIDBAUREhQxCBMVFyEGRYSxwyIkMjRRYXKBwf/EABUBAQEAAAAAAAAAAAAAAAAAAAYF/8QAIBEAAAUEAwEAAAAAAAAAAAAAAAECBREhNIGxAwQUUf/aAAwDAQACEQMRAD8A00MT55o4oml8kjg1rRqSegCqHJu0uF77iVPnsOLL7s4b/pjv/imtm1b6C0aWsiAMlPKyVoOhLSCPJXrm32d4ZmPes1d8ru/av/L4bvvf+kyceXtINPmKftJBFv4+qsleg4+Vgc/zRPgmkimaWSRuLXNOoI6EIs1pVb6+0aqslAElRK+VwGgLiSfNFTKYqJxxNBWtnnv/AMP6isSIhbtdrxogvarVGdmI7tDdweI9NERI2m0RnZg+63S8aIf/2Q==',
);
export const WEBP = base64(
  'UklGRrgCAABXRUJQVlA4WAoAAAAgAAAAFwAAFwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggygAAAJAIAJ0BKhgAGAA+bSyTRqQiIaEwGAgAgA2JbACdMtBz74B+N3CBDAPsA9wHP/59VugH8A9gDeAP/+RUAX+wN66hE4I4S1enioT2XQMAAP6cp56C3gexm/L/2SRpn8qiWG7mWVCl10D9uMDQgnVUNk/xAjVoFouSEk/3/zyhhguoSq6FI9+AD+X/zpXXKf6RkDwPk/11k66riE7z08pZ5KLYtdmViCVIk/BP/eWAgvy3jr7c7GnwGuYX5TvJsXQw4rW+P7L5BgAAAAA=',
);
export const PNG = base64(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAABL0lEQVR4AeyQu2oCYRCFj1stsUiRFRIIIRYhhJA65AqRvEUeICEkXUhIE+ILKIIIFhZW1jZaiqBoZaU23goFFS/YKKLgZbbbX51fEStdODBz5ux8P6Mc/2XHm5SCDX9bAng6MyP0ZkX691wX1eQtc132RIoJ+Hm2wP9ygqsjFfuqootq8r5sFlCGA7GA69M9fDxoME1B4hLyPh813FrN4sjQs4D3e80QFht6/evdgWgbehZweagawvMaWYYFzFu4qscCMrW+dJ8swwK88RYLGI0BT6zJZlhArNiFL9leuMAVbSJR6i2c04AFUOA/XIfNXUAg1UGlM9RFNXmOSIMirKQA+jvXGOA7WMWNM6+LavJoJtNSANkSbj4DKNsvsI5E2AxADKzb7wDSC+5OJD3RBAAA//8cZTdVAAAABklEQVQDABSfl2mVOJFKAAAAAElFTkSuQmCC',
);

/** What a phone would hide in a photo: the test checks it never reaches the public copy. */
export const SECRET = 'GPS 25.0657N 55.1713E home';

/** The JPEG with a camera's EXIF block: orientation 6 (rotated) and a description holding SECRET. */
export function jpegWithExif(): Buffer {
  const text = Buffer.from(`${SECRET}\u0000`, 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  // ImageDescription (ASCII), its text right after the IFD.
  tiff.writeUInt16BE(0x010e, 10);
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(text.length, 14);
  tiff.writeUInt32BE(tiff.length, 18);
  // Orientation: rotate 90 degrees clockwise.
  tiff.writeUInt16BE(0x0112, 22);
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(6, 30);
  tiff.writeUInt32BE(0, 34);
  const data = Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), tiff, text]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, 0]), data]);
  segment.writeUInt16BE(data.length + 2, 2);
  const comment = Buffer.concat([
    Buffer.from([0xff, 0xfe, 0, SECRET.length + 2]),
    Buffer.from(SECRET),
  ]);
  // After SOI and the JFIF APP0 segment (2 + 18 bytes), as cameras write it.
  return Buffer.concat([JPEG.subarray(0, 20), segment, comment, JPEG.subarray(20)]);
}

/** The PNG with a text chunk holding SECRET. */
export function pngWithText(): Buffer {
  const type = Buffer.from('tEXt', 'latin1');
  const data = Buffer.from(`Comment\u0000${SECRET}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])), 8 + data.length);
  // After the signature and the IHDR chunk (8 + 25 bytes).
  return Buffer.concat([PNG.subarray(0, 33), chunk, PNG.subarray(33)]);
}

/* ---------- decompression bombs ---------- */

/**
 * `prefix` and then `megabytes` MB of spaces, deflated as a stream (never held whole): about 1 KB
 * per MB. Answers the deflated data and the CRC-32 of what it inflates to.
 */
async function deflatedSpaces(megabytes: number, raw: boolean, prefix: Buffer = Buffer.alloc(0)) {
  const deflate = raw ? zlib.createDeflateRaw({ level: 9 }) : zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  let crc = zlib.crc32(prefix);
  deflate.write(prefix);
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(spaces, crc);
    if (!deflate.write(spaces)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc };
}

/**
 * A valid one-page PDF whose page content is a FlateDecode stream of `megabytes` MB of spaces:
 * half a megabyte on disk for 512 MB, which a PDF reader inflates whole to find the page's text.
 */
export async function pdfBomb(megabytes: number): Promise<Buffer> {
  const { data: content } = await deflatedSpaces(megabytes, false);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  const add = (...chunks: Buffer[]) => {
    offsets.push(length);
    for (const chunk of chunks) {
      parts.push(chunk);
      length += chunk.length;
    }
  };
  const object = (n: number, body: string) => Buffer.from(`${n} 0 obj\n${body}\nendobj\n`);
  add(object(1, '<< /Type /Catalog /Pages 2 0 R >>'));
  add(object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'));
  add(object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>'));
  add(
    Buffer.from(`4 0 obj\n<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
    content,
    Buffer.from('\nendstream\nendobj\n'),
  );
  const xref = length;
  const table = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${table}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

interface ZipPart {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  /** The size the archive declares: the truth, or a lie. */
  declaredSize: number;
  crc: number;
}

/** A ZIP archive of deflated entries, each with the uncompressed size it is told to declare. */
function zipOf(parts: ZipPart[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflated
    header.writeUInt32LE(part.crc, 14);
    header.writeUInt32LE(part.data.length, 18);
    header.writeUInt32LE(part.declaredSize, 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc, 16);
    entry.writeUInt32LE(part.data.length, 20);
    entry.writeUInt32LE(part.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, name, part.data);
    central.push(entry, name);
    offset += header.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/**
 * A real Word CV whose document part ends in `megabytes` MB of spaces (still well-formed XML),
 * in an archive whose directory declares every part to be 1 KB: the declared sizes pass any limit,
 * and a Word reader inflates the whole document part.
 */
export async function docxBomb(megabytes: number): Promise<Buffer> {
  const cv = await docxCv(['A CV that unpacks to far more than it says']);
  const parts: ZipPart[] = [];
  for (const entry of zipContents(cv)) {
    const { data, crc } =
      entry.name === 'word/document.xml'
        ? await deflatedSpaces(megabytes, true, entry.content)
        : { data: zlib.deflateRawSync(entry.content), crc: zlib.crc32(entry.content) };
    parts.push({ name: entry.name, data, crc, declaredSize: 1024 });
  }
  return zipOf(parts);
}

/** The parts of a (small, honest) ZIP archive, unpacked. */
function zipContents(zip: Buffer) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  const parts: { name: string; content: Buffer }[] = [];
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    parts.push({ name, content: method === 8 ? zlib.inflateRawSync(data) : data });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** A multipart body with one file, the way a browser's FormData sends it. */
export async function fileForm(field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return formBody(form);
}

/** Uploads a CV (a PDF unless `type` says otherwise) as the token's candidate; answers the reply. */
export async function uploadCv(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  filename = 'cv.pdf',
  type = 'application/pdf',
) {
  const form = await fileForm('cv', bytes, filename, type);
  return call(app, { method: 'POST', url: API.candidate.cv, token, ...form });
}

/** A real PNG of one colour, `width` by `height` pixels (RGB, no filter), for size limits. */
export function plainPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4d)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
