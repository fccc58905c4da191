import { APPLICANTS_MATCHING_MAX } from './limits.ts';

// Every user-facing message of spec sections 5 and 8. Typos recorded in the spec are corrected
// (ARCHITECTURE section 4): 'Something went wrong', 'has been reset'.

export const MESSAGES = {
  // Validation
  cgpaRange: 'CGPA must be between 1 to 5.',
  jobIdNotFound: 'Job Id Not Found Try',
  resumeRequired: 'Please upload the Resume before proceeding.',
  resumeTooLarge: 'Size of the Resume must be less than 3 MB',
  pictureTooLarge: 'Size of the Picture must be less than 1.5 MB',
  pictureRequired: 'Please upload the Picture before proceeding.',
  pictureType: 'The Picture must be a JPG or PNG image.',
  completeProfileFirst: 'Please Complete your profile before applying.',
  somethingWentWrong: 'Something went wrong',
  oldPasswordEmpty: 'Old password cannot be empty',
  newPasswordEmpty: 'New password cannot be empty',
  confirmPasswordEmpty: 'Confirm password cannot be empty',
  passwordsDoNotMatch: 'New and Confirm Password is not matching !',
  remarksRequired: 'Remarks are required.',
  emailConfirmationSent:
    'Email confirmation link has been sent to your email address. Please open the email to confirm.',
  testTimeOver: 'Your time is over and the test has been submitted.',
  noEducations: 'No educations found...',

  // Success
  jobCreated: 'Job has been created.',
  jobUpdated: 'Job has been updated.',
  jobRemoved: 'Job has been Removed.',
  // Not in the spec (restore is ours: deleting is a soft delete).
  jobRestored: 'Job has been restored.',
  testCreated: 'Test has been created.',
  testUpdated: 'Test has been updated.',
  mailSent: 'Mail has been Sent.',
  jobSaved: 'Job saved Successfully!',
  testSaved: 'Test saved Successfully!',
  // Tests and the candidate's test session (not in the spec beyond testTimeOver; our own wording)
  testDeleted: 'Test has been deleted.',
  questionsAdded: 'Questions have been added.',
  questionDeleted: 'Question has been deleted.',
  noSuchTest: 'No such test.',
  noSuchQuestion: 'No such question.',
  testNotInvited: 'You have not been invited to this test.',
  testInvitationClosed: 'This application is closed, so its test can no longer be taken.',
  testNotStarted: 'You have not started this test.',
  testAlreadySubmitted: 'You have already submitted this test.',
  testBankEmpty: 'This test has no questions yet. Please contact us.',
  questionNotInCurrentPart: 'This question is not in the part you are answering.',
  optionNotOffered: 'Choose among the options shown for this question.',
  questionImageNotAvailable: 'This picture is not available.',
  extraTimeGranted: 'Extra time has been saved.',
  testPartNotOpen: 'This part is not open yet.',
  noSuchApplicant: 'No such applicant.',
  questionImageOutsideTest: "Upload the picture to the test's own folder.",
  ownTestsOnly: 'You can only take your own tests.',
  testJobAmbiguous: 'You are taking this test for more than one job: name the job.',
  testTakenValue: 'Value must be true.',
  passwordInstructionsSent: 'An email with password instructions has been sent to your email.',
  passwordReset: 'Your password has been reset successfully.',
  passwordChanged: 'Your password has been changed Successfully',
  appliedForJob: "You've successfully applied for the job",
  alreadyApplied: "You've applied for this position",
  profileSubmitted: 'Your profile has been submitted successfully.',

  // Accounts (not in the spec; our own wording, shared by the web app and the functions)
  emailConfirmed: 'Your email address has been confirmed. You can now log in.',
  emailConfirmedSignedIn: 'Thank you: your email address has been confirmed.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  emailNotConfirmed: 'Your email address is not confirmed yet.',
  verificationEmailResent: 'We have sent you a new confirmation link. Please check your email.',
  incorrectCredentials: 'Incorrect email or password.',
  incorrectCurrentPassword: 'Your current password is incorrect.',
  newPasswordSameAsOld: 'Choose a new password that differs from your current one.',
  emailAlreadyInUse: 'An account with this email already exists. Log in or reset your password.',
  profileNotCreated:
    'Your account was created, but we could not save your details. Check your internet connection and press Create account again.',
  invalidEmail: 'Enter a valid email address.',
  weakPassword: 'This password is too weak. Choose a longer one that mixes letters and numbers.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again, or reset your password.',
  tooManyEmailRequests: 'You have asked for this email very recently. Please wait a minute and try again.',
  networkError: 'We could not reach the server. Check your internet connection and try again.',
  accountDisabled: 'This account has been disabled. Please contact us if you think this is a mistake.',
  linkExpired: 'This link has expired. Ask for a new one below.',
  linkInvalid: 'This link is invalid or has already been used.',
  signInAgain: 'For your security, please log in again and retry.',
  signInRequired: 'Please log in first.',
  adminsOnly: 'This action is for administrators only.',
  candidatesOnly: 'This is for candidates. Sign in with a candidate account.',
  bearerTokenMissing: 'Send a Firebase ID token as a Bearer token.',
  idTokenInvalid: 'The ID token is invalid or has expired.',
  emailNotSent: 'We could not send the email right now. Please try again in a few minutes.',
  accountHasNoEmail: 'Your account has no email address.',

  // Applying and the candidate's applications (not in the spec beyond completeProfileFirst and
  // appliedForJob; our own wording, shared by the web app and the functions)
  adminsDoNotApply: 'Administrators do not apply for jobs. Sign in with a candidate account to apply.',
  applyForYourselfOnly: 'You can only apply for a job for yourself.',
  confirmEmailBeforeApplying:
    'Please confirm your email address before applying: open the link in the confirmation email we sent you, or choose "Resend confirmation email" to get a new one.',
  jobNotAvailable: 'This job is not open for applications, or it does not exist.',
  applicationExists: 'You have already applied for this job.',
  withdrawnCannotReapply: 'You withdrew your application for this job, so it cannot be submitted again.',
  resumeNotFound:
    'We could not find your CV. Please upload it again under Personal Information / CV Upload, then apply.',
  resumeChangedWhileApplying: 'Your CV changed while you were applying. Please submit your answers again.',
  applicationWithdrawn: 'Your application has been withdrawn.',
  applicationNotFound: 'You have not applied for this job.',
  applicationAlreadyWithdrawn: 'This application has already been withdrawn.',
  withdrawAfterShortlist:
    'This application has already been shortlisted, so it can no longer be withdrawn. Please contact us if your plans have changed.',
  withdrawAfterDecision:
    'A decision has already been made on this application, so it can no longer be withdrawn.',
  onlyCandidateWithdraws: 'Only the candidate who applied can withdraw an application.',
  ownApplicationsOnly: 'You can only see your own applications.',
  jobNotFound: 'No such job.',
  // Above the wizard, before the title of the job the candidate is applying for (applyingForMessage).
  applyingFor: 'Applying for:',
  // A job past its end date: the job page and the questions page say this instead of Apply Now.
  applicationsHaveClosed: 'Applications for this job have closed.',
  // The review's Submit would send the candidate to a job's questions with an unconfirmed address.
  confirmEmailBeforeQuestions:
    'Please confirm your email address before answering the questions: open the link in the confirmation email we sent you, then choose "I have confirmed".',

  // The profile wizard and its files (not in the spec beyond resumeRequired, resumeTooLarge,
  // pictureTooLarge and profileSubmitted; our own wording, shared by the web app and the functions)
  resumeType: 'The Resume must be a PDF, DOC or DOCX file.',
  resumeNotDocument:
    'This file is not a real PDF, DOC or DOCX document. Please upload your CV as one of these.',
  pictureNotImage: 'This file is not a real JPG or PNG image. Please upload a photo in one of these formats.',
  uploadNotFound: 'We could not find the uploaded file. Please upload it again.',
  uploadOutsideOwnFolder: 'Upload the file to your own folder.',
  /** Every upload slot of the kind is taken (issue 31): earlier uploads never saved wait for the sweep. */
  uploadSlotsFull:
    'Your earlier uploads that were not saved are still being cleared, which takes up to two days. Please try again then.',
  emailNotAccountEmail: 'The email must be the email address of your account.',
  acceptPrivacyPolicy: 'Please accept the privacy policy to continue.',
  careerHistoryRequired: 'Add your career history, or set overall experience to 0.',
  degreeNotInCatalog: 'Choose a degree from the list.',
  profileForCandidatesOnly: 'The profile is for candidates. Sign in with a candidate account.',

  // The admin's applicant actions (issue 11; spec sections 2 and 4 beyond remarksRequired and
  // mailSent; our own wording, shared by the web app and the functions). Skip reasons name why one
  // selected applicant was left alone by a batch action.
  applicantNotOfJob: 'No such applicant of this job.',
  noApplicantsMatching: 'No applicant of this job matches the search any more.',
  applicantWithdrawn: 'The candidate has withdrawn this application.',
  applicantRemoved: 'This applicant has been removed.',
  applicantAlreadyShortlisted: 'Already shortlisted.',
  applicantAlreadyRejected: 'Already rejected.',
  applicantDecided: 'A decision has already been made on this application.',
  applicantNotShortlisted: 'Only shortlisted applicants can be invited.',
  applicantTestTaken: 'This applicant has already taken the test.',
  applicantNoEmail: 'This applicant has no valid email address.',
  jobHasNoTest: 'This job has no test: choose one in the job form first.',
  topCandidatesNeedClosedJob: 'Close the job before marking its top candidates.',
  noShortlistedApplicants: 'No applicant of this job is shortlisted yet.',
  interviewDateInPast: 'The interview date cannot be in the past.',
  // Interviews (issue 20)
  interviewPlaceOrLink: 'Give a place or a video link.',
  noInterviewScheduled: 'This applicant has no interview scheduled.',
  interviewAlreadyHeld: 'This interview has taken place: its outcome is recorded.',
  interviewNotYetHeld: 'The interview has not taken place yet.',
  interviewScoreNeedsAttendance: 'Give a score only when the candidate attended.',
  interviewOutcomeSaved: 'The interview outcome has been saved.',
  interviewApplicantErased: 'This candidate’s personal data has been erased: they cannot be invited.',
  insightsDate: 'Enter the date as YYYY-MM-DD.',
  insightsRangeOrder: 'The start date must not be after the end date.',
  insightsRangeTooLong: 'Choose a range of at most 366 days.',
  noMailSent: 'No mail has been sent.',
  mailNotFound: 'No such message.',
  // The applicant review and the mail log (web).
  remarksSaved: 'Remarks have been saved.',
  // Data rights (issue 21)
  exportOthersData: 'You can export only your own data.',
  eraseOthersData: 'You can erase only your own account.',
  candidateNotFound: 'No candidate has this id.',
  erasePasswordRequired: 'Enter your password to erase your account.',
  eraseWrongPassword: 'That is not your password. Your account has not been erased.',
  eraseReasonRequired: 'Give the reason for erasing this candidate.',
  legalHold: 'This account is on legal hold and cannot be erased until the hold is lifted.',
  legalHoldLiftBeforeErasing:
    'This candidate is on legal hold. Lift the hold first (the lifting is recorded in the audit log), then erase.',
  acceptNewPrivacyPolicy: 'We have updated our privacy policy. Please read and accept it before you apply.',
  privacyPolicyNotRecorded:
    'We have no record of your acceptance of the privacy policy. Please read and accept it before you apply.',
  accountErased: 'The account and its personal data have been erased.',
  /** /account-erased, after the candidate's own erasure (issue 31). */
  accountErasedSignedOut:
    'Your account and its personal data have been erased, and you have been signed out. We have sent a last email to confirm it.',
  erasedApplicantNoActions:
    'This candidate’s personal data has been erased: no action or mail can reach them any more. Their status and scores are kept.',
  legalHoldPlaced: 'The candidate is on legal hold: nothing of theirs will be erased until it is lifted.',
  legalHoldLifted: 'The legal hold has been lifted.',
  accountKept: 'Thank you: your account will be kept.',
  keepLinkInvalid: 'This link is no longer valid. Sign in to keep your account.',
  retentionSaved: 'The retention period has been saved.',
} as const;

