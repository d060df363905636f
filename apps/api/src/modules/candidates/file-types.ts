import zlib from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';

export interface KnownType {
  ext: string;
  mime: string;
}

export const PDF: KnownType = { ext: 'pdf', mime: 'application/pdf' };
export const DOCX: KnownType = {
  ext: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const PHOTO_TYPES: Record<string, KnownType> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
};

export interface ZipEntry {
  name: string;
  /** The compression method: 0 stored, 8 deflated (the only two a Word file uses). */
  method: number;
  compressedSize: number;
  /** What the archive claims; never trusted for a limit (see zipUnpackedBytes). */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * The entries a ZIP archive lists in its central directory, or null when it is not a readable
 * ZIP (or uses ZIP64, which a CV never needs).
 */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const END = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (bytes.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) return null;
    const method = bytes.readUInt16LE(offset + 10);
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localHeaderOffset = bytes.readUInt32LE(offset + 42);
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff ||
      offset + 46 + nameLength > bytes.length
    )
      return null;
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Counts what raw deflate data inflates to, stopping as soon as the count passes `limit`. */
async function inflatedBytes(data: Buffer, limit: number): Promise<number> {
  const inflate = zlib.createInflateRaw();
  inflate.end(data);
  let size = 0;
  for await (const chunk of inflate) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      inflate.destroy();
      break;
    }
  }
  return size;
}

/**
 * What a ZIP archive's entries really unpack to, counted by inflating them (as a reader would,
 * from the central directory's offsets and compressed sizes) and never from the sizes the archive
 * declares, which a ZIP bomb fakes. Stops counting once past `limit`, so the answer is then
 * `limit + 1` or a little more. Throws when an entry cannot be read.
 */
export async function zipUnpackedBytes(bytes: Buffer, entries: ZipEntry[], limit: number) {
  const LOCAL = 0x04034b50;
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL)
      throw new Error(`ZIP entry ${entry.name} has no local header`);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) total += data.length;
    else if (entry.method === 8) total += await inflatedBytes(data, limit - total);
    else throw new Error(`ZIP entry ${entry.name} uses compression method ${entry.method}`);
    if (total > limit) return total;
  }
  return total;
}

/**
 * What a CV really is, judged by its bytes: a PDF, or a Word document (a ZIP holding the Word
 * content types and `word/document.xml`). Anything else, whatever its name, is null.
 */
export async function detectCvType(bytes: Buffer): Promise<KnownType | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return PDF;
  if (type?.ext === 'docx') {
    const entries = zipEntries(bytes);
    return entries?.some((entry) => entry.name === 'word/document.xml') ? DOCX : null;
  }
  return null;
}

/** A JPEG, PNG or WebP image judged by its bytes, or null. */
export async function detectPhotoType(bytes: Buffer): Promise<KnownType | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && PHOTO_TYPES[type.ext]) ?? null;
}
