import { STORAGE_KEYS } from '@/config/storage-keys';
import { TEST_TAKING_MESSAGES } from '@careers/domain/constants';
import type { TestSessionView } from '@careers/domain/types';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { SITE_HEADER_HEIGHT_PX } from '@/components/layouts/site-header-height';
import { lazyPopup } from '@/components/ui/lazy-popups';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useRecordFocusLossCall } from '../api/record-focus-loss';
import { useSaveAnswerCall } from '../api/save-answer';
import { useSubmitStep } from '../api/submit-step';
import { testSessionQueryKey } from '../api/test-session-query';
import { useAnswerAutosave, useAnsweredCount, type AnswerStore } from '../hooks/use-answer-autosave';
import { useCountdown } from '../hooks/use-countdown';
import { useFocusReporting } from '../hooks/use-focus-reporting';
import { isTimeOverError } from '../utils/completion';

import { QuestionCard } from './question-card';
import { TestTimer } from './test-timer';

// The confirmation's dialog code loads at the first interaction, not before the page paints (the
// test page's budget, scripts/budget).
const ConfirmDialog = lazyPopup(async () => ({
  default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog,
}));

type TestStepProps = { jobId: string; view: TestSessionView; clockOffsetMs: number };

/** Writes the spec's stored test state (section 4: cleared on logout); storage may be unavailable. */
const storeTestState = (minutesLeft: number, totalQuestions: number) => {
  try {
    localStorage.setItem(STORAGE_KEYS.testTimeLeft, String(minutesLeft));
    localStorage.setItem(STORAGE_KEYS.totalQuestions, String(totalQuestions));
  } catch {
    // Private mode or blocked storage: the server's deadline is what counts anyway.
  }
};

/** "7 of 10 answered." under the questions: re-rendered when the count changes, not the step. */
function AnsweredLine({
  answers,
  questionIds,
  lastStep,
}: {
  answers: AnswerStore;
  questionIds: readonly string[];
  lastStep: boolean;
}) {
  const answered = useAnsweredCount(answers, questionIds);
  return (
    <Typography color="text.secondary">
      {answered} of {questionIds.length} answered.{' '}
      {lastStep
        ? 'This is the last part: saving it ends the test.'
        : 'Once saved, you cannot come back to this part.'}
    </Typography>
  );
}

/**
 * One step of the test: its questions, each answer saved as it is chosen, the countdown, and 'Save
 * this Part', which submits the step for good (with a confirmation when questions are left
 * unanswered). At zero the step's answers are submitted without asking, and the server's finished
 * session replaces the page.
 */
