// Encodes engine results as response messages. Both transports build the same message shapes; a
// WireFormat supplies the two places where they differ: timestamps (RFC 3339 strings in JSON,
// {seconds, nanos} for protobuf) and values (null and timestamp values, likewise).

import type { StoredDocument } from './document-store.ts';
import type { CommitResult, ListedDocument, ReadResult, WriteResult } from './firestore-service.ts';
import { isNameField, projectFields, type FieldPath } from './field-path.ts';
import { documentName, type DatabaseRef } from './resource-names.ts';
import { protoTimestampFromCanonical, protoTimestampFromMicros, timestampFromMicros } from './timestamps.ts';
import type { MapFields, Value } from './values.ts';

export type WireFormat = {
  time(micros: number): unknown;
  value(value: Value): unknown;
  fields(fields: MapFields): unknown;
};

type Message = Record<string, unknown>;

export const restFormat: WireFormat = {
  time: timestampFromMicros,
  value: (value) => value,
  fields: (fields) => fields,
};

function grpcValue(value: Value): unknown {
  if ('nullValue' in value) return { nullValue: 'NULL_VALUE' };
  if ('timestampValue' in value) return { timestampValue: protoTimestampFromCanonical(value.timestampValue) };
  if ('arrayValue' in value)
    return { arrayValue: { values: (value.arrayValue.values ?? []).map(grpcValue) } };
  if ('mapValue' in value) return { mapValue: { fields: grpcFields(value.mapValue.fields ?? {}) } };
  return value;
}

function grpcFields(fields: MapFields): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const key in fields) result[key] = grpcValue(fields[key] as Value);
  return result;
}

export const grpcFormat: WireFormat = {
  time: protoTimestampFromMicros,
  value: grpcValue,
  fields: grpcFields,
};

/** JSON.stringify replacer: proto3 JSON spells non-finite doubles as strings. */
export function restJsonReplacer(key: string, value: unknown): unknown {
  if (key === 'doubleValue' && typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

/** A read mask / projection: the listed fields only; `__name__` alone means no fields. */
export function maskFields(fields: MapFields, mask: readonly FieldPath[] | undefined): MapFields {
  if (!mask) return fields;
  return projectFields(
    fields,
    mask.filter((p) => !isNameField(p)),
  );
}

export function encodeDocument(
  format: WireFormat,
  database: DatabaseRef,
  doc: StoredDocument,
  mask?: readonly FieldPath[],
): Message {
  return {
    name: documentName(database, doc.path),
    fields: format.fields(maskFields(doc.fields, mask)),
    createTime: format.time(doc.createTime),
    updateTime: format.time(doc.updateTime),
  };
}

export function encodeListedDocument(
  format: WireFormat,
  database: DatabaseRef,
  doc: ListedDocument,
  mask?: readonly FieldPath[],
): Message {
  // A "missing" document (showMissing) has a name and nothing else.
  return 'missing' in doc
    ? { name: documentName(database, doc.path) }
    : encodeDocument(format, database, doc, mask);
}

function withTransaction(message: Message, transaction: string | undefined): Message {
  if (transaction) message.transaction = transaction;
  return message;
}

export function encodeBatchGet(
  format: WireFormat,
  database: DatabaseRef,
  read: ReadResult<{ path: string; doc: StoredDocument | null }[]>,
  mask?: readonly FieldPath[],
): Message[] {
  const readTime = format.time(read.readTime);
  const messages: Message[] = read.result.map(({ path, doc }) =>
    doc
      ? { found: encodeDocument(format, database, doc, mask), readTime }
      : { missing: documentName(database, path), readTime },
  );
  if (messages.length === 0) return [withTransaction({ readTime }, read.transaction)];
  withTransaction(messages[0] as Message, read.transaction);
  return messages;
}

export function encodeRunQuery(
  format: WireFormat,
  database: DatabaseRef,
  read: ReadResult<StoredDocument[]>,
  select?: readonly FieldPath[],
): Message[] {
  const readTime = format.time(read.readTime);
  const messages: Message[] = read.result.map((doc) => ({
    document: encodeDocument(format, database, doc, select),
    readTime,
  }));
  // An empty result still answers with one message carrying the read time (and transaction).
  if (messages.length === 0) messages.push({ readTime });
  withTransaction(messages[0] as Message, read.transaction);
  const last = messages[messages.length - 1] as Message;
  last.done = true;
  return messages;
}

export function encodeAggregation(format: WireFormat, read: ReadResult<Record<string, Value>>): Message {
  const aggregateFields: Record<string, unknown> = {};
  for (const [alias, value] of Object.entries(read.result)) aggregateFields[alias] = format.value(value);
  return withTransaction(
    { result: { aggregateFields }, readTime: format.time(read.readTime) },
    read.transaction,
  );
}

export function encodeWriteResult(format: WireFormat, result: WriteResult): Message {
  const message: Message = { transformResults: result.transformResults.map((v) => format.value(v)) };
  if (result.updateTime !== undefined) message.updateTime = format.time(result.updateTime);
  return message;
}

export function encodeCommit(format: WireFormat, result: CommitResult): Message {
  return {
    writeResults: result.writeResults.map((r) => encodeWriteResult(format, r)),
    commitTime: format.time(result.commitTime),
  };
}
