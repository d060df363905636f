import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { DOCX, PDF, zipEntries, type KnownType } from './file-types';

/** Candidate search reads this much of a CV; the rest adds nothing but weight. */
export const CV_TEXT_MAX_CHARS = 100_000;
/** A real CV has a few pages; a long document is read only this far. */
const PDF_MAX_PAGES = 40;
/** A Word file that unpacks to more than this is not a CV (and may be a ZIP bomb). */
const DOCX_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;
const EXTRACTION_TIME_LIMIT_MS = 20_000;

/** Plain searchable text: no NULs (PostgreSQL refuses them), tidy spaces, bounded length. */
export function tidyText(text: string) {
  return text
    .replaceAll('\u0000', '')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim()
    .slice(0, CV_TEXT_MAX_CHARS);
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    let text = '';
    const pages = Math.min(pdf.numPages, PDF_MAX_PAGES);
    for (let n = 1; n <= pages && text.length < CV_TEXT_MAX_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      text += '\n';
      page.cleanup();
    }
    return text;
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes: Buffer) {
  const unpacked = (zipEntries(bytes) ?? []).reduce(
    (sum, entry) => sum + entry.uncompressedSize,
    0,
  );
  if (unpacked > DOCX_MAX_UNPACKED_BYTES) throw new Error(`DOCX unpacks to ${unpacked} bytes`);
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

/**
 * The text of a CV for candidate search. A CV whose text cannot be read (a scanned PDF, a damaged
 * file) answers '' with the reason, and is still kept: recruiters can open it.
 */
export async function extractCvText(
  bytes: Buffer,
  type: KnownType,
): Promise<{ text: string; problem: string | null }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const work =
      type.ext === PDF.ext ? pdfText(bytes) : type.ext === DOCX.ext ? docxText(bytes) : '';
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('text extraction took too long')),
        EXTRACTION_TIME_LIMIT_MS,
      );
    });
    const text = tidyText(await Promise.race([work, timeout]));
    return { text, problem: text ? null : 'no text found' };
  } catch (error) {
    return { text: '', problem: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
