import { describe, expect, it } from 'vitest';
import {
  MAX_TEST_QUESTIONS,
  drawQuestions,
  isCorrectChoice,
  isPastDeadline,
  optionOrderRandom,
  presentQuestion,
  questionSplit,
  remainingMinutes,
  sampleWithoutReplacement,
  scoreAnswers,
  scoreByType,
  seededRandom,
  shuffle,
  stepCount,
  testDeadline,
} from './test-assembly.ts';
import type { RandomSource } from './test-assembly.ts';

const bank = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, index) => `${prefix}${index + 1}`);
const isAptitude = (id: string) => id.startsWith('apt');

describe('stepCount', () => {
  it.each([
    [10, 1],
    [11, 2],
    [20, 2],
    [55, 6],
    [60, 6],
    [70, 6],
    [0, 0],
    [-10, 0],
    [Number.NaN, 0],
  ])('%s questions → %s steps', (total, steps) => {
    expect(stepCount(total)).toBe(steps);
  });
});

describe('questionSplit', () => {
  it.each([
    [20, 40, 8, 12],
    [10, 25, 3, 7], // 2.5 rounds up
    [10, 24, 2, 8],
    [30, 100, 30, 0],
    [30, 0, 0, 30],
    [60, 33, 20, 40], // 19.8 → 20
  ])('%s questions at %s%% aptitude → %s + %s', (totalQuestions, aptitudePercentage, aptitude, technical) => {
    expect(questionSplit({ totalQuestions: totalQuestions as never, aptitudePercentage })).toEqual({
      aptitude,
      technical,
    });
  });

  it('the parts always add up to the total, whatever the percentage', () => {
    for (const totalQuestions of [10, 20, 30, 40, 50, 60] as const) {
      for (let aptitudePercentage = 0; aptitudePercentage <= 100; aptitudePercentage += 1) {
        const split = questionSplit({ totalQuestions, aptitudePercentage });
        expect(split.aptitude + split.technical).toBe(totalQuestions);
      }
    }
  });

  it('clamps out-of-range inputs', () => {
    expect(questionSplit({ totalQuestions: 20, aptitudePercentage: 150 })).toEqual({
      aptitude: 20,
      technical: 0,
    });
    expect(questionSplit({ totalQuestions: 20, aptitudePercentage: -5 })).toEqual({
      aptitude: 0,
      technical: 20,
    });
    expect(questionSplit({ totalQuestions: 90 as never, aptitudePercentage: 50 })).toEqual({
      aptitude: MAX_TEST_QUESTIONS / 2,
      technical: MAX_TEST_QUESTIONS / 2,
    });
  });
});

describe('seededRandom', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const first = Array.from({ length: 5 }, seededRandom(1));
    expect(Array.from({ length: 5 }, seededRandom(1))).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(2))).not.toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom('job1_uid1'))).toEqual(
      Array.from({ length: 5 }, seededRandom('job1_uid1')),
    );
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const random = seededRandom(123);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let index = 0; index < 10_000; index += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 10)]! += 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe('shuffle and sampleWithoutReplacement', () => {
  it('shuffle is a permutation of a copy', () => {
    const items = bank('q', 20);
    const shuffled = shuffle(items, seededRandom(4));
    expect([...shuffled].sort()).toEqual([...items].sort());
    expect(shuffled).not.toEqual(items);
    expect(items).toEqual(bank('q', 20));
  });

  it('shuffle is unbiased: every item lands in every position about equally often', () => {
    const random = seededRandom(99);
    const counts = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => 0));
    for (let run = 0; run < 8000; run += 1) {
      shuffle([0, 1, 2, 3], random).forEach((item, position) => {
        counts[item]![position]! += 1;
      });
    }
    for (const row of counts) for (const count of row) expect(count).toBeGreaterThan(1800);
  });

  it('samples distinct items, never more than there are', () => {
    const sample = sampleWithoutReplacement(bank('q', 10), 6, seededRandom(1));
    expect(new Set(sample).size).toBe(6);
    expect(sampleWithoutReplacement(bank('q', 3), 6, seededRandom(1))).toHaveLength(3);
  });

  it('survives a random source that returns exactly 1', () => {
    const broken: RandomSource = () => 1;
    expect([...shuffle([1, 2, 3], broken)].sort()).toEqual([1, 2, 3]);
    expect(sampleWithoutReplacement([1, 2, 3], 2, broken)).toHaveLength(2);
  });
});

