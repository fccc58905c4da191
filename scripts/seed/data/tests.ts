import type { QuestionType, Test } from '@careers/domain';
import { generateArithmetic, VERBAL_AND_LOGIC } from './questions/aptitude.ts';
import { mcqBank, withIds, type QuestionSeed } from './questions/mcq.ts';

export type { QuestionSeed } from './questions/mcq.ts';

/** A test of the demo data: the stored fields except derived ones, plus its question bank. */
export type TestSeed = Omit<Test, 'createdAt' | 'updatedAt' | 'department' | 'questionCounts'> & {
  id: string;
  departmentId: string;
  questions: QuestionSeed[];
};

// The technical banks, hand-written in questions/*.json: spinning (yarn counts, the spinning
// process, twist, fibre and yarn testing, a few fabric basics a spinning graduate must know),
// merchandising (Incoterms, letters of credit, samples and approvals, time-and-action planning,
// costing, shipping and compliance) and IT support (networking, Windows, Excel and security).
const SPINNING_TECHNICAL = mcqBank('spinning.json', 'technical');
const MERCHANDISING_TECHNICAL = mcqBank('merchandising.json', 'technical');
const IT_SUPPORT_TECHNICAL = mcqBank('it-support.json', 'technical');

/** Generated arithmetic questions per test, on top of the shared verbal and logic questions. */
const ARITHMETIC_PER_TEST = 24;

const bank = (arithmeticSeed: number, technical: Parameters<typeof withIds>[1]): QuestionSeed[] => [
  ...withIds('apt-v', VERBAL_AND_LOGIC),
  ...withIds('apt-n', generateArithmetic(arithmeticSeed, ARITHMETIC_PER_TEST)),
  ...withIds('tech', technical),
];

export const TESTS: readonly TestSeed[] = [
  {
    id: 'spinning-technologist-entry',
    title: 'Spinning Technologist — Entry',
    level: 'entry',
    departmentId: 'spinning',
    timeMinutes: 40,
    totalQuestions: 40,
    aptitudePercentage: 50,
    technicalPercentage: 50,
    status: 'active',
    questions: bank(101, SPINNING_TECHNICAL),
  },
  {
    id: 'merchandiser-mid',
    title: 'Merchandiser — Mid',
    level: 'mid',
    departmentId: 'merchandising',
    timeMinutes: 60,
    totalQuestions: 50,
    aptitudePercentage: 40,
    technicalPercentage: 60,
    status: 'active',
    questions: bank(202, MERCHANDISING_TECHNICAL),
  },
  {
    id: 'it-support-entry',
    title: 'IT Support — Entry',
    level: 'entry',
    departmentId: 'information-technology',
    timeMinutes: 30,
    totalQuestions: 30,
    aptitudePercentage: 50,
    technicalPercentage: 50,
    status: 'active',
    questions: bank(303, IT_SUPPORT_TECHNICAL),
  },
];

export const countQuestions = (questions: readonly QuestionSeed[]): Record<QuestionType, number> => ({
  aptitude: questions.filter((question) => question.type === 'aptitude').length,
  technical: questions.filter((question) => question.type === 'technical').length,
});
