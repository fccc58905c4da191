import type { Pos } from './ast.ts';
import type { DocumentLookups, RulesServiceName } from './types.ts';
import { RulesErrorValue, type Value } from './values.ts';

/** Per-request evaluation state. One is created per `evaluate` call (and per `in`-filter variant). */
export type EvalContext = {
  /** Match wildcard values, indexed by slot (see ruleset.ts). */
  bindings: Value[];
  request: Value;
  resource: Value;
  service: RulesServiceName;
  database: string;
  lookups: DocumentLookups | null;
  access: AccessTracker;
  depth: number;
};

/**
 * Counts distinct documents read through get/exists/getAfter/existsAfter. Shared by all allow
 * conditions of one request, since Firebase's limit is per request, and a repeated call for the
 * same document is served from the cache without counting again.
 */
export type AccessTracker = {
  limit: number;
  cache: Map<string, Value>;
  exceeded: boolean;
};

export type Frame = Value[];

export type Evaluator = (ctx: EvalContext, frame: Frame) => Value;

export function errorAt(pos: Pos, message: string): RulesErrorValue {
  return new RulesErrorValue(message, pos.line, pos.column);
}

/** Maximum nesting of user function calls, as in Firebase. */
export const MAX_CALL_DEPTH = 20;
