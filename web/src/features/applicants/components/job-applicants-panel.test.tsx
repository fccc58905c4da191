import {
  APPLICANTS_CSV_MAX,
  APPLICANTS_MATCHING_MAX,
  DECISION_MESSAGES,
  defaultRejectionText,
  MESSAGES,
  ROUTES,
  tooManyMatchingMessage,
} from '@careers/domain/constants';
import type { Application, ApplicationStatus, Job, WithId } from '@careers/domain/types';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { makeApplication, makeJob, WITH_MERCHANDISING_TEST } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { APPLICANTS_CSV_HEADER } from '../utils/applicants-csv';

import { JobApplicantsPanel } from './job-applicants-panel';
import { JobApplicantsWorkspace } from './job-applicants-workspace';

// The boundaries: Firestore's reads of the job's applications (and their reviews), Storage, and our
// callables. The panel, its grid, dialogs and formik forms are real.
const boundary = vi.hoisted(() => ({
  applications: [] as WithId<Application>[],
  reviews: {} as Record<string, { score: number; totalQuestions: number }>,
  /** `mail/{id}`: the outbox records an undo checks. */
  mails: {} as Record<string, { status: string; lease: string | null }>,
  callables: {} as Record<string, (data: unknown) => Promise<unknown>>,
  /** What count() answers when set (more matches than one page shows). */
  count: null as number | null,
  /** The queries the search was asked (applicantSearch), in order. */
  searches: [] as unknown[],
  /** The files handed to the browser as downloads. */
  saved: [] as { name: string; file: Blob }[],
}));

vi.mock('@/utils/save-file', () => ({
  saveFile: (file: Blob, name: string) => boundary.saved.push({ name, file }),
}));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => (data: unknown) => {
    const call = boundary.callables[name];
    if (call) return call(data);
    if (name === 'listCvDownloads') return Promise.resolve({ downloads: [] });
    return Promise.reject(new Error(`Unexpected call of ${name}`));
  },
}));

vi.mock('@/lib/firebase/storage-files', () => ({
  useReadStoredFile: () => () => Promise.resolve(new Blob(['%PDF-1.4'])),
}));

// A pipeline column's query keeps its stage: the fake getDocs answers it with that stage's applications.
vi.mock('@/lib/firebase/queries/pipeline-query', () => ({
  pipelineStageQuery: (_db: unknown, _jobId: string, stage: string) => {
    const ref = { stage, withConverter: () => ref };
    return ref;
  },
}));

vi.mock('@/lib/firebase/load-firestore', async () => {
  const { PIPELINE_STAGE_OF } = await import('@careers/domain/rules');
  // A query keeps its stage (a pipeline column's), and its page: `limit` and `startAfter` as the
  // page reader passes them (a cursor is a document).
  type Ref = {
    withConverter: () => Ref;
    id?: string;
    application?: boolean;
    stage?: string;
    limit?: number;
    after?: string;
    mail?: boolean;
  };
  const base: Ref = { withConverter: () => base };
  const applicationRef = (id: string): Ref => ({
    id,
    application: true,
    withConverter: () => applicationRef(id),
  });
  const docs = (ref?: { stage?: string }) =>
    boundary.applications
      .filter((application) => !ref?.stage || PIPELINE_STAGE_OF[application.status] === ref.stage)
      .map((application) => ({ id: application.id, data: () => application }));
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        applicantsQuery: () => base,
        applicantSearchQuery: (_db: unknown, search: unknown) => {
          boundary.searches.push(search);
          return base;
        },
        doc: (_db: unknown, collection: string, id: string) =>
          collection === 'mail' ? { id, mail: true, withConverter: () => base } : applicationRef(id),
        jobsPageQuery: () => base,
        query: (from: Ref = base, ...constraints: Partial<Ref>[]) =>
          Object.assign({ ...from }, ...constraints),
        limit: (limit: number) => ({ limit }),
        startAfter: (cursor: { id: string }) => ({ after: cursor.id }),
        getDocs: (query: Ref | null) => {
          const all = docs(query ?? undefined);
          const from = query?.after ? all.findIndex((document) => document.id === query.after) + 1 : 0;
          const page = all.slice(from, query?.limit === undefined ? undefined : from + query.limit);
          return Promise.resolve({ docs: page, size: page.length });
        },
        getCount: (ref?: Ref) =>
          Promise.resolve({
            data: () => ({
              count: ref?.stage ? docs(ref).length : (boundary.count ?? boundary.applications.length),
            }),
          }),
        applicationReviewRef: (_db: unknown, id: string) => ({ id }),
        getDoc: (ref: Ref) =>
          Promise.resolve({
            data: () =>
              ref.mail
                ? boundary.mails[ref.id ?? '']
                : ref.application
                  ? boundary.applications.find((application) => application.id === ref.id)
                  : boundary.reviews[ref.id ?? ''],
          }),
      }),
  };
});

