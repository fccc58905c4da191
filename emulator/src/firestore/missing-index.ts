// The refusal of a query that needs an index the project does not have, worded as production
// words it, plus one line naming the index plainly as the entry to add to firestore.indexes.json.
//
// Production answers FAILED_PRECONDITION (HTTP 400 over REST) with one of two messages:
//   The query requires an index. You can create it here: <console link ?create_composite=…>
//   The query requires a COLLECTION_GROUP_ASC index for collection <group> and field <field>.
//     You can create it here: <console link ?create_exemption=…>
// (the second when one field's single-field index is what is missing: collection-group scope,
// which is off by default, or a field whose automatic index an override removed). The link's
// payload is a google.firestore.admin.v1.Index message, base64url without padding: name (1) ending
// in `/indexes/_` or `/fields/<field>`, query_scope (2: COLLECTION 1, COLLECTION_GROUP 2) and the
// fields (3), each field_path (1) with order (2: ASCENDING 1, DESCENDING 2) or array_config
// (3: CONTAINS 1), `__name__` included.

import { FirestoreError } from './errors.ts';
import { formatFieldPath } from './field-path.ts';
import type { CompositeIndex, IndexConfig, IndexField, IndexMode, QueryScope } from './indexes-file.ts';
import {
  requiredIndexFields,
  singleFieldModes,
  singleFieldRequirement,
  withNameField,
  type IndexRequirement,
} from './index-selection.ts';
import { databaseName, type DatabaseRef } from './resource-names.ts';

const MULTIPLE_RANGE_FIELDS =
  ' .\nThe query contains range and inequality filters on multiple fields, please refer to the ' +
  'documentation for index selection best practices: ' +
  'https://cloud.google.com/firestore/docs/query-data/multiple-range-fields.';

// ---- protobuf, just the three messages the link carries --------------------------------------

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  bytes.push(rest);
  return bytes;
}

function lengthDelimited(fieldNumber: number, payload: Uint8Array | number[]): number[] {
  return [(fieldNumber << 3) | 2, ...varint(payload.length), ...payload];
}

function enumField(fieldNumber: number, value: number): number[] {
  return [fieldNumber << 3, ...varint(value)];
}

function encodeIndexField(field: IndexField): number[] {
  const path = lengthDelimited(1, Buffer.from(formatFieldPath(field.fieldPath), 'utf8'));
  if (field.mode === 'CONTAINS') return [...path, ...enumField(3, 1)];
  return [...path, ...enumField(2, field.mode === 'ASCENDING' ? 1 : 2)];
}

function encodeIndex(name: string, scope: QueryScope, fields: readonly IndexField[]): string {
  const bytes = [
    ...lengthDelimited(1, Buffer.from(name, 'utf8')),
    ...enumField(2, scope === 'COLLECTION' ? 1 : 2),
    ...fields.flatMap((field) => lengthDelimited(3, encodeIndexField(field))),
  ];
  return Buffer.from(bytes).toString('base64url');
}

function consoleIndexesPage(database: DatabaseRef): string {
  const project = `https://console.firebase.google.com/v1/r/project/${database.projectId}/firestore`;
  return database.databaseId === '(default)'
    ? `${project}/indexes`
    : `${project}/databases/${database.databaseId}/indexes`;
}

// ---- the entries to add, as firestore.indexes.json spells them -------------------------------

type FileField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };

function fileField(fieldPath: string, mode: IndexMode): FileField {
  return mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: mode };
}

/**
 * A composite index as a firestore.indexes.json entry, `__name__` left out when it is the one the
 * index implies. Two indexes that differ only in spelling that out give the same entry.
 */
export function indexesFileEntry(index: CompositeIndex): {
  collectionGroup: string;
  queryScope: QueryScope;
  fields: FileField[];
} {
  const fields = withNameField(index.fields);
  const implied = withNameField(fields.slice(0, -1))[fields.length - 1];
  const shown = implied && implied.mode === fields[fields.length - 1]?.mode ? fields.slice(0, -1) : fields;
  return {
    collectionGroup: index.collectionGroup,
    queryScope: index.queryScope,
    fields: shown.map((f) => fileField(formatFieldPath(f.fieldPath), f.mode)),
  };
}

