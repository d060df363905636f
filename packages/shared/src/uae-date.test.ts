import { describe, expect, it } from 'vitest';
import { todayInUae, UAE_TIME_ZONE, uaeDateInDays } from './uae-date';

describe('the UAE date', () => {
  it('turns at midnight in Dubai, four hours before midnight UTC', () => {
    expect(todayInUae(new Date('2026-11-24T19:59:59Z'))).toBe('2026-11-24');
    expect(todayInUae(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
    expect(todayInUae(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it("is the date of the time zone database's Asia/Dubai, hour by hour through two years", () => {
    const dubai = new Intl.DateTimeFormat('en-CA', { timeZone: UAE_TIME_ZONE });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 3_600_000)
      expect(todayInUae(new Date(at))).toBe(dubai.format(at));
  });

  it('counts days from the UAE date, across months and years', () => {
    const evening = new Date('2026-12-31T21:30:00Z');
    expect(uaeDateInDays(0, evening)).toBe('2027-01-01');
    expect(uaeDateInDays(-1, evening)).toBe('2026-12-31');
    expect(uaeDateInDays(366, evening)).toBe('2028-01-02');
  });
});