const JOB: WithId<Job> = {
  id: 'merchandiser',
  ...makeJob({
    title: 'Export Merchandiser',
    ...WITH_MERCHANDISING_TEST,
  }),
};

const applicant = (
  uid: string,
  first: string,
  last: string,
  status: ApplicationStatus,
): WithId<Application> => {
  const application = makeApplication(JOB.id, uid);
  return {
    ...application,
    status,
    candidate: {
      ...application.candidate,
      firstName: first,
      lastName: last,
      email: `${uid}@example.com`,
      education: [
        {
          institute: 'PU',
          degree: 'BBA',
          fieldOfStudy: 'Business',
          cgpa: null,
          percentage: 70,
          from: 2015,
          to: 2019,
        },
        {
          institute: 'LUMS',
          degree: 'MBA',
          fieldOfStudy: 'Business',
          cgpa: 3.4,
          percentage: null,
          from: 2019,
          to: 2021,
        },
      ],
    },
  };
};

const callable = (name: string) => {
  const call = vi.fn<(data: unknown) => Promise<unknown>>();
  boundary.callables[name] = call;
  return call;
};

const renderPanel = async (job: WithId<Job> = JOB, workspace = false) => {
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.jobs.show.path,
        element: workspace ? <JobApplicantsWorkspace job={job} /> : <JobApplicantsPanel job={job} />,
      },
      { path: ROUTES.jobs.applicant.path, element: <h1>Applicant review</h1> },
    ],
    { initialEntries: [ROUTES.jobs.show.getHref(job.id)] },
  );
  await act(async () => {
    render(
      <TestProviders session={testSessions.admin} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
  });
  const user = userEvent.setup();
  // The grid's module loads lazily (AdminDataGrid): the file's first test waits for its import,
  // which took over 5 s with the machine's load around 7.
  if (!workspace) await screen.findByRole('grid', { name: 'Applicants' }, { timeout: 20_000 });
  return { router, user };
};

const action = (name: string) =>
  within(screen.getByRole('group', { name: 'Applicant actions' })).getByRole('button', { name });

const select = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const row = (await screen.findByText(name)).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`No row for ${name}`);
  await user.click(within(row).getByRole('checkbox'));
};

beforeEach(() => {
  boundary.applications = [
    applicant('u1', 'Ayesha', 'Khan', 'applied'),
    applicant('u2', 'Bilal', 'Ahmed', 'shortlisted'),
    {
      ...applicant('u3', 'Sana', 'Malik', 'test-taken'),
      test: { testId: 'merch-mid', link: '/x', invitedAt: new Date(), taken: true, takenAt: new Date() },
    },
  ];
  boundary.reviews = { [`${JOB.id}_u3`]: { score: 14, totalQuestions: 20 } };
  boundary.mails = {};
  boundary.callables = {};
  boundary.count = null;
  boundary.searches = [];
  boundary.saved = [];
});

