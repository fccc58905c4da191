import {
  applicationId,
  COLLECTIONS,
  drawQuestions,
  MESSAGES,
  seededRandom,
  type Application,
  type TestSessionView,
} from '@careers/domain';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditEntriesOf, isolatedDb, TEST_ADMIN, TEST_PNG, unique } from '../../testing/admin-console.ts';
import {
  clockedDeps,
  correctChoice,
  inviteToTest,
  readReview,
  readSessionDoc,
  seedTestWithBank,
  testClock,
  wrongChoice,
  type SeededTest,
} from '../../testing/assessments.ts';
import * as checked from '../../testing/checked-services.ts';
import { serviceError } from '../../testing/refusals.ts';
import { sweepExpiredSessions } from './finalise-session.ts';
import { listOwnSessions } from './test-sessions.ts';

// The candidate's test against the emulators: the paper drawn once from a recorded seed, resumed
// unchanged, the deadline enforced by the server, abandoned sessions finalised by whoever reads them
// next, and the score only in the admin's review. A database of its own: the sweep finalises every
// expired session it finds.

const db = isolatedDb('assessment-sessions');
const MINUTE = 60_000;

let bank: SeededTest;
beforeAll(async () => {
  // 20 questions, 50/50, every 4th question has two correct options.
  bank = await seedTestWithBank(db, { aptitude: 12, technical: 14, multiEvery: 4 });
});

/** A candidate invited to `bank`'s test for a job of their own, with the services on a fresh clock. */
const invited = async (options: { extraMinutes?: number; status?: Application['status'] } = {}) => {
  const clock = testClock();
  const deps = clockedDeps(db, clock);
  const uid = `candidate-${unique()}`;
  const jobId = `job-${unique()}`;
  await inviteToTest(db, { jobId, uid, testId: bank.testId, ...options });
  return { clock, deps, uid, jobId, candidate: { uid } };
};

const question = (id: string) => bank.questions.get(id)!;

/** Answers every question on screen right, through saveAnswer. */
const answerStepRight = async (
  run: Awaited<ReturnType<typeof invited>>,
  view: TestSessionView,
): Promise<void> => {
  for (const shown of view.questions) {
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: shown.id,
      options: correctChoice(question(shown.id)),
    });
  }
};

