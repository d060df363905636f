import { MAX_ID } from '@logicareers/shared/schemas/jobs';
import { invalid } from '../../lib/errors';

/** An instant in microseconds since 1970 in ISO 8601, UTC, to the microsecond (as the database keeps it). */
export const isoMicros = (micros: number) => {
  const ms = Math.floor(micros / 1_000);
  const rest = String(micros - ms * 1_000).padStart(3, '0');
  return `${new Date(ms).toISOString().slice(0, -1)}${rest}Z`;
};

/**
 * Where the next page goes on from: the last job's publication time to the microsecond, and its id.
 * (To the millisecond, jobs published within the same millisecond as a page's last, and before it,
 * would be left out of the next page.)
 */
export const encodeCursor = (micros: number, id: number) =>
  Buffer.from(`${isoMicros(micros)}|${id}`).toString('base64url');

/**
 * A cursor is what encodeCursor wrote (or, before, the same to the millisecond); anything else,
 * however well-formed, is refused before SQL.
 */
export function decodeCursor(cursor: string): { micros: number; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const parts = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})(\d{3})?Z$/.exec(at ?? '');
  const ms = parts ? Date.parse(`${parts[1]}Z`) : NaN;
  const valid = !Number.isNaN(ms) && /^\d{1,10}$/.test(id ?? '') && Number(id) <= MAX_ID;
  if (!parts || !valid) throw invalid({ cursor: 'cursor is not valid' });
  return { micros: ms * 1_000 + Number(parts[2] ?? 0), id: Number(id) };
}
