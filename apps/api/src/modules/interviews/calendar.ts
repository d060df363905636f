import { TZDate } from '@date-fns/tz';
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalAttendeeType,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';

/*
 * The interview's calendar invitation (RFC 5545 and iTIP, RFC 5546), as Google Calendar, Outlook
 * and Apple Calendar read it from an e-mail's text/calendar part. Written by ical-generator, which
 * escapes every text value and folds the lines (decision 035): values come from recruiters and
 * candidates, and a line break written as is would add properties of anyone's choosing.
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

/**
 * Asia/Dubai: UTC+4 all year since 1920 (no daylight saving), as the IANA database has it. Written
 * in full so that Outlook, which knows no zone by its name alone, shows the UAE time.
 */
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
].join('\r\n');

/**
 * A parameter value (CN) has no escapes in RFC 5545: a quote would end it, and the library's
 * backslash before one is read by no calendar. Quotes, backslashes and control characters go.
 */
export const paramText = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/["\\\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * A URI value is not TEXT: the library's backslashes before commas and semicolons would become part
 * of the link. Those and any white space or control character are percent-encoded instead, which
 * leaves the same link.
 */
export const uriValue = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\\;,\s\u0000-\u001f\u007f]/g, encodeURIComponent);

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
  const calendar = ical({
    prodId: { company: 'LogiCareers', product: 'Interviews', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (it would write DTSTAMP without its Z); the event's zone is written.
    timezone: { name: null, generator: (zone) => (zone === CALENDAR_TIME_ZONE ? VTIMEZONE : null) },
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: event.stamp ?? new Date(),
    // Zoned dates: the library writes a TZID time from the process's own zone otherwise.
    start: new TZDate(event.start.getTime(), CALENDAR_TIME_ZONE),
    end: new TZDate(end.getTime(), CALENDAR_TIME_ZONE),
    timezone: CALENDAR_TIME_ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location || null,
    url: event.url ? uriValue(event.url) : null,
    organizer: {
      name: paramText(event.organizer.name) || event.organizer.email,
      email: uriValue(event.organizer.email),
    },
    attendees: attendees.map((person) => ({
      name: paramText(person.name) || null,
      email: uriValue(person.email),
      type: ICalAttendeeType.INDIVIDUAL,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: true,
    })),
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
    alarms: cancel
      ? []
      : [{ type: ICalAlarmType.display, trigger: 30 * 60, description: event.summary }],
  });
  return `${calendar.toString()}\r\n`;
}

/** The address of a From header such as `LogiCareers <no-reply@logicareers.ae>`. */
export function addressOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1] : from).trim();
}
