// Field paths: `a.b.c`, with backtick-quoted segments for anything that is not a simple identifier
// (`` `a.b`.c ``, `` `it\`s` ``). Requests carry them in this canonical string form; the engine works
// on segment arrays.

import { FirestoreError } from './errors.ts';
import type { MapFields, Value } from './values.ts';

export type FieldPath = readonly string[];

const SIMPLE_SEGMENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export const NAME_FIELD = '__name__';

export function parseFieldPath(text: string): FieldPath {
  if (text === '') throw FirestoreError.invalidArgument('Field path must not be empty.');
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let hasSegment = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === undefined) throw invalidPath(text);
        current += next;
        i++;
      } else if (ch === '`') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '`') {
      quoted = true;
      hasSegment = true;
    } else if (ch === '.') {
      if (!hasSegment && current === '') throw invalidPath(text);
      segments.push(current);
      current = '';
      hasSegment = false;
    } else {
      current += ch;
      hasSegment = true;
    }
  }
  if (quoted || (!hasSegment && current === '')) throw invalidPath(text);
  segments.push(current);
  return segments;
}

function invalidPath(text: string): FirestoreError {
  return FirestoreError.invalidArgument(`Invalid field path: ${JSON.stringify(text)}.`);
}

export function formatFieldPath(path: FieldPath): string {
  return path
    .map((segment) =>
      SIMPLE_SEGMENT.test(segment) ? segment : '`' + segment.replace(/[\\`]/g, (c) => '\\' + c) + '`',
    )
    .join('.');
}

export function isNameField(path: FieldPath): boolean {
  return path.length === 1 && path[0] === NAME_FIELD;
}

export function getField(fields: MapFields, path: FieldPath): Value | undefined {
  let current: MapFields | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    const value: Value | undefined = current?.[path[i] as string];
    if (value === undefined) return undefined;
    if (i === path.length - 1) return value;
    current = 'mapValue' in value ? value.mapValue.fields : undefined;
  }
  return undefined;
}

/** Sets a value, creating (or replacing non-map values with) maps along the way. Mutates. */
export function setField(fields: MapFields, path: FieldPath, value: Value): void {
  let current = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    const existing = current[key];
    if (existing && 'mapValue' in existing) {
      existing.mapValue.fields ??= {};
      current = existing.mapValue.fields;
    } else {
      const next: MapFields = {};
      current[key] = { mapValue: { fields: next } };
      current = next;
    }
  }
  current[path[path.length - 1] as string] = value;
}

/** Deletes a field if present. Mutates. */
export function deleteField(fields: MapFields, path: FieldPath): void {
  let current: MapFields | undefined = fields;
  for (let i = 0; i < path.length - 1 && current; i++) {
    const value: Value | undefined = current[path[i] as string];
    current = value && 'mapValue' in value ? value.mapValue.fields : undefined;
  }
  if (current) delete current[path[path.length - 1] as string];
}

/** Deep copy of document fields, so stored documents are never shared with callers. */
export function cloneFields(fields: MapFields): MapFields {
  return structuredClone(fields);
}

/** Keeps only the given field paths (a projection / read mask). */
export function projectFields(fields: MapFields, paths: readonly FieldPath[]): MapFields {
  const result: MapFields = {};
  for (const path of paths) {
    const value = getField(fields, path);
    if (value !== undefined) setField(result, path, structuredClone(value));
  }
  return result;
}
