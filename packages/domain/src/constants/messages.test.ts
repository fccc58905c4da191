import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  applyingForMessage,
  catalogInUseMessage,
  catalogSavedMessage,
  couldNotLoadMessage,
  jobEndedCannotOpenMessage,
  jobPassedOverMessage,
  jobsHiddenMessage,
  jobOpeningsRangeMessage,
  jobStatusChangedMessage,
  loggedInAsMessage,
  testBankTooSmallMessage,
  testForPositionMessage,
  testTakenCannotDeleteMessage,
  testScoreLabel,
  passMarkLabel,
  testScoreSplitLabel,
  testScoreWithPercent,
} from './messages.ts';

describe('messages', () => {
  it('keeps the spec wording of validation and success messages', () => {
    expect(MESSAGES.cgpaRange).toBe('CGPA must be between 1 to 5.');
    expect(MESSAGES.resumeRequired).toBe('Please upload the Resume before proceeding.');
    expect(MESSAGES.resumeTooLarge).toBe('Size of the Resume must be less than 3 MB');
    expect(MESSAGES.pictureTooLarge).toBe('Size of the Picture must be less than 1.5 MB');
    expect(MESSAGES.pictureRequired).toBe('Please upload the Picture before proceeding.');
    expect(MESSAGES.completeProfileFirst).toBe('Please Complete your profile before applying.');
    expect(MESSAGES.passwordsDoNotMatch).toBe('New and Confirm Password is not matching !');
    expect(MESSAGES.appliedForJob).toBe("You've successfully applied for the job");
    expect(MESSAGES.profileSubmitted).toBe('Your profile has been submitted successfully.');
    expect(MESSAGES.passwordInstructionsSent).toBe(
      'An email with password instructions has been sent to your email.',
    );
  });

  it('says what did not load and what to do about it, in one sentence pattern', () => {
    expect(couldNotLoadMessage('this job')).toBe(
      'We could not load this job. Check your connection and try again.',
    );
  });

  it('corrects the typos the spec records (ARCHITECTURE section 4)', () => {
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong');
    expect(MESSAGES.passwordReset).toBe('Your password has been reset successfully.');
  });

  it('change-password checks are listed in the spec order', () => {
    const order = [
      MESSAGES.oldPasswordEmpty,
      MESSAGES.newPasswordEmpty,
      MESSAGES.confirmPasswordEmpty,
      MESSAGES.passwordsDoNotMatch,
    ];
    expect(order).toEqual([
      'Old password cannot be empty',
      'New password cannot be empty',
      'Confirm password cannot be empty',
      'New and Confirm Password is not matching !',
    ]);
  });

  it('formats the parameterised messages', () => {
    expect(jobStatusChangedMessage('closed')).toBe('Job status is closed now.');
    expect(testForPositionMessage('Spinning Engineer')).toBe('Test for: Spinning Engineer position');
    expect(loggedInAsMessage('Ayesha')).toBe('Logged in as Ayesha');
    expect(jobOpeningsRangeMessage(11, 20, 43)).toBe('Job Openings 11-20 of 43');
    expect(jobOpeningsRangeMessage(1, 0, 0)).toBe('Job Openings 0 of 0');
    expect(testScoreLabel(17, 20)).toBe('17 / 20');
    expect(testScoreWithPercent(5, 30)).toBe('5 / 30 (17%)');
    expect(testScoreWithPercent(0, 0)).toBe('0 / 0');
    expect(passMarkLabel(50, 15, 30)).toBe('50%: passed');
    expect(passMarkLabel(50, 14, 30)).toBe('50%: below the pass mark');
    expect(
      testScoreSplitLabel({ aptitude: { score: 3, total: 10 }, technical: { score: 2, total: 20 } }),
    ).toBe('3 / 10 (30%) aptitude · 2 / 20 (10%) technical');
    expect(jobsHiddenMessage(1, true)).toBe('1 job has been hidden.');
    expect(jobsHiddenMessage(3, false)).toBe('3 jobs have been shown again.');
    expect(catalogSavedMessage('Department', 'created')).toBe('Department has been created.');
    expect(testBankTooSmallMessage({ aptitude: 6, technical: 4 }, { aptitude: 3, technical: 9 })).toBe(
      'This test needs 6 aptitude and 4 technical questions; its bank has 3 aptitude and 9 technical.',
    );
    expect(testTakenCannotDeleteMessage('Spinning basics', 2)).toBe(
      "Test 'Spinning basics' has been taken by 2 candidates, so it cannot be deleted. Set it inactive instead.",
    );
  });

  it('names the job a candidate was applying for, and why Submit could not use it', () => {
    expect(applyingForMessage('Weaving Master')).toBe('Applying for: Weaving Master');
    expect(jobPassedOverMessage('Weaving Master', 'closed')).toBe(
      'Weaving Master is no longer open; your profile is saved.',
    );
    expect(jobPassedOverMessage(null, 'closed')).toBe('This job is no longer open; your profile is saved.');
    expect(jobPassedOverMessage('Weaving Master', 'applied')).toBe(
      'You have already applied for Weaving Master; your profile is saved.',
    );
    expect(jobPassedOverMessage('Weaving Master', 'withdrawn')).toBe(
      'You withdrew your application for Weaving Master, so it cannot be submitted again; your profile is saved.',
    );
    expect(jobEndedCannotOpenMessage('21-11-2026')).toBe(
      "This job's end date (21-11-2026) has passed. Move the end date first, then open the job.",
    );
  });

  it('names the jobs that use a catalog entry, the first few and how many more', () => {
    expect(catalogInUseMessage('Degree', 'BSc', { noun: 'job', titles: ['Weaver'], count: 1 })).toBe(
      "Degree 'BSc' is used by a job: 'Weaver'. Change or delete that job first.",
    );
    expect(
      catalogInUseMessage('Company', 'Sunehri', { noun: 'job', titles: ['A', 'B', 'C'], count: 7 }),
    ).toBe(
      "Company 'Sunehri' is used by 7 jobs: 'A', 'B', 'C' and 4 more. Change or delete those jobs first.",
    );
    expect(catalogInUseMessage('Department', 'QA', { noun: 'test', titles: ['T1', 'T2'], count: 2 })).toBe(
      "Department 'QA' is used by 2 tests: 'T1', 'T2'. Change or delete those tests first.",
    );
  });

  it('has no empty message', () => {
    for (const [key, message] of Object.entries(MESSAGES)) {
      expect(message.trim(), key).not.toBe('');
    }
  });
});
