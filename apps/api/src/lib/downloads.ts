import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/*
 * What every download the app writes goes through: the cells of its spreadsheets and the names of
 * its files (the Content-Disposition header, the entries of a ZIP).
 */

/**
 * A cell a spreadsheet would read as a formula starts with one of these: the ASCII signs, their
 * full-width forms (which spreadsheets of East Asian locales take for them), or a tab, carriage
 * return or line feed before one.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/** A text cell as a spreadsheet shows it and never runs: a formula-like start gets an apostrophe. */
export const spreadsheetCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * Rows as CSV for a spreadsheet: every text cell made safe, a byte-order mark so that spreadsheets
 * read UTF-8, and Windows line ends.
 */
export const spreadsheetCsv = (rows: unknown[][]) =>
  `\uFEFF${stringify(rows, { cast: { string: spreadsheetCell }, record_delimiter: 'windows' })}`;

/**
 * Characters that make a name show other than it is or leave its folder: the bidirectional
 * controls (an override makes `exe.pdf` read as `fdp.exe`), controls, line and paragraph
 * separators, and the separators and reserved characters of paths on every system.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const UNSAFE = /[\p{Cc}\u2028\u2029\\/:*?"<>|]/gu;

/**
 * A file's name fit to offer for download or to put in a ZIP: in any script (Arabic included),
 * without hidden direction changes, controls, folders or `..`, no longer than a file system takes,
 * and `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(BIDI_CONTROLS, '')
    .replace(UNSAFE, '_')
    // `..` is a step up in a path; so is a name of dots alone.
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    // A leading dot hides a file; trailing dots and spaces are dropped by Windows.
    .replace(/^[\s._]+|[\s.]+$/g, '');
  const short = [...cleaned].slice(0, 120).join('').trim();
  return short || fallback;
}

/**
 * A Content-Disposition header for a file: its safe name in plain ASCII and, for other scripts, in
 * UTF-8 (RFC 6266).
 */
export function attachmentHeader(
  filename: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const name = safeFileName(filename);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Sends a stream as a download (the route's declared answer is the file). */
export const sendDownload = (
  reply: FastifyReply,
  body: NodeJS.ReadableStream | string,
  type: string,
  disposition: string,
) =>
  reply
    .header('content-type', type)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(body);
