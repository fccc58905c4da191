import { describe, expect, it } from 'vitest';
import { AUDIT_TEXT_LENGTH, auditChanges, summarizeAuditValue } from './audit.ts';

describe('summarizeAuditValue', () => {
  it('keeps short values, cuts long text, names snapshots by title and dates as ISO strings', () => {
    expect(summarizeAuditValue('open')).toBe('open');
    expect(summarizeAuditValue(3.5)).toBe(3.5);
    expect(summarizeAuditValue(false)).toBe(false);
    expect(summarizeAuditValue(undefined)).toBeNull();
    expect(summarizeAuditValue(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    const long = summarizeAuditValue('x'.repeat(500));
    expect(long).toHaveLength(AUDIT_TEXT_LENGTH);
    expect(String(long).endsWith('…')).toBe(true);
    expect(summarizeAuditValue({ id: 'spinning', title: 'Spinning' })).toBe('Spinning');
    expect(
      summarizeAuditValue([
        { id: 'bsc', title: 'BSc' },
        { id: 'msc', title: 'MSc' },
      ]),
    ).toEqual(['BSc', 'MSc']);
    expect(summarizeAuditValue({ lat: 1, lng: 2 })).toBe('{"lat":1,"lng":2}');
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed, before → after, without bookkeeping fields', () => {
    const before = { title: 'Weaver', status: 'open', hidden: false, updatedAt: new Date(1) };
    const after = { title: 'Senior Weaver', status: 'open', hidden: false, updatedAt: new Date(2) };
    expect(auditChanges(before, after)).toEqual({ title: { before: 'Weaver', after: 'Senior Weaver' } });
  });

  it('leaves out the fields it is told to', () => {
    expect(auditChanges({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ a: { before: 1, after: 2 } });
  });

  it('records a creation and a removal against nothing', () => {
    expect(auditChanges(null, { title: 'BSc' })).toEqual({ title: { before: null, after: 'BSc' } });
    expect(auditChanges({ title: 'BSc' }, null)).toEqual({ title: { before: 'BSc', after: null } });
  });

  it('decides on the full values: an edit past the summary cut is still a change', () => {
    const text = 'y'.repeat(AUDIT_TEXT_LENGTH + 50);
    const changes = auditChanges({ description: `${text}a` }, { description: `${text}b` });
    expect(Object.keys(changes)).toEqual(['description']);
    expect(changes['description']?.before).toBe(changes['description']?.after);
  });

  it('sees a renamed snapshot inside a list', () => {
    const changes = auditChanges(
      { educations: [{ id: 'bsc', title: 'BSc' }] },
      { educations: [{ id: 'bsc', title: 'BSc (Hons)' }] },
    );
    expect(changes).toEqual({ educations: { before: ['BSc'], after: ['BSc (Hons)'] } });
  });
});