describe('startTest', () => {
  it('refuses a caller without an invitation to that job and test (404), and a closed application', async () => {
    const run = await invited();
    const other = `candidate-${unique()}`;
    expect(
      (
        await serviceError(
          checked.startTest(run.deps, { uid: other }, { jobId: run.jobId, testId: bank.testId }),
        )
      ).code,
    ).toBe('not-found');
    const wrongTest = await serviceError(
      checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: 'other-test' }),
    );
    expect([wrongTest.code, wrongTest.message]).toEqual(['not-found', MESSAGES.testNotInvited]);
    const invalid = await serviceError(
      checked.startTest(run.deps, run.candidate, { jobId: 'a/b', testId: bank.testId }),
    );
    expect(invalid.fields).toEqual({ jobId: 'Job is not a valid id.' });

    const withdrawn = await invited({ status: 'withdrawn' });
    const closed = await serviceError(
      checked.startTest(withdrawn.deps, withdrawn.candidate, { jobId: withdrawn.jobId, testId: bank.testId }),
    );
    expect([closed.code, closed.message]).toEqual(['failed-precondition', MESSAGES.testInvitationClosed]);
    expect(await readSessionDoc(db, withdrawn.jobId, withdrawn.uid)).toBeUndefined();
  });

  it('draws the paper from a stored seed, sets the deadline and marks the application test taken', async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const session = (await readSessionDoc(db, run.jobId, run.uid))!;

    // Replaying the draw from the stored seed and the bank gives the stored paper exactly.
    const ids = [...bank.questions.values()];
    const replay = drawQuestions({
      aptitudeIds: ids
        .filter((q) => q.type === 'aptitude')
        .map((q) => q.id)
        .sort(),
      technicalIds: ids
        .filter((q) => q.type === 'technical')
        .map((q) => q.id)
        .sort(),
      test: bank.test,
      random: seededRandom(session.seed),
    });
    expect(session.steps.map((step) => step.questionIds)).toEqual(replay.steps);
    expect(
      session.steps.flatMap((step) => step.questionIds).filter((id) => question(id).type === 'aptitude'),
    ).toHaveLength(10);
    expect(session.deadline.getTime()).toBe(run.clock.now.getTime() + 30 * MINUTE);
    expect(session).toMatchObject({
      currentStep: 0,
      answers: {},
      completedAt: null,
      focusLosses: 0,
      tabSwitches: 0,
    });

    expect(view).toMatchObject({
      state: 'in-progress',
      step: 1,
      stepCount: 2,
      lastStep: false,
      totalQuestions: 20,
      deadline: session.deadline.getTime(),
      serverNow: run.clock.now.getTime(),
    });
    expect(view.questions.map((shown) => shown.id)).toEqual(session.steps[0]!.questionIds);

    const application = (
      await db.collection(COLLECTIONS.applications).doc(applicationId(run.jobId, run.uid)).get()
    ).data()!;
    expect(application['test']).toMatchObject({ taken: true, testId: bank.testId });
    expect(application['test'].takenAt.toDate()).toEqual(run.clock.now);
    expect(application['status']).toBe('test-taken');
    expect(application['statusHistory'].at(-1).status).toBe('test-taken');
  });

  it('adds the extra minutes granted on the application to the deadline', async () => {
    const run = await invited({ extraMinutes: 15 });
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    expect(view.deadline).toBe(run.clock.now.getTime() + 45 * MINUTE);
  });

  it('starting again (later, elsewhere) resumes the same paper, option order and answers', async () => {
    const run = await invited();
    const first = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const firstQuestion = first.questions[0]!;
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: firstQuestion.id,
      options: wrongChoice(question(firstQuestion.id)),
    });
    run.clock.advance(5 * MINUTE);
    const again = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const resumed = await checked.getTestSession(run.deps, run.candidate, { jobId: run.jobId });
    for (const view of [again, resumed]) {
      expect(view.questions).toEqual(first.questions);
      expect(view.deadline).toBe(first.deadline);
      expect(view.answers).toEqual({ [firstQuestion.id]: wrongChoice(question(firstQuestion.id)) });
      expect(view.serverNow).toBe(first.serverNow + 5 * MINUTE);
    }
  });

  it('simultaneous starts create exactly one session', async () => {
    const run = await invited();
    const views = await Promise.all(
      Array.from({ length: 8 }, async () =>
        checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId }),
      ),
    );
    const session = (await readSessionDoc(db, run.jobId, run.uid))!;
    for (const view of views)
      expect(view.questions.map((shown) => shown.id)).toEqual(session.steps[0]!.questionIds);
    const sessions = await db.collection(COLLECTIONS.testSessions).where('uid', '==', run.uid).get();
    expect(sessions.size).toBe(1);
    const application = (
      await db.collection(COLLECTIONS.applications).doc(applicationId(run.jobId, run.uid)).get()
    ).data()!;
    expect(
      application['statusHistory'].filter((entry: { status: string }) => entry.status === 'test-taken'),
    ).toHaveLength(1);
  });

  it('refuses a test whose bank is empty, writing nothing', async () => {
    const empty = await seedTestWithBank(db, { aptitude: 0, technical: 0 });
    const uid = `candidate-${unique()}`;
    const jobId = `job-${unique()}`;
    await inviteToTest(db, { jobId, uid, testId: empty.testId });
    const deps = clockedDeps(db, testClock());
    const error = await serviceError(checked.startTest(deps, { uid }, { jobId, testId: empty.testId }));
    expect([error.code, error.message]).toEqual(['failed-precondition', MESSAGES.testBankEmpty]);
    expect(await readSessionDoc(db, jobId, uid)).toBeUndefined();
  });
});