/** One string per distinct index, for comparing the file's indexes with those queries used. */
export function compositeIndexKey(index: CompositeIndex): string {
  return JSON.stringify(indexesFileEntry(index));
}

const MODE_NAMES: Record<IndexMode, string> = { ASCENDING: 'ASC', DESCENDING: 'DESC', CONTAINS: 'CONTAINS' };
const SCOPE_NAMES: Record<QueryScope, string> = {
  COLLECTION: 'collection',
  COLLECTION_GROUP: 'collection group',
};

/** "deleted ASCENDING, postedAt DESCENDING, tags CONTAINS": an index's fields, plainly. */
export function describeIndexFields(index: CompositeIndex): string {
  return indexesFileEntry(index)
    .fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig}`)
    .join(', ');
}

export type MissingIndex = {
  /** Production's FAILED_PRECONDITION, and a last line: "Missing index: " + `plain`. */
  error: FirestoreError;
  /** The index and the firestore.indexes.json entry that adds it. */
  plain: string;
};

/** What to answer for a query that needs the requirement's index. */
export function missingIndex(
  database: DatabaseRef,
  config: IndexConfig,
  requirement: IndexRequirement,
  multipleInequalities: boolean,
): MissingIndex {
  const group = requirement.collectionGroup;
  const scope = requirement.queryScope;
  const collectionGroupPath = `${databaseName(database)}/collectionGroups/${group}`;
  const single = singleFieldRequirement(requirement);
  if (single) {
    const field = formatFieldPath(single.fieldPath);
    const kind = `${scope}_${MODE_NAMES[single.mode]}`;
    const link = encodeIndex(`${collectionGroupPath}/fields/${field}`, scope, [single]);
    // An override replaces all of a field's automatic indexes: the entry keeps those it has.
    const indexes = [
      ...(['COLLECTION', 'COLLECTION_GROUP'] as const).flatMap((s) =>
        singleFieldModes(config, group, single.fieldPath, s).map((mode) => ({ mode, queryScope: s })),
      ),
      { mode: single.mode, queryScope: scope },
    ].map(({ mode, queryScope }) =>
      mode === 'CONTAINS' ? { arrayConfig: mode, queryScope } : { order: mode, queryScope },
    );
    const entry = { collectionGroup: group, fieldPath: field, indexes };
    const plain =
      `${group}.${field} ${single.mode} (${SCOPE_NAMES[scope]} single-field index); add to ` +
      `"fieldOverrides" in firestore.indexes.json: ${JSON.stringify(entry)}`;
    const production =
      `The query requires a ${kind} index for collection ${group} and field ${field}. ` +
      `You can create it here: ${consoleIndexesPage(database)}?create_exemption=${link}`;
    return {
      error: new FirestoreError('FAILED_PRECONDITION', `${production}\nMissing index: ${plain}`),
      plain,
    };
  }
  const fields = requiredIndexFields(requirement);
  const link = encodeIndex(`${collectionGroupPath}/indexes/_`, scope, fields);
  const index: CompositeIndex = { collectionGroup: group, queryScope: scope, fields };
  const plain =
    `${group} (${SCOPE_NAMES[scope]}) on ${describeIndexFields(index)}; add to "indexes" in ` +
    `firestore.indexes.json: ${JSON.stringify(indexesFileEntry(index))}`;
  const production =
    `The query requires an index. You can create it here: ${consoleIndexesPage(database)}?create_composite=${link}` +
    (multipleInequalities ? MULTIPLE_RANGE_FIELDS : '');
  return {
    error: new FirestoreError('FAILED_PRECONDITION', `${production}\nMissing index: ${plain}`),
    plain,
  };
}
