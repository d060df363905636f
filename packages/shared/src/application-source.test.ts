import { describe, expect, it } from 'vitest';
import { candidateSourceOf, SOURCE_PARAM } from './application-status';
import { paths } from './pages';

describe('how a candidate came to a job', () => {
  it("is carried by the job page's address, except when direct", () => {
    expect(paths.jobView(7)).toBe('/unauth/jobs/view/7');
    expect(paths.jobView(7, 'direct')).toBe('/unauth/jobs/view/7');
    expect(paths.jobView(7, 'alert')).toBe(`/unauth/jobs/view/7?${SOURCE_PARAM}=alert`);
    expect(paths.jobView(7, 'search', { apply: '1' })).toBe(
      `/unauth/jobs/view/7?apply=1&${SOURCE_PARAM}=search`,
    );
    expect(paths.jobView(7, undefined, { apply: '1' })).toBe('/unauth/jobs/view/7?apply=1');
  });

  it('is read back as one of the sources a candidate may name, else direct', () => {
    for (const source of ['search', 'alert', 'direct', 'invitation'])
      expect(candidateSourceOf(source)).toBe(source);
    for (const other of [null, undefined, '', 'recruiter', 'SEARCH', 'twitter'])
      expect(candidateSourceOf(other)).toBe('direct');
  });
});
