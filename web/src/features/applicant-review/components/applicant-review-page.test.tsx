import { defaultRejectionText, ERASED_CANDIDATE_NAME, MESSAGES, ROUTES } from '@careers/domain';
import type { ApplicantReview, InterviewView, RemarkEntry } from '@careers/domain/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import JSZip from 'jszip';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables, callable, callables } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { AYESHA } from '@/testing/fixtures';
import { deferred, renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { ApplicantReviewPage } from './applicant-review-page';

// The boundaries: our callables and Storage's download links. The page, its forms, dialogs and the
// router are real.

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/download-url', () => ({
  useDownloadUrl: (path: string | null | undefined) =>
    path ? { status: 'ready', url: `https://files.example/${path}` } : { status: 'idle', url: null },
}));

const JOB_ID = 'weaving-supervisor';
const remark = (text: string, at: string, byName = 'Bilal Ahmed'): RemarkEntry => ({
  text,
  at,
  byName,
  byUid: 'admin-1',
});

const review = (uid: string, change: Partial<ApplicantReview> = {}): ApplicantReview => ({
  application: {
    id: `${JOB_ID}_${uid}`,
    jobId: JOB_ID,
    jobTitle: 'Weaving Supervisor',
    uid,
    status: 'applied',
    statusHistory: [{ status: 'applied', at: '2026-11-20T05:00:00.000Z' }],
    topCandidate: false,
    answers: [
      { questionId: 'q1', title: 'Why do you want to join us?', limit: 300, answer: 'I love looms.' },
      { questionId: 'q2', title: 'Notice period?', limit: 100, answer: 'One month.' },
    ],
    candidate: {
      ...AYESHA,
      address: 'Gulberg',
      avatar: null,
      resume: {
        path: `applications/${JOB_ID}_${uid}/cv.pdf`,
        fileName: 'ayesha-cv.pdf',
        contentType: 'application/pdf',
        size: 1000,
        uploadedAt: '2026-11-19T05:00:00.000Z',
      },
      totalExperience: 4,
      education: [
        {
          institute: 'NTU',
          degree: 'BSc',
          fieldOfStudy: 'Textiles',
          cgpa: null,
          percentage: 71,
          from: 2012,
          to: 2016,
        },
        {
          institute: 'UET',
          degree: 'MSc',
          fieldOfStudy: 'Weaving',
          cgpa: 3.4,
          percentage: null,
          from: 2016,
          to: 2018,
        },
      ],
      career: ['Alpha', 'Beta', 'Gamma', 'Delta'].map((company, index) => ({
        company: `${company} Mills`,
        position: 'Weaver',
        from: 2018 + index,
        to: 2019 + index,
        description: '',
        currentJob: index === 3,
      })),
    },
    privacyPolicyVersion: '2026-01',
    appliedAt: '2026-11-20T05:00:00.000Z',
    updatedAt: '2026-11-20T05:00:00.000Z',
    test: null,
    interviewInvitedAt: null,
  },
  review: {
    remarks: [remark('Strong loom experience.', '2026-11-21T06:00:00.000Z')],
    score: 14,
    totalQuestions: 20,
    testDetails: null,
  },
  interview: null,
  passPercentage: null,
  notSelectedMail: null,
  previousId: null,
  nextId: `${JOB_ID}_next_uid`,
  ...change,
});

const scheduledInterview: InterviewView = {
  applicationId: `${JOB_ID}_ayesha`,
  jobId: JOB_ID,
  uid: 'ayesha',
  status: 'scheduled',
  date: '2030-03-04',
  time: '10:00',
  durationMinutes: 45,
  startsAt: '2030-03-04T05:00:00.000Z',
  endsAt: '2030-03-04T05:45:00.000Z',
  place: 'Head Office',
  videoLink: null,
  interviewers: 'Sara Ahmed',
  note: '',
  organizer: { name: 'Textile Group Recruitment', email: 'admin@careers.test' },
  calendarUid: 'interview-1@careers.test',
  sequence: 0,
  reminderAt: '2030-03-03T05:00:00.000Z',
  reminderSentAt: null,
  outcome: null,
  createdAt: '2030-03-01T05:00:00.000Z',
  updatedAt: '2030-03-01T05:00:00.000Z',
  updatedBy: 'admin-1',
};

