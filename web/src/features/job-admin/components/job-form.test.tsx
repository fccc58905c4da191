import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { makeJob } from '@/testing/fixtures';
import { deferred, renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { emptyJobForm, jobFormValues, type JobFormValues, type JobRequest } from '../utils/job-form-values';

import { JobForm, type JobFormOptions } from './job-form';

// The job form alone, on the domain's jobSchema: what the admin types is checked before anything is
// sent, and what the server refuses shows under its field.

const OPTIONS: JobFormOptions = {
  companies: [{ id: 'sunehri-home', title: 'Sunehri Home Textiles Limited' }],
  departments: [
    { id: 'merchandising', title: 'Merchandising' },
    { id: 'spinning', title: 'Spinning' },
  ],
  degrees: [
    { id: 'bba', title: 'BBA' },
    { id: 'mba', title: 'MBA' },
  ],
  questions: [{ id: 'why-us', title: 'Why us? (300 characters)' }],
  tests: [
    {
      id: 'merch-mid',
      title: 'Merchandising (mid)',
      departmentId: 'merchandising',
      level: 'mid',
      totalQuestions: 20,
    },
    {
      id: 'merch-entry',
      title: 'Merchandising (entry)',
      departmentId: 'merchandising',
      level: 'entry',
      totalQuestions: 10,
    },
    { id: 'spin-mid', title: 'Spinning (mid)', departmentId: 'spinning', level: 'mid', totalQuestions: 30 },
  ],
};

/** A complete, valid job (the fixture job), as the edit form starts from it. */
const storedJob = () => jobFormValues(makeJob({ cgpa: 3, percentage: 60 }), 'edit');

type Submit = (job: JobRequest) => Promise<void>;

const renderForm = (initialValues: JobFormValues, onSubmit = vi.fn<Submit>(() => Promise.resolve())) => {
  const rendered = renderInRouter(
    <JobForm initialValues={initialValues} options={OPTIONS} submitLabel="Save Job" onSubmit={onSubmit} />,
    { session: testSessions.admin },
  );
  return { ...rendered, onSubmit };
};

describe('job form', () => {
  it("checks every required field with the domain's job schema before saving", async () => {
    const { user, onSubmit } = renderForm(emptyJobForm());
    await user.click(screen.getByRole('button', { name: 'Save Job' }));

    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose a career level.')).toBeInTheDocument();
    expect(screen.getByText('Choose a job type.')).toBeInTheDocument();
    expect(screen.getByText('Choose a location.')).toBeInTheDocument();
    expect(screen.getByText('Experience is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'CGPA must be between 1 to 5.' outside 1 to 5", async () => {
    const { user, onSubmit } = renderForm(storedJob());
    const cgpa = screen.getByRole('spinbutton', { name: 'CGPA' });
    expect(cgpa).toHaveAttribute('min', '1');
    expect(cgpa).toHaveAttribute('max', '5');

    await user.clear(cgpa);
    await user.type(cgpa, '5.5');
    await user.tab();
    expect(await screen.findByText(MESSAGES.cgpaRange)).toBeInTheDocument();
    expect(cgpa).toHaveAccessibleDescription(MESSAGES.cgpaRange);

    await user.clear(cgpa);
    await user.type(cgpa, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    expect(await screen.findByText(MESSAGES.cgpaRange)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    // No CGPA requirement is allowed.
    await user.clear(cgpa);
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledOnce();
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ cgpa: null, percentage: 60 });
  });

  it('refuses an end date before the start date', async () => {
    const { user, onSubmit } = renderForm({ ...storedJob(), startDate: '2026-05-10', endDate: '2026-06-10' });
    const end = screen.getByLabelText(/^End date/);
    await user.clear(end);
    await user.type(end, '2026-05-09');
    await user.click(screen.getByRole('button', { name: 'Save Job' }));

    expect(await screen.findByText('End date cannot be before the start date.')).toBeInTheDocument();
    expect(end).toHaveAccessibleDescription('End date cannot be before the start date.');
    expect(onSubmit).not.toHaveBeenCalled();

    // The same day is fine.
    await user.clear(end);
    await user.type(end, '2026-05-10');
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledOnce();
    });
  });

  it('offers the tests of the chosen department and career level only, once both are chosen', async () => {
    const { user } = renderForm(emptyJobForm());
    const test = screen.getByRole('combobox', { name: 'Test' });
    expect(test).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('checkbox', { name: 'Conduct test' }));
    // Still off: no department and level yet.
    expect(test).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/Choose the department and career level first/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Department/ }));
    await user.click(await screen.findByRole('option', { name: 'Merchandising' }));
    await user.click(screen.getByRole('combobox', { name: /^Career level/ }));
    await user.click(await screen.findByRole('option', { name: 'Mid' }));
    expect(test).not.toHaveAttribute('aria-disabled');

    await user.click(test);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Merchandising (mid) (20 questions)']);
  });

  it('says on Edit why the Test list is empty: Conduct test unticked, or the saved test no longer offered', async () => {
    const withoutTest: JobFormValues = {
      ...storedJob(),
      departmentId: 'merchandising',
      careerLevel: 'Mid',
      conductTest: false,
    };
    const first = renderForm(withoutTest);
    expect(
      screen.getByText('Tick "Conduct test" to choose a test (1 test of this department and level).'),
    ).toBeInTheDocument();
    first.unmount();

    renderInRouter(
      <JobForm
        initialValues={{ ...withoutTest, conductTest: true, testId: 'spin-mid' }}
        options={OPTIONS}
        submitLabel="Save Job"
        onSubmit={vi.fn<Submit>()}
        savedTest={{ id: 'spin-mid', title: 'Spinning (mid)' }}
      />,
      { session: testSessions.admin },
    );
    expect(screen.getByText(/This job's test, "Spinning \(mid\)", is no longer offered/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Test' })).toHaveTextContent(
      'Spinning (mid) (no longer offered)',
    );
  });

  it("shows the server's messages under their fields", async () => {
    const pending = deferred();
    const onSubmit = vi.fn<Submit>(() => pending.promise);
    const { user } = renderForm(storedJob(), onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save Job' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Save Job' })).toBeDisabled();
    });
    pending.reject(
      callableRefusal('invalid-input', 'Invalid input', {
        title: 'A job with this title is open already.',
        testId: 'This test has too few questions.',
      }),
    );

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => {
      expect(title).toHaveAccessibleDescription('A job with this title is open already.');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
  });

  it('takes every value of a copied job, rich text included, and saves them', async () => {
    const source = makeJob({
      title: 'Dyeing Chemist',
      description: '<p>Run the <strong>jet dyeing</strong> machines.</p>',
      skills: ['<p>Reactive dyes</p>', '<p>Lab dips</p>'],
      cgpa: 2.8,
    });
    const onSubmit = vi.fn<Submit>(() => Promise.resolve());
    const { user } = renderInRouter(
      <JobForm
        initialValues={emptyJobForm()}
        options={OPTIONS}
        submitLabel="Create Job"
        onSubmit={onSubmit}
        header={(replace) => (
          <button type="button" onClick={() => replace(jobFormValues(source, 'copy'))}>
            Copy the dyeing chemist
          </button>
        )}
      />,
      { session: testSessions.admin },
    );
    await user.click(screen.getByRole('button', { name: 'Copy the dyeing chemist' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dyeing Chemist');
    expect(screen.getByRole('spinbutton', { name: 'CGPA' })).toHaveValue(2.8);
    // The editors show what was copied, not what they started with.
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveTextContent(
        'Run the jet dyeing machines.',
      );
    });
    expect(screen.getByRole('textbox', { name: /^Skill 1/ })).toHaveTextContent('Reactive dyes');
    expect(screen.getByRole('textbox', { name: 'Skill 2' })).toHaveTextContent('Lab dips');

    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledOnce();
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Dyeing Chemist',
      description: '<p>Run the <strong>jet dyeing</strong> machines.</p>',
      skills: ['<p>Reactive dyes</p>', '<p>Lab dips</p>'],
      status: 'open',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderForm(storedJob());
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' (night shift)');
    await router.navigate('/jobs');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this job have not been saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/jobs');
    });
  });
});
