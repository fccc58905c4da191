import type { TestInput } from '@careers/domain';
import type { Test } from '@careers/domain/types';

// The test form's values: what the inputs hold (text, so an emptied number field stays empty), and
// the input the callables take (testSchema's types).

export type TestFormValues = {
  title: string;
  level: string;
  departmentId: string;
  timeMinutes: string;
  totalQuestions: string;
  aptitudePercentage: string;
  technicalPercentage: string;
  /** '' for no pass mark. */
  passPercentage: string;
  status: string;
  copyFrom: string;
};

export const emptyTestForm = (): TestFormValues => ({
  title: '',
  level: '',
  departmentId: '',
  timeMinutes: '',
  totalQuestions: '',
  aptitudePercentage: '',
  technicalPercentage: '',
  passPercentage: '',
  status: 'active',
  copyFrom: '',
});

export const testFormValues = (test: Test): TestFormValues => ({
  title: test.title,
  level: test.level,
  departmentId: test.department.id,
  timeMinutes: String(test.timeMinutes),
  totalQuestions: String(test.totalQuestions),
  aptitudePercentage: String(test.aptitudePercentage),
  technicalPercentage: String(test.technicalPercentage),
  passPercentage:
    test.passPercentage === null || test.passPercentage === undefined ? '' : String(test.passPercentage),
  status: test.status,
  copyFrom: '',
});

export const testInputOf = (values: TestFormValues): TestInput => ({
  title: values.title.trim(),
  level: values.level as TestInput['level'],
  departmentId: values.departmentId,
  timeMinutes: Number(values.timeMinutes),
  totalQuestions: Number(values.totalQuestions),
  aptitudePercentage: Number(values.aptitudePercentage),
  technicalPercentage: Number(values.technicalPercentage),
  passPercentage: values.passPercentage === '' ? null : Number(values.passPercentage),
  status: values.status as TestInput['status'],
  copyFrom: values.copyFrom === '' ? null : values.copyFrom,
});
