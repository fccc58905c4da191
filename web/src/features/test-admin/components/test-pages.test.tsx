import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { activeTest } from '@careers/domain/testing';
import type { Question, Test } from '@careers/domain/types';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables, callable } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { TestDetailsPage } from './test-details-page';
import { TestFormPage } from './test-form-page';
import { TestsListPage } from './tests-list-page';

// The tests pages between their boundaries: Firestore (tests, their banks, the departments) and
// the tests callables. The router, the grid, formik and the dialogs are real.
const boundary = vi.hoisted(() => ({
  stored: {} as Record<string, { id: string; [field: string]: unknown }[]>,
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/load-firestore', () => {
  type Ref = { path: string; withConverter: () => Ref };
  const ref = (path: string): Ref => ({ path, withConverter: () => ref(path) });
  const docsAt = (path: string) =>
    (boundary.stored[path] ?? []).map((entry) => ({ id: entry.id, data: () => entry }));
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        collection: (_db: unknown, ...segments: string[]) => ref(segments.join('/')),
        doc: (_db: unknown, ...segments: string[]) => ref(segments.join('/')),
        getDocs: ({ path }: Ref) => Promise.resolve({ docs: docsAt(path) }),
        getDoc: ({ path }: Ref) => {
          const [collection = '', id] = path.split('/');
          return Promise.resolve({
            data: () => boundary.stored[collection]?.find((entry) => entry.id === id),
          });
        },
      }),
  };
});

const AT = new Date('2026-11-20T09:00:00Z');

const storedTest = (id: string, change: Partial<Test> = {}): Test & { id: string } => ({
  id,
  ...activeTest(AT, {
    title: 'Ring spinning (mid)',
    level: 'mid',
    timeMinutes: 25,
    questionCounts: { aptitude: 4, technical: 12 },
    ...change,
  }),
});

const storedQuestion = (id: string, change: Partial<Question> = {}): Question & { id: string } => ({
  id,
  statement: `Statement ${id}`,
  type: 'aptitude',
  image: null,
  correctOptions: ['right'],
  wrongOptions: ['wrong'],
  createdAt: AT,
  updatedAt: AT,
  ...change,
});

function ShowRoute() {
  const { id = '' } = useParams();
  return <TestDetailsPage testId={id} />;
}
function EditRoute() {
  const { id = '' } = useParams();
  return <TestFormPage testId={id} />;
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: ROUTES.tests.list.path, element: <TestsListPage /> },
      { path: ROUTES.tests.create.path, element: <TestFormPage testId={null} /> },
      { path: ROUTES.tests.show.path, element: <ShowRoute /> },
      { path: ROUTES.tests.edit.path, element: <EditRoute /> },
    ],
    { path, session: testSessions.admin },
  );

beforeEach(() => {
  answerCallables({});
  boundary.stored = {
    departments: [
      { id: 'spinning', title: 'Spinning' },
      { id: 'weaving', title: 'Weaving' },
    ],
    tests: [],
  };
});

// Forms are typed key by key; on a busy machine that can pass the default 5 seconds.
describe('tests grid', { timeout: 20_000 }, () => {
  it("lists the spec's columns, 10 a page, and says so when there are no tests", async () => {
    boundary.stored['tests'] = Array.from({ length: 12 }, (_, n) =>
      storedTest(`t-${String(n).padStart(2, '0')}`, { title: `Test ${String(n).padStart(2, '0')}` }),
    );
    renderAt('/tests');
    const grid = await screen.findByRole('grid', { name: 'Tests' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Title',
      'Level',
      'Time (min)',
      'Questions',
      'Aptitude %',
      'Technical %',
      'Department',
      'Actions',
    ]);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    expect(within(grid).getByRole('link', { name: 'Test 00' })).toHaveAttribute('href', '/tests/show/t-00');
    expect(within(grid).getByRole('link', { name: 'Edit Test 00' })).toHaveAttribute(
      'href',
      '/tests/edit/t-00',
    );
    expect(screen.getByRole('link', { name: 'New Test' })).toHaveAttribute('href', '/create-test');
  });

  it('shows the empty state', async () => {
    renderAt('/tests');
    expect(await screen.findByText('No tests found. Create one with New Test.')).toBeInTheDocument();
  });

  it('deletes after confirmation, and shows a refusal naming the jobs in the dialog', async () => {
    boundary.stored['tests'] = [storedTest('ring-mid')];
    const remove = callable('deleteTest');
    remove.mockRejectedValueOnce(
      callableRefusal(
        'in-use',
        "Test 'Ring spinning (mid)' is used by 1 job: 'Doffer'. Change or delete those jobs first.",
      ),
    );
    remove.mockResolvedValueOnce({ id: 'ring-mid', message: MESSAGES.testDeleted });
    const { user } = renderAt('/tests');
    await user.click(await screen.findByRole('button', { name: 'Delete Ring spinning (mid)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete "Ring spinning (mid)"?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete test' }));
    expect(await within(dialog).findByText(/is used by 1 job: 'Doffer'/)).toBeInTheDocument();

    boundary.stored['tests'] = [];
    await user.click(within(dialog).getByRole('button', { name: 'Delete test' }));
    expect(await screen.findByText(MESSAGES.testDeleted)).toBeInTheDocument();
    expect(remove).toHaveBeenLastCalledWith({ testId: 'ring-mid' });
    expect(await screen.findByText('No tests found. Create one with New Test.')).toBeInTheDocument();
  });
});

