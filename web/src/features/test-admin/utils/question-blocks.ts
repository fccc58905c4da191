import { normalizeQuestionDrafts, questionSchema, type QuestionDraft } from '@careers/domain';
import type { QuestionType } from '@careers/domain/constants';
import { ValidationError } from 'yup';

// The "add many questions" form: repeatable blocks, each a question draft. Spec section 5: a block
// without a statement is skipped and empty option entries are dropped (normalizeQuestionDrafts,
// the same rule the server applies); the rest are checked with the domain's questionSchema.

export type QuestionBlock = {
  statement: string;
  type: QuestionType;
  /** The chosen picture as a data URL, with its file name for the form to show. */
  image: { name: string; dataUrl: string } | null;
  correctOptions: string[];
  wrongOptions: string[];
};

export const emptyQuestionBlock = (type: QuestionType = 'aptitude'): QuestionBlock => ({
  statement: '',
  type,
  image: null,
  correctOptions: [''],
  wrongOptions: ['', ''],
});

export const draftsOf = (blocks: readonly QuestionBlock[]): QuestionDraft[] =>
  blocks.map((block) => ({
    statement: block.statement,
    type: block.type,
    image: block.image?.dataUrl ?? null,
    correctOptions: block.correctOptions,
    wrongOptions: block.wrongOptions,
  }));

export const isSkipped = (block: QuestionBlock): boolean => block.statement.trim() === '';

/**
 * Messages for the blocks that will be sent, keyed like the server's (`questions[3].wrongOptions`)
 * by the block's place in the form, skipped blocks included.
 */
export const validateQuestionBlocks = (blocks: readonly QuestionBlock[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  blocks.forEach((block, row) => {
    if (isSkipped(block)) return;
    const [draft] = normalizeQuestionDrafts(draftsOf([block]));
    try {
      questionSchema.validateSync(draft, { abortEarly: false });
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      for (const inner of caught.inner.length > 0 ? caught.inner : [caught]) {
        const path = (inner.path ?? '').replace(/\[\d+\]$/, '');
        errors[`questions[${String(row)}].${path}`] ??= inner.message;
      }
    }
  });
  return errors;
};
