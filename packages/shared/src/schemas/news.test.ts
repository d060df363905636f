import { describe, expect, it } from 'vitest';
import { NEWS_MESSAGES as M, slugify, ZNewsArticleRequest } from './news';

const valid = {
  title: 'Dubai South opens a cold store',
  summary: 'Chilled space near the airport.',
  body: '<p>Text</p>',
  status: 'published',
};

describe('news articles', () => {
  it('make addresses of lowercase words joined by hyphens', () => {
    expect(slugify('Jebel Ali: new berths & cranes')).toBe('jebel-ali-new-berths-and-cranes');
    expect(slugify('  Café   Logistics -- 2027!  ')).toBe('cafe-logistics-2027');
    expect(slugify('مرحبا')).toBe('');
    expect(slugify('a'.repeat(200)).length).toBeLessThanOrEqual(80);
  });

  it('keep a topic once whatever its case, and trim the values', () => {
    const parsed = ZNewsArticleRequest.parse({
      ...valid,
      title: '  Spaced title  ',
      slug: ' My-Address ',
      tags: ['Cold chain', 'cold chain', ' Pharma '],
    });
    expect(parsed).toMatchObject({
      title: 'Spaced title',
      slug: 'my-address',
      tags: ['Cold chain', 'Pharma'],
      publish_at: '',
      cover_alt: '',
    });
  });

  it('accept a publish date in UAE wall-clock time and refuse others', () => {
    expect(
      ZNewsArticleRequest.safeParse({ ...valid, publish_at: '2027-01-31T08:30' }).success,
    ).toBe(true);
    for (const publish_at of ['2027-02-30T08:30', '2027-01-31', '31/01/2027 08:30']) {
      const result = ZNewsArticleRequest.safeParse({ ...valid, publish_at });
      expect(result.error?.issues[0].message, publish_at).toBe(M.publishAtInvalid);
    }
  });

  it('refuse addresses with spaces, symbols or double hyphens', () => {
    for (const slug of ['two words', 'a--b', '-start', 'end-', 'ünï']) {
      const result = ZNewsArticleRequest.safeParse({ ...valid, slug });
      expect(result.error?.issues[0].message, slug).toBe(M.slugFormat);
    }
  });
});
