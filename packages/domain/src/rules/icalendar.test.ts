import { describe, expect, it } from 'vitest';

import {
  escapeCalendarText,
  foldCalendarLine,
  interviewCalendar,
  type InterviewCalendarEvent,
} from './icalendar.ts';

const event: InterviewCalendarEvent = {
  method: 'REQUEST',
  uid: 'interview-job1_uid1@careers.test',
  sequence: 0,
  // 10:00 in Karachi (UTC+5).
  start: new Date('2030-03-04T05:00:00Z'),
  end: new Date('2030-03-04T06:00:00Z'),
  summary: 'Interview: Spinning Engineer, Textile Group',
  location: 'Head office; room 3',
  description: 'Bring your CNIC.\nAsk for Sara at the desk.',
  url: null,
  organizer: { name: 'Textile Group Careers', email: 'careers@careers.test' },
  attendee: { name: 'Ali "AK" Khan', email: 'ali@candidate.test' },
  stamp: new Date('2030-03-01T08:30:15Z'),
};

// Each percent-escape of encodeURIComponent is one UTF-8 octet.
const utf8Octets = (value: string) => encodeURIComponent(value).replace(/%[0-9A-F]{2}/g, 'x').length;
const unfolded = (calendar: string) => calendar.replace(/\r\n /g, '');
const lines = (calendar: string) => unfolded(calendar).split('\r\n');

describe('interviewCalendar', () => {
  it('writes a REQUEST with the company zone, its wall-clock times and the candidate as attendee', () => {
    const calendar = interviewCalendar(event);
    expect(calendar.endsWith('\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toContain('\n');
    const all = lines(calendar);
    expect(all).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'TZID:Asia/Karachi',
        'TZOFFSETTO:+0500',
        'DTSTART;TZID=Asia/Karachi:20300304T100000',
        'DTEND;TZID=Asia/Karachi:20300304T110000',
        'DTSTAMP:20300301T083015Z',
        'UID:interview-job1_uid1@careers.test',
        'SEQUENCE:0',
        'LOCATION:Head office\\; room 3',
        'SUMMARY:Interview: Spinning Engineer\\, Textile Group',
        'DESCRIPTION:Bring your CNIC.\\nAsk for Sara at the desk.',
        'ORGANIZER;CN="Textile Group Careers":mailto:careers@careers.test',
        'ATTENDEE;CN="Ali AK Khan";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ali@candidate.test',
        'STATUS:CONFIRMED',
      ]),
    );
    expect(all.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(all.indexOf('BEGIN:VEVENT'));
  });

  it('cancels the same event with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const all = lines(interviewCalendar({ ...event, method: 'CANCEL', sequence: 2 }));
    expect(all).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'STATUS:CANCELLED',
        'SEQUENCE:2',
        'UID:interview-job1_uid1@careers.test',
      ]),
    );
  });

  it('adds the video link as URL', () => {
    expect(lines(interviewCalendar({ ...event, url: 'https://meet.example/abc' }))).toContain(
      'URL:https://meet.example/abc',
    );
  });

  it('keeps every line within 75 octets', () => {
    const calendar = interviewCalendar({ ...event, description: 'ایک طویل تفصیل '.repeat(20) });
    for (const line of calendar.split('\r\n')) {
      expect(utf8Octets(line)).toBeLessThanOrEqual(75);
    }
    expect(unfolded(calendar)).toContain(`DESCRIPTION:${'ایک طویل تفصیل '.repeat(20)}`);
  });
});

describe('foldCalendarLine', () => {
  it('leaves short lines alone and folds long ones without splitting a character', () => {
    expect(foldCalendarLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldCalendarLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });
});

describe('escapeCalendarText', () => {
  it('escapes backslashes, separators and newlines', () => {
    expect(escapeCalendarText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});
