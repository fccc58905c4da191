// Shared helpers for the rules conformance tests (not a test file itself).

import { expect } from 'vitest';
import { evaluateExpression, type ExpressionOptions } from './expression.ts';
import { compile } from './ruleset.ts';
import type {
  AuthContext,
  DocumentLookups,
  FirestoreDocument,
  FirestoreEvaluation,
  FirestoreValue,
  RulesDecision,
  Ruleset,
} from './types.ts';

/** Asserts that an expression evaluates without error to `expected` (compared as plain JS). */
export function expectExpr(
  source: string,
  expected: unknown,
  options?: ExpressionOptions & { type?: string },
): void {
  const r = evaluateExpression(source, options);
  if (!r.ok)
    throw new Error(`expected ${source} to evaluate to ${String(expected)} but it errored: ${r.error}`);
  expect(r.value, source).toEqual(expected);
  if (options?.type !== undefined) expect(r.type, `type of ${source}`).toBe(options.type);
}

/** Asserts that an expression evaluates to an error value (which denies in an allow). */
export function expectExprError(
  source: string,
  messagePart?: string | RegExp,
  options?: ExpressionOptions,
): void {
  const r = evaluateExpression(source, options);
  if (r.ok)
    throw new Error(`expected ${source} to error but it evaluated to ${JSON.stringify(r.value, bigintSafe)}`);
  if (messagePart !== undefined) expect(r.error).toMatch(messagePart);
}

function bigintSafe(_k: string, v: unknown): unknown {
  return typeof v === 'bigint' ? v.toString() : v;
}

/** Plain JS to Firestore wire values: integral numbers become integerValue. */
export function fv(v: unknown): FirestoreValue {
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'bigint') return { integerValue: v.toString() };
  if (typeof v === 'string') return { stringValue: v };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(fv) } };
  if (typeof v === 'object') return { mapValue: { fields: fields(v as Record<string, unknown>) } };
  throw new Error(`cannot convert ${String(v)}`);
}

export function fields(obj: Record<string, unknown>): Record<string, FirestoreValue> {
  const out: Record<string, FirestoreValue> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fv(v);
  return out;
}

export function doc(path: string, data: Record<string, unknown>): FirestoreDocument {
  return { path, fields: fields(data) };
}

export function user(uid: string, claims: Record<string, unknown> = {}): AuthContext {
  return {
    uid,
    token: {
      email: `${uid}@example.com`,
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
      ...claims,
    },
  };
}

/** Wraps match blocks in a Firestore v2 service with the usual database match. */
export function firestoreRules(body: string): Ruleset {
  return compile(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`);
}

export function lookupsFrom(
  docs: FirestoreDocument[],
  after: FirestoreDocument[] = [],
): DocumentLookups & { calls: string[] } {
  const calls: string[] = [];
  const byPath = new Map(docs.map((d) => [d.path, d]));
  const afterByPath = new Map(after.map((d) => [d.path, d]));
  return {
    calls,
    get(path: string) {
      calls.push(`get:${path}`);
      return byPath.get(path) ?? null;
    },
    getAfter(path: string) {
      calls.push(`after:${path}`);
      return afterByPath.get(path) ?? byPath.get(path) ?? null;
    },
  };
}

export function evalFirestore(
  ruleset: Ruleset,
  input: Partial<FirestoreEvaluation> & Pick<FirestoreEvaluation, 'path' | 'method'>,
): RulesDecision {
  return ruleset.evaluate({ service: 'cloud.firestore', auth: null, resource: null, ...input });
}
