// Unit tests for the pieces whose exact behaviour the SDKs depend on but do not isolate.

import { describe, expect, it } from 'vitest';
import { crc32c, crc32cToBase64, parseCrc32c } from '../../src/storage/crc32c.ts';
import { parseRange } from '../../src/storage/http-helpers.ts';
import { parseMetadataAndMedia } from '../../src/storage/multipart.ts';
import { ObjectStore } from '../../src/storage/object-store.ts';
import {
  createStoredObject,
  toFirebaseResource,
  updateStoredObject,
} from '../../src/storage/stored-object.ts';

describe('crc32c', () => {
  it('matches the Castagnoli check value and the JSON API encoding', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(Buffer.alloc(0))).toBe(0);
    expect(crc32cToBase64(0xe3069283)).toBe('4waSgw==');
    expect(parseCrc32c('4waSgw==')).toBe(0xe3069283);
    expect(parseCrc32c(String(0xe3069283))).toBe(0xe3069283);
  });
});

describe('multipart/related', () => {
  it('splits metadata and binary media, keeping bytes that look like boundaries intact', () => {
    const media = Buffer.from([0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff, 0x0d, 0x0a]);
    const body = Buffer.concat([
      Buffer.from(
        '--b0undary\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"contentType":"image/png","name":"x"}\r\n',
      ),
      Buffer.from('--b0undary\r\nContent-Type: image/png\r\n\r\n'),
      media,
      Buffer.from('\r\n--b0undary--'),
    ]);
    const parsed = parseMetadataAndMedia('multipart/related; boundary="b0undary"', body);
    expect(parsed.metadata).toEqual({ contentType: 'image/png', name: 'x' });
    expect(parsed.mediaContentType).toBe('image/png');
    expect(parsed.data.equals(media)).toBe(true);
  });

  it('rejects a body without a media part', () => {
    const body = Buffer.from('--b\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--');
    expect(() => parseMetadataAndMedia('multipart/related; boundary=b', body)).toThrow(
      /metadata part and a media part/,
    );
  });
});

describe('listing', () => {
  function storeWith(names: string[]): ObjectStore {
    const store = new ObjectStore();
    for (const name of names)
      store.put(createStoredObject({ bucket: 'b', name, data: Buffer.from(name), metadata: {} }));
    return store;
  }

  it('rolls names up into prefixes and pages items and prefixes as one sequence', () => {
    const store = storeWith(['a/1', 'a/2/x', 'a/2/y', 'a/3', 'a/4/z', 'b/1']);
    const seen: string[] = [];
    let pageToken: string | undefined;
    do {
      const page = store.list({ bucket: 'b', prefix: 'a/', delimiter: '/', maxResults: 2, pageToken });
      seen.push(...page.items.map((item) => item.name), ...page.prefixes);
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(seen.sort()).toEqual(['a/1', 'a/2/', 'a/3', 'a/4/']);
  });

  it('lists recursively without a delimiter', () => {
    const store = storeWith(['a/1', 'a/2/x', 'b/1']);
    expect(
      store.list({ bucket: 'b', prefix: 'a/', delimiter: '', maxResults: 10 }).items.map((item) => item.name),
    ).toEqual(['a/1', 'a/2/x']);
  });
});

describe('metadata', () => {
  it('keeps download tokens apart from custom metadata and applies null as delete', () => {
    const object = createStoredObject({
      bucket: 'b',
      name: 'f.txt',
      data: Buffer.from('x'),
      metadata: { contentType: 'text/plain', metadata: { a: '1', firebaseStorageDownloadTokens: 't1,t2' } },
    });
    expect(object.downloadTokens).toEqual(['t1', 't2']);
    expect(toFirebaseResource(object)).toMatchObject({ downloadTokens: 't1,t2', metadata: { a: '1' } });
    const updated = updateStoredObject(object, { metadata: { a: null, b: 2 }, contentLanguage: 'en' });
    expect(updated.customMetadata).toEqual({ b: '2' });
    expect(updated.metageneration).toBe(2);
    expect(updated.contentLanguage).toBe('en');
    expect(updated.etag).not.toBe(object.etag);
  });
});

describe('byte ranges', () => {
  it('parses the single-range forms clients send', () => {
    expect(parseRange('bytes=0-4', 10)).toEqual({ start: 0, end: 4 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=0-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=20-30', 10)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 10)).toBeUndefined();
  });
});