// Generous: the grid and the dialogs are heavy for jsdom on a busy machine.
describe('the applicants of /jobs/show/{id}', { timeout: 20_000 }, () => {
  it('lists each applicant with first CGPA, the test score as score / totalQuestions and the status, linked to the review', async () => {
    const { user, router } = await renderPanel();
    const row = (await screen.findByText('Sana Malik')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('14 / 20')).toBeInTheDocument();
    expect(within(row).getByText('3.40')).toBeInTheDocument();
    expect(within(row).getByText('Test taken')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Applicants/ })).toHaveTextContent('(3)');
    await user.click(screen.getByRole('link', { name: 'Sana Malik' }));
    expect(router.state.location.pathname).toBe(ROUTES.jobs.applicant.getHref(JOB.id, 'u3'));
  });

  it('offers invitations only when every selected applicant is shortlisted', async () => {
    const { user } = await renderPanel();
    expect(action('Shortlist')).toBeDisabled();
    await select(user, 'Ayesha Khan');
    expect(action('Shortlist')).toBeEnabled();
    expect(action('Invite to test')).toBeDisabled();
    expect(action('Invite to interview')).toBeDisabled();
    expect(action('Email')).toBeEnabled();
    await select(user, 'Bilal Ahmed');
    expect(action('Invite to test')).toBeDisabled();
    await select(user, 'Ayesha Khan');
    expect(action('Invite to test')).toBeEnabled();
    expect(action('Invite to interview')).toBeEnabled();
    expect(action('Shortlist')).toBeDisabled();
  });

  it('has no test invitation for a job without a test', async () => {
    const { user } = await renderPanel({ ...JOB, conductTest: false, test: null });
    await select(user, 'Bilal Ahmed');
    expect(action('Invite to test')).toBeDisabled();
    expect(action('Invite to interview')).toBeEnabled();
  });

  it('shortlists after confirmation and reports what was updated and what was skipped, by name', async () => {
    const shortlist = callable('shortlistApplicants').mockResolvedValue({
      updated: [`${JOB.id}_u1`],
      skipped: [{ id: `${JOB.id}_u2`, reason: MESSAGES.applicantAlreadyShortlisted }],
      message: '1 applicant has been shortlisted.',
    });
    const { user } = await renderPanel();
    await select(user, 'Ayesha Khan');
    await select(user, 'Bilal Ahmed');
    // Shortlist stays on offer: one of the two can be shortlisted, the server skips the other.
    await user.click(action('Shortlist'));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist the selected applicants?' });
    expect(dialog).toHaveTextContent('cannot be undone');
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    expect(shortlist).toHaveBeenCalledWith({
      jobId: JOB.id,
      applicationIds: [`${JOB.id}_u1`, `${JOB.id}_u2`],
    });
    const skipped = await screen.findByRole('list', { name: 'Skipped applicants' });
    expect(skipped).toHaveTextContent(`Bilal Ahmed: ${MESSAGES.applicantAlreadyShortlisted}`);
    // One confirmation: the report (someone was left alone), no toast beside it.
    expect(screen.getAllByText('1 applicant has been shortlisted.')).toHaveLength(1);
    expect(screen.getByText('1 applicant updated; 1 applicant left as they were:')).toBeInTheDocument();
  });

  it('rejects with the editable rejection text, pre-filled, required, and reports Mail has been Sent.', async () => {
    const reject = callable('rejectApplicants').mockResolvedValue({
      updated: [`${JOB.id}_u1`],
      skipped: [],
      message: MESSAGES.mailSent,
    });
    const { user } = await renderPanel();
    await select(user, 'Ayesha Khan');
    await user.click(action('Reject'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the selected applicants?' });
    const text = within(dialog).getByRole('textbox', { name: /Rejection text/ });
    expect(text).toHaveValue(defaultRejectionText(JOB.title));
    await user.clear(text);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send' }));
    expect(await within(dialog).findByText('Rejection text is required.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    await user.type(text, 'We have chosen another candidate.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send' }));
    await waitFor(() =>
      expect(reject).toHaveBeenCalledWith({
        jobId: JOB.id,
        applicationIds: [`${JOB.id}_u1`],
        body: 'We have chosen another candidate.',
      }),
    );
    // Everyone updated, the mail sent: one toast, and no report repeating it.
    expect(await screen.findAllByText(MESSAGES.mailSent)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Skipped applicants' })).not.toBeInTheDocument();
  });

  it('checks the interview details with the domain schema and shows the server refusal under its field', async () => {
    const invite = callable('inviteApplicantsToInterview').mockRejectedValueOnce(
      callableRefusal('invalid-input', 'Invalid input.', { date: MESSAGES.interviewDateInPast }),
    );
    const { user } = await renderPanel();
    await select(user, 'Bilal Ahmed');
    await user.click(action('Invite to interview'));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to an interview' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Date is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Time is required.')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.interviewPlaceOrLink)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Date/), '2020-01-01');
    await user.type(within(dialog).getByLabelText(/Time/), '10:30');
    await user.type(within(dialog).getByRole('textbox', { name: /Place/ }), 'Head Office');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText(MESSAGES.interviewDateInPast)).toBeInTheDocument();
    expect(invite).toHaveBeenCalledWith(
      expect.objectContaining({
        date: '2020-01-01',
        time: '10:30',
        place: 'Head Office',
        note: '',
        durationMinutes: 60,
        videoLink: '',
      }),
    );
  });

  it('emails with a required subject and message, and reports delayed mails as a warning', async () => {
    const email = callable('emailApplicants').mockResolvedValue({
      updated: [`${JOB.id}_u1`, `${JOB.id}_u2`],
      skipped: [],
      message:
        'Mail has been Sent to 1 of 2; 1 message could not be delivered yet and will be retried (see the mail log).',
    });
    const { user } = await renderPanel();
    await select(user, 'Ayesha Khan');
    await select(user, 'Bilal Ahmed');
    await user.click(action('Email'));
    const dialog = await screen.findByRole('dialog', { name: 'Email the selected applicants' });
    await user.click(within(dialog).getByRole('button', { name: 'Send mail' }));
    expect(await within(dialog).findByText('Subject is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Documents');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Please bring your degree.');
    await user.click(within(dialog).getByRole('button', { name: 'Send mail' }));
    await waitFor(() => expect(email).toHaveBeenCalled());
    expect((await screen.findAllByText(/could not be delivered yet/)).length).toBeGreaterThan(0);
  });

  it('removes one applicant after confirmation; top candidates only on a closed job', async () => {
    const remove = callable('removeApplicant').mockResolvedValue({ id: `${JOB.id}_u1`, status: 'removed' });
    const { user } = await renderPanel();
    expect(screen.queryByRole('button', { name: 'Mark top candidates' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Remove Ayesha Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this applicant?' });
    expect(dialog).toHaveTextContent('The application is kept');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(remove).toHaveBeenCalledWith({ jobId: JOB.id, applicationId: `${JOB.id}_u1` });
  });

  it('marks top candidates on a closed job and reports the counts', async () => {
    const top = callable('markTopCandidates').mockResolvedValue({ selected: ['a', 'b'], notSelected: ['c'] });
    const { user } = await renderPanel({ ...JOB, status: 'closed' });
    await user.click(screen.getByRole('button', { name: 'Mark top candidates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the top candidates?' });
    expect(dialog).toHaveTextContent('nothing is deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Mark top candidates' }));
    expect(top).toHaveBeenCalledWith({ jobId: JOB.id });
    expect((await screen.findAllByText('2 selected; 1 marked not selected.')).length).toBeGreaterThan(0);
  });

  it('selects the chosen applicants after one confirmation, mailing them only when the box is ticked', async () => {
    const decide = callable('selectApplicants').mockResolvedValue({
      updated: [`${JOB.id}_u2`],
      skipped: [],
      message: `1 applicant selected. ${MESSAGES.mailSent}`,
    });
    const { user } = await renderPanel();
    expect(action('Select')).toBeDisabled();
    await select(user, 'Bilal Ahmed');
    await user.click(action('Select'));
    const dialog = await screen.findByRole('dialog', { name: 'Select these applicants?' });
    expect(dialog).toHaveTextContent('1 selected applicant will be marked selected for this job.');
    const mail = within(dialog).getByRole('checkbox', { name: 'Email them that they have been selected' });
    expect(mail).not.toBeChecked();
    await user.click(mail);
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(decide).toHaveBeenCalledWith({ jobId: JOB.id, ids: [`${JOB.id}_u2`], sendMail: true });
    // One confirmation: the toast, no report beside it.
    expect(await screen.findAllByText(`1 applicant selected. ${MESSAGES.mailSent}`)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Skipped applicants' })).not.toBeInTheDocument();
  });

  it('marks not selected without mail by default, and shows the refusal of an undo once the mail went out', async () => {
    const notSelected = callable('markApplicantsNotSelected').mockResolvedValue({
      updated: [`${JOB.id}_u1`],
      skipped: [],
      message: '1 applicant marked not selected.',
    });
    callable('undoNotSelected').mockRejectedValue(
      callableRefusal('decision-mailed', DECISION_MESSAGES.decisionMailed),
    );
    boundary.applications.push({
      ...applicant('u4', 'Danish', 'Raza', 'not-selected'),
      statusHistory: [
        { status: 'applied', at: new Date() },
        { status: 'shortlisted', at: new Date() },
        { status: 'not-selected', at: new Date() },
      ],
      notSelectedMailId: null,
    });
    const { user } = await renderPanel();
    await select(user, 'Ayesha Khan');
    expect(screen.queryByRole('button', { name: 'Undo not selected' })).toBeNull();
    await user.click(action('Not selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as not selected?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark not selected' }));
    expect(notSelected).toHaveBeenCalledWith({ jobId: JOB.id, ids: [`${JOB.id}_u1`], sendMail: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await select(user, 'Danish Raza');
    await user.click(action('Undo not selected'));
    const undo = await screen.findByRole('dialog', { name: 'Undo "not selected"?' });
    await user.click(within(undo).getByRole('button', { name: 'Undo not selected' }));
    expect(await within(undo).findByText(DECISION_MESSAGES.decisionMailed)).toBeInTheDocument();
  });

  it('offers the undo when the not-selected mail failed (never delivered), not once one was sent', async () => {
    const notSelected = (uid: string, first: string, mailId: string) => ({
      ...applicant(uid, first, 'Raza', 'not-selected'),
      statusHistory: [
        { status: 'applied' as const, at: new Date() },
        { status: 'not-selected' as const, at: new Date() },
      ],
      notSelectedMailId: mailId,
    });
    boundary.applications.push(
      notSelected('u6', 'Farah', 'mail-failed'),
      notSelected('u7', 'Omar', 'mail-sent'),
    );
    boundary.mails = {
      'mail-failed': { status: 'failed', lease: null },
      'mail-sent': { status: 'sent', lease: null },
    };
    const { user } = await renderPanel();
    await select(user, 'Farah Raza');
    expect(action('Undo not selected')).toBeEnabled();
    await select(user, 'Omar Raza');
    expect(action('Undo not selected')).toBeDisabled();
  });

  it('shows the pipeline when chosen, remembers it for this admin, and moves a card by keyboard', async () => {
    const decide = callable('selectApplicants').mockResolvedValue({
      updated: [`${JOB.id}_u2`],
      skipped: [],
      message: '1 applicant selected.',
    });
    boundary.applications.push(applicant('u5', 'Zara', 'Haq', 'rejected'));
    const { user } = await renderPanel(JOB, true);
    await user.click(await screen.findByRole('button', { name: 'Pipeline' }));
    // A rejected applicant has nowhere to go: the card's button says so rather than vanishing.
    await user.click(await screen.findByRole('button', { name: 'Move to… (Zara Haq)' }));
    expect(await screen.findByRole('menuitem', { name: 'No move from here' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    const shortlisted = await screen.findByRole('region', { name: /^Shortlisted/ }, { timeout: 5000 });
    expect(shortlisted).toHaveTextContent('Shortlisted (1)');
    expect(screen.getByRole('region', { name: /^Tested/ })).toHaveTextContent('Score 14 / 20');
    expect(localStorage.getItem(`careers-applicants-layout-${testSessions.admin.user!.uid}`)).toBe(
      'pipeline',
    );

    const move = within(shortlisted).getByRole('button', { name: 'Move to… (Bilal Ahmed)' });
    move.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Move to… (Ayesha Khan)' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    const menu = await screen.findByRole('menu');
    // The moves the server would make for a shortlisted applicant; Tested is the candidate's own doing.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Invited to test', 'Interview', 'Selected', 'Not selected / rejected']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Select these applicants?' });
    expect(dialog).toHaveTextContent('Bilal Ahmed will be marked selected');
    await user.tab();
    expect(within(dialog).getByRole('checkbox')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(decide).toHaveBeenCalledWith({ jobId: JOB.id, ids: [`${JOB.id}_u2`], sendMail: false }),
    );
    expect(await screen.findByText('Bilal Ahmed moved to Selected.')).toBeInTheDocument();
  });

  it('searches on Find by a word and a score range, keeps them in the URL, and lists the matches', async () => {
    const { user, router } = await renderPanel();
    const search = screen.getByRole('search', { name: 'Search applicants' });
    await user.type(within(search).getByLabelText('Name, email, city or degree'), 'MBA');
    await user.type(within(search).getByLabelText('Score from (%)'), '80');
    await user.type(within(search).getByLabelText('Score to (%)'), '20');
    expect(within(search).getByText('Below the lowest score.')).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: 'Find' })).toBeDisabled();
    await user.clear(within(search).getByLabelText('Score to (%)'));
    await user.click(within(search).getByRole('button', { name: 'Find' }));

    await waitFor(() => {
      expect(router.state.location.search).toBe('?find=MBA&scoreFrom=80');
    });
    await waitFor(() => {
      expect(boundary.searches.at(-1)).toEqual({
        jobId: JOB.id,
        view: 'active',
        text: 'MBA',
        scoreMin: 80,
        scoreMax: null,
        experienceMin: null,
        experienceMax: null,
        cgpaMin: null,
      });
    });
    expect(await screen.findByText('Sana Malik')).toBeInTheDocument();

    await user.click(within(search).getByRole('button', { name: 'Clear search' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('downloads as CSV every applicant the view lists, on every page, with email and phone in columns of their own', async () => {
    // More than the page on screen (25) and than one page of the download's reads (100).
    for (let index = 4; index <= 130; index += 1) {
      const extra = applicant(`u${String(index)}`, 'Extra', `Applicant${String(index)}`, 'applied');
      boundary.applications.push({
        ...extra,
        candidate: { ...extra.candidate, phoneNumber: `0300 ${String(index)}` },
      });
    }
    const { user } = await renderPanel();
    await screen.findByText('Sana Malik');
    // The grid's own export (the page on screen, email and phone inside the name cell) is gone.
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download as CSV' }));
    expect(
      await screen.findByText('applicants-merchandiser.csv is ready: 130 applicants.'),
    ).toBeInTheDocument();
    const [saved, ...more] = boundary.saved;
    expect(more).toEqual([]);
    expect(saved?.name).toBe('applicants-merchandiser.csv');
    const lines = (await saved!.file.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(APPLICANTS_CSV_HEADER.join(','));
    expect(lines[0]).toMatch(/^Name,Email,Phone,Job,Status,/);
    expect(lines).toHaveLength(131);
    expect(lines[1]).toMatch(/^Ayesha Khan,u1@example\.com,[^,]*,Export Merchandiser,Applied,/);
    expect(lines[3]).toMatch(/^Sana Malik,u3@example\.com,.*,Test taken,,.*,14 \/ 20,/);
    expect(lines.at(-1)).toMatch(
      /^Extra Applicant130,u130@example\.com,0300 130,Export Merchandiser,Applied,/,
    );
  });

  it('says beside "Download as CSV" that the file holds the first APPLICANTS_CSV_MAX when more are listed', async () => {
    boundary.count = APPLICANTS_CSV_MAX + 1000;
    await renderPanel();
    expect(
      await screen.findByText(
        `Every applicant listed, on every page, up to ${String(APPLICANTS_CSV_MAX)} applicants: ${String(APPLICANTS_CSV_MAX + 1000)} are listed, so the file will hold the first ${String(APPLICANTS_CSV_MAX)}. Narrow the search or the view for the rest.`,
      ),
    ).toBeInTheDocument();
  });

  it('offers "Select all N matching" only up to the cap; past it, says the cap and to narrow the search', async () => {
    boundary.count = APPLICANTS_MATCHING_MAX + 1;
    const { user } = await renderPanel();
    await screen.findByText('Sana Malik');
    await user.click(screen.getByRole('checkbox', { name: /select all rows/i }));
    expect(
      await screen.findByText(tooManyMatchingMessage(APPLICANTS_MATCHING_MAX + 1), { exact: false }),
    ).toHaveTextContent('The 3 applicants on this page are selected.');
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching$/ })).not.toBeInTheDocument();
  });

  it('selects every applicant matching, across pages, and shortlists them by the search in one action', async () => {
    boundary.count = 60;
    const shortlist = callable('shortlistApplicants').mockResolvedValue({
      updated: [`${JOB.id}_u1`, `${JOB.id}_u3`],
      skipped: [{ id: `${JOB.id}_u2`, reason: MESSAGES.applicantAlreadyShortlisted }],
      message: '2 applicants have been shortlisted.',
    });
    const { user } = await renderPanel();
    await screen.findByText('Sana Malik');
    expect(screen.queryByRole('button', { name: 'Select all 60 matching' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /select all rows/i }));
    await user.click(await screen.findByRole('button', { name: 'Select all 60 matching' }));
    expect(screen.getByText('All 60 matching applicants are selected, on every page.')).toBeInTheDocument();
    // The decisions take applicants chosen one by one, never the whole search.
    expect(action('Select')).toBeDisabled();
    expect(action('Not selected')).toBeDisabled();

    await user.click(action('Shortlist'));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist the selected applicants?' });
    expect(dialog).toHaveTextContent('All 60 matching applicants will be shortlisted.');
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist' }));

    await waitFor(() => {
      expect(shortlist).toHaveBeenCalledWith({
        jobId: JOB.id,
        applicationIds: [],
        matching: expect.objectContaining({ jobId: JOB.id, view: 'active', text: '' }),
      });
    });
    expect(
      await screen.findByText(/2 applicants updated; 1 applicant left as they were/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/matching applicants are selected/)).not.toBeInTheDocument();
  });
});