describe('create and edit pages', { timeout: 20_000 }, () => {
  it("creates with the spec's message and goes to the test's page", async () => {
    const create = callable('createTest');
    create.mockResolvedValue({ id: 'new-test', _id: 'new-test', message: MESSAGES.testCreated });
    const { user, router } = renderAt('/create-test');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Weaving (entry)');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(screen.getByRole('option', { name: 'Weaving' }));
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(screen.getByRole('option', { name: 'entry' }));
    await user.click(screen.getByRole('combobox', { name: 'Total questions' }));
    await user.click(screen.getByRole('option', { name: '10' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Time (minutes)' }), '15');
    await user.type(screen.getByRole('spinbutton', { name: 'Aptitude %' }), '30');
    await user.type(screen.getByRole('spinbutton', { name: 'Technical %' }), '70');
    await user.click(screen.getByRole('button', { name: 'Create Test' }));

    expect(await screen.findByText(MESSAGES.testCreated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tests/show/new-test'));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Weaving (entry)',
        departmentId: 'weaving',
        totalQuestions: 10,
        copyFrom: null,
      }),
    );
  });

  it('edits a stored test and says so', async () => {
    boundary.stored['tests'] = [storedTest('ring-mid')];
    const update = callable('updateTest');
    update.mockResolvedValue({ id: 'ring-mid', message: MESSAGES.testUpdated });
    const { user, router } = renderAt('/tests/edit/ring-mid');
    const time = await screen.findByRole('spinbutton', { name: 'Time (minutes)' });
    expect(time).toHaveValue(25);
    await user.clear(time);
    await user.type(time, '30');
    await user.click(screen.getByRole('button', { name: 'Save Test' }));
    expect(await screen.findByText(MESSAGES.testUpdated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tests/show/ring-mid'));
    expect(update).toHaveBeenCalledWith({
      testId: 'ring-mid',
      test: expect.objectContaining({ timeMinutes: 30, departmentId: 'spinning' }) as unknown,
    });
  });

  it('says when the test does not exist', async () => {
    renderAt('/tests/edit/gone');
    expect(await screen.findByText(MESSAGES.noSuchTest)).toBeInTheDocument();
  });
});

describe("test's page", { timeout: 20_000 }, () => {
  it('shows every field, the bank against one draw, and links to Edit and Test Preview', async () => {
    boundary.stored['tests'] = [storedTest('ring-mid')];
    boundary.stored['tests/ring-mid/questions'] = [
      storedQuestion('q1'),
      storedQuestion('q2', { type: 'technical', statement: 'Which is a carding fault?' }),
    ];
    renderAt('/tests/show/ring-mid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ring spinning (mid)' })).toBeInTheDocument();
    for (const text of ['Spinning', 'mid', '25 minutes', '50% (10 questions)', 'active'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('The question bank is too small for one paper')).toBeInTheDocument();
    expect(
      screen.getByText(
        /This test needs 10 aptitude and 10 technical questions; its bank has 4 aptitude and 12 technical\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/cannot be attached to an open job/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/tests/edit/ring-mid');
    expect(screen.getByRole('link', { name: 'Test Preview' })).toHaveAttribute(
      'href',
      '/user_tests/new/test/1/ring-mid',
    );
    const grid = await screen.findByRole('grid', { name: 'Questions' });
    expect(await within(grid).findByText('Which is a carding fault?')).toBeInTheDocument();
  });

  it('deletes a question after confirmation', async () => {
    boundary.stored['tests'] = [storedTest('ring-mid', { questionCounts: { aptitude: 10, technical: 10 } })];
    boundary.stored['tests/ring-mid/questions'] = [storedQuestion('q1')];
    const remove = callable('deleteTestQuestion');
    remove.mockResolvedValue({});
    const { user } = renderAt('/tests/show/ring-mid');
    expect(await screen.findByText('The question bank can serve a full paper')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete question 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText(MESSAGES.questionDeleted)).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ testId: 'ring-mid', questionId: 'q1' });
  });

  it('deletes the test after confirmation and returns to /tests', async () => {
    boundary.stored['tests'] = [storedTest('ring-mid')];
    const remove = callable('deleteTest');
    remove.mockResolvedValue({ id: 'ring-mid', message: MESSAGES.testDeleted });
    const { user, router } = renderAt('/tests/show/ring-mid');
    const actions = await screen.findByRole('group', { name: 'Test actions' });
    await user.click(within(actions).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tests'));
    expect(await screen.findByText(MESSAGES.testDeleted)).toBeInTheDocument();
  });
});
