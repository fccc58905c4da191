import { MESSAGES, type FieldErrors } from '@careers/domain';
import {
  CALLABLES,
  refusalsOf,
  type CallableAccessOf,
  type CallableInput,
  type CallableName,
  type CallableOutput,
} from '@careers/domain/callables';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

import { defaultDeps, type Deps } from '../deps.ts';
import { callerOfCallable, requireAdminCaller, requireCandidateCaller, type Caller } from './authenticate.ts';
import { parseInput } from './parse-input.ts';
import { ServiceError } from './service-error.ts';

// Every callable is built here from its entry in the domain's table (CALLABLES): the region, the
// access check, the input's schema, and the handler typed by the entry, so a handler that answers
// another type does not compile. A refusal carries its reason in `details.reason`.

/** Who a handler is called for: nobody in particular for a public callable. */
type CallerFor<N extends CallableName> = CallableAccessOf<N> extends 'public' ? Caller | null : Caller;

export type CallableContext<N extends CallableName> = {
  caller: CallerFor<N>;
  deps: Deps;
  /** The HTTP request the call came in (its client address, for rate limits). */
  rawRequest: { ip?: string | undefined } | undefined;
};

export type CallableHandler<N extends CallableName> = (
  input: CallableInput<N>,
  context: CallableContext<N>,
) => Promise<CallableOutput<N>>;

/** A call as the callable protocol delivers it, or as a test makes it. */
export type CallableCall = {
  auth?: CallableRequest['auth'];
  data?: unknown;
  rawRequest?: { ip?: string | undefined };
};

/** The callable's body: the call and the deps → its answer, or an HttpsError. */
export type CallableBody<N extends CallableName> = (
  call: CallableCall,
  deps?: () => Deps,
) => Promise<CallableOutput<N>>;

export type CallableOptions<N extends CallableName = CallableName> = {
  /** The message for an admin calling a candidate's callable (default MESSAGES.candidatesOnly). */
  notForAdmins?: string;
  /** Fields the handler judges beside the schema, reported with its messages when it refuses. */
  alsoCheck?: (context: Omit<CallableContext<N>, 'rawRequest'>) => Promise<FieldErrors>;
};

/** Tests run with VITEST set: there an undeclared refusal fails the call instead of being logged. */
const failUndeclaredRefusals = (): boolean => Boolean(process.env['VITEST']);

const callerFor = async <N extends CallableName>(
  name: N,
  auth: CallableRequest['auth'],
  options: CallableOptions<N>,
  deps: Pick<Deps, 'db'>,
): Promise<CallerFor<N>> => {
  const access = CALLABLES[name].access;
  if (access === 'public') return (auth ? await callerOfCallable(auth, deps.db) : null) as CallerFor<N>;
  const caller = await callerOfCallable(auth, deps.db);
  if (access === 'admin') return requireAdminCaller(caller);
  if (access === 'candidate') return requireCandidateCaller(caller, options.notForAdmins);
  return caller;
};

/**
 * A refusal as the callable protocol's error: its code and message, `details.reason` and, when
 * there are any, `details.fields` and `details.retryAfterSeconds`. A reason the callable's entry
 * does not declare is a bug: logged loudly (and, in tests, an internal error). Anything unexpected
 * is logged and becomes 'internal' without its details.
 */
export const toHttpsError = (error: unknown, name: CallableName): HttpsError => {
  if (error instanceof HttpsError) return error;
  if (error instanceof ServiceError) {
    if (!refusalsOf(name).has(error.reason)) {
      console.error(`${name} refused with '${error.reason}', which its entry in CALLABLES does not declare.`);
      if (failUndeclaredRefusals()) {
        return new HttpsError('internal', `Undeclared refusal '${error.reason}' from ${name}.`);
      }
    }
    return new HttpsError(error.code, error.message, {
      reason: error.reason,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    });
  }
  console.error(error);
  return new HttpsError('internal', MESSAGES.somethingWentWrong);
};

/** The body of callable `name`: access, input, handler, errors. Tests call it with their deps. */
export const callableBody =
  <N extends CallableName>(
    name: N,
    handler: CallableHandler<N>,
    options: CallableOptions<NoInfer<N>> = {},
  ): CallableBody<N> =>
  async (call, deps = defaultDeps) => {
    try {
      const given = deps();
      const context = { caller: await callerFor(name, call.auth, options, given), deps: given };
      const { alsoCheck } = options;
      const input = (await parseInput(
        CALLABLES[name].input,
        call.data,
        alsoCheck && (() => alsoCheck(context)),
      )) as CallableInput<N>;
      return await handler(input, { ...context, rawRequest: call.rawRequest });
    } catch (error) {
      throw toHttpsError(error, name);
    }
  };

/**
 * Callable `name`: its body, `handle` (the access check, the input's schema, the handler, errors).
 * The deployed function of that name is its trigger in its capability's `triggers.ts`
 * (lib/triggers.ts), which loads the module defining it on its first call; tests call `handle`.
 */
export const onCallable = <N extends CallableName>(
  name: N,
  handler: CallableHandler<N>,
  options: CallableOptions<NoInfer<N>> = {},
): { name: N; handle: CallableBody<N> } => ({ name, handle: callableBody(name, handler, options) });
