let wordCount = 0;

/**
 * For tests of the searches (jobs, job alerts, CVs, candidates): a made-up word of letters only
 * that no other record holds, so that assertions about what a search finds are exact.
 */
export const uniqueWord = () =>
  `zq${Date.now().toString(36)}${(wordCount++).toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(
    /[0-9]/g,
    (d) => 'abcdefghij'[Number(d)],
  );
