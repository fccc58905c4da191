import {
  drawQuestions,
  presentQuestion,
  questionSplit,
  seededRandom,
  type PreviewQuestion,
  type Question,
  type TestPreview,
  type WithId,
} from '@careers/domain';
import { randomInt } from 'node:crypto';

import type { Deps } from '../../deps.ts';
import { readImageAsDataUrl } from './question-images.ts';
import { getTest } from './tests-service.ts';

// The admin's Test Preview (spec section 2: 'Test Preview' on /tests/show/{id} opens
// /user_tests/new/test/1/{id}): one paper drawn exactly as a candidate's would be (drawQuestions,
// presentQuestion), shown to the admin with the key marked. It records nothing: no session, no
// application, no audit entry; a preview is a read.

// A fresh seed per preview: each opening shows another draw, as each candidate gets their own.
const newSeed = (): number => randomInt(0, 2 ** 31);

/** `{ testId }`; `seed` fixes the draw (the integration test replays one). 'not-found' for no such test. */
export const previewTest = async (
  deps: Pick<Deps, 'db' | 'bucket'>,
  { testId }: { testId: string },
  seed: number = newSeed(),
): Promise<TestPreview> => {
  const test = await getTest(deps, testId);
  const byId = new Map<string, WithId<Question>>(test.questions.map((question) => [question.id, question]));
  const ids = (type: Question['type']) =>
    test.questions.filter((question) => question.type === type).map((question) => question.id);
  const random = seededRandom(seed);
  const drawn = drawQuestions({
    aptitudeIds: ids('aptitude'),
    technicalIds: ids('technical'),
    test,
    random,
  });

  const steps: PreviewQuestion[][] = [];
  for (const step of drawn.steps) {
    const questions: PreviewQuestion[] = [];
    for (const id of step) {
      const question = byId.get(id)!;
      const presented = presentQuestion(question, random);
      const correct = new Set(question.correctOptions);
      questions.push({
        id,
        statement: question.statement,
        type: question.type,
        image: question.image ? await readImageAsDataUrl(deps.bucket, question.image) : null,
        options: presented.options.map((text) => ({ text, correct: correct.has(text) })),
      });
    }
    steps.push(questions);
  }

  return {
    testId: test.id,
    title: test.title,
    level: test.level,
    timeMinutes: test.timeMinutes,
    totalQuestions: test.totalQuestions,
    aptitudePercentage: test.aptitudePercentage,
    technicalPercentage: test.technicalPercentage,
    wanted: questionSplit(test),
    drawn: drawn.drawn,
    shortBy: drawn.shortBy,
    steps,
  };
};
