import { describe, expect, it } from 'vitest';
import { parseDay } from './parse-day';

describe('a typed day', () => {
  it('is read day first, with any usual separator, or as an ISO date', () => {
    expect(parseDay('03/12/2026')).toBe('2026-12-03');
    expect(parseDay('3.12.2026')).toBe('2026-12-03');
    expect(parseDay(' 3-1-2027 ')).toBe('2027-01-03');
    expect(parseDay('2026-12-03')).toBe('2026-12-03');
  });

  it('may be typed with Eastern Arabic digits', () => {
    expect(parseDay('٠٣/١٢/٢٠٢٦')).toBe('2026-12-03');
  });

  it('is nothing until it is a whole, real date', () => {
    expect(parseDay('03/12/26')).toBeNull();
    expect(parseDay('03/12')).toBeNull();
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('12/31/2026')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});
