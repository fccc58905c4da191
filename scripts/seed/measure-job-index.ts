// Measures the open-jobs index with the demo jobs (scripts/seed/data): stored bytes per index entry
// (Firestore's size rules, estimateIndexBytes in packages/domain), with the full excerpt and as
// stored (fitted to JOB_INDEX_ENTRY_MAX_BYTES), and how many such entries one document holds under
// Firestore's 1 MiB limit and under the index's own budget. No emulator needed.
//
//   node --experimental-strip-types --disable-warning=ExperimentalWarning scripts/seed/measure-job-index.ts
import {
  estimateIndexBytes,
  FIRESTORE_MAX_DOCUMENT_BYTES,
  firestoreValueBytes,
  htmlToPlainText,
  JOB_INDEX_ENTRY_MAX_BYTES,
  JOB_INDEX_EXCERPT_LENGTH,
  JOB_INDEX_MAX_BYTES,
  JOB_INDEX_SHARD_CAPACITY,
  toJobIndexEntry,
  truncateAtWord,
} from '@careers/domain';
import { buildSeedData } from './data/index.ts';

const jobs = buildSeedData({ now: new Date(Date.UTC(2026, 10, 22, 7)) }).jobs;
const stored = jobs.map(({ id, data }) => toJobIndexEntry(id, data));
// The same entries with the untrimmed 220-character teaser (what the card would like to show).
const full = jobs.map(({ id, data }, index) => ({
  ...stored[index]!,
  excerpt: truncateAtWord(htmlToPlainText(data.description), JOB_INDEX_EXCERPT_LENGTH),
  id,
}));

const stats = (sizes: number[]) => {
  const sorted = [...sizes].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, size) => sum + size, 0) / sorted.length;
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, mean };
};
const fits = (entryBytes: number, budget: number) =>
  Math.floor((budget - estimateIndexBytes([], { shardIds: [] })) / entryBytes);

const report = (label: string, entries: typeof stored) => {
  const { min, median, max, mean } = stats(entries.map((entry) => firestoreValueBytes(entry)));
  console.log(`${label}: min ${min}, median ${median}, mean ${mean.toFixed(1)}, max ${max} bytes per entry`);
  console.log(
    `  per document at the mean: ${fits(mean, FIRESTORE_MAX_DOCUMENT_BYTES)} under 1 MiB, ${fits(mean, JOB_INDEX_MAX_BYTES)} under the ${JOB_INDEX_MAX_BYTES}-byte budget`,
  );
  console.log(
    `  per document at the max:  ${fits(max, FIRESTORE_MAX_DOCUMENT_BYTES)} under 1 MiB, ${fits(max, JOB_INDEX_MAX_BYTES)} under the budget`,
  );
};

console.log(`${jobs.length} demo jobs`);
report(`full ${JOB_INDEX_EXCERPT_LENGTH}-character excerpts`, full);
report(`as stored (entries fitted to ${JOB_INDEX_ENTRY_MAX_BYTES} bytes)`, stored);
console.log(
  `capacity: ${JOB_INDEX_SHARD_CAPACITY} entries per document; worst case ${JOB_INDEX_SHARD_CAPACITY} × ${JOB_INDEX_ENTRY_MAX_BYTES} + ${estimateIndexBytes([], { shardIds: [] })} = ${JOB_INDEX_SHARD_CAPACITY * JOB_INDEX_ENTRY_MAX_BYTES + estimateIndexBytes([], { shardIds: [] })} bytes (limit ${FIRESTORE_MAX_DOCUMENT_BYTES})`,
);
const shortened = stored.filter((entry, index) => entry.excerpt !== full[index]!.excerpt);
console.log(
  `excerpts shortened by the fit: ${shortened.length} of ${stored.length}; shortest stored excerpt ${Math.min(...stored.map((entry) => entry.excerpt.length))} characters`,
);