/** A candidate's page whose data did not load (it offers to try again); `what` as in "this job". */
export const couldNotLoadMessage = (what: string): string =>
  `We could not load ${what}. Check your connection and try again.`;

/** Submitting the review while an earlier step is incomplete; `step` is that step's tab label. */
export const completeStepFirstMessage = (step: string): string =>
  `Please complete '${step}' before submitting your profile.`;

/** 'Job status is {status} now.' */
export const jobStatusChangedMessage = (status: string): string => `Job status is ${status} now.`;

/** Bulk hide ("Delete Selected Jobs") and its reverse. */
export const jobsHiddenMessage = (count: number, hidden: boolean): string =>
  `${count === 1 ? '1 job has' : `${String(count)} jobs have`} been ${hidden ? 'hidden' : 'shown again'}.`;

/** Success of a catalog write, e.g. 'Department has been created.' (the spec's wording for jobs). */
/** The departments page's order controls (issue 20). */
export const DEPARTMENT_ORDER_MESSAGES = {
  saved: 'The landing page order has been saved.',
  stale: 'The departments changed while you were ordering them. The list has been reloaded: try again.',
  moved: (title: string, position: number) => `${title} moved to position ${String(position)}.`,
} as const;

export const catalogSavedMessage = (label: string, action: 'created' | 'updated' | 'deleted'): string =>
  `${label} has been ${action}.`;

