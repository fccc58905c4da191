import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  jobOpeningsRangeMessage,
  jobStatusChangedMessage,
  loggedInAsMessage,
  testForPositionMessage,
  testScoreLabel,
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
  });

  it('has no empty message', () => {
    for (const [key, message] of Object.entries(MESSAGES)) {
      expect(message.trim(), key).not.toBe('');
    }
  });
});
