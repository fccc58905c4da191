// The storage-size formula against the worked examples of
// https://firebase.google.com/docs/firestore/storage-size, and the value types the examples leave out.

import { describe, expect, it } from 'vitest';
import { documentNameSize, documentSize } from './document-limits.ts';

describe('storage size', () => {
  it('measures the documented example: users/jeff/tasks/my_task_id is 147 bytes', () => {
    expect(documentNameSize('users/jeff/tasks/my_task_id')).toBe(44);
    expect(
      documentSize('users/jeff/tasks/my_task_id', {
        type: { stringValue: 'Personal' },
        done: { booleanValue: false },
        priority: { integerValue: '1' },
        description: { stringValue: 'Learn Cloud Firestore' },
      }),
    ).toBe(147);
  });

  it('sizes every value type by the table', () => {
    const base = documentSize('c/d', {});
    expect(base).toBe(2 + 2 + 16 + 32);
    // Each field below is named 'f' (2 bytes).
    const sizeOf = (value: Parameters<typeof documentSize>[1][string]): number =>
      documentSize('c/d', { f: value }) - base - 2;
    expect(sizeOf({ nullValue: null })).toBe(1);
    expect(sizeOf({ booleanValue: true })).toBe(1);
    expect(sizeOf({ integerValue: '9007199254740993' })).toBe(8);
    expect(sizeOf({ doubleValue: 1.5 })).toBe(8);
    expect(sizeOf({ timestampValue: '2024-01-01T00:00:00.000000Z' })).toBe(8);
    expect(sizeOf({ geoPointValue: { latitude: 1, longitude: 2 } })).toBe(16);
    expect(sizeOf({ stringValue: 'héllo' })).toBe(7); // 6 UTF-8 bytes + 1
    expect(sizeOf({ bytesValue: Buffer.from([1, 2, 3, 4, 5]).toString('base64') })).toBe(5);
    // A reference is its document name's size: 'a' (2) + 'b' (2) + 16.
    expect(sizeOf({ referenceValue: 'projects/p/databases/(default)/documents/a/b' })).toBe(20);
    expect(sizeOf({ arrayValue: { values: [{ booleanValue: true }, { stringValue: 'x' }] } })).toBe(3);
    // A map: each field name's string size plus its value ('k' 2 + true 1).
    expect(sizeOf({ mapValue: { fields: { k: { booleanValue: true } } } })).toBe(3);
    expect(
      sizeOf({
        mapValue: {
          fields: {
            __type__: { stringValue: '__vector__' },
            value: { arrayValue: { values: [{ doubleValue: 1 }, { doubleValue: 2 }, { doubleValue: 3 }] } },
          },
        },
      }),
    ).toBe(24);
  });
});
