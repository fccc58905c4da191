import { COLLECTIONS, ERASED_CANDIDATE_NAME, MESSAGES, type Interview } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { adminConverter } from '../../lib/converter.ts';
import { auditEntriesOf, TEST_ADMIN } from '../../testing/admin-console.ts';
import * as checked from '../../testing/checked-services.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { startApplicantsTestBed } from '../testing/applicants-test-bed.ts';
import { pseudonymiseInterviews } from './interviews-erasure.ts';
import { sendDueInterviewReminders } from './interviews.ts';

// One applicant's interview against the emulators: the record, the status, the audit, and the
// mail as the catcher receives it, with its calendar event (METHOD, UID, SEQUENCE, the start in
// the company's zone, the candidate as attendee); the reminder a day before, once.

const bed = suiteFixture(() => startApplicantsTestBed('interviews'));

// REVIEW_TIME is 2026-11-25T09:00Z; 14:30 in Karachi on 2 December is 09:30Z.
const slot = { date: '2026-12-02', time: '14:30', place: 'Head Office, room 3', note: 'Gate 2.' };

/** The calendar parts of the messages the catcher has for `email`, newest last, unfolded. */
const calendarsFor = (email: string) =>
  bed.catcher
    .messages()
    .filter((message) => message.to.includes(email))
    .flatMap((message) => message.attachments.filter((part) => part.contentType === 'text/calendar'))
    .map((part) => ({ method: part.method, lines: (part.text ?? '').replace(/\r?\n /g, '').split(/\r?\n/) }));

const readInterview = async (id: string) =>
  (
    await bed.deps.db
      .collection(COLLECTIONS.interviews)
      .withConverter(adminConverter<Interview>())
      .doc(id)
      .get()
  ).data();

const shortlistedApplicant = async (jobId: string, extra: { firstName?: string } = {}) =>
  bed.seedApplicant({ jobId, status: 'shortlisted', ...extra });

