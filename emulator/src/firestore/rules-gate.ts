// Security Rules enforcement for Firestore requests: builds the rules engine's evaluation input
// from a request, and turns a denial into PERMISSION_DENIED plus one log line naming the method,
// the path and the rule's reason.

import { describeCaller, type Caller } from '../server/auth-token.ts';
import type { Logger } from '../server/logger.ts';
import type {
  DocumentLookups,
  FirestoreDocument,
  FirestoreEvaluation,
  QueryConstraints,
  QueryFilter,
  RulesMethod,
  Ruleset,
} from '../rules/index.ts';
import { FirestoreError } from './errors.ts';
import { formatFieldPath } from './field-path.ts';
import type { DatabaseRef } from './resource-names.ts';
import type { Filter, FieldOperator, Query } from './wire-decode.ts';

export type RulesProvider = {
  /** The ruleset for a project, or null when none is loaded (then everything is allowed). */
  rulesFor(projectId: string): Ruleset | null;
};

export type RulesCheck = {
  method: RulesMethod;
  path: string;
  resource: FirestoreDocument | null;
  requestResource?: FirestoreDocument | null;
  query?: QueryConstraints;
  lookups?: DocumentLookups;
  accessLimit?: number;
  /**
   * `request.time` in microseconds: a write's commit time (which its server timestamps and update
   * times carry, as Firebase's rules reference promises), a read's read time. Defaults to now.
   */
  time?: number;
};

const OPERATORS: Record<FieldOperator, QueryFilter['op']> = {
  LESS_THAN: '<',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN: '>',
  GREATER_THAN_OR_EQUAL: '>=',
  EQUAL: '==',
  NOT_EQUAL: '!=',
  ARRAY_CONTAINS: 'array-contains',
  IN: 'in',
  ARRAY_CONTAINS_ANY: 'array-contains-any',
  NOT_IN: 'not-in',
};

// A query's filter in disjunctive normal form: each branch is a conjunction the rules engine can
// reason about. An OR query is allowed only if every branch is (rules are not filters).
function disjuncts(filter: Filter | undefined): QueryFilter[][] {
  if (!filter) return [[]];
  if (filter.kind === 'field') {
    return [[{ field: formatFieldPath(filter.field), op: OPERATORS[filter.op], value: filter.value }]];
  }
  if (filter.kind === 'unary') {
    const field = formatFieldPath(filter.field);
    switch (filter.op) {
      case 'IS_NULL':
        return [[{ field, op: '==', value: { nullValue: null } }]];
      case 'IS_NAN':
        return [[{ field, op: '==', value: { doubleValue: NaN } }]];
      case 'IS_NOT_NULL':
        return [[{ field, op: '!=', value: { nullValue: null } }]];
      case 'IS_NOT_NAN':
        return [[{ field, op: '!=', value: { doubleValue: NaN } }]];
    }
  }
  const parts = filter.filters.map(disjuncts);
  if (filter.op === 'OR') return parts.flat();
  return parts.reduce<QueryFilter[][]>(
    (acc, branches) => acc.flatMap((left) => branches.map((right) => [...left, ...right])),
    [[]],
  );
}

export function queryConstraints(query: Query): QueryConstraints[] {
  const orderBy = query.orderBy.map((o) => ({
    field: formatFieldPath(o.field),
    direction: o.direction === 'DESCENDING' ? ('DESC' as const) : ('ASC' as const),
  }));
  return disjuncts(query.where).map((filters) => {
    const constraints: QueryConstraints = { filters, orderBy };
    if (query.limit !== undefined) constraints.limit = query.limit;
    if (query.offset > 0) constraints.offset = query.offset;
    return constraints;
  });
}

// The rules path of a query: the queried collection ('jobs', 'jobs/j1/applicants'), or for a
// collection group '**' standing for the unknown parents below the query's parent
// ('**/questions', 'tests/t1/**/questions'), which only a recursive wildcard can match, as in
// Firebase. `list` requests are judged on the query, not on the data: the rules engine matches the
// collection's documents with an unknown id and a `resource` made symbolic from the query's
// filters ("rules are not filters").
export function queryRulesPath(query: Query): string {
  const collection = query.allDescendants ? `**/${query.collectionId}` : query.collectionId;
  return query.parentPath === '' ? collection : `${query.parentPath}/${collection}`;
}

export class RulesGate {
  private readonly provider: RulesProvider;
  private readonly logger: Logger;

  constructor(provider: RulesProvider, logger: Logger) {
    this.provider = provider;
    this.logger = logger;
  }

  /** Throws PERMISSION_DENIED unless the caller may do this. The owner bypasses rules. */
  check(caller: Caller, database: DatabaseRef, check: RulesCheck): void {
    if (caller.kind === 'owner') return;
    const ruleset = this.provider.rulesFor(database.projectId);
    if (!ruleset) return;
    const evaluation: FirestoreEvaluation = {
      service: 'cloud.firestore',
      database: database.databaseId,
      path: check.path,
      method: check.method,
      auth: caller.auth,
      time: check.time === undefined ? new Date() : BigInt(check.time) * 1000n,
      resource: check.resource,
    };
    if (check.requestResource !== undefined) evaluation.requestResource = check.requestResource;
    if (check.query) evaluation.query = check.query;
    if (check.lookups) evaluation.lookups = check.lookups;
    if (check.accessLimit !== undefined) evaluation.accessLimit = check.accessLimit;
    let decision: { allowed: boolean; reason: string };
    try {
      decision = ruleset.evaluate(evaluation);
    } catch (error) {
      decision = {
        allowed: false,
        reason: `rules evaluation failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (!decision.allowed) {
      this.logger.warn(
        `DENIED ${check.method} /${check.path} (${describeCaller(caller)}, project ${database.projectId}): ${decision.reason}`,
      );
      throw new FirestoreError(
        'PERMISSION_DENIED',
        `Missing or insufficient permissions. ${decision.reason} for '${check.method}' @ /${check.path}`,
      );
    }
  }

  /** A query (list): every OR branch must be allowed. `time` as in RulesCheck. */
  checkQuery(
    caller: Caller,
    database: DatabaseRef,
    query: Query,
    lookups: DocumentLookups,
    time?: number,
  ): void {
    if (caller.kind === 'owner') return;
    if (query.collectionId === '') {
      // Kindless queries span every collection; only admin tooling sends them and no rule can
      // match them, so clients are refused.
      this.logger.warn(
        `DENIED list /${query.parentPath} (${describeCaller(caller)}): queries without a collection id need the owner`,
      );
      throw new FirestoreError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions. Queries without a collection id require admin (owner) credentials.',
      );
    }
    this.checkAll(caller, database, listChecks(query, time === undefined ? { lookups } : { lookups, time }));
  }

  /** Several checks that all must pass (the queries of an OR expansion, writes of a commit). */
  checkAll(caller: Caller, database: DatabaseRef, checks: readonly RulesCheck[]): void {
    for (const check of checks) this.check(caller, database, check);
  }
}

/** Splits a query's constraints so each OR branch is its own check. */
export function listChecks(
  query: Query,
  base: Omit<RulesCheck, 'method' | 'path' | 'resource' | 'query'>,
): RulesCheck[] {
  const path = queryRulesPath(query);
  return queryConstraints(query).map((constraints) => ({
    ...base,
    method: 'list',
    path,
    resource: null,
    query: constraints,
  }));
}
