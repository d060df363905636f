import { describe, expect, it } from 'vitest';
import { checkPhone } from './phone';

describe('checkPhone', () => {
  it('prefixes + and accepts valid international numbers', () => {
    expect(checkPhone('971501234567')).toEqual({ ok: true, e164: '+971501234567' });
    expect(checkPhone('+44 20 7946 0958')).toEqual({ ok: true, e164: '+442079460958' });
  });
  it('names what is wrong', () => {
    expect(checkPhone('hello')).toEqual({ ok: false, problem: 'NOT_A_NUMBER' });
    expect(checkPhone('+9715')).toMatchObject({ ok: false });
    expect(checkPhone('1'.repeat(251))).toEqual({ ok: false, problem: 'TOO_LONG' });
  });
});
