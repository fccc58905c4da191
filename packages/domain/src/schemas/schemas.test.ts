import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages.ts';
import {
  buildScreeningAnswersSchema,
  changePasswordSchema,
  confirmEmailRequestSchema,
  departmentCreateSchema,
  departmentUpdateSchema,
  JOB_BULK_LIMIT,
  jobIdsSchema,
  jobSchema,
  jobStatusSchema,
  PASSWORD_REQUIREMENTS,
  PASSWORD_MIN_LENGTH,
  normalizeQuestionDrafts,
  profileStep1Schema,
  profileStep2Schema,
  questionSchema,
  registerSchema,
  resetPasswordRequestSchema,
  screeningQuestionSchema,
  testSchema,
  validateChangePassword,
  validateInput,
  validatePictureFile,
  validateResumeFile,
} from './index.ts';

const validJob = {
  title: 'Spinning Shift Engineer',
  description: '<p>Run the ring-spinning floor.</p>',
  companyId: 'textiles',
  departmentId: 'spinning',
  skills: ['<p>Ring frames</p>'],
  experience: 3,
  careerLevel: 'Mid',
  jobType: 'Permanent',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  location: 'HTD site',
};

describe('validateInput', () => {
  it('returns the cast value and strips unknown keys', async () => {
    const result = await validateInput(jobSchema, { ...validJob, role: 'admin' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.startDate).toBeInstanceOf(Date);
    expect(result.value).not.toHaveProperty('role');
    expect(result.value.cgpa).toBeNull();
    expect(result.value.status).toBe('open');
  });

  it('collects one message per invalid field', async () => {
    const result = await validateInput(jobSchema, { ...validJob, title: '  ', cgpa: 7, location: 'Moon' });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required.',
        cgpa: MESSAGES.cgpaRange,
        location: 'Choose a location.',
      },
    });
  });
});

describe('jobSchema', () => {
  it.each([0.5, 5.5, 'abc'])('rejects CGPA %s with the spec message', async (cgpa) => {
    const result = await validateInput(jobSchema, { ...validJob, cgpa });
    expect(result.ok ? null : result.errors['cgpa']).toBe('CGPA must be between 1 to 5.');
  });

  it('accepts CGPA at both bounds and treats an empty input as none', async () => {
    for (const cgpa of [1, 5, '']) {
      expect((await validateInput(jobSchema, { ...validJob, cgpa })).ok).toBe(true);
    }
  });

  it('requires a test only when conductTest is ticked, and drops it otherwise', async () => {
    const withoutTest = await validateInput(jobSchema, { ...validJob, conductTest: true });
    expect(withoutTest.ok ? null : withoutTest.errors['testId']).toMatch(/Choose a test/);
    const unticked = await validateInput(jobSchema, { ...validJob, conductTest: false, testId: 't1' });
    expect(unticked.ok && unticked.value.testId).toBeNull();
  });

  it('rejects an end date before the start date', async () => {
    const result = await validateInput(jobSchema, { ...validJob, endDate: '2026-10-01' });
    expect(result.ok ? null : result.errors['endDate']).toBe('End date cannot be before the start date.');
  });

  it('checks catalog ids by the document-id pattern and the status by the spec list', async () => {
    const result = await validateInput(jobSchema, {
      ...validJob,
      educationIds: ['bsc', 'no/slash'],
      screeningQuestionIds: 'notice',
      conductTest: true,
      testId: 'a b',
      status: 'paused',
    });
    expect(result.ok ? null : result.errors).toEqual({
      'educationIds[1]': 'Degree is not a valid id.',
      screeningQuestionIds: 'Employment questions must be a list.',
      testId: 'Test is not a valid id.',
      status: 'Status must be open, closed or archived.',
    });
  });
});

describe('job action schemas', () => {
  it('status: the spec statuses only', async () => {
    expect((await validateInput(jobStatusSchema, { jobId: 'j1', status: 'archived' })).ok).toBe(true);
    const result = await validateInput(jobStatusSchema, { jobId: 'j1', status: 'paused' });
    expect(result.ok ? null : result.errors).toEqual({ status: 'Status must be open, closed or archived.' });
  });

  it('bulk hide: at least one and at most JOB_BULK_LIMIT valid ids; hides unless told otherwise', async () => {
    const ok = await validateInput(jobIdsSchema, { jobIds: ['a', 'b'] });
    expect(ok.ok && ok.value.hidden).toBe(true);
    const empty = await validateInput(jobIdsSchema, { jobIds: [] });
    expect(empty.ok ? null : empty.errors).toEqual({ jobIds: 'Select at least one job.' });
    const many = await validateInput(jobIdsSchema, {
      jobIds: Array.from({ length: JOB_BULK_LIMIT + 1 }, (_, index) => `j${String(index)}`),
    });
    expect(many.ok ? null : many.errors['jobIds']).toMatch(/at most/);
  });
});