/**
 * Refusal to delete a catalog entry that jobs (or, for a department, tests) use: names the first few
 * and how many there are, so the admin knows what to change first.
 */
export const catalogInUseMessage = (
  label: string,
  title: string,
  users: { noun: 'job' | 'test'; titles: readonly string[]; count: number },
): string => {
  const { noun, titles, count } = users;
  const others = count - titles.length;
  const names = titles.map((userTitle) => `'${userTitle}'`).join(', ');
  const list = others > 0 ? `${names} and ${String(others)} more` : names;
  const subject = count === 1 ? `a ${noun}` : `${String(count)} ${noun}s`;
  const those = count === 1 ? `that ${noun}` : `those ${noun}s`;
  return `${label} '${title}' is used by ${subject}: ${list}. Change or delete ${those} first.`;
};

/** Above the wizard while the candidate is on the way to a job's questions. */
export const applyingForMessage = (jobTitle: string): string => `${MESSAGES.applyingFor} ${jobTitle}`;

/**
 * The review's Submit could not use the job the candidate was applying for (it closed, or they had
 * applied already); `jobTitle` is null for a job that no longer exists.
 */
export const jobPassedOverMessage = (
  jobTitle: string | null,
  reason: 'closed' | 'applied' | 'withdrawn',
): string => {
  const title = jobTitle ?? 'This job';
  switch (reason) {
    case 'applied':
      return `You have already applied for ${jobTitle ?? 'this job'}; your profile is saved.`;
    case 'withdrawn':
      return `You withdrew your application for ${jobTitle ?? 'this job'}, so it cannot be submitted again; your profile is saved.`;
    default:
      return `${title} is no longer open; your profile is saved.`;
  }
};

