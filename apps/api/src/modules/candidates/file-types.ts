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
  uncompressedSize: number;
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
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (uncompressedSize === 0xffffffff || offset + 46 + nameLength > bytes.length) return null;
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, uncompressedSize });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
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
