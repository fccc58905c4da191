import { describe, expect, it } from 'vitest';

import { interviewEmail, type InterviewEmailInput } from './interview-emails.ts';

const input: InterviewEmailInput = {
  firstName: '',
  jobTitle: 'Weaver',
  companyTitle: null,
  date: '2026-12-02',
  time: '09:15',
  durationMinutes: 45,
  place: 'HTD site',
  videoLink: null,
  interviewers: '',
  note: 'Bring your certificates.',
  applicationsLink: 'https://careers.example/my-applications',
};

describe('interview emails', () => {
  it('invitation: the day written out, the time zone and length named, the note kept', () => {
    const email = interviewEmail('invitation', input);
    expect(email.subject).toBe('Interview invitation: Weaver');
    expect(email.text).toContain('Hello,');
    expect(email.text).toContain(
      'When: Wednesday, 2 December 2026 at 09:15 (Pakistan time), 45 minutes\nWhere: HTD site',
    );
    expect(email.text).toContain('Bring your certificates.');
    expect(email.html).toContain(
      'When: Wednesday, 2 December 2026 at 09:15 (Pakistan time), 45 minutes<br>Where: HTD site',
    );
  });

  it('a video interview gives its link and the interviewers instead of a place', () => {
    const email = interviewEmail('rescheduled', {
      ...input,
      place: '',
      videoLink: 'https://meet.example/abc',
      interviewers: 'Sara Ahmed, Bilal Raza',
    });
    expect(email.subject).toBe('Interview moved: Weaver');
    expect(email.text).not.toContain('Where:');
    expect(email.text).toContain('Video link: https://meet.example/abc\nWith: Sara Ahmed, Bilal Raza');
  });

  it('cancellation and reminder say so in the subject', () => {
    expect(interviewEmail('cancelled', input).subject).toBe('Interview cancelled: Weaver');
    expect(interviewEmail('reminder', input).subject).toBe('Reminder: interview tomorrow: Weaver');
  });
});
