// Resumable upload sessions, shared by the Firebase v0 protocol (X-Goog-Upload-* headers) and the
// JSON API protocol (Content-Range + 308). A session collects bytes until it is finalized; the
// outcome of finalization is remembered so a retried finalize gets the same answer.

import { randomUUID } from 'node:crypto';
import type { IncomingMetadata } from './stored-object.ts';

export type UploadStatus = 'active' | 'final' | 'cancelled';

export type FinalOutcome = { status: number; body: unknown };

export type UploadSession = {
  readonly id: string;
  readonly bucket: string;
  readonly name: string;
  readonly metadata: IncomingMetadata;
  /** Content type announced when the session started (X-Goog-Upload-Header-Content-Type). */
  readonly announcedContentType: string | undefined;
  /** Total size announced when the session started, if any. */
  readonly announcedSize: number | undefined;
  /** Authorization of the request that started the session; the upload URL is the capability. */
  readonly authorization: string | undefined;
  chunks: Buffer[];
  size: number;
  status: UploadStatus;
  outcome?: FinalOutcome;
};

export class UploadSessions {
  private readonly sessions = new Map<string, UploadSession>();

  start(init: Omit<UploadSession, 'id' | 'chunks' | 'size' | 'status'>): UploadSession {
    const session: UploadSession = { ...init, id: randomUUID(), chunks: [], size: 0, status: 'active' };
    this.sessions.set(session.id, session);
    return session;
  }

  get(id: string): UploadSession | undefined {
    return this.sessions.get(id);
  }

  /**
   * Appends bytes written at `offset`. A client that re-sends bytes the server already has
   * (a retried chunk) overwrites from that offset, as Cloud Storage does; a gap is an error.
   */
  append(session: UploadSession, offset: number, data: Buffer): boolean {
    if (offset > session.size) {
      return false;
    }
    if (offset < session.size) {
      const kept = Buffer.concat(session.chunks).subarray(0, offset);
      session.chunks = [kept];
      session.size = offset;
    }
    if (data.length) {
      session.chunks.push(data);
      session.size += data.length;
    }
    return true;
  }

  bytes(session: UploadSession): Buffer {
    const data = Buffer.concat(session.chunks);
    session.chunks = [data];
    return data;
  }

  finish(session: UploadSession, outcome: FinalOutcome): void {
    session.status = 'final';
    session.outcome = outcome;
    // The bytes are no longer needed once the object is stored or refused.
    session.chunks = [];
  }

  cancel(session: UploadSession): void {
    session.status = 'cancelled';
    session.chunks = [];
  }

  clear(): void {
    this.sessions.clear();
  }
}
