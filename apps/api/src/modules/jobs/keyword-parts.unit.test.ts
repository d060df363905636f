import { describe, expect, it } from 'vitest';
import { keywordParts } from './keyword-parts';

describe('keywords as parts joined by AND', () => {
  it('splits words joined by AND, telling the negated ones', () => {
    expect(keywordParts("'forklift' & !'zqab'")).toEqual([
      { text: "'forklift'", negated: false },
      { text: "'zqab'", negated: true },
    ]);
    expect(keywordParts("'suppli' <-> 'chain' & 'dubai':*")).toEqual([
      { text: "'suppli' <-> 'chain'", negated: false },
      { text: "'dubai':*", negated: false },
    ]);
    expect(keywordParts("!( 'night' | 'shift' ) & 'driver'")).toEqual([
      { text: "( 'night' | 'shift' )", negated: true },
      { text: "'driver'", negated: false },
    ]);
    expect(keywordParts("!'forklift'")).toEqual([{ text: "'forklift'", negated: true }]);
  });

  it('keeps whole what is one part, an OR at the top, or a negation inside a phrase', () => {
    expect(keywordParts("'forklift'")).toBeNull();
    expect(keywordParts("'a' & 'b' | 'c'")).toBeNull();
    expect(keywordParts("( 'a' & 'b' )")).toBeNull();
    expect(keywordParts("!'a' <-> 'b' & 'c'")).toBeNull();
    // Two groups side by side are not one group; a parenthesis in quotes is the word's own.
    expect(keywordParts("!( 'a' ) <-> ( 'b' ) & 'c'")).toBeNull();
    expect(keywordParts("!( 'a)' | 'b' ) & 'c'")).toEqual([
      { text: "( 'a)' | 'b' )", negated: true },
      { text: "'c'", negated: false },
    ]);
    // A quote inside a word, and signs inside quotes, are the word's own.
    expect(keywordParts("'o''neil&|' & 'x'")).toEqual([
      { text: "'o''neil&|'", negated: false },
      { text: "'x'", negated: false },
    ]);
  });
});
