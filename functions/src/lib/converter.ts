import { createConverter, type DomainConverter } from '@careers/domain';
import type { FirestoreDataConverter } from 'firebase-admin/firestore';

/**
 * Typed `withConverter` for the admin SDK: the domain's converter (ids out of the fields,
 * Timestamps revived as Dates) cast to the SDK's converter type at this one boundary. Pass the
 * collection's converter from the domain's CONVERTERS where it has one (the web app reads that
 * collection with the same one). `Model` is what reads return and writes take: `WithId<T>` where
 * reads need the id, `T` for write-only use.
 */
export const adminConverter = <Model extends object>(
  converter: DomainConverter<object> = createConverter<Model>(),
): FirestoreDataConverter<Model> => converter as unknown as FirestoreDataConverter<Model>;
