import { MESSAGES } from '@careers/domain/constants';

// Our callables refuse input with `functions/invalid-argument` (or another code) and, where the
// refusal is about fields, `details.fields` ({ field: message }, nested fields as 'education.0.to').
// Forms put those under the matching field and anything else above the form.

export type CallableFeedback = { fields: Record<string, string>; form: string | null };

type ErrorLike = { code?: unknown; message?: unknown; details?: unknown };

export const callableFeedback = (
  error: unknown,
  fallback: string = MESSAGES.somethingWentWrong,
): CallableFeedback => {
  const { code, message, details } = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const rawFields = (details as { fields?: unknown } | null | undefined)?.fields;
  const fields =
    typeof rawFields === 'object' && rawFields !== null
      ? Object.fromEntries(
          Object.entries(rawFields).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (code === 'functions/internal' || typeof message !== 'string' || message === '' || code === undefined) {
    return { fields: {}, form: fallback };
  }
  // The Functions SDK (v12) appends the HTTP status to the server's message: 'Company … first. [400]'.
  const serverMessage = message.replace(/ \[\d{3}\]$/, '');
  return { fields: {}, form: code === 'functions/unavailable' ? MESSAGES.networkError : serverMessage };
};

/**
 * The refusal's reason (`details.reason`, one of the domain's REFUSALS) for pages that branch on
 * why a call was refused; never on its message, which is for people.
 */
export const refusalReasonOf = (error: unknown): string | null => {
  const details = (typeof error === 'object' && error !== null ? (error as ErrorLike).details : null) as
    { reason?: unknown } | null | undefined;
  return typeof details?.reason === 'string' ? details.reason : null;
};
