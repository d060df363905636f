import { describe, expect, it } from 'vitest';
import {
  ARABIC_NAMES,
  COUNTRIES,
  DESIGNATIONS,
  FUNCTIONAL_AREAS,
  INDUSTRIES,
  LOCATIONS,
  QUALIFICATIONS,
  SKILLS,
} from './taxonomy';

/** Every item the seed ships, by kind, as master-data.seed.ts inserts them. */
const SEEDED: Record<keyof typeof ARABIC_NAMES, string[]> = {
  designation: DESIGNATIONS,
  functional_area: FUNCTIONAL_AREAS,
  industry: INDUSTRIES,
  skill: SKILLS,
  qualification: QUALIFICATIONS,
  country: COUNTRIES,
  state: Object.entries(LOCATIONS).flatMap(([emirate, areas]) => [emirate, ...areas]),
};

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the shipped taxonomy', () => {
  it.each(Object.entries(SEEDED))('names every %s in Arabic', (kind, names) => {
    const arabic = ARABIC_NAMES[kind as keyof typeof ARABIC_NAMES];
    const missing = names.filter((name) => !ARABIC_LETTER.test(arabic[name] ?? ''));
    expect(missing).toEqual([]);
  });

  it('has no Arabic name for an item it does not ship', () => {
    const unused = Object.entries(ARABIC_NAMES).flatMap(([kind, names]) =>
      Object.keys(names)
        .filter((name) => !SEEDED[kind as keyof typeof ARABIC_NAMES].includes(name))
        .map((name) => `${kind}: ${name}`),
    );
    expect(unused).toEqual([]);
  });
});
