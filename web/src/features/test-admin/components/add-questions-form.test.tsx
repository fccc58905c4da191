import { MESSAGES } from '@careers/domain/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { AddQuestionsForm } from './add-questions-form';

// The many-questions form: repeatable blocks, a block without a statement skipped, empty options
// dropped, each question checked with the domain's questionSchema, and the server's messages under
// the block they name. The boundary is the addTestQuestions callable.
const boundary = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: (() => Promise.resolve({})) as (data: unknown) => Promise<unknown>,
}));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => (data: unknown) => {
    if (name !== 'addTestQuestions') return Promise.reject(new Error(`Unexpected call of ${name}`));
    boundary.calls.push(data);
    return boundary.answer(data);
  },
}));

beforeEach(() => {
  boundary.calls = [];
  boundary.answer = () => Promise.resolve({});
});

const renderForm = () =>
  renderInRouter(<AddQuestionsForm testId="ring-mid" />, { session: testSessions.admin });

const block = (number: number) =>
  screen.getByRole('group', { name: new RegExp(`^Question ${String(number)}\\b`) });

type User = ReturnType<typeof renderForm>['user'];

const fillBlock = async (
  user: User,
  number: number,
  question: { statement: string; type?: 'aptitude' | 'technical'; correct?: string[]; wrong?: string[] },
) => {
  const fields = within(block(number));
  if (question.statement)
    await user.type(fields.getByRole('textbox', { name: 'Statement' }), question.statement);
  if (question.type === 'technical') await user.click(fields.getByRole('radio', { name: 'technical' }));
  for (const [index, option] of (question.correct ?? []).entries()) {
    if (index > 0) await user.click(fields.getByRole('button', { name: 'Add correct option' }));
    await user.type(fields.getByRole('textbox', { name: `Correct option ${String(index + 1)}` }), option);
  }
  for (const [index, option] of (question.wrong ?? []).entries()) {
    if (index > 1) await user.click(fields.getByRole('button', { name: 'Add wrong option' }));
    await user.type(fields.getByRole('textbox', { name: `Wrong option ${String(index + 1)}` }), option);
  }
};

const addBlock = (user: User) => user.click(screen.getByRole('button', { name: 'Add another question' }));
const save = (user: User) => user.click(screen.getByRole('button', { name: 'Save questions' }));

describe('add many questions', () => {
  it('sends every block, skips one without a statement, drops empty options and says how many', async () => {
    const { user } = renderForm();
    await fillBlock(user, 1, {
      statement: 'Which count system is indirect?',
      correct: ['Ne'],
      wrong: ['Tex'],
    });
    await addBlock(user);
    // Left without a statement: skipped, although it has options.
    await fillBlock(user, 2, { statement: '', correct: ['orphan'] });
    await addBlock(user);
    await fillBlock(user, 3, {
      statement: 'Which fibres are cellulosic?',
      type: 'technical',
      correct: ['Cotton', 'Viscose'],
      wrong: ['Polyester', 'Nylon', 'Wool'],
    });
    expect(within(block(2)).getByText('(skipped without a statement)')).toBeInTheDocument();
    expect(screen.getByText('2 to add, 1 without a statement will be skipped.')).toBeInTheDocument();

    await save(user);

    await waitFor(() => expect(boundary.calls).toHaveLength(1));
    expect(boundary.calls[0]).toEqual({
      testId: 'ring-mid',
      questions: [
        {
          statement: 'Which count system is indirect?',
          type: 'aptitude',
          image: null,
          correctOptions: ['Ne'],
          wrongOptions: ['Tex', ''],
        },
        { statement: '', type: 'aptitude', image: null, correctOptions: ['orphan'], wrongOptions: ['', ''] },
        {
          statement: 'Which fibres are cellulosic?',
          type: 'technical',
          image: null,
          correctOptions: ['Cotton', 'Viscose'],
          wrongOptions: ['Polyester', 'Nylon', 'Wool'],
        },
      ],
    });
    expect(
      await screen.findByText('2 questions added; 1 block without a statement skipped.', {
        selector: '.MuiAlert-message',
      }),
    ).toBeInTheDocument();
    // The form starts again with one empty block.
    expect(screen.getAllByRole('textbox', { name: 'Statement' })).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Statement' })).toHaveValue('');
  }, 20_000); // Three blocks typed key by key: slow on a busy machine.

  it('refuses to send when every block is empty', async () => {
    const { user } = renderForm();
    await addBlock(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Write the statement of at least one question: blocks without one are skipped.',
    );
    expect(boundary.calls).toHaveLength(0);
  });

  it('checks each question with the domain schema: a question needs a correct and a wrong option', async () => {
    const { user } = renderForm();
    await fillBlock(user, 1, { statement: 'Only a statement' });
    await addBlock(user);
    await fillBlock(user, 2, { statement: 'No wrong option', correct: ['Yes'] });
    await save(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the questions marked below.');
    expect(within(block(1)).getByText('Add at least one correct option.')).toBeInTheDocument();
    expect(within(block(1)).getByText('Add at least one wrong option.')).toBeInTheDocument();
    expect(within(block(2)).queryByText('Add at least one correct option.')).not.toBeInTheDocument();
    expect(within(block(2)).getByText('Add at least one wrong option.')).toBeInTheDocument();
    expect(boundary.calls).toHaveLength(0);
  });

  it("puts the server's messages under the block they name, counting skipped blocks", async () => {
    boundary.answer = () =>
      Promise.reject(
        callableRefusal('invalid-input', 'Invalid input', { 'questions[2].image': MESSAGES.pictureType }),
      );
    const { user } = renderForm();
    await fillBlock(user, 1, { statement: 'First', correct: ['a'], wrong: ['b'] });
    await addBlock(user);
    await addBlock(user);
    await fillBlock(user, 3, { statement: 'Third', correct: ['c'], wrong: ['d'] });
    await save(user);

    expect(await within(block(3)).findByText(MESSAGES.pictureType)).toBeInTheDocument();
    expect(within(block(1)).queryByText(MESSAGES.pictureType)).not.toBeInTheDocument();
    // Nothing was added: the blocks stay as typed.
    expect(within(block(3)).getByRole('textbox', { name: 'Statement' })).toHaveValue('Third');
  });

  it('refuses a picture that is not a JPG or PNG before sending anything', async () => {
    renderForm();
    // The chooser offers JPG and PNG only; a file dropped in anyway (the accept list is a hint) is refused.
    fireEvent.change(screen.getByLabelText('Picture for question 1'), {
      target: { files: [new File(['GIF89a'], 'loom.gif', { type: 'image/gif' })] },
    });
    expect(await within(block(1)).findByText(MESSAGES.pictureType)).toBeInTheDocument();
    expect(boundary.calls).toHaveLength(0);
  });

  it('takes a PNG picture and sends it as a data URL', async () => {
    const { user } = renderForm();
    await fillBlock(user, 1, { statement: 'Which weave is this?', correct: ['Twill'], wrong: ['Plain'] });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'weave.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Picture for question 1'), png);
    expect(await within(block(1)).findByText('weave.png')).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(boundary.calls).toHaveLength(1));
    const [sent] = (boundary.calls[0] as { questions: { image: string }[] }).questions;
    expect(sent?.image).toMatch(/^data:image\/png;base64,/);
  });
});