describe('department schemas', () => {
  it('create needs the id chosen by the browser and the uploaded picture', async () => {
    const result = await validateInput(departmentCreateSchema, { title: 'QA', description: 'Labs' });
    expect(result.ok ? null : result.errors).toEqual({
      id: 'Department is required.',
      picturePath: MESSAGES.pictureRequired,
    });
  });

  it('update keeps the picture unless a new path is sent', async () => {
    const result = await validateInput(departmentUpdateSchema, { title: 'QA', description: 'Labs' });
    expect(result.ok && result.value.picturePath).toBeUndefined();
  });
});

describe('account schemas', () => {
  it('register: passwords must match and be strong enough', async () => {
    const base = { firstName: 'Sana', lastName: 'Iqbal', email: 'SANA@Example.com ', password: 'weaving42' };
    const ok = await validateInput(registerSchema, { ...base, password2: 'weaving42' });
    expect(ok.ok && ok.value.email).toBe('sana@example.com');
    const mismatch = await validateInput(registerSchema, { ...base, password2: 'weaving43' });
    expect(mismatch.ok ? null : mismatch.errors['password2']).toBe('Passwords do not match.');
    const weak = await validateInput(registerSchema, { ...base, password: 'short', password2: 'short' });
    expect(weak.ok ? null : weak.errors['password']).toMatch(/at least 8/);
  });

  it('change password reports the first failure in the spec order', () => {
    expect(validateChangePassword({})).toBe(MESSAGES.oldPasswordEmpty);
    expect(validateChangePassword({ old_password: 'a' })).toBe(MESSAGES.newPasswordEmpty);
    expect(validateChangePassword({ old_password: 'a', new_password: 'b' })).toBe(
      MESSAGES.confirmPasswordEmpty,
    );
    expect(validateChangePassword({ old_password: 'a', new_password: 'b', confirm_password: 'c' })).toBe(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(
      validateChangePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' }),
    ).toBeNull();
  });

  it('reset request: needs the emailed token, URL-safe characters only', async () => {
    const base = { password: 'weaving42', confirm: 'weaving42' };
    const ok = await validateInput(resetPasswordRequestSchema, { ...base, token: ' Ab-9_z ' });
    expect(ok.ok && ok.value.token).toBe('Ab-9_z');
    const missing = await validateInput(resetPasswordRequestSchema, base);
    expect(missing.ok ? null : missing.errors).toEqual({ token: 'The link is incomplete.' });
    const forged = await validateInput(resetPasswordRequestSchema, { ...base, token: '../x?y' });
    expect(forged.ok ? null : forged.errors['token']).toBe('The link is not valid.');
    const confirm = await validateInput(confirmEmailRequestSchema, { uuid: 'a'.repeat(2049) });
    expect(confirm.ok ? null : confirm.errors['uuid']).toBe('The link is not valid.');
  });

  it('states the password rules it enforces', () => {
    expect(PASSWORD_REQUIREMENTS).toContain(String(PASSWORD_MIN_LENGTH));
  });

  it('change password schema gives the same messages per field', async () => {
    const result = await validateInput(changePasswordSchema, {});
    expect(result.ok ? null : result.errors).toEqual({
      old_password: MESSAGES.oldPasswordEmpty,
      new_password: MESSAGES.newPasswordEmpty,
      confirm_password: MESSAGES.confirmPasswordEmpty,
    });
  });
});

describe('profile schemas', () => {
  const step1 = {
    firstName: 'Ali',
    lastName: 'Raza',
    email: 'ali@example.com',
    phoneNumber: '0300 123 4567',
    city: 'Lahore',
    address: '12 Canal Road',
  };

  it('step 1 strips spaces from the phone number and limits it to 11 digits', async () => {
    const ok = await validateInput(profileStep1Schema, step1);
    expect(ok.ok && ok.value.phoneNumber).toBe('03001234567');
    const long = await validateInput(profileStep1Schema, { ...step1, phoneNumber: '030012345678' });
    expect(long.ok ? null : long.errors['phoneNumber']).toMatch(/at most 11 digits/);
    const letters = await validateInput(profileStep1Schema, { ...step1, phoneNumber: '0300-ABC' });
    expect(letters.ok ? null : letters.errors['phoneNumber']).toMatch(/digits only/);
  });

  it('step 1 requires the starred fields', async () => {
    const result = await validateInput(profileStep1Schema, { email: 'ali@example.com' });
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(
      ['address', 'city', 'firstName', 'lastName', 'phoneNumber'].sort(),
    );
  });

  it('step 2 limits the career description to 140 characters and checks year order', async () => {
    const input = {
      totalExperience: 0,
      education: [{ institute: 'NTU', degree: 'BSc Textile Engineering', from: 2015, to: 2019 }],
      career: [{ company: 'Mill', position: 'Trainee', from: 2020, to: 2019, description: 'x'.repeat(141) }],
    };
    const result = await validateInput(profileStep2Schema, input);
    expect(result.ok ? null : result.errors).toEqual({
      'career[0].to': 'To cannot be before From.',
      'career[0].description': 'Description must be at most 140 characters.',
    });
  });

  it('file checks: resume required, 3 MB, pdf/doc/docx; picture 1.5 MB, jpg/png', () => {
    expect(validateResumeFile(null)).toBe(MESSAGES.resumeRequired);
    expect(validateResumeFile(null, true)).toBeNull();
    expect(validateResumeFile({ name: 'cv.pdf', size: 3145728, type: 'application/pdf' })).toBeNull();
    expect(validateResumeFile({ name: 'cv.pdf', size: 3145729, type: 'application/pdf' })).toBe(
      MESSAGES.resumeTooLarge,
    );
    expect(validateResumeFile({ name: 'cv.exe', size: 10, type: 'application/octet-stream' })).toMatch(
      /PDF, DOC or DOCX/,
    );
    expect(validatePictureFile({ name: 'me.png', size: 1572864, type: 'image/png' })).toBeNull();
    expect(validatePictureFile({ name: 'me.png', size: 1572865, type: 'image/png' })).toBe(
      MESSAGES.pictureTooLarge,
    );
    expect(validatePictureFile({ name: 'me.gif', size: 10, type: 'image/gif' })).toMatch(/JPG or PNG/);
    expect(validatePictureFile(null, { required: true })).toBe(MESSAGES.pictureRequired);
    expect(validatePictureFile(null)).toBeNull();
  });
});

describe('test and question schemas', () => {
  const test = {
    title: 'Weaving aptitude',
    level: 'entry',
    departmentId: 'weaving',
    timeMinutes: 30,
    totalQuestions: 20,
  };

  it('percentages must add up to 100 and counts come from the spec list', async () => {
    expect(
      (await validateInput(testSchema, { ...test, aptitudePercentage: 40, technicalPercentage: 60 })).ok,
    ).toBe(true);
    const sum = await validateInput(testSchema, { ...test, aptitudePercentage: 40, technicalPercentage: 50 });
    expect(sum.ok ? null : sum.errors['technicalPercentage']).toMatch(/add up to 100/);
    const count = await validateInput(testSchema, {
      ...test,
      totalQuestions: 25,
      aptitudePercentage: 50,
      technicalPercentage: 50,
    });
    expect(count.ok ? null : count.errors['totalQuestions']).toMatch(/10, 20, 30/);
  });

  it('status defaults to active; copyFrom empty means none, a bad id is refused', async () => {
    const base = { ...test, aptitudePercentage: 50, technicalPercentage: 50 };
    const plain = await validateInput(testSchema, { ...base, copyFrom: '' });
    expect(plain.ok && plain.value).toMatchObject({ status: 'active', copyFrom: null });
    const bad = await validateInput(testSchema, { ...base, status: 'paused', copyFrom: 'a/b' });
    expect(bad.ok ? null : bad.errors).toEqual({
      status: 'Status must be active or inactive.',
      copyFrom: 'Choose a test to copy from.',
    });
  });

  it('question drafts: no statement → skipped; empty options dropped', async () => {
    const drafts = normalizeQuestionDrafts([
      { statement: '  ', type: 'aptitude', correctOptions: ['a'], wrongOptions: ['b'] },
      { statement: ' 2 + 2? ', type: 'aptitude', correctOptions: ['4', ''], wrongOptions: [' ', '5', null] },
    ]);
    expect(drafts).toEqual([
      { statement: '2 + 2?', type: 'aptitude', image: null, correctOptions: ['4'], wrongOptions: ['5'] },
    ]);
    expect((await validateInput(questionSchema, drafts[0])).ok).toBe(true);
  });

  it('a question needs a correct and a wrong option', async () => {
    const result = await validateInput(questionSchema, {
      statement: 'Q',
      type: 'technical',
      correctOptions: [],
      wrongOptions: [],
    });
    expect(result.ok ? null : result.errors).toEqual({
      correctOptions: 'Add at least one correct option.',
      wrongOptions: 'Add at least one wrong option.',
    });
  });
});

describe('screening questions and answers', () => {
  it('a screening question limit is a positive whole number', async () => {
    const result = await validateInput(screeningQuestionSchema, { title: 'Why us?', limit: 0 });
    expect(result.ok ? null : result.errors['limit']).toBe('Limit must be at least 1 character.');
  });

  it('answers are required and limited per question, reported by index', async () => {
    const schema = buildScreeningAnswersSchema([
      { id: 'q1', title: 'Why us?', limit: 10 },
      { id: 'q2', title: 'Notice period?', limit: 50 },
    ]);
    const tooLong = await validateInput(schema, {
      answers: [
        { questionId: 'q1', answer: 'x'.repeat(11) },
        { questionId: 'q2', answer: 'One month' },
      ],
    });
    expect(tooLong.ok ? null : tooLong.errors).toEqual({
      'answers[0].answer': 'The answer must be at most 10 characters.',
    });
    const missing = await validateInput(schema, { answers: [{ questionId: 'q1', answer: 'ok' }] });
    expect(missing.ok ? null : missing.errors['answers']).toBe('Answer every question.');
    const blank = await validateInput(schema, {
      answers: [
        { questionId: 'q1', answer: ' ' },
        { questionId: 'q2', answer: 'One month' },
      ],
    });
    expect(blank.ok ? null : blank.errors['answers[0].answer']).toBe('An answer is required.');
  });
});
