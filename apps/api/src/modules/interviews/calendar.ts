/*
 * The interview's calendar invitation (RFC 5545 and iTIP, RFC 5546), as Google Calendar, Outlook
 * and Apple Calendar read it from an e-mail's text/calendar part. Written here rather than with the
 * `ics` package: it cannot write DTSTART;TZID nor a VTIMEZONE, and without them Outlook shows a
 * floating or UTC time. Lines end in CRLF and are folded at 75 octets.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  /** `{interview id}@{app host}`: the same for every update and the cancellation. */
  uid: string;
  /** 0 when first sent; raised by each update and by the cancellation. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  /** The video meeting's link, when there is one. */
  url?: string;
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
  /** DTSTAMP: when this version was written. */
  stamp?: Date;
}

export const CALENDAR_TIME_ZONE = 'Asia/Dubai';

/** Asia/Dubai: UTC+4 all year since 1920 (no daylight saving), as the IANA database has it. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0400',
  'TZOFFSETTO:+0400',
  'TZNAME:+04',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (CN) is quoted; quotes and line breaks cannot appear in one, so they go. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, ' ').trim()}"`;

/**
 * Folds a content line so no line is longer than 75 octets (UTF-8), never splitting a character:
 * continuation lines start with one space (RFC 5545 3.1).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in UTC: 20261203T063000Z. */
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** The UAE wall-clock time of an instant, for a TZID=Asia/Dubai property: 20261203T103000. */
const dubaiLocal = (date: Date) => utcStamp(new Date(date.getTime() + 4 * 3_600_000)).slice(0, -1);

const mailto = (email: string) => `mailto:${email}`;

/** The .ics text of an invitation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL). */
export function buildCalendar(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const cancel = event.method === 'CANCEL';
  const seen = new Set<string>();
  const attendees = event.attendees.filter((person) => {
    const key = person.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//LogiCareers//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp ?? new Date())}`,
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${dubaiLocal(event.start)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${dubaiLocal(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...attendees.map(
      (person) =>
        `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=${paramValue(
          person.name,
        )}:${mailto(person.email)}`,
    ),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(cancel
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          'TRIGGER:-PT30M',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The address of a From header such as `LogiCareers <no-reply@logicareers.ae>`. */
export function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1] : from).trim();
}
