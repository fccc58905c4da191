import type { Question, WithId } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { readQuestions } from './tests-repository.ts';

// Questions, kept in the function instance's memory for what the candidate's calls need to show a
// step and to check that a chosen option is one the question offers. A question is never edited
// once written (the bank only gains and loses questions), so a cached copy is the stored one; the
// only staleness is a question deleted meanwhile, which the TTL bounds and which changes nothing
// that matters: scoring (finalise-session.ts) always reads the bank itself. Without this, every
// saved answer and every step would read its questions again: 100 candidates answering once a
// second is 100 extra reads a second for documents that do not change.

/** How long a cached question is trusted. */
export const QUESTION_CACHE_TTL_MS = 10 * 60_000;
/** Entries kept at most per instance (a few hundred tests' banks); the oldest go first. */
export const QUESTION_CACHE_SIZE = 20_000;

type Entry = { question: WithId<Question> | null; at: number };

const cache = new Map<string, Entry>();

const keyOf = (db: Firestore, testId: string, questionId: string) =>
  `${db.databaseId}/${testId}/${questionId}`;

/**
 * The questions with these ids (null where one does not exist), in order: from memory when read
 * within the TTL, the others in one read.
 */
export const readQuestionsCached = async (
  db: Firestore,
  testId: string,
  ids: readonly string[],
  now: number = Date.now(),
): Promise<(WithId<Question> | null)[]> => {
  const found = new Map<string, WithId<Question> | null>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const entry = cache.get(keyOf(db, testId, id));
    if (entry && now - entry.at < QUESTION_CACHE_TTL_MS) found.set(id, entry.question);
    else missing.push(id);
  }
  if (missing.length > 0) {
    const read = await readQuestions(db, db, testId, missing);
    missing.forEach((id, index) => {
      const question = read[index] ?? null;
      found.set(id, question);
      const key = keyOf(db, testId, id);
      cache.delete(key);
      cache.set(key, { question, at: now });
    });
    while (cache.size > QUESTION_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  return ids.map((id) => found.get(id) ?? null);
};

/** Forgets a question (deleted from its bank) in this instance. */
export const forgetCachedQuestion = (db: Firestore, testId: string, questionId: string): void => {
  cache.delete(keyOf(db, testId, questionId));
};