describe('scheduleInterview', () => {
  it('stores the interview, invites the applicant and mails a calendar request in company time', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await shortlistedApplicant(jobId, { firstName: 'Ali' });

    const result = await checked.scheduleInterview(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      ...slot,
      durationMinutes: 45,
      interviewers: 'Sara Ahmed',
    });
    expect(result.message).toBe(MESSAGES.mailSent);
    expect(result.interview).toMatchObject({
      status: 'scheduled',
      startsAt: '2026-12-02T09:30:00.000Z',
      endsAt: '2026-12-02T10:15:00.000Z',
      sequence: 0,
      reminderAt: '2026-12-01T09:30:00.000Z',
      interviewers: 'Sara Ahmed',
    });

    const application = await bed.readApplication(applicant.id);
    expect(application?.status).toBe('interview-invited');
    expect(application?.interviewInvitedAt).toEqual(bed.clock.now);
    // The candidate's part, on the application they may read (interviews/{id} is server-only).
    expect(application?.interview).toEqual({
      status: 'scheduled',
      date: '2026-12-02',
      time: '14:30',
      durationMinutes: 45,
      startsAt: new Date('2026-12-02T09:30:00.000Z'),
      endsAt: new Date('2026-12-02T10:15:00.000Z'),
      place: 'Head Office, room 3',
      videoLink: null,
      interviewers: 'Sara Ahmed',
      note: 'Gate 2.',
    });

    const [calendar] = calendarsFor(applicant.email);
    expect(calendar?.method).toBe('REQUEST');
    expect(calendar?.lines).toContain('METHOD:REQUEST');
    expect(calendar?.lines).toContain('DTSTART;TZID=Asia/Karachi:20261202T143000');
    expect(calendar?.lines).toContain('DTEND;TZID=Asia/Karachi:20261202T151500');
    expect(calendar?.lines).toContain(`UID:${(await readInterview(applicant.id))?.calendarUid ?? '?'}`);
    expect(calendar?.lines).toContain('SEQUENCE:0');
    expect(calendar?.lines.find((line) => line.startsWith('ATTENDEE'))).toMatch(
      new RegExp(`:mailto:${applicant.email}$`),
    );
    expect(calendar?.lines).toContain(`ORGANIZER;CN="Textile Group Recruitment":mailto:${TEST_ADMIN.email}`);

    const [mail] = await bed.mailAbout(applicant.uid);
    expect(mail).toMatchObject({ kind: 'interview-invitation', calendar: { method: 'REQUEST' } });
    const [audit] = await auditEntriesOf(bed.deps.db, applicant.id);
    expect(audit?.['action']).toBe('interview-invite');
  });

  it('moves a scheduled interview: the same UID one SEQUENCE on, no second timeline step', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await shortlistedApplicant(jobId);
    await checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: applicant.id, ...slot });
    const first = await readInterview(applicant.id);
    bed.clock.advance(60_000);

    const moved = await checked.scheduleInterview(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      ...slot,
      time: '16:00',
      place: '',
      videoLink: 'https://meet.example/abc',
    });
    expect(moved.interview).toMatchObject({ sequence: 1, calendarUid: first?.calendarUid, place: '' });
    const [, second] = calendarsFor(applicant.email);
    expect(second?.lines).toContain(`UID:${first?.calendarUid ?? '?'}`);
    expect(second?.lines).toContain('SEQUENCE:1');
    expect(second?.lines).toContain('DTSTART;TZID=Asia/Karachi:20261202T160000');
    expect(second?.lines).toContain('URL:https://meet.example/abc');
    const mails = await bed.mailAbout(applicant.uid);
    expect(mails.map((mail) => mail.kind)).toEqual(['interview-invitation', 'interview-rescheduled']);
    const application = await bed.readApplication(applicant.id);
    expect(application?.statusHistory.filter((step) => step.status === 'interview-invited')).toHaveLength(1);
    expect(application?.interview).toMatchObject({
      status: 'scheduled',
      time: '16:00',
      place: '',
      videoLink: 'https://meet.example/abc',
    });
  });

  it('refuses an applicant not shortlisted, an erased one, and neither a place nor a link', async () => {
    const jobId = await bed.postJob();
    const applied = await bed.seedApplicant({ jobId });
    await expect(
      checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: applied.id, ...slot }),
    ).rejects.toMatchObject({ reason: 'applicant-not-eligible', message: MESSAGES.applicantNotShortlisted });

    const erased = await shortlistedApplicant(jobId);
    await bed.deps.db
      .collection(COLLECTIONS.applications)
      .doc(erased.id)
      .update({ 'candidate.firstName': ERASED_CANDIDATE_NAME, 'candidate.email': '' });
    await expect(
      checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: erased.id, ...slot }),
    ).rejects.toMatchObject({ reason: 'applicant-not-eligible', message: MESSAGES.interviewApplicantErased });

    const shortlisted = await shortlistedApplicant(jobId);
    await expect(
      checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: shortlisted.id, ...slot, place: '' }),
    ).rejects.toMatchObject({ fields: { place: MESSAGES.interviewPlaceOrLink } });
    expect(await readInterview(shortlisted.id)).toBeUndefined();
  });

  it('the table invitation writes the same record and calendar event', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await shortlistedApplicant(jobId);
    await checked.inviteApplicantsToInterview(bed.deps, TEST_ADMIN, {
      jobId,
      applicationIds: [applicant.id],
      ...slot,
    });
    expect(await readInterview(applicant.id)).toMatchObject({ status: 'scheduled', sequence: 0 });
    expect((await bed.readApplication(applicant.id))?.interview).toMatchObject({
      status: 'scheduled',
      date: '2026-12-02',
      time: '14:30',
      place: 'Head Office, room 3',
    });
    const [calendar] = calendarsFor(applicant.email);
    expect(calendar?.lines).toContain('DTSTART;TZID=Asia/Karachi:20261202T143000');
  });
});

describe('cancelInterview', () => {
  it('sends METHOD:CANCEL for the same event and stops the reminder; a new schedule is a new event', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await shortlistedApplicant(jobId);
    await checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: applicant.id, ...slot });
    const scheduled = await readInterview(applicant.id);

    const result = await checked.cancelInterview(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      note: 'The panel is away.',
    });
    expect(result.interview).toMatchObject({ status: 'cancelled', sequence: 1, reminderAt: null });
    const [, cancel] = calendarsFor(applicant.email);
    expect(cancel?.method).toBe('CANCEL');
    expect(cancel?.lines).toContain(`UID:${scheduled?.calendarUid ?? '?'}`);
    expect(cancel?.lines).toContain('SEQUENCE:1');
    expect(cancel?.lines).toContain('STATUS:CANCELLED');
    expect((await bed.readApplication(applicant.id))?.interview).toMatchObject({
      status: 'cancelled',
      date: '2026-12-02',
      time: '14:30',
    });

    await expect(
      checked.cancelInterview(bed.deps, TEST_ADMIN, { applicationId: applicant.id, note: '' }),
    ).rejects.toMatchObject({ reason: 'not-found', message: MESSAGES.noInterviewScheduled });

    const again = await checked.scheduleInterview(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      ...slot,
    });
    expect(again.interview.sequence).toBe(0);
    expect(again.interview.calendarUid).not.toBe(scheduled?.calendarUid);
  });
});

