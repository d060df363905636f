import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addressOf, buildCalendar, escapeText, foldLine } from './calendar';

const event = {
  uid: 'abc@jobs.example.ae',
  sequence: 3,
  method: 'REQUEST' as const,
  start: new Date('2026-12-31T22:30:00Z'),
  durationMinutes: 90,
  summary: 'Interview: Aisha Khan – Gulf Freight, LLC; night shift',
  description: `Line one\nLine two with \\ backslash ${'وظيفة '.repeat(30)}`,
  location: 'Plot S30412, JAFZA',
  organizer: { name: 'Mona "the boss" Saeed', email: 'no-reply@logicareers.ae' },
  attendees: [
    { name: 'Aisha Khan', email: 'aisha@example.ae' },
    { name: 'Aisha again', email: 'AISHA@example.ae' },
  ],
  stamp: new Date('2026-12-01T08:00:00Z'),
};

describe('the calendar invitation', () => {
  it('folds lines at 75 octets without splitting a character, with CRLF', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });

  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('reads back as written, across midnight in Dubai time', () => {
    const ics = buildCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2027-01-01T02:30:00');
    expect(String(vevent.getFirstPropertyValue('dtend'))).toBe('2027-01-01T04:00:00');
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.summary);
    expect(vevent.getFirstPropertyValue('description')).toBe(event.description);
    expect(vevent.getFirstPropertyValue('sequence')).toBe(3);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-12-01T08:00:00Z');
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Mona  the boss  Saeed');
    // One attendee per address.
    expect(vevent.getAllProperties('attendee')).toHaveLength(1);
    expect(vevent.getFirstSubcomponent('valarm')).toBeTruthy();
  });

  it('a cancellation says so and sets no alarm', () => {
    const ics = buildCalendar({ ...event, method: 'CANCEL', sequence: 4 });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('takes the address out of a From header', () => {
    expect(addressOf('LogiCareers <no-reply@logicareers.ae>')).toBe('no-reply@logicareers.ae');
    expect(addressOf('jobs@example.ae')).toBe('jobs@example.ae');
  });
});
