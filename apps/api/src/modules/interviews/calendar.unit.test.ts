import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addressOf, buildCalendar, paramText } from './calendar';

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

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics));

describe('the calendar invitation', () => {
  it('reads back as written, across midnight in Dubai time, in lines of 75 octets', () => {
    const ics = buildCalendar(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const calendar = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstSubcomponent('vtimezone')!.getFirstPropertyValue('tzid')).toBe(
      'Asia/Dubai',
    );
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(event.uid);
    expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2027-01-01T02:30:00');
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Dubai');
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
    const calendar = parse(buildCalendar({ ...event, method: 'CANCEL', sequence: 4 }));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(4);
    expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('no value can add a property, an attendee or an event: each reads back as given', () => {
    // Line breaks of every kind, the TEXT specials, quotes, a parameter and a whole property.
    const hostile = (label: string) =>
      `${label} a,b;c\\d "q" x\r\nATTENDEE;CN=Evil:mailto:evil@attacker.example\nX-INJECTED:1\rEND:VEVENT\r\nBEGIN:VEVENT ${'long, ; \\ value '.repeat(40)}`;
    const video = `https://meet.example.ae/room?a=1,2;b=3\r\nATTENDEE:mailto:evil@attacker.example`;
    const input = {
      ...event,
      summary: hostile('summary'),
      description: hostile('description'),
      location: hostile('location'),
      url: video,
      organizer: { name: hostile('organizer'), email: 'no-reply@logicareers.ae' },
      attendees: [
        { name: hostile('candidate'), email: 'aisha@example.ae' },
        { name: hostile('interviewer'), email: 'omar;x,y\r\nX-EVIL:1@example.ae' },
      ],
    };
    const ics = buildCalendar(input);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const calendar = parse(ics);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(calendar.getAllProperties().map((p) => p.name)).toEqual(['version', 'prodid', 'method']);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(new Set(vevent.getAllProperties().map((p) => p.name))).toEqual(
      new Set([
        'uid',
        'sequence',
        'dtstamp',
        'dtstart',
        'dtend',
        'summary',
        'transp',
        'location',
        'description',
        'organizer',
        'attendee',
        'url',
        'status',
      ]),
    );
    expect(vevent.getAllProperties().filter((p) => p.name !== 'attendee')).toHaveLength(12);
    expect(vevent.getFirstPropertyValue('summary')).toBe(input.summary.replace(/\r\n|\r/g, '\n'));
    expect(vevent.getFirstPropertyValue('description')).toBe(
      input.description.replace(/\r\n|\r/g, '\n'),
    );
    expect(vevent.getFirstPropertyValue('location')).toBe(input.location.replace(/\r\n|\r/g, '\n'));
    // The link stays one link: what would break the line or the value is percent-encoded.
    expect(decodeURIComponent(String(vevent.getFirstPropertyValue('url')))).toBe(video);
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:no-reply@logicareers.ae');
    expect(organizer.getParameter('cn')).toBe(paramText(input.organizer.name));
    const attendees = vevent.getAllProperties('attendee');
    expect(attendees).toHaveLength(2);
    expect(
      attendees.map((p) => ({
        address: decodeURIComponent(String(p.getFirstValue()).replace(/^mailto:/i, '')),
        cn: p.getParameter('cn'),
        // Exactly the parameters written: nothing a name could add.
        parameters: Object.keys((p.toJSON() as [string, object])[1]).sort(),
      })),
    ).toEqual(
      input.attendees.map((person) => ({
        address: person.email,
        cn: paramText(person.name),
        parameters: ['cn', 'cutype', 'partstat', 'role', 'rsvp'],
      })),
    );
    expect(attendees.every((p) => p.getParameter('role') === 'REQ-PARTICIPANT')).toBe(true);
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('description')).toBe(
      input.summary.replace(/\r\n|\r/g, '\n'),
    );
    expect(ics).not.toMatch(/^(X-INJECTED|X-EVIL|ATTENDEE;CN=Evil)/m);
  });

  it('takes the address out of a From header', () => {
    expect(addressOf('LogiCareers <no-reply@logicareers.ae>')).toBe('no-reply@logicareers.ae');
    expect(addressOf('jobs@example.ae')).toBe('jobs@example.ae');
  });
});
