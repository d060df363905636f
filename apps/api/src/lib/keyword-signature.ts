import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { statementKey } from '../db/statement-key';
import { SIGNATURE_BITS } from '../db/schema';

/*
 * Keyword signatures (migration 0007): each word of a row's search vector sets three of
 * SIGNATURE_BITS bits, so a row whose signature lacks a bit of a word does not hold that word. Job
 * search and CV search pass rows over by them before reading their vectors.
 */

/**
 * Whether keywords in web-search syntax require some one word, which a row's keyword signature can
 * rule out: not when OR joins words, nor when every word is excluded.
 */
const requiresAWord = (q: string) => !/(^|[\s"(])or($|[\s")])/i.test(q) && /(^|\s)[^\s-]/.test(q);

/**
 * A plain word: letters (with their marks, such as Arabic vowel signs) and digits, perhaps joined by
 * a hyphen, an apostrophe or a dot.
 */
const PLAIN_WORD = /^[\p{L}\p{M}\p{N}]+(?:[-'.][\p{L}\p{M}\p{N}]+)*$/u;

/**
 * The alternatives of keywords that a row's keyword signature can rule out, each as keywords of
 * its own: a row may match only if it holds every word that one of them requires. Keywords that
 * require a word are one alternative; plain words joined by OR ("procurement OR purchasing") are one
 * each. Anything else (OR among phrases or groups, exclusions only) gives none, and every row is
 * read.
 */
export function signatureAlternatives(q: string): string[] | null {
  if (requiresAWord(q)) return [q];
  const words = q.trim().split(/\s+or\s+/i);
  const plain = words.length > 1 && words.every((w) => PLAIN_WORD.test(w) && !/^or$/i.test(w));
  return plain ? words : null;
}

/** Keywords in web-search syntax as a text-search query: how the rows' vectors were made. */
export type KeywordParser = (keywords: string) => SQL;

/**
 * Candidates' vectors are read as jobs' are (migration 0035): cv_keywords reads keywords in English,
 * Arabic or both, as those vectors were made.
 */
export const cvKeywords: KeywordParser = (keywords) => sql`cv_keywords(${keywords})`;

/**
 * Jobs' vectors hold English and Arabic words (migration 0024): job_keywords reads keywords in
 * either language, or both, as those vectors were made.
 */
export const jobKeywords: KeywordParser = (keywords) => sql`job_keywords(${keywords})`;

/**
 * Keywords compiled once for a search: the text-search query's text (`tsquery`, read back with
 * `::tsquery`), and the keyword signature of each alternative (see signatureAlternatives) as text
 * of bits. The statements of the search take them as they are: parsing keywords (dictionaries,
 * stemming) and working out signatures happen once, not again in each statement's plan.
 */
export type CompiledKeywords = { tsquery: string; signatures: string[] | null };

/** Compiled keywords kept per database, by the statement that compiles them (see compileKeywords). */
const KEYWORDS_KEPT = 2_000;
const compiledOf = new WeakMap<Db, LRUCache<string, CompiledKeywords | typeof NOTHING>>();
const NOTHING = 'nothing';

/**
 * Compiles `tsquery` (SQL that parses keywords) and the signatures of `alternatives`, each read by
 * `parse` as the rows' vectors were made; null when the keywords hold no word to look for (only
 * stop words or punctuation). What a text compiles to changes only with the database's text-search
 * configuration (a migration), so the last KEYWORDS_KEPT are kept: people search for the same words.
 */
export async function compileKeywords(
  db: Db,
  tsquery: SQL,
  alternatives: string[] | null,
  parse: KeywordParser,
): Promise<CompiledKeywords | null> {
  const signatures = alternatives
    ? sql`array[${sql.join(
        alternatives.map((words) => sql`keyword_signature(${parse(words)})::text`),
        sql`, `,
      )}]`
    : sql`null::text[]`;
  const statement = sql`select q::text as q, numnode(q) as nodes, ${signatures} as signatures
    from (select ${tsquery} as q) k`;
  const key = statementKey(statement);
  let kept = compiledOf.get(db);
  if (!kept) compiledOf.set(db, (kept = new LRUCache({ max: KEYWORDS_KEPT })));
  const known = kept.get(key);
  if (known) return known === NOTHING ? null : known;
  const [row] = rowsOf<{ q: string; nodes: number; signatures: string[] | null }>(
    await db.execute(statement),
  );
  const compiled = row.nodes > 0 ? { tsquery: row.q, signatures: row.signatures } : null;
  kept.set(key, compiled ?? NOTHING);
  return compiled;
}

/** Whether a row's keyword signature has every bit of one of `signatures` (see compileKeywords). */
export const signatureHolds = (signatures: string[]) =>
  sql`(${sql.join(
    signatures.map((bits) => {
      const required = sql`${bits}::bit(${sql.raw(String(SIGNATURE_BITS))})`;
      return sql`signature & ${required} = ${required}`;
    }),
    sql` or `,
  )})`;
