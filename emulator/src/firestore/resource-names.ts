// Resource names: `projects/{project}/databases/{database}/documents/{path}`. Inside the engine a
// document is addressed by its path relative to `.../documents` ('jobs/abc'), the same form the
// rules engine uses.

import { FirestoreError } from './errors.ts';

export type DatabaseRef = { projectId: string; databaseId: string };

export type DocumentRef = DatabaseRef & { path: string };

const DATABASE_NAME = /^projects\/([^/]+)\/databases\/([^/]+)$/;
const DOCUMENTS_NAME = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export function databaseName(ref: DatabaseRef): string {
  return `projects/${ref.projectId}/databases/${ref.databaseId}`;
}

export function documentsRoot(ref: DatabaseRef): string {
  return `${databaseName(ref)}/documents`;
}

export function documentName(ref: DatabaseRef, path: string): string {
  return `${documentsRoot(ref)}/${path}`;
}

export function parseDatabaseName(name: string): DatabaseRef {
  const match = DATABASE_NAME.exec(name) ?? DOCUMENTS_NAME.exec(name);
  if (!match) throw FirestoreError.invalidArgument(`Invalid database name: ${JSON.stringify(name)}.`);
  return { projectId: match[1] as string, databaseId: match[2] as string };
}

function validateSegments(path: string, name: string): void {
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw FirestoreError.invalidArgument(`Invalid resource path segment in ${JSON.stringify(name)}.`);
    }
    if (/^__.*__$/.test(segment) && !/^__id-?\d+__$/.test(segment)) {
      throw FirestoreError.invalidArgument(
        `Resource id "${segment}" is invalid because it is reserved (${JSON.stringify(name)}).`,
      );
    }
  }
}

/** A parent for queries and listings: the database root ('' path) or a document. */
export function parseParentName(name: string): DocumentRef {
  const match = DOCUMENTS_NAME.exec(name);
  if (!match) throw FirestoreError.invalidArgument(`Invalid parent name: ${JSON.stringify(name)}.`);
  const path = match[3] ?? '';
  if (path !== '') {
    validateSegments(path, name);
    if (path.split('/').length % 2 !== 0) {
      throw FirestoreError.invalidArgument(
        `Parent must be a document or the database root: ${JSON.stringify(name)}.`,
      );
    }
  }
  return { projectId: match[1] as string, databaseId: match[2] as string, path };
}

export function parseDocumentName(name: string): DocumentRef {
  const match = DOCUMENTS_NAME.exec(name);
  const path = match?.[3];
  if (!match || !path)
    throw FirestoreError.invalidArgument(`Invalid document name: ${JSON.stringify(name)}.`);
  validateSegments(path, name);
  if (path.split('/').length % 2 !== 0) {
    throw FirestoreError.invalidArgument(
      `Document name has an odd number of segments: ${JSON.stringify(name)}.`,
    );
  }
  return { projectId: match[1] as string, databaseId: match[2] as string, path };
}

/** Checks a document name belongs to the database of the request. */
export function documentPathIn(database: DatabaseRef, name: string): string {
  const ref = parseDocumentName(name);
  if (ref.projectId !== database.projectId || ref.databaseId !== database.databaseId) {
    throw FirestoreError.invalidArgument(
      `Document ${JSON.stringify(name)} is not in database ${JSON.stringify(databaseName(database))}.`,
    );
  }
  return ref.path;
}

export function parentPathOf(documentPath: string): string {
  const i = documentPath.lastIndexOf('/');
  return documentPath.slice(0, i);
}

export function collectionIdOf(documentPath: string): string {
  const segments = documentPath.split('/');
  return segments[segments.length - 2] as string;
}
