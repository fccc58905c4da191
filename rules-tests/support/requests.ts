import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  type QueryConstraint,
} from 'firebase/firestore';
import { contextFor, type Actor } from './actors.ts';

type Db = ReturnType<ReturnType<typeof contextFor>['firestore']>;

/**
 * The requests a rules suite makes of one client's Firestore, by path: what is asked, not how the
 * SDK spells it (`doc`, `collection`, `query`), so every suite reads as its rules do.
 */
export type Requests = ReturnType<typeof requestsOf>;

export const requestsOf = (db: Db) => ({
  get: (path: string) => getDoc(doc(db, path)),
  /** The collection at `path`, narrowed by `constraints` (where, limit…). */
  list: (path: string, ...constraints: QueryConstraint[]) =>
    getDocs(query(collection(db, path), ...constraints)),
  set: (path: string, data: Record<string, unknown>) => setDoc(doc(db, path), data),
  update: (path: string, data: Record<string, unknown>) => updateDoc(doc(db, path), data),
  delete: (path: string) => deleteDoc(doc(db, path)),
});

/** `actor`'s requests (signed out, a candidate, another candidate, an admin) in `env`. */
export const requestsAs = (env: RulesTestEnvironment, actor: Actor): Requests =>
  requestsOf(contextFor(env, actor).firestore());
