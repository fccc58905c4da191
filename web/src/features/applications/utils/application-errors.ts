import { MESSAGES } from '@careers/domain/constants';

/**
 * What a refused `applyToJob` or `withdrawApplication` means for the page: the kind of refusal,
 * its message, and the per-answer messages (`answers[1].answer` → index 1). Plain objects in,
 * no Firebase import, so tests pass what a callable throws.
 */
export type ApplicationFeedback = {
  kind:
    | 'unconfirmed-email'
    | 'already-applied'
    | 'incomplete-profile'
    | 'policy-outdated'
    | 'unavailable'
    | 'other';
  message: string;
  /** Messages by answer index. */
  answers: Record<number, string>;
};

type ErrorLike = { code?: unknown; message?: unknown; details?: unknown };

const ANSWER_FIELD = /^answers\[(\d+)\](?:\.answer)?$/;

const answerMessages = (details: unknown): Record<number, string> => {
  const fields = (details as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const byIndex: Record<number, string> = {};
  for (const [field, message] of Object.entries(fields as Record<string, unknown>)) {
    const match = ANSWER_FIELD.exec(field);
    if (match && typeof message === 'string') byIndex[Number(match[1])] = message;
  }
  return byIndex;
};

export const applicationFeedback = (error: unknown): ApplicationFeedback => {
  const { code, message, details } = (error ?? {}) as ErrorLike;
  const text = typeof message === 'string' && message.trim() !== '' ? message : MESSAGES.somethingWentWrong;
  const answers = answerMessages(details);
  const withKind = (kind: ApplicationFeedback['kind']): ApplicationFeedback => ({
    kind,
    message: text,
    answers,
  });
  if (text === MESSAGES.confirmEmailBeforeApplying) return withKind('unconfirmed-email');
  // A new privacy policy: accept it again on the wizard's Privacy Policy step.
  if ((details as { reason?: unknown } | null | undefined)?.reason === 'policy-not-accepted') {
    return withKind('policy-outdated');
  }
  if (code === 'functions/already-exists') return withKind('already-applied');
  if (text === MESSAGES.completeProfileFirst) return withKind('incomplete-profile');
  if (code === 'functions/not-found' || text === MESSAGES.jobNotAvailable) return withKind('unavailable');
  if (code === 'functions/internal' || code === 'functions/unavailable' || typeof code !== 'string') {
    return { kind: 'other', message: MESSAGES.somethingWentWrong, answers };
  }
  return withKind('other');
};
