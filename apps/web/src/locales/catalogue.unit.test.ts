import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';

type Texts = { readonly [key: string]: string | Texts };

/** Every text of a namespace by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flatten(value, path)) flat.set(k, v);
  }
  return flat;
}

const ENGLISH_PLURAL = /_(one|other)$/;
/** The forms Arabic's plural rules pick between (CLDR): every plural text needs all six. */
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const ANY_PLURAL = /_(zero|one|two|few|many|other)$/;

/** The `{{…}}` placeholders of a text (by name; a format after a comma is the language's own). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
/** The markup of a text (`<0>`, `</0>`, `<strong>`, `<br/>`), which Trans fills in. */
const tags = (text: string) => [...text.matchAll(/<\/?[\w-]+\s*\/?>/g)].map((m) => m[0]).sort();
const withoutCount = (names: string[]) => names.filter((name) => name !== 'count');

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

const namespaces = Object.keys(en) as (keyof typeof en)[];

describe('the Arabic catalogue', () => {
  it('has the same namespaces as the English one', () => {
    expect(Object.keys(ar).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (ns) => {
    const english = flatten(en[ns] as Texts);
    const arabic = flatten(ar[ns] as Texts);

    it('has a text for every English key, and every Arabic plural form of a plural', () => {
      const missing: string[] = [];
      for (const [key, text] of english) {
        if (ENGLISH_PLURAL.test(key)) {
          const base = key.replace(ENGLISH_PLURAL, '');
          for (const form of ARABIC_PLURALS)
            if (!arabic.get(`${base}_${form}`)) missing.push(`${base}_${form}`);
        } else if (arabic.get(key) === undefined || (text !== '' && arabic.get(key) === '')) {
          missing.push(key);
        }
      }
      expect([...new Set(missing)]).toEqual([]);
    });

    it('has no key the English catalogue does not have', () => {
      const bases = new Set([...english.keys()].map((key) => key.replace(ENGLISH_PLURAL, '')));
      const extra = [...arabic.keys()].filter((key) =>
        ANY_PLURAL.test(key) ? !bases.has(key.replace(ANY_PLURAL, '')) : !english.has(key),
      );
      expect(extra).toEqual([]);
    });

    it('keeps the placeholders and the markup of each English text', () => {
      const different: string[] = [];
      for (const [key, text] of arabic) {
        const plural = ANY_PLURAL.test(key) && !english.has(key);
        const source = plural
          ? english.get(key.replace(ANY_PLURAL, '_other'))
          : (english.get(key) ?? english.get(key.replace(ANY_PLURAL, '_other')));
        if (source === undefined) continue;
        // A plural form may name its number in words ("وظيفتان") instead of {{count}}.
        const isPlural = ANY_PLURAL.test(key);
        const ours = isPlural ? withoutCount(placeholders(text)) : placeholders(text);
        const theirs = isPlural ? withoutCount(placeholders(source)) : placeholders(source);
        if (JSON.stringify(ours) !== JSON.stringify(theirs))
          different.push(`${key}: {{${ours.join(', ')}}} for {{${theirs.join(', ')}}}`);
        if (JSON.stringify(tags(text)) !== JSON.stringify(tags(source)))
          different.push(`${key}: ${tags(text).join(' ')} for ${tags(source).join(' ')}`);
      }
      expect(different).toEqual([]);
    });

    it('is written in Arabic (names such as LinkedIn may stay as they are)', () => {
      const sentences = [...english].filter(([, text]) => LATIN_WORD.test(text));
      if (sentences.length === 0) return;
      const untranslated = sentences.filter(([key]) => {
        const base = key.replace(ENGLISH_PLURAL, '');
        const text = arabic.get(key) ?? arabic.get(`${base}_other`) ?? '';
        return !ARABIC_LETTER.test(text);
      });
      // At most a tenth: brand and product names keep their Latin letters.
      expect(
        untranslated.length,
        untranslated
          .slice(0, 20)
          .map(([key]) => key)
          .join(', '),
      ).toBeLessThanOrEqual(Math.floor(sentences.length / 10));
    });
  });
});