/** Refusal to open a job whose end date has passed (it would be closed again at once). */
export const jobEndedCannotOpenMessage = (endDate: string): string =>
  `This job's end date (${endDate}) has passed. Move the end date first, then open the job.`;

/** Refusal to apply after a job's end date; `endDate` as the job page shows it (DD-MM-YYYY). */
export const applicationsClosedMessage = (endDate: string): string =>
  `Applications for this job closed on ${endDate}.`;

/** 'Test for: {job title} position' on the test instructions page. */
export const testForPositionMessage = (jobTitle: string): string => `Test for: ${jobTitle} position`;

/** 'Logged in as {first name}' in the candidate navigation. */
export const loggedInAsMessage = (firstName: string): string => `Logged in as ${firstName}`;

/** 'Job Openings x-y of n' header of the careers listing. */
export const jobOpeningsRangeMessage = (from: number, to: number, total: number): string =>
  total === 0 ? 'Job Openings 0 of 0' : `Job Openings ${from}-${to} of ${total}`;

/** A batch shortlist's outcome, e.g. '2 applicants have been shortlisted.' */
export const applicantsShortlistedMessage = (count: number): string =>
  count === 0
    ? 'No applicant has been shortlisted.'
    : `${count === 1 ? '1 applicant has' : `${String(count)} applicants have`} been shortlisted.`;

