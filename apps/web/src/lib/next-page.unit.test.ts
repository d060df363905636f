import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './next-page';

describe('the page to go on to', () => {
  it('is a path of this site only', () => {
    expect(safeNext('/unauth/jobs/view/7?apply=1')).toBe('/unauth/jobs/view/7?apply=1');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'jobs',
    ])
      expect(safeNext(bad), String(bad)).toBeNull();
  });

  it('rides along in the query, encoded, or not at all', () => {
    expect(withNext('/auth/candidate/sign-up', '/unauth/jobs/view/7?apply=1')).toBe(
      '/auth/candidate/sign-up?next=%2Funauth%2Fjobs%2Fview%2F7%3Fapply%3D1',
    );
    expect(withNext('/candidate', '//evil.example')).toBe('/candidate');
  });
});
