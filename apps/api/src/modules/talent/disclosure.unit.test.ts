import { describe, expect, it } from 'vitest';
import { holdsContact, initialsOf, REDACTED, redactText, withoutContact } from './disclosure';

describe('what an undisclosed candidate is shown as', () => {
  it('takes e-mail addresses, phone numbers and the names out of a text', () => {
    const text =
      'Aisha Khan · aisha.khan@mail.example.ae · +971 50 123 4567 · 04-321 7654 ext · Forklift 2015 - 2019';
    const out = redactText(text, ['Aisha', 'Khan']);
    expect(out).not.toMatch(/aisha|khan|@|123 4567|321 7654/i);
    expect(out).toContain('Forklift 2015 - 2019');
    expect(out.startsWith(`${REDACTED} ${REDACTED}`)).toBe(true);
  });

  it('keeps words that only contain a name', () => {
    expect(redactText('Ali works at Alibaba', ['Ali', 'Y'])).toBe(`${REDACTED} works at Alibaba`);
  });

  it('drops contact details from search words, and says when there were some', () => {
    expect(withoutContact('forklift a.b@c.ae 0501234567 driver')).toBe('forklift driver');
    expect(holdsContact('a.b@c.ae')).toBe(true);
    expect(holdsContact('+971 50 123 4567')).toBe(true);
    expect(holdsContact('ISO 9001 2015')).toBe(false);
    expect(initialsOf(' aisha ', 'khan')).toBe('A. K.');
  });
});