describe('saveAnswer', () => {
  it('saves each answer as chosen, only for questions on screen and options they offer', async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const [shown] = view.questions;
    const saved = await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: shown!.id,
      option: question(shown!.id).wrongOptions[1],
    });
    expect(saved).toMatchObject({ questionId: shown!.id, options: [question(shown!.id).wrongOptions[1]] });
    // Changing one's mind replaces the answer.
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: shown!.id,
      options: correctChoice(question(shown!.id)),
    });
    expect((await readSessionDoc(db, run.jobId, run.uid))!.answers).toEqual({
      [shown!.id]: correctChoice(question(shown!.id)),
    });

    const session = (await readSessionDoc(db, run.jobId, run.uid))!;
    const later = session.steps[1]!.questionIds[0]!;
    const notOnScreen = await serviceError(
      checked.saveAnswer(run.deps, run.candidate, {
        jobId: run.jobId,
        questionId: later,
        options: correctChoice(question(later)),
      }),
    );
    expect([notOnScreen.code, notOnScreen.message]).toEqual([
      'failed-precondition',
      MESSAGES.questionNotInCurrentPart,
    ]);
    const madeUp = await serviceError(
      checked.saveAnswer(run.deps, run.candidate, {
        jobId: run.jobId,
        questionId: shown!.id,
        options: ['forty-two'],
      }),
    );
    expect(madeUp.fields).toEqual({ options: MESSAGES.optionNotOffered });
    const notStarted = await serviceError(
      checked.saveAnswer(
        run.deps,
        { uid: 'nobody' },
        { jobId: run.jobId, questionId: shown!.id, options: [] },
      ),
    );
    expect(notStarted.code).toBe('not-found');
  });

  it('takes answers until the deadline plus the grace, then refuses and finalises with what was saved', async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const [a, b, c] = view.questions;
    run.clock.set(new Date(view.deadline + 5000)); // exactly deadline + grace: still taken
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: a!.id,
      options: correctChoice(question(a!.id)),
    });
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: b!.id,
      options: wrongChoice(question(b!.id)),
    });
    run.clock.advance(1);
    const late = await serviceError(
      checked.saveAnswer(run.deps, run.candidate, {
        jobId: run.jobId,
        questionId: c!.id,
        options: correctChoice(question(c!.id)),
      }),
    );
    expect([late.code, late.message]).toEqual(['failed-precondition', MESSAGES.testTimeOver]);

    const session = (await readSessionDoc(db, run.jobId, run.uid))!;
    expect(session.answers).toEqual({
      [a!.id]: correctChoice(question(a!.id)),
      [b!.id]: wrongChoice(question(b!.id)),
    });
    expect(session).toMatchObject({ completion: 'time-over', currentStep: 2 });
    expect(session.completedAt?.getTime()).toBe(view.deadline);
    expect(await readReview(db, run.jobId, run.uid)).toMatchObject({ score: 1, totalQuestions: 20 });
    // The applicant search finds them by their score from the same transaction (1 / 20: 5%).
    const searchEntry = await db
      .collection(COLLECTIONS.applicantSearch)
      .doc(applicationId(run.jobId, run.uid))
      .get();
    expect(searchEntry.get('scorePercent')).toBe(5);
    // And after that, even for questions of the step: the session is over.
    const after = await serviceError(
      checked.saveAnswer(run.deps, run.candidate, {
        jobId: run.jobId,
        questionId: a!.id,
        options: correctChoice(question(a!.id)),
      }),
    );
    expect(after.message).toBe(MESSAGES.testTimeOver);
  });
});

