import { afterEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/storage-keys';

import { clearTestState } from './test-state-storage';

describe('clearTestState', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('removes the test timer and question count and keeps other keys', () => {
    localStorage.setItem(STORAGE_KEYS.testTimeLeft, '12');
    localStorage.setItem(STORAGE_KEYS.totalQuestions, '30');
    sessionStorage.setItem(STORAGE_KEYS.testTimeLeft, '12');
    localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');

    clearTestState();

    expect(localStorage.getItem(STORAGE_KEYS.testTimeLeft)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.totalQuestions)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.testTimeLeft)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
  });

  it('does not fail when storage is unavailable', () => {
    const blocked = {
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => {
      clearTestState([blocked, undefined]);
    }).not.toThrow();
  });
});
