import { describe, expect, it } from 'vitest';
import { judge, type MutantResult } from './report.ts';

const killer = { file: 'rules-tests/firestore/jobs.test.ts', test: 'jobs/{id} > owner create: denied' };
const result = (id: string, killed: boolean, file = 'firestore.rules'): MutantResult => ({
  id,
  file,
  killed,
  killedBy: killed ? killer : null,
});

describe('judge: the verdict of a mutation run', () => {
  it('passes when every mutant is killed or listed as equivalent, and counts them per file', () => {
    const verdict = judge(
      [result('a', true), result('b', false), result('c', true, 'storage.rules')],
      { b: 'implied by another check' },
      new Set(['a', 'b', 'c']),
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.files).toEqual({
      'firestore.rules': { generated: 2, killed: 1, equivalent: 1, survived: 0 },
      'storage.rules': { generated: 1, killed: 1, equivalent: 0, survived: 0 },
    });
    expect(verdict.mutants).toEqual([
      { id: 'a', outcome: 'killed', killedBy: killer },
      { id: 'b', outcome: 'equivalent' },
      { id: 'c', outcome: 'killed', killedBy: killer },
    ]);
  });

  it('fails on a survivor that is not listed', () => {
    const verdict = judge([result('a', true), result('b', false)], {}, new Set(['a', 'b']));
    expect(verdict.survivors).toEqual(['b']);
    expect(verdict.passed).toBe(false);
  });

  it('fails on a listed mutant that a test kills: its reason is wrong', () => {
    const verdict = judge([result('a', true)], { a: 'cannot weaken anything' }, new Set(['a']));
    expect(verdict.killedButListed).toEqual(['a']);
    expect(verdict.staleEquivalents).toEqual(['a']);
    expect(verdict.passed).toBe(false);
  });

  it('fails on a listed mutant that is no longer made, but only when the run made every mutant', () => {
    const listed = { gone: 'the rule it changed was removed' };
    expect(judge([result('a', true)], listed, new Set(['a'])).notGenerated).toEqual(['gone']);
    expect(judge([result('a', true)], listed, new Set(['a'])).passed).toBe(false);
    // `--only` runs a few mutants: a listing it did not make may still exist.
    expect(judge([result('a', true)], listed, null).passed).toBe(true);
  });
});