describe('submitStep', () => {
  it('moves to the next step with no way back, then scores on the last one: chosen options must equal the correct ones', async () => {
    const run = await invited();
    const first = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    // Step 1: every answer right, saved one by one; the step is submitted with no further answers.
    await answerStepRight(run, first);
    const second = await checked.submitStep(run.deps, run.candidate, {
      jobId: run.jobId,
      step: 1,
      focusLosses: 2,
    });
    expect(second).toMatchObject({
      step: 2,
      stepCount: 2,
      lastStep: true,
      state: 'in-progress',
      answeredCount: 10,
    });
    expect(second.questions.map((shown) => shown.id)).not.toContain(first.questions[0]!.id);

    // A retried submission of step 1 changes nothing; a question of step 1 can no longer be answered.
    expect((await checked.submitStep(run.deps, run.candidate, { jobId: run.jobId, step: 1 })).step).toBe(2);
    const back = await serviceError(
      checked.saveAnswer(run.deps, run.candidate, {
        jobId: run.jobId,
        questionId: first.questions[0]!.id,
        options: wrongChoice(question(first.questions[0]!.id)),
      }),
    );
    expect(back.message).toBe(MESSAGES.questionNotInCurrentPart);
    const skipAhead = await serviceError(
      checked.submitStep(run.deps, run.candidate, { jobId: run.jobId, step: 3 }),
    );
    expect(skipAhead.code).toBe('invalid-argument');

    // Step 2, sent with the step: multi-correct questions answered with only one of their correct
    // options (wrong), the others right except two left unanswered.
    const answers = second.questions.flatMap((shown, index) => {
      const stored = question(shown.id);
      if (index < 2) return [];
      if (stored.correctOptions.length > 1)
        return [{ questionId: shown.id, options: [stored.correctOptions[0]!] }];
      return [{ questionId: shown.id, options: correctChoice(stored) }];
    });
    const singleRight = second.questions
      .slice(2)
      .filter((shown) => question(shown.id).correctOptions.length === 1).length;
    const done = await checked.submitStep(run.deps, run.candidate, {
      jobId: run.jobId,
      step: 2,
      answers,
      tabSwitches: 3,
    });
    expect(done).toMatchObject({ state: 'completed', completion: 'submitted', questions: [], message: null });

    const review = (await readReview(db, run.jobId, run.uid))!;
    expect(review).toMatchObject({ score: 10 + singleRight, totalQuestions: 20, remarks: '' });
    expect(review.testDetails).toMatchObject({
      completion: 'submitted',
      focusLosses: 2,
      tabSwitches: 3,
      answered: 18,
      testId: bank.testId,
    });
    // The split by type adds up to the score and the paper (every drawn question is still in the bank).
    const byType = review.testDetails?.byType;
    expect((byType?.aptitude.score ?? 0) + (byType?.technical.score ?? 0)).toBe(10 + singleRight);
    expect((byType?.aptitude.total ?? 0) + (byType?.technical.total ?? 0)).toBe(20);
    // The candidate's session holds no score, and nothing more can be submitted.
    const session = (await readSessionDoc(db, run.jobId, run.uid))!;
    expect(Object.keys(session)).not.toContain('score');
    const again = await checked.submitStep(run.deps, run.candidate, {
      jobId: run.jobId,
      step: 2,
      answers: [],
    });
    expect(again.state).toBe('completed');
    expect((await readReview(db, run.jobId, run.uid))!.score).toBe(10 + singleRight);
  });

  it('counts a multi-correct question when every correct option and nothing else is chosen', async () => {
    const run = await invited();
    let view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const session = (await readSessionDoc(db, run.jobId, run.uid))!;
    const multi = session.steps
      .flatMap((step) => step.questionIds)
      .filter((id) => question(id).correctOptions.length > 1);
    expect(multi.length).toBeGreaterThan(0);
    while (view.state === 'in-progress') {
      view = await checked.submitStep(run.deps, run.candidate, {
        jobId: run.jobId,
        answers: view.questions.map((shown) => ({
          questionId: shown.id,
          // Multi-correct: both correct options (in reverse order); single: a wrong option plus the right one.
          options:
            question(shown.id).correctOptions.length > 1
              ? [...correctChoice(question(shown.id))].reverse()
              : [...wrongChoice(question(shown.id)), ...correctChoice(question(shown.id))],
        })),
      });
    }
    expect((await readReview(db, run.jobId, run.uid))!.score).toBe(multi.length);
  });

  it('after the grace refuses the step and finalises with the answers saved before', async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const [a, b] = view.questions;
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: a!.id,
      options: correctChoice(question(a!.id)),
    });
    run.clock.set(new Date(view.deadline + 6000));
    const late = await serviceError(
      checked.submitStep(run.deps, run.candidate, {
        jobId: run.jobId,
        step: 1,
        answers: [{ questionId: b!.id, options: correctChoice(question(b!.id)) }],
      }),
    );
    expect(late.message).toBe(MESSAGES.testTimeOver);
    expect((await readSessionDoc(db, run.jobId, run.uid))!.answers).toEqual({
      [a!.id]: correctChoice(question(a!.id)),
    });
    expect((await readReview(db, run.jobId, run.uid))!.score).toBe(1);
  });

  it("at zero (within the grace) takes the page's auto-submitted step and ends the test: time over", async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    run.clock.set(new Date(view.deadline + 1000));
    const done = await checked.submitStep(run.deps, run.candidate, {
      jobId: run.jobId,
      step: 1,
      answers: view.questions
        .slice(0, 3)
        .map((shown) => ({ questionId: shown.id, options: correctChoice(question(shown.id)) })),
    });
    expect(done).toMatchObject({
      state: 'completed',
      completion: 'time-over',
      message: MESSAGES.testTimeOver,
    });
    expect((await readReview(db, run.jobId, run.uid))!.score).toBe(3);
  });
});

