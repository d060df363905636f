import type { CodedColumn, MatchSet } from './kept-matches';

/**
 * A set's matches grouped by their code in one column, each group newest first: code c's matches
 * are order[start[c]] up to (not including) order[start[c + 1]].
 */
export type Groups = { start: Int32Array; order: Int32Array };

/** The set's matches grouped by `column`, grouped now (a pass over the set) if not yet. */
function groupsOf(set: MatchSet, column: CodedColumn): Groups {
  const kept = set.groups[column];
  if (kept) return kept;
  const codes = set.at[column];
  const size = set.board[column].values.length;
  const start = new Int32Array(size + 1);
  for (let k = 0; k < codes.length; k++) start[codes[k] + 1]++;
  for (let c = 0; c < size; c++) start[c + 1] += start[c];
  const next = start.slice(0, size);
  const order = new Int32Array(codes.length);
  for (let k = 0; k < codes.length; k++) order[next[codes[k]]++] = k;
  return (set.groups[column] = { start, order });
}

/** How many of the set's matches hold one of the `wanted` codes of `column` (a flag by code). */
export function countCodes(set: MatchSet, column: CodedColumn, wanted: Uint8Array) {
  const { start } = groupsOf(set, column);
  let n = 0;
  for (let c = 0; c < wanted.length; c++) if (wanted[c]) n += start[c + 1] - start[c];
  return n;
}

/** Sets `mark[k]` for each match k holding one of the `wanted` codes of `column`. */
export function markCodes(
  set: MatchSet,
  column: CodedColumn,
  wanted: Uint8Array,
  mark: Uint8Array,
) {
  const { start, order } = groupsOf(set, column);
  for (let c = 0; c < wanted.length; c++)
    if (wanted[c]) for (let i = start[c]; i < start[c + 1]; i++) mark[order[i]] = 1;
}
