import type {
  FirestoreEvaluation,
  RulesMethod,
  RulesServiceName,
  StorageEvaluation,
} from '@careers/emulator/rules';
import type { MatchPattern, Mutant } from './mutants.ts';

// Which test files can notice a mutant. A mutant changes only the decisions of the allows it lists
// (`Mutant.affects`), and an allow takes part only in requests of its methods under its match path.
// A test file whose requests (recorded while it passed against the real rules) never meet one of
// those allows runs exactly as before: its first request that could behave differently would have
// to be one of them. Running only the files that do is sound.

/** One request a test file made: its method and its path from the service root. */
export type TracedRequest = {
  service: RulesServiceName;
  method: RulesMethod;
  /** `databases/(default)/documents/jobs/j1`, `b/{bucket}/o/candidates/u1/resume/cv.pdf` */
  segments: readonly string[];
};

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

export const traceOf = (input: FirestoreEvaluation | StorageEvaluation): TracedRequest =>
  input.service === 'cloud.firestore'
    ? {
        service: input.service,
        method: input.method,
        segments: ['databases', input.database ?? '(default)', 'documents', ...segmentsOf(input.path)],
      }
    : {
        service: input.service,
        method: input.method,
        segments: ['b', input.bucket, 'o', ...segmentsOf(input.path)],
      };

/**
 * Whether a match path may apply to the request. Errs towards yes: segments are compared only as
 * far as both go (a list of `jobs` is judged by `/jobs/{jobId}`; a deeper request may meet a
 * recursive wildcard), and a collection-group request (`**`) may meet anything.
 */
export const mayApply = (pattern: MatchPattern, request: readonly string[]): boolean => {
  for (let i = 0; i < pattern.length && i < request.length; i += 1) {
    const segment = pattern[i] as MatchPattern[number];
    const requested = request[i] as string;
    if (segment.kind === 'recursive' || requested === '**') return true;
    if (segment.kind === 'literal' && segment.value !== requested) return false;
  }
  return true;
};

/** Keys a request for a Set, so a file's trace stays small (one entry per distinct path). */
export const requestKey = (request: TracedRequest) =>
  `${request.service} ${request.method} ${request.segments.join('/')}`;

export const mayNotice = (mutant: Mutant, requests: Iterable<TracedRequest>): boolean => {
  for (const request of requests) {
    if (request.service !== mutant.service) continue;
    const meets = mutant.affects.some(
      (rule) => rule.methods.includes(request.method) && mayApply(rule.path, request.segments),
    );
    if (meets) return true;
  }
  return false;
};
