import { COMPANY_TIME_ZONE } from '../constants/enums.ts';
import { timeZoneOffsetMs } from './company-time.ts';

// The iCalendar (RFC 5545) invitation an interview mail carries, so the interview lands in the
// candidate's calendar: METHOD:REQUEST to add or update it, METHOD:CANCEL to remove it. Calendar
// apps match an update to its event by UID and keep the one with the highest SEQUENCE, so an
// interview keeps one UID for life and counts its changes in SEQUENCE.
//
// A small writer rather than a library: ical-generator (the well-kept one) writes times in a zone
// only through luxon or moment-timezone; with a native Date it writes the server's wall clock under
// the company's TZID (10:00 in Karachi came out as 05:00). The event's times are written as the
// company's wall clock with its TZID, and the calendar carries that zone's VTIMEZONE, built from
// the offset Intl gives at the event: exact for a zone without daylight saving, as Asia/Karachi
// has been since 2009 (a zone with DST would need its transition rules here).

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export type CalendarPerson = { name: string; email: string };

export type InterviewCalendarEvent = {
  method: CalendarMethod;
  /** Stable for the interview's life: what a reschedule or a cancel updates. */
  uid: string;
  /** 0 when first sent, one more for each later change. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** The video link, if the interview has one. */
  url: string | null;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  timeZone?: string;
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** TEXT values: backslash, semicolon and comma escaped, newlines as \n (RFC 5545 3.3.11). */
export const escapeCalendarText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A quoted parameter value (CN): no double quotes or control characters may appear in it. */
const quotedParam = (value: string): string => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

/** Octets of a string in UTF-8 (the domain runs without TextEncoder in its types). */
const utf8Length = (value: string): number => {
  let octets = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return octets;
};

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with a space
 * (RFC 5545 3.1), never splitting a UTF-8 character.
 */
export const foldCalendarLine = (line: string): string => {
  if (utf8Length(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines begin with a space, which counts against their 75.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
};

/** UTC date-time, 'YYYYMMDDTHHMMSSZ'. */
const utcStamp = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
  `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** The wall clock in `timeZone` at `date`, 'YYYYMMDDTHHMMSS' (no Z: read with the TZID). */
const localStamp = (date: Date, timeZone: string): string =>
  utcStamp(new Date(date.getTime() + timeZoneOffsetMs(date.getTime(), timeZone))).slice(0, -1);

/** '+0500' */
const utcOffset = (offsetMs: number): string => {
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}`;
};

const vTimeZone = (timeZone: string, at: Date): string[] => {
  const offset = utcOffset(timeZoneOffsetMs(at.getTime(), timeZone));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
};

/** The whole calendar object, CRLF line ends, folded: what the mail's text/calendar part holds. */
export const interviewCalendar = (event: InterviewCalendarEvent): string => {
  const timeZone = event.timeZone ?? COMPANY_TIME_ZONE;
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Careers portal//Interviews//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...vTimeZone(timeZone, event.start),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${String(event.sequence)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${timeZone}:${localStamp(event.start, timeZone)}`,
    `DTEND;TZID=${timeZone}:${localStamp(event.end, timeZone)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    `DESCRIPTION:${escapeCalendarText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${quotedParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${quotedParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;` +
      `PARTSTAT=NEEDS-ACTION;RSVP=${cancelled ? 'FALSE' : 'TRUE'}:mailto:${event.attendee.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join(CRLF) + CRLF;
};
