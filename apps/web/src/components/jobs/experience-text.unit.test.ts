import { describe, expect, it } from 'vitest';
import { experienceText } from './job-card';

describe("a job's experience", () => {
  it('reads as a person would say it', () => {
    const says = (experience_min: number | null, experience_max: number | null) =>
      experienceText({ experience_min, experience_max });
    expect(says(null, null)).toBeNull();
    expect(says(0, null)).toBe('No experience needed');
    expect(says(0, 0)).toBe('No experience needed');
    expect(says(3, null)).toBe('3+ years');
    expect(says(1, 1)).toBe('1 year');
    expect(says(2, 2)).toBe('2 years');
    expect(says(0, 1)).toBe('0–1 years');
    expect(says(2, 5)).toBe('2–5 years');
  });
});
