// Typed `withConverter` for the lite SDK: the domain's converter for a collection (CONVERTERS in
// @careers/domain/firestore: ids out of the fields, Timestamps revived as Dates) cast to the SDK's
// converter type at this one boundary.
import type { DomainConverter } from '@careers/domain/firestore';
import type { WithId } from '@careers/domain/types';
import type { FirestoreDataConverter } from 'firebase/firestore/lite';

export const firestoreConverter = <T extends object>(converter: DomainConverter<T>) =>
  converter as unknown as FirestoreDataConverter<WithId<T>>;
