import { describe, expect, it } from 'vitest';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { firstPeriodEndsOn } from './assign-parts';

describe("a first subscription's end date", () => {
  it('covers a whole month, quarter or year from today, whichever way the plan is chosen', () => {
    expect(firstPeriodEndsOn('month')).toBe(uaeDateInDays(29));
    expect(firstPeriodEndsOn('quarter')).toBe(uaeDateInDays(89));
    expect(firstPeriodEndsOn('year')).toBe(uaeDateInDays(364));
  });
});
