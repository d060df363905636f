import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import type { TCandidateCard } from '@logicareers/shared/schemas/talent';
import { safeFileName, spreadsheetCsv } from '../../lib/downloads';
import type { FileStore } from '../files/file-store';

/*
 * A folder exported: its cards as CSV (safe to open in a spreadsheet) and its CVs as one ZIP.
 */

export const CSV_COLUMNS = [
  'Name',
  'Headline',
  'Current designation',
  'Current employer',
  'Experience (years)',
  'Emirate',
  'Nationality',
  'Visa status',
  'Notice period',
  'Expected salary (AED/month)',
  'Last active',
  'Has CV',
  'Profile',
] as const;

/** The cards as CSV for a spreadsheet (every text cell made safe), one row each. */
export function cardsCsv(cards: TCandidateCard[], profileUrl: (id: string) => string): string {
  const rows = cards.map((card) => [
    card.name,
    card.headline,
    card.current_designation ?? '',
    card.current_employer ?? '',
    card.experience_years ?? '',
    card.emirate ?? '',
    card.nationality ?? '',
    card.visa_status ?? '',
    card.notice_period ?? '',
    card.expected_salary ?? '',
    card.last_active_at.slice(0, 10),
    card.has_cv ? 'yes' : 'no',
    profileUrl(card.id),
  ]);
  return spreadsheetCsv([[...CSV_COLUMNS], ...rows]);
}

/**
 * The CVs as one ZIP, streamed: each entry is "First Last - file.pdf", made unique. A file missing
 * from the store is left out.
 */
export function cvsZip(
  store: FileStore,
  cvs: { first: string; last: string; filename: string; storageKey: string }[],
): NodeJS.ReadableStream {
  const zip = new ZipFile();
  const used = new Set<string>();
  void (async () => {
    try {
      for (const cv of cvs) {
        const bytes = await store.get(cv.storageKey);
        if (!bytes) continue;
        const base = safeFileName(`${cv.first} ${cv.last} - ${cv.filename}`, 'CV');
        let name = base;
        for (let n = 2; used.has(name.toLowerCase()); n++) {
          const dot = base.lastIndexOf('.');
          name = dot > 0 ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`;
        }
        used.add(name.toLowerCase());
        // CVs are compressed already (PDF, DOCX): stored as they are.
        zip.addBuffer(bytes, name, { compress: false });
      }
    } finally {
      zip.end();
    }
  })();
  return zip.outputStream;
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
