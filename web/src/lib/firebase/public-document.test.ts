// @vitest-environment node

import { afterEach, describe, expect, it, vi } from 'vitest';

import { decodeFields, documentUrl, getPublicDocument } from './public-document';

const config = (useEmulators: boolean) => ({
  useEmulators,
  firebase: {
    projectId: 'demo-careers',
    apiKey: 'key 1',
    authDomain: '',
    storageBucket: '',
    appId: undefined,
  },
  emulators: {
    host: '127.0.0.1',
    authPort: 9099,
    firestorePort: 8080,
    storagePort: 9199,
    functionsPort: 5001,
  },
});

describe('decodeFields', () => {
  it('turns REST values into the shapes the domain types use', () => {
    expect(
      decodeFields({
        title: { stringValue: 'Weaving Master' },
        experience: { integerValue: '6' },
        lat: { doubleValue: 31.2485 },
        hidden: { booleanValue: false },
        test: { nullValue: null },
        postedAt: { timestampValue: '2026-11-20T09:00:00.123Z' },
        skills: { arrayValue: { values: [{ stringValue: '<p>Looms</p>' }] } },
        empty: { arrayValue: {} },
        company: { mapValue: { fields: { id: { stringValue: 'c1' }, title: { stringValue: 'Mills' } } } },
        where: { geoPointValue: { latitude: 1, longitude: 2 } },
      }),
    ).toEqual({
      title: 'Weaving Master',
      experience: 6,
      lat: 31.2485,
      hidden: false,
      test: null,
      postedAt: new Date('2026-11-20T09:00:00.123Z'),
      skills: ['<p>Looms</p>'],
      empty: [],
      company: { id: 'c1', title: 'Mills' },
      where: { latitude: 1, longitude: 2 },
    });
  });
});

describe('documentUrl', () => {
  it('points at the emulator', () => {
    expect(documentUrl('jobIndex/open', config(true))).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-careers/databases/(default)/documents/jobIndex/open',
    );
  });

  it('points at Firestore with the API key, segments encoded', () => {
    expect(documentUrl('jobs/a b', config(false))).toBe(
      'https://firestore.googleapis.com/v1/projects/demo-careers/databases/(default)/documents/jobs/a%20b?key=key%201',
    );
  });
});

describe('getPublicDocument', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const respond = (status: number, body: unknown = {}) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
    );

  it('returns the fields and the id', async () => {
    respond(200, {
      name: 'projects/demo-careers/databases/(default)/documents/jobs/weaving-master',
      fields: { title: { stringValue: 'Weaving Master' } },
    });
    await expect(getPublicDocument('jobs/weaving-master')).resolves.toEqual({
      id: 'weaving-master',
      title: 'Weaving Master',
    });
  });

  it.each([404, 403])('returns null when there is nothing for a visitor (HTTP %i)', async (status) => {
    respond(status);
    await expect(getPublicDocument('jobs/closed-job')).resolves.toBeNull();
  });

  it('throws on other failures, for the page to offer a retry', async () => {
    respond(503);
    await expect(getPublicDocument('jobIndex/open')).rejects.toThrow(/HTTP 503/);
  });
});