describe('drawQuestions', () => {
  const test = { totalQuestions: 30, aptitudePercentage: 40 } as const;

  it('draws the split, aptitude then technical, in steps of 10 shuffled within each step', () => {
    const drawn = drawQuestions({
      aptitudeIds: bank('apt', 50),
      technicalIds: bank('tech', 50),
      test,
      random: seededRandom(7),
    });
    expect(drawn.shortBy).toBe(0);
    expect(drawn.drawn).toEqual({ aptitude: 12, technical: 18 });
    expect(drawn.steps.map((step) => step.length)).toEqual([10, 10, 10]);
    // 12 aptitude: step 1 all aptitude, step 2 two aptitude and eight technical, step 3 technical.
    expect(drawn.steps.map((step) => step.filter(isAptitude).length)).toEqual([10, 2, 0]);
    const all = drawn.steps.flat();
    expect(new Set(all).size).toBe(30);
  });

  it('shuffles within steps: the seam step does not keep aptitude first', () => {
    const seams = Array.from({ length: 20 }, (_, seed) =>
      drawQuestions({
        aptitudeIds: bank('apt', 50),
        technicalIds: bank('tech', 50),
        test,
        random: seededRandom(seed),
      })
        .steps[1]!.slice(0, 2)
        .every(isAptitude),
    );
    expect(seams.filter(Boolean).length).toBeLessThan(5);
  });

  it('is reproducible with the same seed and varies between seeds', () => {
    const draw = (seed: number) =>
      drawQuestions({
        aptitudeIds: bank('apt', 40),
        technicalIds: bank('tech', 40),
        test,
        random: seededRandom(seed),
      });
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5).steps).not.toEqual(draw(6).steps);
  });

  it('fills a short aptitude bank from the technical bank', () => {
    const drawn = drawQuestions({
      aptitudeIds: bank('apt', 5),
      technicalIds: bank('tech', 40),
      test,
      random: seededRandom(1),
    });
    expect(drawn).toMatchObject({ shortBy: 0, drawn: { aptitude: 5, technical: 25 } });
    expect(drawn.steps.flat()).toHaveLength(30);
  });

  it('fills a short technical bank from the aptitude bank', () => {
    const drawn = drawQuestions({
      aptitudeIds: bank('apt', 40),
      technicalIds: bank('tech', 4),
      test,
      random: seededRandom(1),
    });
    expect(drawn).toMatchObject({ shortBy: 0, drawn: { aptitude: 26, technical: 4 } });
    // Aptitude still comes first: the 4 technical questions are all in the last step.
    expect(drawn.steps[2]!.filter((id) => !isAptitude(id))).toHaveLength(4);
  });

  it('reports shortBy when both banks together are too small, with a short last step', () => {
    const drawn = drawQuestions({
      aptitudeIds: bank('apt', 8),
      technicalIds: bank('tech', 14),
      test,
      random: seededRandom(1),
    });
    expect(drawn).toMatchObject({ shortBy: 8, drawn: { aptitude: 8, technical: 14 } });
    expect(drawn.steps.map((step) => step.length)).toEqual([10, 10, 2]);
  });

  it('never asks the same question twice, even with duplicate ids in the banks', () => {
    const drawn = drawQuestions({
      aptitudeIds: ['apt1', 'apt1', 'apt2', 'shared'],
      technicalIds: ['shared', 'tech1', 'tech1'],
      test: { totalQuestions: 10, aptitudePercentage: 50 },
      random: seededRandom(3),
    });
    const all = drawn.steps.flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(['apt1', 'apt2', 'shared', 'tech1']);
    expect(drawn.shortBy).toBe(6);
  });

  it('draws nothing from empty banks', () => {
    expect(drawQuestions({ aptitudeIds: [], technicalIds: [], test, random: seededRandom(1) })).toEqual({
      steps: [],
      drawn: { aptitude: 0, technical: 0 },
      shortBy: 30,
    });
  });

  it('a 60-question test has 6 full steps', () => {
    const drawn = drawQuestions({
      aptitudeIds: bank('apt', 100),
      technicalIds: bank('tech', 100),
      test: { totalQuestions: 60, aptitudePercentage: 50 },
      random: seededRandom(2),
    });
    expect(drawn.steps.map((step) => step.length)).toEqual([10, 10, 10, 10, 10, 10]);
  });
});