describe('abandoned sessions', () => {
  it('are finalised with the answers saved so far by the next read: the candidate, the list, an admin', async () => {
    const runs = await Promise.all([invited(), invited(), invited()]);
    for (const run of runs) {
      const view = await checked.startTest(run.deps, run.candidate, {
        jobId: run.jobId,
        testId: bank.testId,
      });
      await checked.saveAnswer(run.deps, run.candidate, {
        jobId: run.jobId,
        questionId: view.questions[0]!.id,
        options: correctChoice(question(view.questions[0]!.id)),
      });
      run.clock.advance(31 * MINUTE); // the browser was closed; nobody called
    }
    const [byCandidate, byList, byAdmin] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];

    expect(
      await checked.getTestSession(byCandidate.deps, byCandidate.candidate, { jobId: byCandidate.jobId }),
    ).toMatchObject({
      state: 'completed',
      completion: 'time-over',
      answeredCount: 1,
      message: MESSAGES.testTimeOver,
    });
    const [listed] = await listOwnSessions(byList.deps, byList.candidate);
    expect(listed).toMatchObject({ state: 'completed', completion: 'time-over', jobId: byList.jobId });
    expect(listed).not.toHaveProperty('questions');
    const result = await checked.getApplicantTestResult(byAdmin.deps, {
      jobId: byAdmin.jobId,
      applicantId: byAdmin.uid,
    });
    expect(result).toMatchObject({ score: 1, totalQuestions: 20, session: { state: 'completed' } });
    expect(result.testDetails).toMatchObject({
      completion: 'time-over',
      timeUsedSeconds: 30 * 60,
      answered: 1,
    });

    for (const run of runs) expect((await readReview(db, run.jobId, run.uid))!.score).toBe(1);
  });

  it('are finalised by the scheduled sweep, which leaves running sessions alone', async () => {
    const expired = await invited();
    const running = await invited();
    await checked.startTest(expired.deps, expired.candidate, { jobId: expired.jobId, testId: bank.testId });
    running.clock.advance(20 * MINUTE);
    await checked.startTest(running.deps, running.candidate, { jobId: running.jobId, testId: bank.testId });

    const sweepClock = testClock(new Date(expired.clock.now.getTime() + 40 * MINUTE));
    const swept = await sweepExpiredSessions(clockedDeps(db, sweepClock));
    expect(swept.finalised).toBeGreaterThanOrEqual(1);
    expect((await readSessionDoc(db, expired.jobId, expired.uid))!.completion).toBe('time-over');
    expect((await readReview(db, expired.jobId, expired.uid))!.score).toBe(0);
    expect((await readSessionDoc(db, running.jobId, running.uid))!.completedAt).toBeNull();
    // A second sweep finds nothing left to do for them.
    expect((await sweepExpiredSessions(clockedDeps(db, sweepClock))).finalised).toBe(0);
  });
});

