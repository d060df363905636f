import { describe, expect, it } from 'vitest';
import { pgArray } from './pg-array';

describe('array literals', () => {
  it('quotes every element and escapes quotes and backslashes', () => {
    expect(pgArray([])).toBe('{}');
    expect(pgArray([1, 2, null, true])).toBe('{"1","2",NULL,"true"}');
    expect(pgArray(['a "b"', 'c\\d', 'line\nbreak', '{x,y}'])).toBe(
      '{"a \\"b\\"","c\\\\d","line\nbreak","{x,y}"}',
    );
  });
});
