import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/** Documents read per page: a batch of writes for one page stays under Firestore's 500. */
export const PAGE_SIZE = 400;

/** Every document of a collection, a page at a time, in id order (the operators' scripts). */
export async function* pagesOf(db: Firestore, collection: string): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: string | null = null;
  for (;;) {
    let page = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
}
