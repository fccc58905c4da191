// Server features no SDK exercises directly: rules without a file and from a file (hot reload,
// precedence, the same conventions as the Firestore half), import/export, CORS preflights, and the
// contract's defaults.

import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc } from 'firebase/firestore/lite';
import { getBytes, getDownloadURL, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/index.ts';
import { startStorageServer } from '../../src/storage/index.ts';
import {
  PROJECT_ID,
  STORAGE_RULES,
  baseUrl,
  bytesOfSize,
  capturingLogger,
  clientStorage,
  deleteClientApps,
  startTestServer,
} from './helpers.ts';

const PDF = { contentType: 'application/pdf' };
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storage-emulator-'));
  tempDirs.push(dir);
  return dir;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function fails(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

afterEach(async () => {
  await deleteClientApps();
});

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('rules', () => {
  const DENY_ALL =
    "rules_version = '2';\nservice firebase.storage {\n  match /b/{bucket}/o {\n    match /{allPaths=**} {\n      allow read, write: if false;\n    }\n  }\n}\n";

  it('allows every request when no rules are loaded, as the Firestore server does', async () => {
    const logs: string[] = [];
    const server = await startStorageServer({ projectId: PROJECT_ID, logger: capturingLogger(logs) });
    try {
      const alice = clientStorage(server, 'alice');
      // Someone else's folder, and no rules to say otherwise.
      await uploadBytes(ref(alice, 'candidates/bob/resume/cv.pdf'), bytesOfSize(5), PDF);
      expect((await getMetadata(ref(clientStorage(server, null), 'candidates/bob/resume/cv.pdf'))).size).toBe(
        5,
      );
      expect(logs.filter((line) => line.includes('DENIED'))).toEqual([]);

      // Rules loaded later apply at once.
      server.setRules(STORAGE_RULES);
      expect(await fails(getMetadata(ref(alice, 'candidates/bob/resume/cv.pdf')))).toBe(
        'storage/unauthorized',
      );
      expect(logs.some((line) => line.startsWith('[storage] WARN DENIED get'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('behaves like the Firestore half without rule files: both allow every request', async () => {
    const emulator = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      projectId: PROJECT_ID,
      quiet: true,
    });
    try {
      const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `no-rules-${Date.now()}`);
      try {
        const firestore = getFirestore(app);
        connectFirestoreEmulator(firestore, emulator.host, emulator.firestorePort);
        await setDoc(doc(firestore, 'profiles/bob'), { name: 'written by nobody in particular' });
        expect((await getDoc(doc(firestore, 'profiles/bob'))).exists()).toBe(true);
      } finally {
        await deleteApp(app);
      }
      const anonymous = clientStorage(emulator.storage, null);
      await uploadBytes(ref(anonymous, 'candidates/bob/resume/cv.pdf'), bytesOfSize(5), PDF);
      expect((await getMetadata(ref(anonymous, 'candidates/bob/resume/cv.pdf'))).size).toBe(5);
    } finally {
      await emulator.close();
    }
  });

  it('setRules() throws on a syntax error and keeps the previous rules', async () => {
    const server = await startTestServer();
    try {
      expect(() =>
        server.setRules('service firebase.storage { match /b/{bucket}/o { allow read: if ( } }'),
      ).toThrow();
      expect(() => server.setRules("rules_version = '2'; service cloud.firestore {}")).toThrow(
        'storage.rules has no `service firebase.storage` block.',
      );
      const alice = clientStorage(server, 'alice');
      await uploadBytes(ref(alice, 'candidates/alice/resume/cv.pdf'), bytesOfSize(5), PDF);
    } finally {
      await server.close();
    }
  });

  it('loads a rules file, reloads it on change and keeps the last good rules on a syntax error', async () => {
    const dir = tempDir();
    const rulesFile = join(dir, 'storage.rules');
    writeFileSync(rulesFile, STORAGE_RULES);
    const logs: string[] = [];
    const server = await startStorageServer({ rulesFile, logger: capturingLogger(logs) });
    try {
      expect(logs).toContain(`[storage] Loaded rules from ${rulesFile}`);
      const alice = clientStorage(server, 'alice');
      const cv = ref(alice, 'candidates/alice/resume/cv.pdf');
      await uploadBytes(cv, bytesOfSize(5), PDF);

      writeFileSync(rulesFile, DENY_ALL);
      await waitFor(async () => (await fails(getMetadata(cv))) === 'storage/unauthorized');
      expect(logs.filter((line) => line === `[storage] Reloaded rules from ${rulesFile}`)).toHaveLength(1);

      writeFileSync(rulesFile, 'service firebase.storage { match /b/{bucket}/o { allow read: if ( } }');
      await waitFor(async () =>
        logs.some((line) =>
          line.startsWith('[storage] ERROR Rules file does not compile, keeping the previous rules:'),
        ),
      );
      expect(await fails(getMetadata(cv))).toBe('storage/unauthorized');
      const denial = logs.find((line) => line.includes('DENIED get'));
      expect(denial).toContain('candidates/alice/resume/cv.pdf');
      expect(denial).toContain('uid=alice');
    } finally {
      await server.close();
    }
  });

  it("rules loaded through setRules win over the file, as a project's rules do for Firestore", async () => {
    const dir = tempDir();
    const rulesFile = join(dir, 'storage.rules');
    writeFileSync(rulesFile, DENY_ALL);
    const logs: string[] = [];
    const server = await startStorageServer({
      projectId: PROJECT_ID,
      rulesFile,
      logger: capturingLogger(logs),
    });
    try {
      const alice = clientStorage(server, 'alice');
      const cv = ref(alice, 'candidates/alice/resume/cv.pdf');
      expect(await fails(uploadBytes(cv, bytesOfSize(5), PDF))).toBe('storage/unauthorized');
      const response = await fetch(`${baseUrl(server)}/internal/setRules`, {
        method: 'PUT',
        body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: STORAGE_RULES }] } }),
      });
      expect(response.status).toBe(200);
      await uploadBytes(cv, bytesOfSize(5), PDF);
      // A later change to the file does not replace them.
      writeFileSync(rulesFile, DENY_ALL.replace('if false', 'if false '));
      await waitFor(async () => logs.includes(`[storage] Reloaded rules from ${rulesFile}`));
      expect((await getMetadata(cv)).size).toBe(5);
    } finally {
      await server.close();
    }
  });
});

