import { describe, expect, it } from 'vitest';
import { ZJobSearchQuery } from '@logicareers/shared/schemas/jobs';
import { NOT_IN_URL, searchOf, urlParamsOf } from './search-params';

describe("the job search page's URL", () => {
  const inUrl = Object.keys(ZJobSearchQuery.shape).filter(
    (key) => !(NOT_IN_URL as readonly string[]).includes(key),
  );

  it('reads and writes every parameter of the search query but the left-out ones', () => {
    expect(inUrl.length).toBeGreaterThan(0);
    for (const key of inUrl) {
      const url = new URLSearchParams([[key, '7']]);
      const search = searchOf(url) as Record<string, string>;
      expect(search, key).toEqual({ [key]: '7' });
      expect(urlParamsOf(search).toString(), key).toBe(url.toString());
    }
  });

  it('leaves out only parameters the query has', () => {
    const keys = Object.keys(ZJobSearchQuery.shape);
    for (const key of NOT_IN_URL) expect(keys).toContain(key);
  });
});
