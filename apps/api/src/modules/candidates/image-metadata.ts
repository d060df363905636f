/**
 * Profile photos are public (behind an unguessable address), so what a camera writes into them
 * (GPS position, device, dates, comments) is removed before they are stored. Only the EXIF
 * orientation of a JPEG is kept, so phone photos stay the right way up.
 *
 * Each function answers the cleaned bytes, or null when the image's structure cannot be read.
 */

/* ---------- JPEG ---------- */

const APP1 = 0xe1;
const APP13 = 0xed;
const COMMENT = 0xfe;
const START_OF_SCAN = 0xda;

/** The orientation (1-8) in a JPEG APP1 EXIF segment's data, if any. */
function exifOrientation(data: Buffer): number | null {
  if (data.length < 14 || data.toString('latin1', 0, 6) !== 'Exif\u0000\u0000') return null;
  const tiff = data.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return null;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding nothing but the orientation. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 right after the header
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x0112, 10); // Orientation
  tiff.writeUInt16LE(3, 12); // SHORT
  tiff.writeUInt32LE(1, 14); // one value
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  const data = Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), tiff]);
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

export function cleanJpeg(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker.
    while (at < bytes.length && bytes[at] === 0xff) at++;
    if (at >= bytes.length) return null;
    const marker = bytes[at];
    const start = at - 1;
    at++;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(start, at));
      continue;
    }
    if (at + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) return null;
    const end = at + length;
    if (marker === START_OF_SCAN) {
      // Image data to the end of the file; metadata segments all come before it.
      kept.push(bytes.subarray(start));
      if (orientation && orientation !== 1) {
        // After the JFIF header when there is one, as readers expect it first.
        const afterJfif = kept[1]?.[1] === 0xe0 ? 2 : 1;
        kept.splice(afterJfif, 0, orientationSegment(orientation));
      }
      return Buffer.concat(kept);
    }
    if (marker === APP1) {
      orientation ??= exifOrientation(bytes.subarray(at + 2, end));
    } else if (marker !== APP13 && marker !== COMMENT) {
      kept.push(bytes.subarray(start, end));
    }
    at = end;
  }
  return null;
}

/* ---------- PNG ---------- */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

export function cleanPng(bytes: Buffer): Buffer | null {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  return null;
}

/* ---------- WebP ---------- */

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

export function cleanWebp(bytes: Buffer): Buffer | null {
  if (
    bytes.length < 12 ||
    bytes.toString('latin1', 0, 4) !== 'RIFF' ||
    bytes.toString('latin1', 8, 12) !== 'WEBP'
  )
    return null;
  const kept: Buffer[] = [];
  let at = 12;
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  while (at + 8 <= riffEnd) {
    const type = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) return null;
    if (type === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(at, Math.min(end, riffEnd)));
      chunk[8] &= ~(VP8X_EXIF | VP8X_XMP);
      kept.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  if (!kept.length) return null;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** The photo without its metadata, by type; null when it cannot be read. */
export function withoutMetadata(bytes: Buffer, ext: string): Buffer | null {
  if (ext === 'jpg') return cleanJpeg(bytes);
  if (ext === 'png') return cleanPng(bytes);
  if (ext === 'webp') return cleanWebp(bytes);
  return null;
}
