import { MESSAGES, PRIVACY_POLICY_VERSION, ROUTES } from '@careers/domain/constants';
import { companyYear } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { createTestQueryClient } from '@/testing/query-client';
import { renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { reloadUser } from '@/lib/firebase/email-verification';
import { signedInSession, type Session } from '@/lib/session/session';

import { profileQueryKey } from '../api/get-profile';

import { ProfileWizardPage } from './profile-wizard-page';

// The boundaries: our callables, Firestore, and Storage (links and uploads). Everything else is real.
const boundary = vi.hoisted(() => ({
  profile: null as unknown,
}));
vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));
// The profile read again after each save answers what the test stored.
vi.mock('@/lib/firebase/load-firestore', () => ({
  loadFirestore: () =>
    Promise.resolve({
      db: {},
      doc: () => ({ withConverter: () => ({}) }),
      getDoc: () => Promise.resolve({ data: () => boundary.profile }),
    }),
}));
vi.mock('@/lib/firebase/download-url', () => ({ useDownloadUrl: () => ({ status: 'idle', url: null }) }));
// Auth's side of the email check: reloading the account answers what the test says.
vi.mock('@/lib/firebase/email-verification', () => ({ reloadUser: vi.fn() }));
vi.mock('@/lib/firebase/upload', () => ({ useStartUpload: () => vi.fn(), useUploadProgress: vi.fn() }));
vi.mock('@/lib/firebase/storage-files', () => ({
  useStoredObjectExists: () => () => Promise.resolve(false),
}));

const UID = 'candidate-1';
const EMAIL = 'ayesha@example.com';
const RESUME = {
  path: `candidates/${UID}/resume/a-cv.pdf`,
  fileName: 'cv.pdf',
  contentType: 'application/pdf',
  size: 1000,
  uploadedAt: new Date(),
};

const personalDone: Partial<Profile> = {
  firstName: 'Ayesha',
  middleName: '',
  lastName: 'Khan',
  email: EMAIL,
  phoneNumber: '03001234567',
  city: 'Lahore',
  address: '1 Mall Road',
  resume: RESUME,
  avatar: null,
  education: [],
  career: [],
  termsAndConditions: false,
  updatedAt: new Date(),
};

/** Steps 1 and 2 done: what the privacy step and, once accepted, the review step start from. */
const educationDone: Partial<Profile> = {
  ...personalDone,
  totalExperience: 0,
  education: [
    {
      institute: 'NTU',
      degree: 'BSc',
      fieldOfStudy: '',
      cgpa: null,
      percentage: null,
      from: 2018,
      to: 2022,
    },
  ],
};

const renderStep = (
  path: string,
  profile: Partial<Profile> | null,
  session: Session = testSessions.candidate,
) => {
  boundary.profile = profile;
  const queryClient = createTestQueryClient([
    [profileQueryKey(UID), profile],
    [
      ['degrees', 'titles'],
      ['BSc Textile Engineering', 'MSc Textile Chemistry'],
    ],
  ]);
  return renderRoutes(
    [
      ...[
        ROUTES.profile.step1.path,
        ROUTES.profile.step2.path,
        ROUTES.profile.step4.path,
        ROUTES.profile.step5.path,
      ].map((routePath) => ({ path: routePath, element: <ProfileWizardPage /> })),
      { path: '/profile-step-3', element: <ProfileWizardPage /> },
      { path: '/jobs/apply/:id/employmentQuestions', element: <p>Questions page</p> },
      { path: '/careers', element: <p>Careers page</p> },
    ],
    { path, session, queryClient },
  );
};

beforeEach(() => {
  answerCallables({});
  sessionStorage.clear();
  vi.mocked(reloadUser).mockReset();
});

