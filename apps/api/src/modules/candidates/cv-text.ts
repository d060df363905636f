import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { FileLimitError } from '../files/file-job';
import { DOCX, PDF, zipEntries, zipUnpackedBytes, type KnownType } from './file-types';

/** Candidate search reads this much of a CV; the rest adds nothing but weight. */
export const CV_TEXT_MAX_CHARS = 100_000;
/** A real CV has a few pages; a long document is read only this far. */
const PDF_MAX_PAGES = 40;
/** A Word file that really unpacks to more than this is not a CV (and may be a ZIP bomb). */
export const DOCX_MAX_UNPACKED_BYTES = 60 * 1024 * 1024;

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
  // Counted by inflating every entry: the sizes the archive declares may lie.
  const unpacked = await zipUnpackedBytes(bytes, zipEntries(bytes) ?? [], DOCX_MAX_UNPACKED_BYTES);
  if (unpacked > DOCX_MAX_UNPACKED_BYTES)
    throw new FileLimitError(
      'unpacked',
      `the Word file unpacks to over ${DOCX_MAX_UNPACKED_BYTES} bytes`,
    );
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

/**
 * The text of a CV for candidate search. A CV whose text cannot be read (a scanned PDF, a damaged
 * file) answers '' with the reason, and is still kept: recruiters can open it. A file past a limit
 * (FileLimitError) is not a CV: that error goes on, and the upload is refused.
 *
 * Runs only in the file sandbox (see candidate-file-jobs.ts), which bounds its time and memory.
 */
export async function extractCvText(
  bytes: Buffer,
  type: KnownType,
): Promise<{ text: string; problem: string | null }> {
  try {
    const text = tidyText(
      type.ext === PDF.ext
        ? await pdfText(bytes)
        : type.ext === DOCX.ext
          ? await docxText(bytes)
          : '',
    );
    return { text, problem: text ? null : 'no text found' };
  } catch (error) {
    if (error instanceof FileLimitError) throw error;
    return { text: '', problem: error instanceof Error ? error.message : String(error) };
  }
}
