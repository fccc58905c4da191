// Typed `withConverter` for the lite SDK: the domain's converter (ids out of the fields, Timestamps
// revived as Dates) cast to the SDK's converter type at this one boundary.
import { createConverter } from '@careers/domain/firestore';
import type { WithId } from '@careers/domain/types';
import type { FirestoreDataConverter } from 'firebase/firestore/lite';

export const firestoreConverter = <T extends object>(): FirestoreDataConverter<WithId<T>> =>
  createConverter<T>() as unknown as FirestoreDataConverter<WithId<T>>;
