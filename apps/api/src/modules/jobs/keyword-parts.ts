/** A part of keywords joined to the others by AND: its text (a query of its own), and whether it is negated. */
export type KeywordPart = { text: string; negated: boolean };

/** A single lexeme (with its weights or prefix mark), or a group in parentheses. */
const LEXEME = /^'(?:[^']|'')*'(?::[*A-D]+)?$/;

/**
 * The characters of a tsquery's text outside its quoted lexemes, each with its index and the depth
 * of parentheses after it.
 */
function* unquoted(text: string): Generator<[number, string, number]> {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === "'" && text[i + 1] === "'") i++;
      else if (c === "'") quoted = false;
      continue;
    }
    if (c === "'") quoted = true;
    else {
      if (c === '(') depth++;
      else if (c === ')') depth--;
      yield [i, c, depth];
    }
  }
}

/** Whether `text` is one group in parentheses, whole. */
function isGroup(text: string) {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  for (const [i, c, depth] of unquoted(text))
    if (c === ')' && depth === 0 && i < text.length - 1) return false;
  return true;
}

/**
 * The parts of compiled keywords (a tsquery's text) joined by AND at the top, so that their
 * matches can be found from each part's: the jobs of every part not negated, less those of any
 * part negated. Null when the keywords are one part, or joined by OR at the top (AND binds
 * tighter, so they are not an AND of parts).
 */
export function keywordParts(tsquery: string): KeywordPart[] | null {
  const parts: string[] = [];
  let start = 0;
  for (const [i, c, depth] of unquoted(tsquery)) {
    if (depth !== 0) continue;
    if (c === '|') return null;
    if (c === '&') {
      parts.push(tsquery.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(tsquery.slice(start).trim());
  if (parts.length < 2 && !parts[0].startsWith('!')) return null;
  const read: KeywordPart[] = [];
  for (const part of parts) {
    const rest = part.slice(1).trim();
    // `!` binds tighter than a phrase: only a negated lexeme or group is a part negated.
    if (part.startsWith('!') && (LEXEME.test(rest) || isGroup(rest)))
      read.push({ text: rest, negated: true });
    else if (part.startsWith('!')) return null;
    else read.push({ text: part, negated: false });
  }
  return read;
}
