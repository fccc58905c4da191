// Optional persistence between runs (--import / --export-on-exit): one JSON file per database,
// DIR/firestore_json/{projectId}/{databaseId}.json, holding documents in Firestore's REST encoding.
// Firebase's emulator exports a binary format to DIR/firestore_export, which this emulator cannot
// read; its own format has a different folder name so the two never get mixed up.

import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredDocument } from './document-store.ts';
import type { FirestoreService } from './firestore-service.ts';
import { comparePaths } from './values.ts';
import { decodeFields } from './wire-decode.ts';
import { restJsonReplacer } from './wire-encode.ts';

type ExportFile = {
  version: 1;
  projectId: string;
  databaseId: string;
  documents: { path: string; fields: unknown; createTime: number; updateTime: number }[];
};

const FOLDER = 'firestore_json';

export async function exportFirestore(service: FirestoreService, dir: string): Promise<number> {
  let count = 0;
  for (const db of service.allDatabases()) {
    const documents = [...db.store.all()].sort((a, b) => comparePaths(a.path, b.path));
    const folder = join(dir, FOLDER, db.ref.projectId);
    await mkdir(folder, { recursive: true });
    const file: ExportFile = {
      version: 1,
      projectId: db.ref.projectId,
      databaseId: db.ref.databaseId,
      documents,
    };
    const target = join(folder, `${db.ref.databaseId}.json`);
    // Write then rename, so an interrupted export never leaves a truncated file behind.
    await writeFile(`${target}.tmp`, JSON.stringify(file, restJsonReplacer, 1));
    await rename(`${target}.tmp`, target);
    count += documents.length;
  }
  return count;
}

/** Loads every database file found under DIR/firestore; returns the number of documents. */
export async function importFirestore(service: FirestoreService, dir: string): Promise<number> {
  const root = join(dir, FOLDER);
  let projects: string[];
  try {
    projects = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const project of projects) {
    if (!(await stat(join(root, project))).isDirectory()) continue;
    for (const fileName of await readdir(join(root, project))) {
      if (!fileName.endsWith('.json')) continue;
      const path = join(root, project, fileName);
      let file: ExportFile;
      try {
        file = JSON.parse(await readFile(path, 'utf8')) as ExportFile;
      } catch (error) {
        throw new Error(`Cannot read Firestore export ${path}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const db = service.database({
        projectId: file.projectId ?? project,
        databaseId: file.databaseId ?? fileName.slice(0, -5),
      });
      const docs: StoredDocument[] = (file.documents ?? []).map((d) => ({
        path: d.path,
        fields: decodeFields(d.fields),
        createTime: Number(d.createTime),
        updateTime: Number(d.updateTime),
      }));
      db.store.apply(
        docs.map((doc) => ({ path: doc.path, before: null, after: doc })),
        service.clock.tick(),
      );
      count += docs.length;
    }
  }
  return count;
}
