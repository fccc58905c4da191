import type { TestInput } from '@careers/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { emptyTestForm, type TestFormValues } from '../utils/test-form-values';

import { TestForm, type TestFormOptions } from './test-form';

// The test form alone, on the domain's testSchema: what the admin types is checked before anything
// is sent, and what the server refuses shows under its field.

const OPTIONS: TestFormOptions = {
  departments: [
    { id: 'spinning', title: 'Spinning' },
    { id: 'weaving', title: 'Weaving' },
  ],
  copyFrom: [{ id: 'ring-basics', title: 'Ring spinning basics', questions: 24 }],
};

const VALID: TestFormValues = {
  title: 'Ring spinning (mid)',
  level: 'mid',
  departmentId: 'spinning',
  timeMinutes: '25',
  totalQuestions: '20',
  aptitudePercentage: '50',
  technicalPercentage: '50',
  passPercentage: '',
  status: 'active',
  copyFrom: '',
};

type Submit = (test: TestInput) => Promise<void>;

const renderForm = (
  initialValues: TestFormValues,
  onSubmit = vi.fn<Submit>(() => Promise.resolve()),
  options: TestFormOptions = OPTIONS,
) => {
  const rendered = renderInRouter(
    <TestForm
      initialValues={initialValues}
      options={options}
      submitLabel="Create Test"
      onSubmit={onSubmit}
    />,
    { session: testSessions.admin },
  );
  return { ...rendered, onSubmit };
};

const submit = async (user: ReturnType<typeof renderForm>['user']) =>
  user.click(screen.getByRole('button', { name: 'Create Test' }));

// Forms are typed key by key; on a busy machine that can pass the default 5 seconds.
describe('test form', { timeout: 20_000 }, () => {
  it("checks every required field with the domain's test schema before saving", async () => {
    const { user, onSubmit } = renderForm(emptyTestForm());
    await submit(user);

    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByText('Choose a level.')).toBeInTheDocument();
    expect(screen.getByText('Department is required.')).toBeInTheDocument();
    expect(screen.getByText('Time is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose the number of questions.')).toBeInTheDocument();
    expect(screen.getByText('Aptitude % is required.')).toBeInTheDocument();
    expect(screen.getByText('Technical % is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers 10 to 60 questions in steps of 10, and the three levels', async () => {
    const { user } = renderForm(emptyTestForm());
    await user.click(screen.getByRole('combobox', { name: 'Total questions' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'entry',
      'mid',
      'advanced',
    ]);
  });

  it.each([
    ['0', 'Time must be at least 1 minute.'],
    ['301', 'Time must be at most 300 minutes.'],
    ['2.5', 'Time must be whole minutes.'],
  ])('refuses a time of %s minutes', async (time, message) => {
    const { user, onSubmit } = renderForm({ ...VALID, timeMinutes: time });
    await submit(user);
    expect(await screen.findByRole('spinbutton', { name: 'Time (minutes)' })).toHaveAccessibleDescription(
      message,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says next to the technical share when the two shares do not add up to 100', async () => {
    const { user, onSubmit } = renderForm({ ...VALID, aptitudePercentage: '60', technicalPercentage: '30' });
    const technical = screen.getByRole('spinbutton', { name: 'Technical %' });
    expect(technical).toHaveAccessibleDescription('Together: 90% (must be 100%).');
    await submit(user);
    expect(technical).toHaveAccessibleDescription('Aptitude % and technical % must add up to 100.');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(technical);
    await user.type(technical, '40');
    await waitFor(() => expect(technical).toHaveAccessibleDescription('Together: 100% (must be 100%).'));
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('refuses a negative share and one above 100', async () => {
    const { user } = renderForm({ ...VALID, aptitudePercentage: '-10', technicalPercentage: '110' });
    await submit(user);
    expect(await screen.findByText('Aptitude % cannot be negative.')).toBeInTheDocument();
    expect(screen.getByText('Technical % must be at most 100.')).toBeInTheDocument();
  });

  it('sends the numbers and the test to copy questions from', async () => {
    const { user, onSubmit } = renderForm(VALID);
    await user.click(screen.getByRole('combobox', { name: 'Copy questions from' }));
    await user.click(screen.getByRole('option', { name: 'Ring spinning basics (24 questions)' }));
    await submit(user);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Ring spinning (mid)',
        level: 'mid',
        departmentId: 'spinning',
        timeMinutes: 25,
        totalQuestions: 20,
        aptitudePercentage: 50,
        technicalPercentage: 50,
        passPercentage: null,
        status: 'active',
        copyFrom: 'ring-basics',
      }),
    );
  });

  it('has no copy-from when editing', () => {
    renderForm(VALID, undefined, { departments: OPTIONS.departments });
    expect(screen.queryByRole('combobox', { name: 'Copy questions from' })).not.toBeInTheDocument();
  });

  it("shows the server's messages under their fields", async () => {
    const onSubmit = vi.fn<Submit>(() =>
      Promise.reject(
        callableRefusal('invalid-input', 'Invalid input', {
          departmentId:
            "Test 'Ring spinning (mid)' is used by 1 job: 'Doffer'. Change or delete those jobs first.",
          totalQuestions:
            'This test needs 10 aptitude and 10 technical questions; its bank has 4 aptitude and 9 technical.',
        }),
      ),
    );
    const { user } = renderForm(VALID, onSubmit);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription(
      "Test 'Ring spinning (mid)' is used by 1 job: 'Doffer'. Change or delete those jobs first.",
    );
    expect(screen.getByRole('combobox', { name: 'Total questions' })).toHaveAccessibleDescription(
      'This test needs 10 aptitude and 10 technical questions; its bank has 4 aptitude and 9 technical.',
    );
  });

  it('shows a refusal that is not about a field above the button', async () => {
    const onSubmit = vi.fn<Submit>(() =>
      Promise.reject(callableRefusal('admins-only', 'This action is for administrators only.')),
    );
    const { user } = renderForm(VALID, onSubmit);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is for administrators only.');
  });
});
