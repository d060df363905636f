import { describe, expect, it } from 'vitest';
import { alertSearchParams, noCriteria } from '@logicareers/shared/schemas/alerts';
import { criteriaFromKey, filterKey, normalizeCriteria, type Criteria } from './alerts.criteria';
import { digestJobPositions } from './alerts.matcher';
import { lastCompletedPeriod, windowOf } from './alerts.periods';

const none: Criteria = noCriteria();

describe('digest periods', () => {
  it('ends daily periods at 07:00 in the UAE (03:00 UTC)', () => {
    expect(lastCompletedPeriod('daily', new Date('2026-03-11T02:59:00Z'))).toMatchObject({
      start: new Date('2026-03-09T03:00:00Z'),
      end: new Date('2026-03-10T03:00:00Z'),
    });
    expect(lastCompletedPeriod('daily', new Date('2026-03-11T03:00:00Z'))).toMatchObject({
      start: new Date('2026-03-10T03:00:00Z'),
      end: new Date('2026-03-11T03:00:00Z'),
    });
  });

  it('ends weekly periods on Monday at 07:00 in the UAE', () => {
    // 2026-03-09 is a Monday.
    for (const now of ['2026-03-09T03:00:00Z', '2026-03-12T12:00:00Z', '2026-03-16T02:00:00Z']) {
      expect(lastCompletedPeriod('weekly', new Date(now))).toMatchObject({
        start: new Date('2026-03-02T03:00:00Z'),
        end: new Date('2026-03-09T03:00:00Z'),
      });
    }
  });

  it('covers jobs since the previous pass, at most a week back for daily digests', () => {
    const period = lastCompletedPeriod('daily', new Date('2026-03-11T05:00:00Z'));
    expect(windowOf(period, null).start).toEqual(period.start);
    expect(windowOf(period, new Date('2026-03-08T03:00:00Z')).start).toEqual(
      new Date('2026-03-08T03:00:00Z'),
    );
    expect(windowOf(period, new Date('2026-01-01T03:00:00Z')).start).toEqual(
      new Date('2026-03-04T03:00:00Z'),
    );
  });
});

describe('alert criteria', () => {
  it('gives equal filters the same key, whatever their order, and reads it back', () => {
    const a: Criteria = {
      ...none,
      keywords: ' forklift ',
      state: [12, 3, 12],
      employment_type: ['part_time', 'contract'],
      experience: 0,
      salary_min: 5000,
    };
    const b: Criteria = { ...a, state: [3, 12], employment_type: ['contract', 'part_time'] };
    expect(filterKey(a)).toBe('3,12||||contract,part_time|0|5000');
    expect(filterKey(b)).toBe(filterKey(a));
    expect(filterKey(none)).toBe('');
    expect(criteriaFromKey('forklift', filterKey(a))).toEqual(normalizeCriteria(a));
    expect(criteriaFromKey('', '')).toEqual(none);
  });

  it('links an alert to the same search on the job search page', () => {
    const criteria = criteriaFromKey('"cold chain" -driver', '3,12||7|||2|8000');
    expect(alertSearchParams(criteria, 1).toString()).toBe(
      'q=%22cold+chain%22+-driver&state=3%2C12&designation=7&experience=2&salary_min=8000&posted_within=1&sort=newest',
    );
  });
});

describe('bitset heads', () => {
  const head = (bits: string) => {
    const bytes = new Uint8Array(4 + Math.ceil(bits.length / 8));
    new DataView(bytes.buffer).setUint32(0, bits.length);
    [...bits].forEach((bit, i) => {
      if (bit === '1') bytes[4 + (i >> 3)] |= 0x80 >> (i & 7);
    });
    return bytes;
  };
  it('reads the positions of the first set bits, newest jobs first', () => {
    expect(digestJobPositions(head('0100000000000001101'), 5)).toEqual([1, 15, 16, 18]);
    expect(digestJobPositions(head('1111111111'), 3)).toEqual([0, 1, 2]);
    expect(digestJobPositions(head('000000000'), 5)).toEqual([]);
  });
});
