/**
 * The width and height of a JPEG, PNG or WebP image, read from its header (run in the file
 * sandbox with the rest of the image parsing). Null when the header cannot be read.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const size = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return size(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** The start-of-frame markers (C0-CF) that carry the size; C4, C8 and CC are other segments. */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer) {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (isFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return size(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5));
    }
    if (marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Buffer) {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return size(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  if (chunk === 'VP8 ')
    return size(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  return null;
}

export function imageSize(bytes: Buffer, ext: string): ImageSize | null {
  if (ext === 'png') return pngSize(bytes);
  if (ext === 'jpg') return jpegSize(bytes);
  if (ext === 'webp') return webpSize(bytes);
  return null;
}
