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
  testCreated: 'Test has been created.',
  testUpdated: 'Test has been updated.',
  mailSent: 'Mail has been Sent.',
  jobSaved: 'Job saved Successfully!',
  testSaved: 'Test saved Successfully!',
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
  emailNotSent: 'We could not send the email right now. Please try again in a few minutes.',
  accountHasNoEmail: 'Your account has no email address.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'Job status is {status} now.' */
export const jobStatusChangedMessage = (status: string): string => `Job status is ${status} now.`;

/** 'Test for: {job title} position' on the test instructions page. */
export const testForPositionMessage = (jobTitle: string): string => `Test for: ${jobTitle} position`;

/** 'Logged in as {first name}' in the candidate navigation. */
export const loggedInAsMessage = (firstName: string): string => `Logged in as ${firstName}`;

/** 'Job Openings x-y of n' header of the careers listing. */
export const jobOpeningsRangeMessage = (from: number, to: number, total: number): string =>
  total === 0 ? 'Job Openings 0 of 0' : `Job Openings ${from}-${to} of ${total}`;

/** Applicant review shows a test score as 'score / totalQuestions'. */
export const testScoreLabel = (score: number, totalQuestions: number): string =>
  `${score} / ${totalQuestions}`;

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