/** A batch invitation's outcome (test or interview), as the status region announces it. */
export const invitationsSentMessage = (count: number): string =>
  count === 0
    ? 'No invitation has been sent.'
    : `Invitations sent to ${count === 1 ? '1 applicant' : `${String(count)} applicants`}.`;

/**
 * The applicants a batch action left alone, by name with the server's reason, as the status
 * region announces them, e.g. 'Not invited: Sana Malik (Only shortlisted applicants can be invited.).'
 */
export const applicantsLeftAloneMessage = (
  label: string,
  skipped: readonly { name: string; reason: string }[],
): string => `${label}: ${skipped.map((item) => `${item.name} (${item.reason})`).join('; ')}.`;

/** "Select all matching" past APPLICANTS_MATCHING_MAX. */
export const tooManyMatchingMessage = (count: number): string =>
  `${String(count)} applicants match: narrow the search to at most ${String(APPLICANTS_MATCHING_MAX)} to act on them at once.`;

/**
 * A batch mail action whose changes are saved but some of whose mails could not be delivered yet:
 * the outbox retries them (the mail log shows each).
 */
export const mailsDelayedMessage = (failed: number, total: number): string =>
  `Mail has been Sent to ${String(total - failed)} of ${String(total)}; ` +
  `${failed === 1 ? '1 message' : `${String(failed)} messages`} could not be delivered yet and will be retried (see the mail log).`;

/**
 * The rejection mail's text, which the admin may edit before sending (the mail adds the greeting).
 */
export const defaultRejectionText = (jobTitle: string): string =>
  `Thank you for your interest in the position of ${jobTitle} and for the time you gave to your application.\n\n` +
  'After careful consideration, we have decided not to take your application further. We will keep your profile and may contact you about future openings that match it.\n\n' +
  'We wish you every success.';

/** Applicant review shows a test score as 'score / totalQuestions'. */
export const testScoreLabel = (score: number, totalQuestions: number): string =>
  `${score} / ${totalQuestions}`;

/** The pass mark beside a score: '50%: passed' or '50%: below the pass mark'. */
export const passMarkLabel = (passPercentage: number, score: number, totalQuestions: number): string =>
  `${String(passPercentage)}%: ${totalQuestions > 0 && (score / totalQuestions) * 100 >= passPercentage ? 'passed' : 'below the pass mark'}`;

/** The score per question type, '3 / 10 (30%) aptitude · 2 / 20 (10%) technical'. */
export const testScoreSplitLabel = (byType: {
  aptitude: { score: number; total: number };
  technical: { score: number; total: number };
}): string =>
  `${testScoreWithPercent(byType.aptitude.score, byType.aptitude.total)} aptitude · ` +
  `${testScoreWithPercent(byType.technical.score, byType.technical.total)} technical`;

