import { describe, expect, it } from 'vitest';
import { changedInputs, readReport, STALE_REPORT_MESSAGE } from './report.ts';

// The mutation run takes minutes, so `npm test` does not repeat it: it checks that the committed
// report was made from the rules, suites and equivalent list in this tree, and that it passed.
// `.ci/run` runs the mutation itself when they differ (see docs/testing.md).
describe('rules mutation report (rules-tests/mutation/report.json)', () => {
  const report = readReport();

  it('was made from the rules and rules tests in this tree', () => {
    expect(report, STALE_REPORT_MESSAGE).not.toBeNull();
    const changed = changedInputs(report?.inputs ?? {});
    expect(changed, `${STALE_REPORT_MESSAGE} (changed: ${changed.join(', ')})`).toEqual([]);
  });

  it('records a passing run: every mutant killed or listed as equivalent, no stale listing', () => {
    expect(report?.survivors, 'surviving mutants: add rules tests that kill them').toEqual([]);
    expect(report?.staleEquivalents, 'remove these from equivalent-mutants.json').toEqual([]);
    const outcomes = new Set(report?.mutants.map((mutant) => mutant.outcome));
    expect([...outcomes].filter((outcome) => outcome !== 'killed' && outcome !== 'equivalent')).toEqual([]);
  });
});
