import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { FILE_LIMITS, MESSAGES } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { ServiceError } from '../../lib/service-error.ts';
import { htmlFile, pdfFile, pngFile } from '../testing/sample-files.ts';
import { uploadGuard } from './step-one-form.ts';

// The check a step-one file passes through on its way to Storage: it must stop an oversized or
// false file while it streams, before Storage has received it whole.

const CHUNK = 64 * 1024;

/** Streams `bytes` in 64 KiB chunks through the guard; returns what got past it and the error. */
const streamThrough = async (kind: 'resume' | 'avatar', bytes: Buffer) => {
  let passed = 0;
  const chunks = Array.from({ length: Math.ceil(bytes.length / CHUNK) }, (_, index) =>
    bytes.subarray(index * CHUNK, (index + 1) * CHUNK),
  );
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      passed += chunk.length;
      callback();
    },
  });
  const error = await pipeline(Readable.from(chunks), uploadGuard(kind), sink).then(
    () => null,
    (caught: unknown) => caught,
  );
  return { passed, error: error instanceof ServiceError ? error.fields : error };
};

describe('uploadGuard', () => {
  it('lets a CV of exactly 3 MB through whole', async () => {
    expect(await streamThrough('resume', pdfFile(FILE_LIMITS.resume.maxBytes))).toEqual({
      passed: FILE_LIMITS.resume.maxBytes,
      error: null,
    });
  });

  it('stops a 4 MB CV at the limit: no more than 3 MB ever reaches Storage', async () => {
    const { passed, error } = await streamThrough('resume', pdfFile(4 * 1024 * 1024));
    expect(error).toEqual({ resume: MESSAGES.resumeTooLarge });
    expect(passed).toBeLessThanOrEqual(FILE_LIMITS.resume.maxBytes);
  });

  it('stops a web page at its first bytes', async () => {
    expect(await streamThrough('resume', Buffer.concat([htmlFile(), Buffer.alloc(500_000, 32)]))).toEqual({
      passed: 0,
      error: { resume: MESSAGES.resumeNotDocument },
    });
  });

  it('stops a 2 MB picture at 1.5 MB, and a PDF sent as the picture at once', async () => {
    const big = await streamThrough('avatar', pngFile(2 * 1024 * 1024));
    expect(big.error).toEqual({ avatar: MESSAGES.pictureTooLarge });
    expect(big.passed).toBeLessThanOrEqual(FILE_LIMITS.picture.maxBytes);
    expect(await streamThrough('avatar', pdfFile())).toEqual({
      passed: 0,
      error: { avatar: MESSAGES.pictureNotImage },
    });
  });

  it('refuses a file too short to be a document', async () => {
    expect((await streamThrough('resume', Buffer.from('%PD'))).error).toEqual({
      resume: MESSAGES.resumeNotDocument,
    });
  });
});