/** The review page's score with its share, '5 / 30 (17%)' (rounded; no share out of nothing). */
export const testScoreWithPercent = (score: number, totalQuestions: number): string =>
  totalQuestions > 0
    ? `${testScoreLabel(score, totalQuestions)} (${String(Math.round((score / totalQuestions) * 100))}%)`
    : testScoreLabel(score, totalQuestions);

/**
 * Why a test cannot be attached to an open job yet: one draw needs more questions of a type than
 * its bank holds (bankShortfall in rules/test-bank.ts).
 */
export const testBankTooSmallMessage = (
  needed: { aptitude: number; technical: number },
  has: { aptitude: number; technical: number },
): string =>
  `This test needs ${String(needed.aptitude)} aptitude and ${String(needed.technical)} technical questions; ` +
  `its bank has ${String(has.aptitude)} aptitude and ${String(has.technical)} technical.`;

/** Refusal to shrink the bank of a test that open jobs use below one draw: the counts and the jobs. */
export const testBankInUseMessage = (shortfall: string, openJobTitles: readonly string[]): string =>
  `${shortfall} It is used by the open job${openJobTitles.length === 1 ? '' : 's'} ` +
  `${openJobTitles.map((title) => `'${title}'`).join(', ')}.`;

/** Refusal to delete a test that candidates have taken (their results refer to its questions). */
export const testTakenCannotDeleteMessage = (title: string, sessions: number): string =>
  `Test '${title}' has been taken by ${sessions === 1 ? '1 candidate' : `${String(sessions)} candidates`}, ` +
  'so it cannot be deleted. Set it inactive instead.';

/**
 * Rules listed on the test instructions page (spec section 9).
 */
export const TEST_INSTRUCTIONS = [
  'There is no negative marking.',
  'An unanswered question counts as zero.',
  'You cannot go back to a previous part once it is saved.',
  'The test link can be used only once.',
  'On-screen calculators are allowed.',
  'Any attempt at cheating means disqualification.',
  'When the time runs out, your answers are submitted automatically.',
] as const;

/** The candidate's test page (not in the spec beyond the time-over message; our own wording). */
export const TEST_TAKING_MESSAGES = {
  focusLossNotice:
    'Stay on this page: switching to another tab or window is recorded and shown to the recruiter with your answers.',
  focusLossRecorded: 'You left the test page. This has been recorded.',
  answerNotSaved: 'Not saved. It will also be sent when you save this part.',
  finished: 'You have finished the test. Your answers have been submitted.',
  notStarted: 'You have not started this test yet. Read the instructions and start it from there.',
} as const;

/** Spoken to screen readers when the test's time is nearly up (at 5 and at 1 minute left). */
export const testTimeWarningMessage = (minutesLeft: number): string =>
  minutesLeft === 1 ? '1 minute left in the test.' : `${String(minutesLeft)} minutes left in the test.`;

/**
 * The mail log's Retry: what the delivery came to ('sent', 'failed', still 'queued' elsewhere, or
 * 'cancelled' meanwhile: the change it reported was undone).
 */
export const mailRetryOutcomeMessage = (status: 'queued' | 'sent' | 'failed' | 'cancelled'): string => {
  switch (status) {
    case 'sent':
      return 'The message has been sent.';
    case 'cancelled':
      return 'The message was cancelled (the change it reported was undone), so it is not sent.';
    case 'failed':
      return 'The message could not be delivered again. Its last error is in the log.';
    default:
      return 'The message is being delivered already. Refresh the log in a moment.';
  }
};

/**
 * The many-questions form's outcome (spec section 5: blocks without a statement are skipped),
 * e.g. '3 questions added; 1 block without a statement skipped.'
 */
export const questionsAddedMessage = (added: number, skipped: number): string => {
  const addedText = added === 1 ? '1 question added' : `${String(added)} questions added`;
  if (skipped === 0) return `${addedText}.`;
  return `${addedText}; ${skipped === 1 ? '1 block' : `${String(skipped)} blocks`} without a statement skipped.`;
};