export function TestStep({ jobId, view, clockOffsetMs }: TestStepProps) {
  const queryClient = useQueryClient();
  const submitStep = useSubmitStep();
  const recordFocusLoss = useRecordFocusLossCall();
  // The unanswered count is kept as it was when Save was pressed, also while the dialog closes.
  const [confirming, setConfirming] = useState({ open: false, unanswered: 0 });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [timeUp, setTimeUp] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The server has ended the session (deadline passed): read it again, finalised with what was saved.
  const showFinalised = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: testSessionQueryKey(jobId) });
  }, [queryClient, jobId]);

  const autosave = useAnswerAutosave({
    jobId,
    initial: view.answers,
    save: useSaveAnswerCall(),
    onTimeOver: showFinalised,
    isTimeOver: isTimeOverError,
  });

  const { answers } = autosave;
  const questionIds = useMemo(() => view.questions.map((question) => question.id), [view.questions]);
  // Read when the step is submitted, from the answers as they are then.
  const stepAnswers = () =>
    questionIds.flatMap((questionId) => {
      const entry = answers.entry(questionId);
      return entry ? [{ questionId, options: entry.options }] : [];
    });

  const submit = async () => {
    setSubmitError(null);
    try {
      await submitStep.mutateAsync({ jobId, step: view.step, answers: stepAnswers() });
    } catch (error) {
      if (isTimeOverError(error)) {
        showFinalised();
        return;
      }
      throw error;
    }
  };

  const handleExpire = useCallback(() => {
    setTimeUp(true);
    setConfirming((current) => ({ ...current, open: false }));
    submit().catch((error: unknown) => {
      // The server finalises the session with the answers saved so far in any case.
      setSubmitError(callableErrorMessage(error));
      showFinalised();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit reads the answers from their store
  }, [showFinalised]);

  const countdown = useCountdown(view.deadline, clockOffsetMs, handleExpire);
  const minutesLeft = Math.ceil(countdown.remaining / 60_000);
  useEffect(() => {
    storeTestState(minutesLeft, view.totalQuestions);
  }, [minutesLeft, view.totalQuestions]);

  const reportedHere = useFocusReporting(!timeUp, (kind) => recordFocusLoss({ jobId, kind }));
  // Those the server had when this step loaded (earlier steps, other devices), and this page's since.
  const timesLeft = view.focusLosses + view.tabSwitches + reportedHere;
  // Reloading or closing the tab while an answer is still on its way (or failed) could lose it: the
  // browser asks first. Moving inside the app does not: a save in flight completes anyway.
  useEffect(() => {
    if (timeUp) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (answers.unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [answers, timeUp]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const firstNumber = (view.step - 1) * 10 + 1;

  const handleSave = () => {
    const unanswered = questionIds.length - answers.answered(questionIds);
    if (unanswered > 0) {
      setConfirming({ open: true, unanswered });
      return;
    }
    submit().catch((error: unknown) => {
      setSubmitError(callableErrorMessage(error));
    });
  };

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          position: 'sticky',
          top: SITE_HEADER_HEIGHT_PX,
          zIndex: 2,
          py: 1,
          bgcolor: 'background.default',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.25rem', outline: 'none' }}>
          Step {view.step} of {view.stepCount}
        </Typography>
        <TestTimer remaining={countdown.remaining} announcement={countdown.announcement} />
      </Box>

      <Alert severity="info" icon={<VisibilityOutlined />}>
        {TEST_TAKING_MESSAGES.focusLossNotice}
        {/* Always present, so a screen reader hears the count when it first appears. */}
        <Typography
          component="span"
          role="status"
          sx={{ display: 'block', mt: timesLeft > 0 ? 0.5 : 0, fontWeight: 600 }}
        >
          {timesLeft > 0
            ? `${TEST_TAKING_MESSAGES.focusLossRecorded} (${timesLeft === 1 ? 'once' : `${String(timesLeft)} times`} so far)`
            : ''}
        </Typography>
      </Alert>

      {timeUp ? (
        <Alert severity="warning" role="alert">
          The time is up. Submitting your answers…
        </Alert>
      ) : null}

      {view.questions.map((question, index) => (
        <QuestionCard
          key={question.id}
          jobId={jobId}
          question={question}
          number={firstNumber + index}
          answers={answers}
          disabled={timeUp || submitStep.isPending}
          onChoose={autosave.choose}
          onRetry={autosave.retry}
        />
      ))}

      {submitError ? (
        <Alert severity="error" role="alert">
          {submitError} Your answers are still on this page: save the part again.
        </Alert>
      ) : null}

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <AnsweredLine answers={answers} questionIds={questionIds} lastStep={view.lastStep} />
        <Button
          variant="contained"
          size="large"
          onClick={handleSave}
          loading={submitStep.isPending}
          disabled={timeUp}
        >
          Save this Part
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming.open}
        title={`${String(confirming.unanswered)} ${confirming.unanswered === 1 ? 'question is' : 'questions are'} not answered`}
        confirmLabel="Save this Part"
        onConfirm={submit}
        onClose={() => {
          setConfirming((current) => ({ ...current, open: false }));
        }}
      >
        {`An unanswered question counts as zero, and you cannot come back to this part once it is saved.${
          view.lastStep ? ' This is the last part: saving it ends the test.' : ''
        }`}
      </ConfirmDialog>
    </Stack>
  );
}
