import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.ts';
import { YEAR_RANGE } from '../constants/limits.ts';
import {
  attachProfileFileSchema,
  educationAndCareerRequestSchema,
  privacyAcceptanceRequestSchema,
  profileStep2Schema,
} from './profile.ts';
import { validateInput } from './validate.ts';

const education = [{ institute: 'NTU', degree: 'BSc Textile Engineering', from: 2015, to: 2019 }];
const job = { company: 'Sunehri Mills', position: 'Shift Engineer', from: 2020, to: 2023 };

const errorsOf = async (schema: Parameters<typeof validateInput>[0], input: unknown) => {
  const result = await validateInput(schema, input);
  return result.ok ? null : result.errors;
};

describe('step 2: career entries', () => {
  it('a current job needs no "to": a missing one becomes the newest year choice', async () => {
    for (const to of [undefined, '', null]) {
      const result = await validateInput(profileStep2Schema, {
        totalExperience: 2,
        education,
        career: [{ ...job, to, currentJob: true }],
      });
      expect(result.ok && result.value.career[0]?.to).toBe(YEAR_RANGE.max);
    }
  });

  it('any other entry needs its "to", and "to" is never before "from"', async () => {
    expect(
      await errorsOf(profileStep2Schema, { totalExperience: 2, education, career: [{ ...job, to: '' }] }),
    ).toEqual({ 'career[0].to': 'To is required.' });
    expect(
      await errorsOf(profileStep2Schema, {
        totalExperience: 2,
        education,
        career: [{ ...job, from: 2021, to: 2020, currentJob: true }],
      }),
    ).toEqual({ 'career[0].to': 'To cannot be before From.' });
  });

  it('years run from 1900 to 2074', async () => {
    const errors = await errorsOf(profileStep2Schema, {
      totalExperience: 0,
      education: [{ ...education[0], from: 1899, to: 2075 }],
      career: [],
    });
    expect(errors).toEqual({
      'education[0].from': 'From must be 1900 or later.',
      'education[0].to': 'To must be 2074 or earlier.',
    });
  });

  it('experience without any career entry is refused; 0 years needs none', async () => {
    expect(await errorsOf(profileStep2Schema, { totalExperience: 3, education, career: [] })).toEqual({
      career: MESSAGES.careerHistoryRequired,
    });
    expect((await validateInput(profileStep2Schema, { totalExperience: 0, education, career: [] })).ok).toBe(
      true,
    );
  });
});

describe('the wizard requests carry the account email', () => {
  it('step two and the privacy step need an email', async () => {
    expect(
      await errorsOf(educationAndCareerRequestSchema, { totalExperience: 0, education, career: [] }),
    ).toEqual({ email: 'Email is required.' });
    expect(await errorsOf(privacyAcceptanceRequestSchema, { termsAndConditions: true })).toEqual({
      email: 'Email is required.',
    });
  });

  it('the privacy step needs the agreement ticked', async () => {
    for (const termsAndConditions of [false, undefined]) {
      expect(
        await errorsOf(privacyAcceptanceRequestSchema, { email: 'sana@example.com', termsAndConditions }),
      ).toEqual({ termsAndConditions: MESSAGES.acceptPrivacyPolicy });
    }
  });
});

describe('attachProfileFileSchema', () => {
  it('takes a resume or an avatar with its path and file name', async () => {
    const input = { kind: 'resume', path: 'candidates/u1/resume/cv.pdf', fileName: 'My CV.pdf' };
    expect((await validateInput(attachProfileFileSchema, input)).ok).toBe(true);
    expect(await errorsOf(attachProfileFileSchema, { ...input, kind: 'cover-letter' })).toEqual({
      kind: 'Kind must be resume or avatar.',
    });
    expect(await errorsOf(attachProfileFileSchema, { kind: 'avatar' })).toEqual({
      path: MESSAGES.uploadNotFound,
      fileName: 'File name is required.',
    });
  });
});
