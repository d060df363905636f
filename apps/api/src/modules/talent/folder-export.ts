import { ZipFile } from 'yazl';
import type { Lang } from '@logicareers/shared/schemas/common';
import type { TCandidateCard } from '@logicareers/shared/schemas/talent';
import { safeFileName, spreadsheetCsv } from '../../lib/downloads';
import type { FileStore } from '../files/file-store';
import { CSV_TEXTS } from './folder-export.texts';

/*
 * A folder exported: its cards as CSV (safe to open in a spreadsheet) and its CVs as one ZIP.
 */

/**
 * The cards as CSV for a spreadsheet (every text cell made safe), one row each, its columns and
 * the values of fixed lists in `lang` (the cards name their master data in it already).
 */
export function cardsCsv(
  cards: TCandidateCard[],
  profileUrl: (id: string) => string,
  lang: Lang = 'en',
): string {
  const texts = CSV_TEXTS[lang];
  const rows = cards.map((card) => [
    card.name,
    card.headline,
    card.current_designation ?? '',
    card.current_employer ?? '',
    card.experience_years ?? '',
    card.emirate ?? '',
    card.nationality ?? '',
    card.visa_status ? texts.visaStatus[card.visa_status] : '',
    card.notice_period ? texts.noticePeriod[card.notice_period] : '',
    card.expected_salary ?? '',
    card.last_active_at.slice(0, 10),
    card.has_cv ? texts.yes : texts.no,
    profileUrl(card.id),
  ]);
  return spreadsheetCsv([[...texts.columns], ...rows]);
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