function ReviewRoute() {
  const { id = '', applicantId = '' } = useParams();
  return <ApplicantReviewPage key={applicantId} jobId={id} applicantUid={applicantId} />;
}

const renderReview = (uid = 'ayesha') => {
  return renderRoutes(
    [
      { path: ROUTES.jobs.applicant.path, element: <ReviewRoute /> },
      { path: ROUTES.jobs.show.path, element: <h1>The job</h1> },
    ],
    { path: ROUTES.jobs.applicant.getHref(JOB_ID, uid), session: testSessions.admin },
  );
};

beforeEach(() => {
  answerCallables({});
});

describe('/jobs/{id}/applicant/{applicant_id}', () => {
  it('shows the applicant, the answers under their questions, the score and the CV', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    renderReview();
    expect(screen.getByRole('status', { name: 'Loading the applicant' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayesha Khan' })).toBeInTheDocument();
    expect(callables['getApplicantReview']).toHaveBeenCalledWith({
      applicationId: `${JOB_ID}_ayesha`,
    });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('First CGPA')).toBe('3.4');
    expect(fact('Total experience')).toBe('4 years');
    expect(fact('Test score')).toBe('14 / 20 (70%)');
    expect(fact('Email')).toBe('ayesha@example.com');
    const answer = screen.getByRole('heading', { level: 3, name: '1. Why do you want to join us?' });
    expect(answer.nextElementSibling?.textContent).toBe('I love looms.');
    expect(screen.getByRole('link', { name: /Open CV of Ayesha Khan/ })).toHaveAttribute(
      'href',
      `https://files.example/applications/${JOB_ID}_ayesha/cv.pdf`,
    );
  });

  it('pages the career history 3 rows at a time and filters it', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    const { user } = renderReview();
    const career = await screen.findByRole('table', { name: 'Career history' });
    expect(within(career).getAllByRole('row')).toHaveLength(4); // header + 3
    await user.click(screen.getByRole('button', { name: 'Next page of career history' }));
    expect(within(career).getByText('Delta Mills')).toBeInTheDocument();
    expect(within(career).getByText('Present')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Filter career history' }), 'beta');
    expect(within(career).getAllByRole('row')).toHaveLength(2);
    expect(within(career).getByText('Beta Mills')).toBeInTheDocument();
  });

  it('refuses empty remarks with the spec message next to the field, sending nothing', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    const save = callable('saveRemarks');
    const { user } = renderReview();
    await user.type(await screen.findByRole('textbox', { name: /Your remarks/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    const field = screen.getByRole('textbox', { name: /Your remarks/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.remarksRequired));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves remarks and lists them newest first with author and time', async () => {
    const saved = [
      remark('Strong loom experience.', '2026-11-21T06:00:00.000Z'),
      remark('Invite to the test.', '2026-11-24T09:05:00.000Z', 'Sana Malik'),
    ];
    let current = review('ayesha');
    callable('getApplicantReview').mockImplementation(() => Promise.resolve(current));
    const pending = deferred<unknown>();
    const save = callable('saveRemarks').mockReturnValue(pending.promise);
    const { user } = renderReview();
    await user.type(await screen.findByRole('textbox', { name: /Your remarks/ }), 'Invite to the test.');
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    expect(save).toHaveBeenCalledWith({ applicationId: `${JOB_ID}_ayesha`, remarks: 'Invite to the test.' });
    expect(screen.getByRole('button', { name: 'Save remarks' })).toBeDisabled();
    // The server keeps them; a read after the save (the status may have changed) has them too.
    current = review('ayesha', {
      review: { remarks: saved, score: 14, totalQuestions: 20, testDetails: null },
    });
    pending.resolve({ remarks: saved });
    const list = await screen.findByRole('list', { name: 'Earlier remarks' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Sana Malik · 24 Nov 2026, 14:05Invite to the test.');
    expect(oldest).toHaveTextContent('Bilal Ahmed · 21 Nov 2026, 11:00Strong loom experience.');
    expect(screen.getByRole('textbox', { name: /Your remarks/ })).toHaveValue('');
  });

  it("shows the server's refusal of remarks under the field", async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    callable('saveRemarks').mockRejectedValue(
      callableRefusal('invalid-input', 'Invalid input.', {
        remarks: 'Remarks must be at most 5000 characters.',
      }),
    );
    const { user } = renderReview();
    await user.type(
      await screen.findByRole('textbox', { name: /Your remarks/ }),
      'Too long, says the server',
    );
    await user.click(screen.getByRole('button', { name: 'Save remarks' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Your remarks/ })).toHaveAccessibleDescription(
        'Remarks must be at most 5000 characters.',
      ),
    );
  });

  it('moves to the next applicant of the job, and offers no previous one at the start', async () => {
    const getReview = callable('getApplicantReview').mockImplementation((data) => {
      const { applicationId } = data as { applicationId: string };
      return Promise.resolve(
        applicationId === `${JOB_ID}_ayesha`
          ? review('ayesha')
          : review('next_uid', { previousId: `${JOB_ID}_ayesha`, nextId: null }),
      );
    });
    const { router, user } = renderReview();
    const nav = await screen.findByRole('navigation', { name: 'Applicants of this job' });
    expect(within(nav).getByRole('button', { name: 'Previous applicant' })).toBeDisabled();
    await user.click(within(nav).getByRole('link', { name: 'Next applicant' }));
    // The uid keeps its underscore: split off by the job id, not at the first '_'.
    expect(router.state.location.pathname).toBe(ROUTES.jobs.applicant.getHref(JOB_ID, 'next_uid'));
    await waitFor(() => expect(getReview).toHaveBeenLastCalledWith({ applicationId: `${JOB_ID}_next_uid` }));
    const after = await screen.findByRole('navigation', { name: 'Applicants of this job' });
    await waitFor(() =>
      expect(within(after).getByRole('link', { name: 'Previous applicant' })).toBeInTheDocument(),
    );
    expect(within(after).getByRole('button', { name: 'Next applicant' })).toBeDisabled();
  });

  it('shortlists after confirmation and reports the server answer', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    const shortlist = callable('shortlistApplicants').mockResolvedValue({
      updated: [`${JOB_ID}_ayesha`],
      skipped: [],
      message: '1 applicant has been shortlisted.',
    });
    const { user } = renderReview();
    const actions = await screen.findByRole('group', { name: 'Applicant actions' });
    await user.click(within(actions).getByRole('button', { name: 'Shortlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Shortlist Ayesha Khan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    expect(shortlist).toHaveBeenCalledWith({ jobId: JOB_ID, applicationIds: [`${JOB_ID}_ayesha`] });
    expect(await screen.findByText('1 applicant has been shortlisted.')).toBeInTheDocument();
  });

  it('marks the applicant not selected without a mail, then undoes it, from the review', async () => {
    const id = `${JOB_ID}_ayesha`;
    const shortlisted = review('ayesha');
    shortlisted.application.status = 'shortlisted';
    shortlisted.application.statusHistory = [
      { status: 'applied', at: '2026-11-20T05:00:00.000Z' },
      { status: 'shortlisted', at: '2026-11-21T05:00:00.000Z' },
    ];
    callable('getApplicantReview').mockResolvedValue(shortlisted);
    const notSelected = callable('markApplicantsNotSelected').mockResolvedValue({
      updated: [id],
      skipped: [],
      message: '1 applicant has been marked not selected.',
    });
    const { user } = renderReview();
    const actions = await screen.findByRole('group', { name: 'Applicant actions' });
    expect(within(actions).queryByRole('button', { name: 'Undo not selected' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Not selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as not selected?' });
    expect(within(dialog).getByText(/Ayesha Khan will be marked not selected/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark not selected' }));
    expect(notSelected).toHaveBeenCalledWith({ jobId: JOB_ID, ids: [id], sendMail: false });
    expect(await screen.findByText('1 applicant has been marked not selected.')).toBeInTheDocument();
  });

  it('offers the undo on a not-selected applicant whose decision was not mailed, and not once it was', async () => {
    const id = `${JOB_ID}_ayesha`;
    const decided = review('ayesha');
    decided.application.status = 'not-selected';
    decided.application.statusHistory = [
      { status: 'applied', at: '2026-11-20T05:00:00.000Z' },
      { status: 'not-selected', at: '2026-11-21T05:00:00.000Z' },
    ];
    decided.application.notSelectedMailId = null;
    callable('getApplicantReview').mockResolvedValue(decided);
    const undo = callable('undoNotSelected').mockResolvedValue({
      updated: [id],
      skipped: [],
      message: '1 applicant is back where they were.',
    });
    const { user } = renderReview();
    const actions = await screen.findByRole('group', { name: 'Applicant actions' });
    expect(within(actions).getByRole('button', { name: 'Not selected' })).toBeDisabled();
    expect(within(actions).getByRole('button', { name: 'Select' })).toBeEnabled();
    await user.click(within(actions).getByRole('button', { name: 'Undo not selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo "not selected"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Undo not selected' }));
    expect(undo).toHaveBeenCalledWith({ jobId: JOB_ID, ids: [id] });
    expect(await screen.findByText('1 applicant is back where they were.')).toBeInTheDocument();
  });

  it.each([
    ['sent', { status: 'sent', lease: null }],
    ['being delivered', { status: 'queued', lease: 'delivery-1' }],
  ] as const)('does not offer the undo once the not-selected mail was %s', async (_state, mail) => {
    const mailed = review('ayesha', { notSelectedMail: mail });
    mailed.application.status = 'not-selected';
    mailed.application.statusHistory = [
      { status: 'applied', at: '2026-11-20T05:00:00.000Z' },
      { status: 'not-selected', at: '2026-11-21T05:00:00.000Z' },
    ];
    mailed.application.notSelectedMailId = 'mail-1';
    callable('getApplicantReview').mockResolvedValue(mailed);
    renderReview();
    const actions = await screen.findByRole('group', { name: 'Applicant actions' });
    expect(within(actions).queryByRole('button', { name: 'Undo not selected' })).not.toBeInTheDocument();
  });

  it.each([
    ['failed', { status: 'failed', lease: null }],
    ['still queued', { status: 'queued', lease: null }],
  ] as const)(
    'offers the undo when the not-selected mail %s: the candidate never heard',
    async (_state, mail) => {
      const failed = review('ayesha', { notSelectedMail: mail });
      failed.application.status = 'not-selected';
      failed.application.statusHistory = [
        { status: 'applied', at: '2026-11-20T05:00:00.000Z' },
        { status: 'not-selected', at: '2026-11-21T05:00:00.000Z' },
      ];
      failed.application.notSelectedMailId = 'mail-1';
      callable('getApplicantReview').mockResolvedValue(failed);
      renderReview();
      const actions = await screen.findByRole('group', { name: 'Applicant actions' });
      expect(within(actions).getByRole('button', { name: 'Undo not selected' })).toBeEnabled();
    },
  );

  describe('before the interview', () => {
    const NOW = new Date('2030-03-04T04:50:00.000Z');
    beforeEach(() => {
      // Time also moves with the real clock (a little), so Testing Library's polling works.
      vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('enables "Record outcome" at the interview\'s start, without a reload', async () => {
      const invited = review('ayesha');
      const read = callable('getApplicantReview').mockResolvedValue({
        ...invited,
        application: { ...invited.application, status: 'interview-invited' },
        // Starts at 05:00, ten minutes after the page opens.
        interview: scheduledInterview,
      });
      renderReview();
      const panel = await screen.findByRole('region', { name: 'Interview' });
      expect(within(panel).getByRole('button', { name: 'Record outcome' })).toBeDisabled();
      expect(within(panel).getByText(/once the interview has started/)).toBeInTheDocument();

      await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
      expect(within(panel).getByRole('button', { name: 'Record outcome' })).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(within(panel).getByRole('button', { name: 'Record outcome' })).toBeEnabled();
      expect(within(panel).queryByText(/once the interview has started/)).not.toBeInTheDocument();
      // A timer to the start, not a poll of the server.
      expect(read).toHaveBeenCalledTimes(1);
    });
  });

  it('offers no action for an erased candidate, and says why', async () => {
    const erased = review('erased-1');
    callable('getApplicantReview').mockResolvedValue({
      ...erased,
      application: {
        ...erased.application,
        candidate: {
          ...erased.application.candidate,
          firstName: ERASED_CANDIDATE_NAME,
          lastName: '',
          email: '',
        },
      },
    });
    renderReview('erased-1');
    expect(await screen.findByRole('heading', { level: 1, name: ERASED_CANDIDATE_NAME })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.erasedApplicantNoActions)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Applicant actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export, erase or hold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Interview actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add remarks' })).not.toBeInTheDocument();
    expect(screen.queryByText('Email', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('schedules an interview of a shortlisted applicant with the domain schema', async () => {
    const shortlisted = review('ayesha');
    callable('getApplicantReview').mockResolvedValue({
      ...shortlisted,
      application: { ...shortlisted.application, status: 'shortlisted' },
    });
    const schedule = callable('scheduleInterview').mockResolvedValue({
      interview: scheduledInterview,
      message: MESSAGES.mailSent,
    });
    const { user } = renderReview();
    const panel = await screen.findByRole('region', { name: 'Interview' });
    expect(within(panel).getByText('No interview scheduled.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Schedule interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule an interview with Ayesha Khan' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and send' }));
    expect(await within(dialog).findByText(MESSAGES.interviewPlaceOrLink)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Date/), '2030-03-04');
    await user.type(within(dialog).getByLabelText(/Time/), '10:00');
    await user.type(within(dialog).getByRole('textbox', { name: /Video link/ }), 'https://meet.example/a');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule and send' }));
    await waitFor(() =>
      expect(schedule).toHaveBeenCalledWith(
        expect.objectContaining({
          applicationId: `${JOB_ID}_ayesha`,
          date: '2030-03-04',
          time: '10:00',
          videoLink: 'https://meet.example/a',
          durationMinutes: 60,
        }),
      ),
    );
    expect(await screen.findByText(MESSAGES.mailSent)).toBeInTheDocument();
  });

  it('shows a held interview with its attendance, score and notes', async () => {
    const invited = review('ayesha');
    callable('getApplicantReview').mockResolvedValue({
      ...invited,
      application: { ...invited.application, status: 'interview-invited' },
      interview: {
        ...scheduledInterview,
        // Held: always in the past.
        createdAt: '2020-03-01T05:00:00.000Z',
        date: '2020-03-04',
        startsAt: '2020-03-04T05:00:00.000Z',
        endsAt: '2020-03-04T05:45:00.000Z',
        outcome: {
          attendance: 'attended',
          score: 4,
          notes: 'Knows the looms.',
          recordedAt: '2020-03-04T06:00:00.000Z',
          recordedBy: 'admin-1',
          recordedByName: 'Bilal Ahmed',
        },
      },
    });
    renderReview();
    const panel = await screen.findByRole('region', { name: 'Interview' });
    const fact = (term: string) =>
      within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('When')).toBe('4 Mar 2020, 10:00, 45 minutes');
    expect(fact('Attendance')).toBe('Attended');
    expect(fact('Interview score')).toBe('4 / 5');
    expect(fact('Notes')).toBe('Knows the looms.');
    expect(within(panel).queryByRole('button', { name: 'Cancel interview' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Change outcome' })).toBeEnabled();
    // The timeline has the interview's events among the status changes, in time order.
    const timeline = screen.getByRole('region', { name: 'Status history' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.MuiStepLabel-label')?.textContent);
    expect(steps).toEqual([
      'Interview scheduled for 4 Mar 2020, 10:00',
      'Interview: Attended, scored 4 / 5',
      'Applied',
    ]);
  });

  it('shows a PDF CV in the page when asked, and records the reading', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    const record = callable('recordCvDownloads').mockResolvedValue({ recorded: 1 });
    const { user } = renderReview();
    const panel = await screen.findByRole('region', { name: 'CV' });
    expect(within(panel).queryByTitle(/^CV of Ayesha Khan/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show the CV here' }));
    const frame = within(panel).getByTitle(/^CV of Ayesha Khan/);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/files\.example\/applications\//);
    await waitFor(() =>
      expect(record).toHaveBeenCalledWith({
        jobId: JOB_ID,
        applicationIds: [`${JOB_ID}_ayesha`],
        archive: false,
        missing: [],
      }),
    );
  });

  it("shows a Word CV's text in the page when asked, read from the document itself", async () => {
    // A real .docx (the zip of XML parts Word writes), served where Storage's download link points.
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    zip.file(
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ayesha Khan</w:t></w:r></w:p><w:p><w:r><w:t>Shift engineer, ring spinning</w:t></w:r></w:p></w:body></w:document>',
    );
    const docx = await zip.generateAsync({ type: 'arraybuffer' });
    const fetched = vi.fn(async () => new Response(docx));
    vi.stubGlobal('fetch', fetched);
    const withWordCv = review('ayesha');
    withWordCv.application.candidate.resume = {
      ...withWordCv.application.candidate.resume!,
      path: `applications/${JOB_ID}_ayesha/cv.docx`,
      fileName: 'ayesha-cv.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    callable('getApplicantReview').mockResolvedValue(withWordCv);
    const record = callable('recordCvDownloads').mockResolvedValue({ recorded: 1 });
    const { user } = renderReview();
    const panel = await screen.findByRole('region', { name: 'CV' });
    await user.click(within(panel).getByRole('button', { name: "Show the CV's text here" }));
    const text = await within(panel).findByLabelText(
      'Text of the CV of Ayesha Khan',
      {},
      { timeout: 10_000 },
    );
    expect(text.textContent).toBe('Ayesha Khan\n\nShift engineer, ring spinning');
    expect(fetched).toHaveBeenCalledWith(`https://files.example/applications/${JOB_ID}_ayesha/cv.docx`);
    expect(record).toHaveBeenCalledWith({
      jobId: JOB_ID,
      applicationIds: [`${JOB_ID}_ayesha`],
      archive: false,
      missing: [],
    });
    vi.unstubAllGlobals();
  });

  it('offers no interview to an applicant not shortlisted, and says why', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    renderReview();
    const panel = await screen.findByRole('region', { name: 'Interview' });
    expect(within(panel).getByRole('button', { name: 'Schedule interview' })).toBeDisabled();
    expect(within(panel).getByText(MESSAGES.applicantNotShortlisted)).toBeInTheDocument();
  });

  it('rejects with the editable rejection text, refusing an empty one', async () => {
    callable('getApplicantReview').mockResolvedValue(review('ayesha'));
    const reject = callable('rejectApplicants').mockResolvedValue({
      updated: [`${JOB_ID}_ayesha`],
      skipped: [],
      message: MESSAGES.mailSent,
    });
    const { user } = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Ayesha Khan?' });
    const text = within(dialog).getByRole('textbox', { name: /Rejection text/ });
    expect(text).toHaveValue(defaultRejectionText('Weaving Supervisor'));
    await user.clear(text);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send' }));
    expect(
      await within(dialog).findByText('Rejection text is required.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await user.type(text, 'Thank you for applying.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send' }));
    expect(reject).toHaveBeenCalledWith({
      jobId: JOB_ID,
      applicationIds: [`${JOB_ID}_ayesha`],
      body: 'Thank you for applying.',
    });
    expect(await screen.findByText(MESSAGES.mailSent)).toBeInTheDocument();
  });

  it('shows how the test went once taken', async () => {
    const taken = review('ayesha');
    callable('getApplicantReview').mockResolvedValue({
      ...taken,
      application: {
        ...taken.application,
        status: 'test-taken',
        test: {
          testId: 'weaving-mid',
          link: '/user_tests/new/test/weaving-supervisor/weaving-mid',
          invitedAt: '2026-11-21T05:00:00.000Z',
          taken: true,
          takenAt: '2026-11-22T05:00:00.000Z',
        },
      },
      review: {
        remarks: [],
        score: 14,
        totalQuestions: 20,
        testDetails: {
          testId: 'weaving-mid',
          startedAt: '2026-11-22T05:00:00.000Z',
          completedAt: '2026-11-22T05:12:05.000Z',
          completion: 'submitted',
          timeUsedSeconds: 725,
          answered: 19,
          focusLosses: 2,
          tabSwitches: 1,
          byType: { aptitude: { score: 5, total: 8 }, technical: { score: 9, total: 12 } },
        },
      },
      passPercentage: 75,
    });
    renderReview();
    const test = await screen.findByRole('region', { name: 'Test' });
    expect(screen.getByText('Aptitude / technical', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '5 / 8 (63%) aptitude · 9 / 12 (75%) technical',
    );
    const fact = (term: string) =>
      within(test).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Time used')).toBe('12 min 5 s');
    expect(fact('Tab switches')).toBe('1');
    expect(fact('Focus losses')).toBe('2');
    expect(within(test).getByText('14 / 20 (70%)')).toBeInTheDocument();
    // Extra time is for a test not taken yet.
    expect(within(test).queryByRole('spinbutton', { name: 'Extra minutes' })).toBeNull();
  });

  it('grants extra test minutes to an invited applicant', async () => {
    const invited = review('ayesha');
    callable('getApplicantReview').mockResolvedValue({
      ...invited,
      application: {
        ...invited.application,
        status: 'test-invited',
        test: {
          testId: 'weaving-mid',
          link: '/user_tests/new/test/weaving-supervisor/weaving-mid',
          invitedAt: '2026-11-21T05:00:00.000Z',
          taken: false,
          takenAt: null,
        },
      },
    });
    const grant = callable('grantExtraTime').mockResolvedValue({
      jobId: JOB_ID,
      applicantId: 'ayesha',
      extraMinutes: 15,
      deadline: null,
      message: MESSAGES.extraTimeGranted,
    });
    const { user } = renderReview();
    const minutes = await screen.findByRole('spinbutton', { name: 'Extra minutes' });
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(screen.getByRole('button', { name: 'Save extra time' }));
    expect(grant).toHaveBeenCalledWith({ jobId: JOB_ID, applicantId: 'ayesha', minutes: 15 });
    expect(await screen.findByText(MESSAGES.extraTimeGranted)).toBeInTheDocument();
  });

  it('says so when the job has no such applicant, with a link back to the job', async () => {
    callable('getApplicantReview').mockRejectedValue(callableRefusal('not-found', MESSAGES.noSuchApplicant));
    renderReview('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicant not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute(
      'href',
      ROUTES.jobs.show.getHref(JOB_ID),
    );
  });
});