describe('presentQuestion', () => {
  const question = {
    id: 'q1',
    statement: 'Which fibre is cellulosic?',
    image: null,
    correctOptions: ['Cotton'],
    wrongOptions: ['Polyester', 'Nylon', 'Wool'],
  };

  it('mixes correct and wrong options and carries no answer key', () => {
    const presented = presentQuestion(question, seededRandom(1));
    expect(Object.keys(presented).sort()).toEqual([
      'hasImage',
      'id',
      'multipleChoice',
      'options',
      'statement',
    ]);
    expect(presented.hasImage).toBe(false);
    expect(presented.multipleChoice).toBe(false);
    expect(
      presentQuestion({ ...question, correctOptions: ['Cotton', 'Linen'] }, seededRandom(1)).multipleChoice,
    ).toBe(true);
    expect([...presented.options].sort()).toEqual(['Cotton', 'Nylon', 'Polyester', 'Wool']);
  });

  it('does not always put the correct option first', () => {
    const positions = new Set(
      Array.from({ length: 30 }, (_, seed) =>
        presentQuestion(question, seededRandom(seed)).options.indexOf('Cotton'),
      ),
    );
    expect(positions.size).toBeGreaterThan(2);
  });

  it('says whether there is a picture without giving its path', () => {
    const presented = presentQuestion(
      { ...question, image: 'tests/t1/questions/q1/image.png' },
      seededRandom(1),
    );
    expect(presented.hasImage).toBe(true);
    expect(JSON.stringify(presented)).not.toContain('tests/t1');
  });

  it('option order is fixed per session seed and question, and differs between questions', () => {
    const order = (seed: number, id: string) =>
      presentQuestion({ ...question, id }, optionOrderRandom(seed, id)).options.join('|');
    expect(order(42, 'q1')).toBe(order(42, 'q1'));
    const orders = new Set(Array.from({ length: 12 }, (_, index) => order(42, `q${String(index)}`)));
    expect(orders.size).toBeGreaterThan(3);
  });

  it('shows an option listed twice only once', () => {
    const presented = presentQuestion(
      { ...question, wrongOptions: ['Nylon', 'Nylon', 'Cotton'] },
      seededRandom(1),
    );
    expect([...presented.options].sort()).toEqual(['Cotton', 'Nylon']);
  });
});

describe('scoreByType', () => {
  it('splits the score by question type, over the questions still in the bank', () => {
    const key = {
      a1: { correctOptions: ['x'] },
      a2: { correctOptions: ['y'] },
      t1: { correctOptions: ['z'] },
    };
    const questions = [
      { id: 'a1', type: 'aptitude' as const },
      { id: 'a2', type: 'aptitude' as const },
      { id: 't1', type: 'technical' as const },
      // Deleted since the draw: no type left.
      null,
    ];
    expect(scoreByType(questions, { a1: ['x'], a2: ['n'], t1: ['z'], gone: ['q'] }, key)).toEqual({
      aptitude: { score: 1, total: 2 },
      technical: { score: 1, total: 1 },
    });
    expect(scoreByType(questions, {}, key)).toEqual({
      aptitude: { score: 0, total: 2 },
      technical: { score: 0, total: 1 },
    });
  });
});