describe('focus losses and extra time', () => {
  it('counts focus losses and tab switches until the session ends; the admin sees them with the score', async () => {
    const run = await invited();
    await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    await checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId });
    await checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId, kind: 'tab-switch' });
    expect(
      await checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId, kind: 'tab-switch' }),
    ).toEqual({
      focusLosses: 1,
      tabSwitches: 2,
    });
    const bad = await serviceError(
      checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId, kind: 'blink' }),
    );
    expect(bad.fields).toEqual({ kind: 'Kind must be focus-loss or tab-switch.' });
    await checked.submitStep(run.deps, run.candidate, { jobId: run.jobId, step: 1 });
    await checked.submitStep(run.deps, run.candidate, { jobId: run.jobId, step: 2, focusLosses: 1 });
    expect(await checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId })).toEqual({
      focusLosses: 2,
      tabSwitches: 2,
    });
    expect((await readReview(db, run.jobId, run.uid))!.testDetails).toMatchObject({
      focusLosses: 2,
      tabSwitches: 2,
    });
  });

  it('a focus loss reported after the time ran out is not counted, and ends the session', async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    await checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId });
    run.clock.set(new Date(view.deadline + 6000));
    expect(await checked.recordFocusEvent(run.deps, run.candidate, { jobId: run.jobId })).toEqual({
      focusLosses: 1,
      tabSwitches: 0,
    });
    expect((await readSessionDoc(db, run.jobId, run.uid))!.completion).toBe('time-over');
    expect((await readReview(db, run.jobId, run.uid))!.testDetails).toMatchObject({ focusLosses: 1 });
  });

  it('an admin grants extra minutes: the running deadline moves, the grant is audited', async () => {
    const run = await invited();
    const view = await checked.startTest(run.deps, run.candidate, { jobId: run.jobId, testId: bank.testId });
    const granted = await checked.grantExtraTime(run.deps, TEST_ADMIN, {
      jobId: run.jobId,
      applicantId: run.uid,
      minutes: 20,
    });
    expect(granted).toMatchObject({
      extraMinutes: 20,
      deadline: view.deadline + 20 * MINUTE,
      message: MESSAGES.extraTimeGranted,
    });
    expect((await checked.getTestSession(run.deps, run.candidate, { jobId: run.jobId })).deadline).toBe(
      view.deadline + 20 * MINUTE,
    );
    const [audit] = await auditEntriesOf(db, applicationId(run.jobId, run.uid));
    expect(audit).toMatchObject({
      action: 'extra-time',
      changes: { extraMinutes: { before: 0, after: 20 } },
    });

    // Past the original deadline the candidate can still answer.
    run.clock.set(new Date(view.deadline + 10 * MINUTE));
    await checked.saveAnswer(run.deps, run.candidate, {
      jobId: run.jobId,
      questionId: view.questions[0]!.id,
      options: correctChoice(question(view.questions[0]!.id)),
    });
    const missing = await serviceError(
      checked.grantExtraTime(run.deps, TEST_ADMIN, { jobId: run.jobId, applicantId: 'nobody', minutes: 5 }),
    );
    expect(missing.code).toBe('not-found');
  });
});

describe('getQuestionImage', () => {
  it('serves the picture of a question on screen as a data URL, and nothing else', async () => {
    const pictured = await seedTestWithBank(db, { aptitude: 10, technical: 10 });
    const path = `tests/${pictured.testId}/questions/pic/image.png`;
    const deps = clockedDeps(db, testClock());
    await deps.bucket.file(path).save(TEST_PNG, { contentType: 'image/png' });
    const ids = [...pictured.questions.keys()];
    const batch = db.batch();
    for (const id of ids)
      batch.update(
        db.collection(COLLECTIONS.tests).doc(pictured.testId).collection(COLLECTIONS.questions).doc(id),
        {
          image: path,
        },
      );
    await batch.commit();

    const uid = `candidate-${unique()}`;
    const jobId = `job-${unique()}`;
    await inviteToTest(db, { jobId, uid, testId: pictured.testId });
    const view = await checked.startTest(deps, { uid }, { jobId, testId: pictured.testId });
    expect(view.questions.every((shown) => shown.hasImage)).toBe(true);
    expect(JSON.stringify(view)).not.toContain(path);

    const image = await checked.getQuestionImage(deps, { uid }, { jobId, questionId: view.questions[0]!.id });
    expect(image.dataUrl).toBe(`data:image/png;base64,${TEST_PNG.toString('base64')}`);

    const session = (await readSessionDoc(db, jobId, uid))!;
    const notOnScreen = session.steps[1]!.questionIds[0]!;
    expect(
      (await serviceError(checked.getQuestionImage(deps, { uid }, { jobId, questionId: notOnScreen }))).code,
    ).toBe('not-found');
    expect(
      (
        await serviceError(
          checked.getQuestionImage(
            deps,
            { uid: 'someone-else' },
            { jobId, questionId: view.questions[0]!.id },
          ),
        )
      ).code,
    ).toBe('not-found');
  });
});
