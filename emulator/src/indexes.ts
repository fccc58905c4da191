// firestore.indexes.json as the emulator reads it, for repository tooling (`npm run
// indexes:unused`): the parser, the identity of a composite index (as the emulator records the
// indexes that served queries, see firestore/index-registry.ts) and its plain description; and a
// document's fields and index entries as the emulator counts them against Firestore's limits
// (`npm run bench:insight-counters -w scripts`).

export { INDEX_USAGE_FILE_VARIABLE } from './firestore/index-registry.ts';
export { parseIndexesFile, type CompositeIndex, type IndexConfig } from './firestore/indexes-file.ts';
export { compositeIndexKey, describeIndexFields, indexesFileEntry } from './firestore/missing-index.ts';
export { fieldCount, MAX_FIELDS } from './firestore/document-limits.ts';
export { indexEntryCount, MAX_INDEX_ENTRIES } from './firestore/index-entries.ts';
export type { MapFields, Value } from './firestore/values.ts';