describe('scoreAnswers', () => {
  const key = {
    q1: { correctOptions: ['Cotton'] },
    q2: { correctOptions: ['4', 'four'] },
    q3: { correctOptions: ['Warp'] },
  };

  it('counts a question when the chosen options equal its correct options; unanswered is zero', () => {
    expect(scoreAnswers({ q1: ['Cotton'], q2: ['four', '4'], q3: ['Weft'] }, key)).toBe(2);
    expect(scoreAnswers({ q1: ['Cotton'] }, key)).toBe(1);
    expect(scoreAnswers({}, key)).toBe(0);
  });

  it('a multi-correct question needs every correct option and nothing else', () => {
    expect(scoreAnswers({ q2: ['4'] }, key)).toBe(0);
    expect(scoreAnswers({ q2: 'four' }, key)).toBe(0);
    expect(scoreAnswers({ q2: ['4', 'four', 'five'] }, key)).toBe(0);
    expect(scoreAnswers({ q2: ['four', '4', 'four'] }, key)).toBe(1);
  });

  it('no negative marking: wrong and empty choices score zero, never less', () => {
    expect(scoreAnswers({ q1: ['Polyester'], q2: [], q3: ['Weft', 'Warp'] }, key)).toBe(0);
    expect(scoreAnswers({ q1: ['Cotton'], q2: ['x'], q3: [] }, key)).toBe(1);
  });

  it('takes a single option as a string', () => {
    expect(scoreAnswers({ q1: 'Cotton', q3: 'Warp' }, key)).toBe(2);
  });

  it('is exact: case or spacing differences are wrong answers', () => {
    expect(scoreAnswers({ q1: ['cotton'], q3: ['Warp '] }, key)).toBe(0);
  });

  it('ignores answers to questions not in the key, including prototype names', () => {
    expect(
      scoreAnswers({ q9: ['Cotton'], constructor: ['x'], toString: 'z', hasOwnProperty: ['w'] }, key),
    ).toBe(0);
  });

  it('ignores malformed stored answers', () => {
    expect(scoreAnswers({ q1: 7 as never, q3: { 0: 'Warp' } as never }, key)).toBe(0);
  });
});

describe('isCorrectChoice', () => {
  it('compares as sets', () => {
    expect(isCorrectChoice(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isCorrectChoice(['a'], ['a', 'b'])).toBe(false);
    expect(isCorrectChoice([], [])).toBe(false);
  });
});

describe('timing', () => {
  const start = Date.UTC(2026, 10, 22, 7, 0);
  const deadline = testDeadline(start, 30);

  it('the deadline is the start plus the test time', () => {
    expect(deadline.getTime()).toBe(start + 30 * 60_000);
  });

  it('remaining minutes round up and never go negative', () => {
    expect(remainingMinutes(deadline, start)).toBe(30);
    expect(remainingMinutes(deadline, start + 1)).toBe(30);
    expect(remainingMinutes(deadline, start + 60_000)).toBe(29);
    expect(remainingMinutes(deadline, deadline.getTime() - 1)).toBe(1);
    expect(remainingMinutes(deadline, deadline)).toBe(0);
    expect(remainingMinutes(deadline, deadline.getTime() + 10 * 60_000)).toBe(0);
  });

  it('a submission is late only after the grace period', () => {
    const end = deadline.getTime();
    expect(isPastDeadline(deadline, end)).toBe(false);
    expect(isPastDeadline(deadline, end + 5000)).toBe(false);
    expect(isPastDeadline(deadline, end + 5001)).toBe(true);
    expect(isPastDeadline(deadline, new Date(end + 1), 0)).toBe(true);
  });
});