describe('recordInterviewOutcome', () => {
  it('records attendance, score and notes once the interview has started, and the review shows them', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await shortlistedApplicant(jobId);
    await checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: applicant.id, ...slot });
    const outcome = {
      applicationId: applicant.id,
      attendance: 'attended',
      score: 4,
      notes: 'Clear answers.',
    };

    await expect(checked.recordInterviewOutcome(bed.deps, TEST_ADMIN, outcome)).rejects.toMatchObject({
      reason: 'applicant-not-eligible',
      message: MESSAGES.interviewNotYetHeld,
    });
    await expect(
      checked.recordInterviewOutcome(bed.deps, TEST_ADMIN, { ...outcome, attendance: 'no-show' }),
    ).rejects.toMatchObject({ fields: { score: MESSAGES.interviewScoreNeedsAttendance } });

    bed.clock.set(new Date('2026-12-02T10:30:00Z'));
    const result = await checked.recordInterviewOutcome(bed.deps, TEST_ADMIN, outcome);
    expect(result.interview.outcome).toMatchObject({
      attendance: 'attended',
      score: 4,
      notes: 'Clear answers.',
    });

    const review = await checked.getApplicantReview(bed.deps, { applicationId: applicant.id });
    expect(review.interview?.outcome).toMatchObject({ attendance: 'attended', score: 4 });
    const audits = await auditEntriesOf(bed.deps.db, applicant.id);
    expect(audits.map((entry) => entry['action'])).toEqual(['interview-invite', 'interview-outcome']);
    // Recorded: it cannot be moved or cancelled any more.
    await expect(
      checked.cancelInterview(bed.deps, TEST_ADMIN, { applicationId: applicant.id, note: '' }),
    ).rejects.toMatchObject({ reason: 'applicant-not-eligible' });
  });
});

describe('sendDueInterviewReminders', () => {
  it('mails each due reminder once, a day before, and none for a cancelled interview', async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const reminded = await shortlistedApplicant(jobId);
    const cancelled = await shortlistedApplicant(jobId);
    await checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: reminded.id, ...slot });
    await checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: cancelled.id, ...slot });
    bed.clock.advance(60_000);
    await checked.cancelInterview(bed.deps, TEST_ADMIN, { applicationId: cancelled.id, note: '' });

    bed.clock.set(new Date('2026-12-01T09:00:00Z'));
    await sendDueInterviewReminders(bed.deps);
    expect((await bed.mailAbout(reminded.uid)).map((mail) => mail.kind)).toEqual(['interview-invitation']);

    bed.clock.set(new Date('2026-12-01T09:31:00Z'));
    await Promise.all([sendDueInterviewReminders(bed.deps), sendDueInterviewReminders(bed.deps)]);
    await sendDueInterviewReminders(bed.deps);
    const kinds = (await bed.mailAbout(reminded.uid)).map((mail) => mail.kind);
    expect(kinds).toEqual(['interview-invitation', 'interview-reminder']);
    const reminder = bed.catcher
      .messages()
      .find((message) => message.to.includes(reminded.email) && message.subject.startsWith('Reminder'));
    expect(reminder?.text).toContain('When: Wednesday, 2 December 2026 at 14:30 (Pakistan time)');
    expect((await readInterview(reminded.id))?.reminderSentAt).toEqual(new Date('2026-12-01T09:31:00Z'));
    expect((await bed.mailAbout(cancelled.uid)).map((mail) => mail.kind)).toEqual([
      'interview-invitation',
      'interview-cancelled',
    ]);
  });
});

describe('pseudonymiseInterviews', () => {
  it("moves an erased candidate's interview to the pseudonymous id, keeping the score, dropping the notes", async () => {
    bed.clock.set(new Date('2026-11-25T09:00:00Z'));
    const jobId = await bed.postJob();
    const applicant = await shortlistedApplicant(jobId);
    await checked.scheduleInterview(bed.deps, TEST_ADMIN, { applicationId: applicant.id, ...slot });
    bed.clock.set(new Date('2026-12-02T10:30:00Z'));
    await checked.recordInterviewOutcome(bed.deps, TEST_ADMIN, {
      applicationId: applicant.id,
      attendance: 'attended',
      score: 3,
      notes: 'Talked about her family.',
    });

    expect(await pseudonymiseInterviews(bed.deps.db, applicant.uid, 'erased-x1')).toBe(1);
    expect(await readInterview(applicant.id)).toBeUndefined();
    const moved = await readInterview(`${jobId}_erased-x1`);
    expect(moved).toMatchObject({ uid: 'erased-x1', note: '', reminderAt: null });
    expect(moved?.outcome).toMatchObject({ attendance: 'attended', score: 3, notes: '' });
    expect(await pseudonymiseInterviews(bed.deps.db, applicant.uid, 'erased-x1')).toBe(0);
  });
});