describe('persistence', () => {
  it('exports on close and imports on start, keeping metadata and download tokens', async () => {
    const dir = tempDir();
    const first = await startTestServer({ exportOnExitDir: dir });
    const alice = clientStorage(first, 'alice');
    const upload = await uploadBytes(
      ref(alice, 'candidates/alice/resume/cv.pdf'),
      new TextEncoder().encode('persisted'),
      {
        contentType: 'application/pdf',
        customMetadata: { originalName: 'cv.pdf' },
      },
    );
    const url = await getDownloadURL(upload.ref);
    await first.close();
    expect(readdirSync(join(dir, 'storage_export')).sort()).toEqual(['blobs', 'buckets.json', 'metadata']);

    const second = await startTestServer({ importDir: dir });
    try {
      const restoredAlice = clientStorage(second, 'alice');
      const metadata = await getMetadata(ref(restoredAlice, 'candidates/alice/resume/cv.pdf'));
      expect(metadata).toMatchObject({
        generation: upload.metadata.generation,
        md5Hash: upload.metadata.md5Hash,
        contentType: 'application/pdf',
        customMetadata: { originalName: 'cv.pdf' },
      });
      expect(
        new TextDecoder().decode(await getBytes(ref(restoredAlice, 'candidates/alice/resume/cv.pdf'))),
      ).toBe('persisted');
      const samePathUrl = url.replace(`:${new URL(url).port}/`, `:${second.port}/`);
      expect(await (await fetch(samePathUrl)).text()).toBe('persisted');
    } finally {
      await second.close();
    }
  });

  it('exports on demand through POST /internal/export', async () => {
    const dir = tempDir();
    const server = await startTestServer();
    try {
      await uploadBytes(ref(clientStorage(server, 'owner'), 'a/b.txt'), bytesOfSize(3));
      const response = await fetch(`${baseUrl(server)}/internal/export`, {
        method: 'POST',
        body: JSON.stringify({ path: dir }),
      });
      expect(response.status).toBe(200);
      expect(readdirSync(join(dir, 'storage_export', 'blobs'))).toHaveLength(1);
      expect(existsSync(join(dir, 'storage_export', 'buckets.json'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('HTTP surface', () => {
  it('answers CORS preflights and exposes the upload headers', async () => {
    const server = await startTestServer();
    try {
      const origin = 'http://localhost:5173';
      const preflight = await fetch(`${baseUrl(server)}/v0/b/demo-careers.appspot.com/o?name=x`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,x-goog-upload-command,x-goog-upload-protocol',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('x-goog-upload-command');

      const start = await fetch(`${baseUrl(server)}/v0/b/demo-careers.appspot.com/o?name=public.txt`, {
        method: 'POST',
        headers: {
          Origin: origin,
          Authorization: 'Firebase owner',
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ contentType: 'text/plain' }),
      });
      expect(start.status).toBe(200);
      expect(start.headers.get('access-control-allow-origin')).toBe(origin);
      const exposed = start.headers.get('access-control-expose-headers')?.toLowerCase() ?? '';
      for (const name of ['x-goog-upload-url', 'x-goog-upload-status', 'x-goog-upload-size-received']) {
        expect(exposed).toContain(name);
      }
      expect(start.headers.get('x-goog-upload-url')).toContain(
        `127.0.0.1:${server.port}/v0/b/demo-careers.appspot.com/o?`,
      );
    } finally {
      await server.close();
    }
  });

  it('uses the contract defaults: 127.0.0.1, a free port, `${projectId}.appspot.com`', async () => {
    const server = await startStorageServer({ projectId: 'demo-defaults', logger: capturingLogger([]) });
    try {
      expect(server.host).toBe('127.0.0.1');
      expect(server.port).toBeGreaterThan(0);
      const response = await fetch(`${baseUrl(server)}/b`);
      const body = (await response.json()) as { items: { name: string }[] };
      expect(body.items.map((bucket) => bucket.name)).toContain('demo-defaults.appspot.com');
    } finally {
      await server.close();
    }
  });
});