describe('the profile wizard', () => {
  it('links the completed and next tabs only, and sends a typed later step back', async () => {
    const { router } = renderStep(ROUTES.profile.step4.path, personalDone);
    // Education is not complete: the review tab cannot be opened by its address either.
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.profile.step2.path));
    // The tab strip comes with the lazily loaded forms.
    const tabs = await screen.findByRole('navigation', { name: 'Profile steps' });
    const links = within(tabs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([ROUTES.profile.step1.path, ROUTES.profile.step2.path]);
    expect(within(tabs).getByText('Privacy Policy').closest('a')).toBeNull();
  });

  it('gives the spec’s alert for an unknown step', () => {
    renderStep('/profile-step-3', personalDone);
    expect(screen.getByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
  });

  it('refuses a 12-digit phone and a missing CV on step 1 without calling the server', async () => {
    const savePersonalDetails = vi.fn(() => Promise.resolve({}));
    answerCallables({ savePersonalDetails });
    const { user } = renderStep(ROUTES.profile.step1.path, { ...personalDone, resume: null });
    // The first step has nothing to go back to.
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    await user.clear(phone);
    await user.type(phone, '030012345678');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Phone number must be at most 11 digits.')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '03001234567');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(MESSAGES.resumeRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(savePersonalDetails).not.toHaveBeenCalled();
  });

  it('checks step 2 (to before from, 141 characters), then saves numbers and moves to the privacy step', async () => {
    const saveEducationAndCareer = vi.fn((_data: unknown) => Promise.resolve({}));
    answerCallables({ saveEducationAndCareer });
    const { user, router } = renderStep(ROUTES.profile.step2.path, personalDone);
    // The forms load lazily: wait for them rather than count on an earlier test having loaded them.
    const education = await screen.findByRole('group', { name: 'Education 1' });
    await user.type(within(education).getByRole('textbox', { name: /Institute/ }), 'NTU');
    await user.click(within(education).getByRole('combobox', { name: /Degree/ }));
    await user.click(await screen.findByRole('option', { name: 'BSc Textile Engineering' }));
    await user.selectOptions(within(education).getByRole('combobox', { name: 'From' }), '2020');
    await user.selectOptions(within(education).getByRole('combobox', { name: 'To' }), '2016');
    await user.type(screen.getByRole('textbox', { name: /Overall experience/ }), '2');
    const career = screen.getByRole('group', { name: 'Career 1' });
    await user.type(within(career).getByRole('textbox', { name: /Company/ }), 'Loom Works');
    await user.type(within(career).getByRole('textbox', { name: /Position/ }), 'Engineer');
    await user.selectOptions(within(career).getByRole('combobox', { name: 'From' }), '2021');
    await user.selectOptions(within(career).getByRole('combobox', { name: 'To' }), '2023');
    const description = within(career).getByRole('textbox', { name: /Description/ });
    await user.click(description);
    await user.paste('x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('To cannot be before From.')).toBeInTheDocument();
    expect(screen.getByText('Description must be at most 140 characters.')).toBeInTheDocument();
    expect(saveEducationAndCareer).not.toHaveBeenCalled();

    // The first entries cannot be removed; later ones can.
    expect(screen.queryByRole('button', { name: 'Remove education 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.click(screen.getByRole('button', { name: 'Remove education 2' }));

    await user.selectOptions(within(education).getByRole('combobox', { name: 'To' }), '2024');
    await user.clear(description);
    await user.type(description, 'Ran ring frames.');
    expect(within(career).getByText('16 / 140 characters')).toBeInTheDocument();
    // A current job has no end year.
    await user.click(within(career).getByRole('checkbox', { name: 'This is my current job' }));
    expect(within(career).queryByRole('combobox', { name: 'To' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.profile.step5.path));
    expect(saveEducationAndCareer).toHaveBeenCalledWith(
      expect.objectContaining({
        email: EMAIL,
        totalExperience: 2,
        education: [
          expect.objectContaining({
            institute: 'NTU',
            degree: 'BSc Textile Engineering',
            from: 2020,
            to: 2024,
            cgpa: null,
          }),
        ],
        career: [expect.objectContaining({ company: 'Loom Works', from: 2021, currentJob: true })],
      }),
    );
  }, 90_000); // About 40 interactions: slow when the machine is busy.

  it('offers years from this year in Pakistan down to 1900, and starts a new entry on this year', async () => {
    renderStep(ROUTES.profile.step2.path, personalDone);
    const from = within(await screen.findByRole('group', { name: 'Education 1' })).getByRole('combobox', {
      name: 'From',
    });
    const years = within(from)
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    const thisYear = companyYear(Date.now());
    expect(years[0]).toBe(thisYear);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(thisYear - 1900 + 1);
    expect(from).toHaveValue(String(thisYear));
  });

  it('shows the server’s message under the field it is about', async () => {
    answerCallables({
      saveEducationAndCareer: () =>
        Promise.reject(
          callableRefusal('invalid-input', 'Invalid', {
            'education[0].degree': 'Choose a degree from the list.',
          }),
        ),
    });
    const profile: Partial<Profile> = {
      ...personalDone,
      totalExperience: 0,
      education: [
        {
          institute: 'NTU',
          degree: 'Old degree',
          fieldOfStudy: '',
          cgpa: null,
          percentage: null,
          from: 2018,
          to: 2022,
        },
      ],
    };
    const { user } = renderStep(ROUTES.profile.step2.path, profile);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose a degree from the list.')).toBeInTheDocument();
  });

  it('keeps Next disabled on the privacy step until the box is ticked, then records the acceptance', async () => {
    const acceptPrivacyPolicy = vi.fn((_data: unknown) => Promise.resolve({}));
    answerCallables({ acceptPrivacyPolicy });
    const { user, router } = renderStep(ROUTES.profile.step5.path, educationDone);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    // Back is the step before it in the tabs' order: education, at /profile-step-2.
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', ROUTES.profile.step2.path);
    expect(screen.getAllByText(/at least 13 years old/).length).toBeGreaterThan(0);
    expect(screen.getByText(`Version ${PRIVACY_POLICY_VERSION}`)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy policy/ }));
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.profile.step4.path));
    expect(acceptPrivacyPolicy).toHaveBeenCalledWith({ email: EMAIL, termsAndConditions: true });
  });
});

describe('the review step’s Submit', () => {
  const complete: Partial<Profile> = {
    ...educationDone,
    termsAndConditions: true,
    privacyPolicyVersion: PRIVACY_POLICY_VERSION,
  };
  const unconfirmed = signedInSession(
    { uid: UID, email: EMAIL, displayName: 'Ayesha Khan', emailVerified: false },
    'user',
  );
  const toQuestions = {
    next: 'employment-questions',
    jobId: 'weaving-master',
    jobTitle: 'Weaving Master',
    source: 'pending',
    redirectTo: '/jobs/apply/weaving-master/employmentQuestions',
    passedOver: null,
  };

  it('goes straight to the job’s questions when the address is confirmed', async () => {
    answerCallables({ submitProfile: () => Promise.resolve(toQuestions) });
    const { user, router } = renderStep(ROUTES.profile.step4.path, complete);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(toQuestions.redirectTo));
    expect(reloadUser).not.toHaveBeenCalled();
  });

  it('stops an unconfirmed address before the questions, resends the link, and goes on once confirmed', async () => {
    const sendVerificationEmail = vi.fn(() => Promise.resolve({ sentTo: EMAIL }));
    answerCallables({ submitProfile: () => Promise.resolve(toQuestions), sendVerificationEmail });
    // Still unconfirmed when Submit asks Auth, and at the first "I have confirmed".
    vi.mocked(reloadUser)
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    const { user, router } = renderStep(ROUTES.profile.step4.path, complete, unconfirmed);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    const gate = await screen.findByRole('alert', { name: 'Confirm your email address' });
    expect(gate).toHaveTextContent(MESSAGES.confirmEmailBeforeQuestions);
    expect(gate).toHaveTextContent(EMAIL);
    expect(router.state.location.pathname).toBe(ROUTES.profile.step4.path);
    expect(within(gate).getByText('Confirm your email address')).toHaveFocus();

    await user.click(within(gate).getByRole('button', { name: 'Resend confirmation email' }));
    expect(await within(gate).findByText(MESSAGES.verificationEmailResent)).toBeInTheDocument();
    expect(sendVerificationEmail).toHaveBeenCalledOnce();

    await user.click(within(gate).getByRole('button', { name: 'I have confirmed' }));
    expect(await within(gate).findByText(MESSAGES.emailNotConfirmed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.profile.step4.path);

    await user.click(within(gate).getByRole('button', { name: 'I have confirmed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(toQuestions.redirectTo));
    expect(reloadUser).toHaveBeenCalledTimes(3);
  });

  it('goes on without stopping when the address was confirmed in another tab', async () => {
    answerCallables({ submitProfile: () => Promise.resolve(toQuestions) });
    vi.mocked(reloadUser).mockResolvedValue(true);
    const { user, router } = renderStep(ROUTES.profile.step4.path, complete, unconfirmed);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(toQuestions.redirectTo));
    expect(screen.queryByRole('alert', { name: 'Confirm your email address' })).not.toBeInTheDocument();
  });

  it('names the job it could not use and stays, with the way to the open positions', async () => {
    const message = 'Dyeing Supervisor is no longer open; your profile is saved.';
    answerCallables({
      submitProfile: () =>
        Promise.resolve({
          next: 'careers',
          message,
          redirectTo: '/careers',
          passedOver: { jobId: 'dyeing', jobTitle: 'Dyeing Supervisor', reason: 'closed', message },
        }),
    });
    const { user, router } = renderStep(ROUTES.profile.step4.path, complete);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'See open positions' })).toHaveAttribute(
      'href',
      '/careers',
    );
    expect(router.state.location.pathname).toBe(ROUTES.profile.step4.path);
  });

  it('says the profile is submitted and opens /careers when there is no job', async () => {
    answerCallables({
      submitProfile: () =>
        Promise.resolve({
          next: 'careers',
          message: MESSAGES.profileSubmitted,
          redirectTo: '/careers',
          passedOver: null,
        }),
    });
    const { user, router } = renderStep(ROUTES.profile.step4.path, complete);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.profileSubmitted);
  });
});
